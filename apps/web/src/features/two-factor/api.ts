import { m } from "@app/i18n/messages";
import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/**
 * First step of turning two-factor on: the password, then the secret (as an otpauth:// URI) and the
 * backup codes. Nothing changes for sign-in until a code confirms the authenticator app.
 */
export function useStartTwoFactorMutation(callbacks: MutationCallbacks<TwoFactorSetup, string>) {
  return useMutation({
    ...callbacks,
    mutationFn: async (password: string): Promise<TwoFactorSetup> => {
      const answer = await authClient.twoFactor.enable({ password });
      if (!answer || !("totpURI" in answer) || !answer.totpURI) throw new Error(m.twofa_enable_failed());
      return { totpURI: answer.totpURI, backupCodes: answer.backupCodes ?? [] };
    },
  });
}

/** A code from the app confirms it; from now on sign-in asks for a code (the session signal refreshes). */
export function useConfirmTwoFactorMutation(callbacks: MutationCallbacks<void, string>) {
  return useMutation({
    ...callbacks,
    mutationFn: async (code: string) => {
      await authClient.twoFactor.verifyTotp({ code });
    },
  });
}

export function useDisableTwoFactorMutation(callbacks: MutationCallbacks<void, string>) {
  return useMutation({
    ...callbacks,
    mutationFn: async (password: string) => {
      await authClient.twoFactor.disable({ password });
    },
  });
}

/**
 * New backup codes for the ones used up or lost, with the password; the old codes stop working. The
 * new ones are shown once, like the first set.
 */
export function useRegenerateBackupCodesMutation(callbacks: MutationCallbacks<string[], string>) {
  return useMutation({
    ...callbacks,
    mutationFn: async (password: string): Promise<string[]> => {
      const answer = await authClient.twoFactor.generateBackupCodes({ password });
      return answer?.backupCodes ?? [];
    },
  });
}

/** The base32 secret inside an otpauth:// URI, for typing into an app that cannot scan. */
export function totpSecret(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}
