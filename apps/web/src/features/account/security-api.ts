import { m } from "@app/i18n/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authCall } from "@/lib/auth-call";
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
      await authCall(
        authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }),
        m.account_password_change_failed(),
      );
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}

/** A Google-only account sets its first password through the reset mail (decision 013). */
export function useSetPasswordMailMutation(callbacks: MutationCallbacks<void, string>) {
  return useMutation({
    ...callbacks,
    mutationFn: async (email: string) => {
      await authCall(authClient.requestPasswordReset({ email }), m.account_mail_send_failed());
    },
  });
}

/** Sends the confirmation to the new address; the address changes when its link is opened. */
export function useChangeEmailMutation(callbacks: MutationCallbacks<void, string>) {
  return useMutation({
    ...callbacks,
    mutationFn: async (newEmail: string) => {
      await authCall(
        authClient.changeEmail({ newEmail, callbackURL: "/dashboard/account" }),
        m.account_email_change_failed(),
      );
    },
  });
}
