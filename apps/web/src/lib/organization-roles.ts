import { type OrganizationRole, type Permissions, roleGrants } from "@app/access";
import { m } from "@app/i18n/messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { authClient } from "./auth-client";
import { organizationKeys } from "./organizations";

/**
 * The organization's own roles (decision 042), read through better-auth's `list-roles`: shown and
 * changed by the Roles settings section, offered by the member list's and the invite form's role
 * pickers, and named by their label wherever a member's or an invitation's role is shown. Here,
 * because those are two features.
 */
export interface CustomRole {
  id: string;
  /** What members and invitations carry in their role field; it never changes. */
  role: string;
  /** The name a person reads and renames. */
  label: string;
  permission: Permissions;
}

/** Below organizationKeys.all, so refreshOrganizations refreshes it with members and invitations. */
export const organizationRolesKey = (organizationId: string) =>
  [...organizationKeys.all, "roles", organizationId] as const;

export const organizationRolesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationRolesKey(organizationId),
    queryFn: async (): Promise<CustomRole[]> => {
      const roles = (await authClient.organization.listRoles({ query: { organizationId } })) ?? [];
      return roles
        .map((r) => ({ id: r.id, role: r.role, label: r.label, permission: r.permission as Permissions }))
        .sort((a, b) => a.label.localeCompare(b.label));
    },
  });

/**
 * The organization's own roles when the caller may see them (`ac:read`, as the server checks);
 * none otherwise, and none while the caller's role is not known yet.
 */
export function useOrganizationCustomRoles(
  organizationId: string,
  roleField: string | undefined,
  customRoles: Readonly<Record<string, Permissions>>,
) {
  const mayRead = roleGrants(roleField, { ac: ["read"] }, customRoles);
  const query = useQuery({
    ...organizationRolesQueryOptions(organizationId),
    enabled: mayRead,
    meta: { silent: true },
  });
  return mayRead ? (query.data ?? []) : [];
}

const builtInLabels: Record<OrganizationRole, () => string> = {
  owner: m.org_role_owner,
  admin: m.org_role_admin,
  member: m.org_role_member,
};

/**
 * Whether every role of a role field is built in: those names are written in lower case in English
 * and shown capitalized, while an organization's own role is shown as its label is written.
 */
export const builtInRolesOnly = (roleField: string) =>
  roleField.split(",").every((role) => Object.hasOwn(builtInLabels, role.trim()));

/** The name of a built-in role in the reader's language ('owner' / 'Inhaber'). */
export const builtInRoleLabel = (role: OrganizationRole) => builtInLabels[role]();

/**
 * A role field as people read it: a built-in role in the reader's language, an organization's own
 * role by its label where it is known (else its key). A role field may list several roles,
 * comma-separated: each known one is named, separators and unknown ones stay.
 */
export function roleLabel(roleField: string, customRoles: readonly Pick<CustomRole, "role" | "label">[] = []): string {
  return roleField.replace(/[^,\s]+/g, (role) => {
    if (Object.hasOwn(builtInLabels, role)) return builtInRoleLabel(role as OrganizationRole);
    return customRoles.find((r) => r.role === role)?.label ?? role;
  });
}
