import { type AdminUser, adminMessages, type PlatformRole } from "@app/domain";
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
import { adminCopy } from "./messages";

const showError = (error: Error) => toast.error(error.message);

/**
 * The row actions of the user list (SPEC §2, §6). On the admin's own row the menu offers them disabled;
 * the handlers refuse too, so no other path (a stale row, a keyboard shortcut) can reach the server.
 */
export function useUserActions(user: AdminUser, isSelf: boolean) {
  const router = useRouter();
  const setRole = useSetRoleMutation({
    onSuccess: (_, { role }) => toast.success(`${user.name} is now ${role === "admin" ? "an admin" : "a user"}`),
    onError: showError,
  });
  const ban = useBanUserMutation({ onSuccess: () => toast.success(`${user.email} was banned`), onError: showError });
  const unban = useUnbanUserMutation({
    onSuccess: () => toast.success(`${user.email} was unbanned`),
    onError: showError,
  });
  const remove = useRemoveUserMutation({
    onSuccess: () => toast.success(`${user.email} was deleted`),
    onError: showError,
  });
  const revokeSessions = useRevokeUserSessionsMutation({
    onSuccess: () => toast.success(`${user.email} was signed out everywhere`),
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
    revokeSessions: () => unlessSelf(adminCopy.cannotRevokeOwnSessions, () => revokeSessions.mutate(user.id)),
    impersonate: () => unlessSelf(adminMessages.cannotImpersonateSelf, () => impersonate.mutate(user.id)),
  };
}
