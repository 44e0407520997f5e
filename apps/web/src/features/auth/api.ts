import type { SignInInput } from "@app/domain";
import { m } from "@app/i18n/messages";
import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { AuthCallError } from "@/lib/auth-error";
import { VERIFIED_CALLBACK } from "@/lib/email-verification";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";

export type CredentialsMode = "sign-in" | "sign-up";
/** Sign-in has no name; one value type lets both modes share the form's fields. */
export type CredentialsValues = SignInInput & { name?: string };
/** Signed in, or the password was right and the account asks for its second factor first. */
export type CredentialsOutcome = "signed-in" | "two-factor";

/** Email and password: signs in, or creates the account (which signs it in). */
export function useCredentialsMutation(
  mode: CredentialsMode,
  callbacks: MutationCallbacks<CredentialsOutcome, CredentialsValues>,
) {
  return useMutation({
    ...callbacks,
    mutationFn: async ({ name, email, password }: CredentialsValues): Promise<CredentialsOutcome> => {
      if (mode === "sign-up") {
        await authClient.signUp.email({ name: name ?? "", email, password, callbackURL: VERIFIED_CALLBACK });
        return "signed-in";
      }
      const answer = await authClient.signIn.email({ email, password });
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
        ? authClient.twoFactor.verifyTotp({ code, trustDevice })
        : authClient.twoFactor.verifyBackupCode({ code, trustDevice }));
    },
  });
}

/** 'Sign in with a passkey': the browser asks the authenticator, the server checks its answer. */
export function usePasskeySignInMutation(callbacks: MutationCallbacks<void, void>) {
  return useMutation({
    ...callbacks,
    mutationFn: async () => {
      // The passkey ceremony answers `{ data, error }` whatever the client's options: it asks for that itself.
      const { error } = await authClient.signIn.passkey();
      if (error) throw new AuthCallError(error);
    },
  });
}

/** Starts Google's sign-in; on success the browser is already on its way to Google. */
export function useGoogleSignInMutation(callbacks: MutationCallbacks<void, string> = {}) {
  return useMutation({
    ...callbacks,
    mutationFn: async (redirectTo: string) => {
      try {
        await authClient.signIn.social({
          provider: "google",
          callbackURL: `${window.location.origin}${redirectTo}`,
          errorCallbackURL: `${window.location.origin}/login`,
        });
      } catch (error) {
        const notConfigured =
          error instanceof AuthCallError && (error.status === 404 || error.code === "PROVIDER_NOT_FOUND");
        throw notConfigured ? new Error(m.auth_google_not_configured()) : error;
      }
    },
  });
}
