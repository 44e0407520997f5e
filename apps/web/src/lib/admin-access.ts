import { hasPlatformRole } from "@app/domain";
import { queryOptions } from "@tanstack/react-query";
import { authClient } from "./auth-client";

/**
 * May this session use the admin area (the route guard, and the sidebar's Admin group)? Role admin is
 * enough (no request); otherwise the server is asked, since the accounts in ADMIN_USER_IDS are admins
 * whatever their role. Keyed by user and role, so impersonation or a role change asks again. The server
 * refuses non-admins in any case.
 */
export const adminAccessQueryOptions = (user: { id: string; role?: string | null }) =>
  queryOptions({
    queryKey: ["admin-access", user.id, user.role ?? ""] as const,
    queryFn: async () => {
      if (hasPlatformRole(user.role, "admin")) return true;
      const answer = await authClient.admin.hasPermission({ permissions: { user: ["list"] } });
      return answer?.success === true;
    },
  });
