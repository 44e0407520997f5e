import type { BanUserInput, PlatformRole } from "@app/domain";
import { partialMatchKey, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useRefreshingMutation } from "@/hooks/use-refreshing-mutation";
import { authClient } from "@/lib/auth-client";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { orpc } from "@/lib/rpc";
import { toListUsersInput, type UsersSearch } from "./users-search";

export const usersQueryOptions = (search: UsersSearch) =>
  orpc.admin.listUsers.queryOptions({ input: toListUsersInput(search) });

/** Every page and search of the user list, for refreshes after an action. */
const usersQueryKey = () => orpc.admin.listUsers.key();

function refreshUsers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: usersQueryKey() });
}

/**
 * One of the row actions (docs/product.md#user-list), through better-auth's admin plugin. Succeeded or not, the list
 * is refetched before the mutation settles: the row shows what the server holds now.
 */
function useUserAction<TVariables>(
  call: (variables: TVariables) => Promise<unknown>,
  callbacks: MutationCallbacks<unknown, TVariables>,
) {
  return useRefreshingMutation(call, refreshUsers, callbacks);
}

export const useSetRoleMutation = (
  callbacks: MutationCallbacks<unknown, { userId: string; role: PlatformRole }> = {},
) => useUserAction((body: { userId: string; role: PlatformRole }) => authClient.admin.setRole(body), callbacks);

/** The reason (absent: the server's default, 'Banned by admin') and when the ban ends (absent: never). */
export type BanOptions = Pick<BanUserInput, "banReason" | "banExpiresIn">;

export const useBanUserMutation = (callbacks: MutationCallbacks<unknown, BanUserInput> = {}) =>
  useUserAction((ban: BanUserInput) => authClient.admin.banUser(ban), callbacks);

export const useUnbanUserMutation = (callbacks: MutationCallbacks<unknown, string> = {}) =>
  useUserAction((userId: string) => authClient.admin.unbanUser({ userId }), callbacks);

export const useRemoveUserMutation = (callbacks: MutationCallbacks<unknown, string> = {}) =>
  useUserAction((userId: string) => authClient.admin.removeUser({ userId }), callbacks);

/** Ends every session of the user (audited on the server, decision 016). */
export const useRevokeUserSessionsMutation = (callbacks: MutationCallbacks<unknown, string> = {}) =>
  useUserAction((userId: string) => authClient.admin.revokeUserSessions({ userId }), callbacks);

/**
 * Impersonation (docs/product.md#impersonation) starts on /dashboard as the other user (`goToDashboard`). Everything cached was
 * the admin's, so it is reset (the session and organizations refetch as the new user) — all but the user
 * list on screen, which would refetch too and be refused. It is dropped once the dashboard has replaced it.
 */
export function useImpersonateUserMutation(
  goToDashboard: () => Promise<void>,
  callbacks: MutationCallbacks<void, string> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: async (userId: string) => {
      await authClient.admin.impersonateUser({ userId });
      const isUserList = (queryKey: readonly unknown[]) => partialMatchKey(queryKey, usersQueryKey());
      await queryClient.resetQueries({ predicate: (query) => !isUserList(query.queryKey) });
      await goToDashboard();
      queryClient.removeQueries({ predicate: (query) => isUserList(query.queryKey) });
    },
  });
}

/** The mails the outbox gave up on (decision 029), newest first; read-only. */
export const failedMailQueryOptions = () => orpc.admin.listFailedMail.queryOptions({ input: {} });
