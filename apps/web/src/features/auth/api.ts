import type { SignInInput } from "@app/domain";
import { useMutation } from "@tanstack/react-query";
import { AuthCallError, authCall } from "@/lib/auth-call";
import { authClient } from "@/lib/auth-client";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";

export type CredentialsMode = "sign-in" | "sign-up";
/** Sign-in has no name; one value type lets both modes share the form's fields. */
export type CredentialsValues = SignInInput & { name?: string };

const failure = { "sign-in": "Sign in failed", "sign-up": "Sign up failed" } as const;

/** Email and password: signs in, or creates the account (which signs it in). */
export function useCredentialsMutation(mode: CredentialsMode, callbacks: MutationCallbacks<void, CredentialsValues>) {
  return useMutation({
    ...callbacks,
    mutationFn: async ({ name, email, password }: CredentialsValues) => {
      await (mode === "sign-up"
        ? authCall(authClient.signUp.email({ name: name ?? "", email, password }), failure[mode])
        : authCall(authClient.signIn.email({ email, password }), failure[mode]));
    },
  });
}

/** Starts Google's sign-in; on success the browser is already on its way to Google. */
export function useGoogleSignInMutation(callbacks: MutationCallbacks<void, string> = {}) {
  return useMutation({
    ...callbacks,
    mutationFn: async (redirectTo: string) => {
      try {
        await authCall(
          authClient.signIn.social({
            provider: "google",
            callbackURL: `${window.location.origin}${redirectTo}`,
            errorCallbackURL: `${window.location.origin}/login`,
          }),
          "Google sign-in failed",
        );
      } catch (error) {
        const notConfigured =
          error instanceof AuthCallError && (error.status === 404 || error.code === "PROVIDER_NOT_FOUND");
        throw notConfigured ? new Error("Google sign-in is not configured on this server.") : error;
      }
    },
  });
}
