import type { QueryClient } from "@tanstack/react-query";
import { useRefreshingMutation } from "@/hooks/use-refreshing-mutation";
import { authClient } from "@/lib/auth-client";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { organizationRolesKey } from "@/lib/organization-roles";
import { orpc } from "@/lib/rpc";

/**
 * The organization's own roles through better-auth's dynamic access control (decision 042); the
 * server adds the product's rules to these endpoints (organizations/custom-roles.ts). After a change
 * the list and the caller's own statements (roles.mine: the change may concern the caller's role)
 * are read again.
 */
const refresh = (organizationId: string) => (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: organizationRolesKey(organizationId) }),
    queryClient.invalidateQueries({ queryKey: orpc.roles.key() }),
  ]);

export interface NewRole {
  key: string;
  label: string;
  permission: Record<string, string[]>;
}

export const useCreateRoleMutation = (organizationId: string, callbacks: MutationCallbacks<unknown, NewRole> = {}) =>
  useRefreshingMutation(
    ({ key, label, permission }: NewRole) =>
      authClient.organization.createRole({ organizationId, role: key, permission, additionalFields: { label } }),
    refresh(organizationId),
    callbacks,
  );

export interface RoleChange {
  roleId: string;
  label: string;
  /** Left out when the statements stay as they are. */
  permission?: Record<string, string[]>;
}

export const useUpdateRoleMutation = (organizationId: string, callbacks: MutationCallbacks<unknown, RoleChange> = {}) =>
  useRefreshingMutation(
    ({ roleId, label, permission }: RoleChange) =>
      authClient.organization.updateRole({
        organizationId,
        roleId,
        data: permission ? { label, permission } : { label },
      }),
    refresh(organizationId),
    callbacks,
  );

export const useDeleteRoleMutation = (organizationId: string, callbacks: MutationCallbacks<unknown, string> = {}) =>
  useRefreshingMutation(
    (roleId: string) => authClient.organization.deleteRole({ organizationId, roleId }),
    refresh(organizationId),
    callbacks,
  );
