import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { sessionsQueryKey } from "@/lib/session";

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** Changes the password and ends every other session (decision 016). */
export function useChangePasswordMutation(callbacks: MutationCallbacks<void, PasswordChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: async ({ currentPassword, newPassword }: PasswordChange) => {
      await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}

/** A Google-only account sets its first password through the reset mail (decision 013). */
export function useSetPasswordMailMutation(callbacks: MutationCallbacks<void, string>) {
  return useMutation({
    ...callbacks,
    mutationFn: async (email: string) => {
      await authClient.requestPasswordReset({ email });
    },
  });
}

/** Sends the confirmation to the new address; the address changes when its link is opened. */
export function useChangeEmailMutation(callbacks: MutationCallbacks<void, string>) {
  return useMutation({
    ...callbacks,
    mutationFn: async (newEmail: string) => {
      await authClient.changeEmail({ newEmail, callbackURL: "/dashboard/account" });
    },
  });
}
