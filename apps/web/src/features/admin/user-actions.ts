import { type AdminUser, adminMessages, BAN_REASON, type PlatformRole } from "@app/domain";
import { partialMatchKey, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "sonner";
import { authClient } from "@/lib/auth-client";
import { refreshUsers, usersQueryKey } from "./queries";

type AuthAnswer = Promise<{ error: { message?: string; statusText?: string } | null }>;

async function unwrap(call: AuthAnswer) {
  const { error } = await call;
  if (error) throw new Error(error.message || error.statusText || "Request failed");
}

/**
 * The row actions of the user list (SPEC §2, §6). On the admin's own row the menu offers them disabled;
 * the handlers refuse too, so no other path (a stale row, a keyboard shortcut) can reach the server.
 */
export function useUserActions(user: AdminUser, isSelf: boolean) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const run = async (call: () => AuthAnswer, success: string) => {
    setBusy(true);
    try {
      await unwrap(call());
      toast.success(success);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      await refreshUsers(queryClient);
      setBusy(false);
    }
  };

  const refuse = (message: string) => {
    toast.error(message);
    return Promise.resolve();
  };

  return {
    busy,
    setRole: (role: PlatformRole) =>
      isSelf
        ? refuse(adminMessages.cannotChangeOwnRole)
        : run(
            () => authClient.admin.setRole({ userId: user.id, role }),
            `${user.name} is now ${role === "admin" ? "an admin" : "a user"}`,
          ),
    ban: () =>
      isSelf
        ? refuse(adminMessages.cannotBanSelf)
        : run(() => authClient.admin.banUser({ userId: user.id, banReason: BAN_REASON }), `${user.email} was banned`),
    unban: () =>
      isSelf
        ? refuse(adminMessages.cannotBanSelf)
        : run(() => authClient.admin.unbanUser({ userId: user.id }), `${user.email} was unbanned`),
    remove: () =>
      isSelf
        ? refuse(adminMessages.cannotDeleteSelf)
        : run(() => authClient.admin.removeUser({ userId: user.id }), `${user.email} was deleted`),
    impersonate: async () => {
      if (isSelf) return refuse(adminMessages.cannotImpersonateSelf);
      setBusy(true);
      try {
        await unwrap(authClient.admin.impersonateUser({ userId: user.id }));
      } catch (error) {
        setBusy(false);
        toast.error(error instanceof Error ? error.message : String(error));
        return;
      }
      await enterImpersonation(queryClient, () => router.navigate({ to: "/dashboard" }));
    },
  };
}

/**
 * SPEC §4: impersonation starts on /dashboard as the other user. Everything cached was the admin's, so
 * it is reset (the session and organizations refetch as the new user) — all but the user list on screen,
 * which would refetch too and be refused. It is dropped once the dashboard has replaced it.
 */
async function enterImpersonation(queryClient: QueryClient, goToDashboard: () => Promise<void>) {
  const isUserList = (queryKey: readonly unknown[]) => partialMatchKey(queryKey, usersQueryKey());
  await queryClient.resetQueries({ predicate: (query) => !isUserList(query.queryKey) });
  await goToDashboard();
  queryClient.removeQueries({ predicate: (query) => isUserList(query.queryKey) });
}
