import type { SignInInput } from "@app/domain";
import { m } from "@app/i18n/messages";
import { useMutation } from "@tanstack/react-query";
import { AuthCallError, authCall } from "@/lib/auth-call";
import { authClient } from "@/lib/auth-client";
import { VERIFIED_CALLBACK } from "@/lib/email-verification";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";

export type CredentialsMode = "sign-in" | "sign-up";
/** Sign-in has no name; one value type lets both modes share the form's fields. */
export type CredentialsValues = SignInInput & { name?: string };
/** Signed in, or the password was right and the account asks for its second factor first. */
export type CredentialsOutcome = "signed-in" | "two-factor";

const failure = { "sign-in": m.auth_sign_in_failed, "sign-up": m.auth_sign_up_failed } as const;

/** Email and password: signs in, or creates the account (which signs it in). */
export function useCredentialsMutation(
  mode: CredentialsMode,
  callbacks: MutationCallbacks<CredentialsOutcome, CredentialsValues>,
) {
  return useMutation({
    ...callbacks,
    mutationFn: async ({ name, email, password }: CredentialsValues): Promise<CredentialsOutcome> => {
      if (mode === "sign-up") {
        await authCall(
          authClient.signUp.email({ name: name ?? "", email, password, callbackURL: VERIFIED_CALLBACK }),
          failure[mode](),
        );
        return "signed-in";
      }
      const answer = await authCall(authClient.signIn.email({ email, password }), failure[mode]());
      // With two-factor on, better-auth sets no session yet: it answers this and waits for the code.
      return answer && "twoFactorRedirect" in answer && answer.twoFactorRedirect ? "two-factor" : "signed-in";
    },
  });
}

export type SecondFactor = { kind: "totp" | "backup-code"; code: string; trustDevice: boolean };

/** The second step of a sign-in: a code from the authenticator app, or one of the backup codes. */
export function useSecondFactorMutation(callbacks: MutationCallbacks<void, SecondFactor>) {
  return useMutation({
    ...callbacks,
    mutationFn: async ({ kind, code, trustDevice }: SecondFactor) => {
      await (kind === "totp"
        ? authCall(authClient.twoFactor.verifyTotp({ code, trustDevice }), m.auth_code_not_accepted())
        : authCall(authClient.twoFactor.verifyBackupCode({ code, trustDevice }), m.auth_code_not_accepted()));
    },
  });
}

/** 'Sign in with a passkey': the browser asks the authenticator, the server checks its answer. */
export function usePasskeySignInMutation(callbacks: MutationCallbacks<void, void>) {
  return useMutation({
    ...callbacks,
    mutationFn: async () => {
      await authCall(authClient.signIn.passkey(), m.auth_passkey_failed());
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
          m.auth_google_failed(),
        );
      } catch (error) {
        const notConfigured =
          error instanceof AuthCallError && (error.status === 404 || error.code === "PROVIDER_NOT_FOUND");
        throw notConfigured ? new Error(m.auth_google_not_configured()) : error;
      }
    },
  });
}
