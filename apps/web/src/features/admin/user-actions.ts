import { type AdminUser, adminMessages, type PlatformRole } from "@app/domain";
import { m } from "@app/i18n/messages";
import { useRouter } from "@tanstack/react-router";
import { toast } from "sonner";
import type { BanOptions } from "./api";
import {
  useBanUserMutation,
  useImpersonateUserMutation,
  useRemoveUserMutation,
  useRevokeUserSessionsMutation,
  useSetRoleMutation,
  useUnbanUserMutation,
} from "./api";

const showError = (error: Error) => toast.error(error.message);

/**
 * The row actions of the user list (docs/product.md#user-list). On the admin's own row the menu offers them disabled;
 * the handlers refuse too, so no other path (a stale row, a keyboard shortcut) can reach the server.
 */
export function useUserActions(user: AdminUser, isSelf: boolean) {
  const router = useRouter();
  const setRole = useSetRoleMutation({
    onSuccess: (_, { role }) =>
      toast.success(
        role === "admin" ? m.admin_toast_now_admin({ name: user.name }) : m.admin_toast_now_user({ name: user.name }),
      ),
    onError: showError,
  });
  const ban = useBanUserMutation({
    onSuccess: () => toast.success(m.admin_toast_banned({ email: user.email })),
    onError: showError,
  });
  const unban = useUnbanUserMutation({
    onSuccess: () => toast.success(m.admin_toast_unbanned({ email: user.email })),
    onError: showError,
  });
  const remove = useRemoveUserMutation({
    onSuccess: () => toast.success(m.admin_toast_deleted({ email: user.email })),
    onError: showError,
  });
  const revokeSessions = useRevokeUserSessionsMutation({
    onSuccess: () => toast.success(m.admin_toast_signed_out({ email: user.email })),
    onError: showError,
  });
  const impersonate = useImpersonateUserMutation(() => router.navigate({ to: "/dashboard" }), { onError: showError });

  const unlessSelf = (refusal: string, action: () => void) => {
    if (isSelf) toast.error(refusal);
    else action();
  };

  return {
    busy: [setRole, ban, unban, remove, impersonate, revokeSessions].some((mutation) => mutation.isPending),
    setRole: (role: PlatformRole) =>
      unlessSelf(adminMessages.cannotChangeOwnRole, () => setRole.mutate({ userId: user.id, role })),
    ban: (options: BanOptions) =>
      unlessSelf(adminMessages.cannotBanSelf, () => ban.mutate({ userId: user.id, ...options })),
    unban: () => unlessSelf(adminMessages.cannotBanSelf, () => unban.mutate(user.id)),
    remove: () => unlessSelf(adminMessages.cannotDeleteSelf, () => remove.mutate(user.id)),
    revokeSessions: () => unlessSelf(m.admin_cannot_revoke_own_sessions(), () => revokeSessions.mutate(user.id)),
    impersonate: () => unlessSelf(adminMessages.cannotImpersonateSelf, () => impersonate.mutate(user.id)),
  };
}
