import { hasPlatformRole } from "@app/domain";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { orpc } from "@/lib/rpc";
import { toListUsersInput, type UsersSearch } from "./users-search";

/**
 * May this session use the admin area? Role admin is enough (no request); otherwise the server is asked,
 * since the accounts in ADMIN_USER_IDS are admins whatever their role. Keyed by user and role, so
 * impersonation or a role change asks again. The server refuses non-admins in any case.
 */
export const adminAccessQueryOptions = (user: { id: string; role?: string | null }) =>
  queryOptions({
    queryKey: ["admin-access", user.id, user.role ?? ""] as const,
    queryFn: async () => {
      if (hasPlatformRole(user.role, "admin")) return true;
      const { data, error } = await authClient.admin.hasPermission({ permissions: { user: ["list"] } });
      if (error) throw new Error(error.message || error.statusText || "Could not check admin access");
      return data?.success === true;
    },
  });

export const usersQueryOptions = (search: UsersSearch) =>
  orpc.admin.listUsers.queryOptions({ input: toListUsersInput(search) });

/** Every page and search of the user list, for refreshes after an action. */
export const usersQueryKey = () => orpc.admin.listUsers.key();

export function refreshUsers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: usersQueryKey() });
}
