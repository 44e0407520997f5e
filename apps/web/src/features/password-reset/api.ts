import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";

/**
 * Asks for a reset mail. The server answers the same whether or not the address has an account, and
 * builds the link itself (`/reset-password?token=…`, decision 013).
 */
export function useRequestPasswordResetMutation(callbacks: MutationCallbacks<void, string> = {}) {
  return useMutation({
    ...callbacks,
    mutationFn: async (email: string) => {
      await authClient.requestPasswordReset({ email });
    },
  });
}

/** Sets the new password with the token from the mail; the server then ends every session of the user. */
export function useResetPasswordMutation(callbacks: MutationCallbacks<void, { token: string; newPassword: string }>) {
  return useMutation({
    ...callbacks,
    mutationFn: async ({ token, newPassword }: { token: string; newPassword: string }) => {
      await authClient.resetPassword({ token, newPassword });
    },
  });
}
