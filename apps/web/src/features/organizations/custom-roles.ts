import {
  CREATOR_ROLE,
  type CustomRoles,
  ORGANIZATION_ROLES,
  roleGrants,
  statementsGrant,
  statementsOf,
} from "@app/access";
import { useQuery } from "@tanstack/react-query";
import { builtInRoleLabel, roleLabel, useOrganizationCustomRoles } from "@/lib/organization-roles";
import { orpc } from "@/lib/rpc";

const none: CustomRoles = {};

/**
 * The statements of the organization's own roles the caller holds (decision 042), as the server
 * checks them: passed to `roleGrants` beside the role field, so a custom role opens exactly the
 * controls its statements allow. None while loading, so nothing shows that the role may not use.
 */
export function useCustomRoles(organizationId: string): CustomRoles {
  const mine = useQuery(orpc.roles.mine.queryOptions({ input: { organizationId } }));
  return (mine.data?.customRoles as CustomRoles | undefined) ?? none;
}

/** The names of the organization's own roles by key, which roles.mine answers every member. */
function useCustomRoleNames(organizationId: string) {
  const mine = useQuery(orpc.roles.mine.queryOptions({ input: { organizationId } }));
  return Object.entries(mine.data?.labels ?? {}).map(([role, label]) => ({ role, label }));
}

export interface RoleChoice {
  value: string;
  label: string;
}

/**
 * The organization's roles as the caller names and gives them: a role field by its labels, and the
 * roles the caller may give, built-in first, then the organization's own by label. As the server
 * decides (organizations/custom-roles.ts): only a role holding ownership makes an owner, and never
 * through an invitation; no role is offered that holds more than the caller.
 */
export function useOrganizationRoles(organizationId: string, currentRole: string | undefined) {
  const customRoles = useCustomRoles(organizationId);
  const own = useOrganizationCustomRoles(organizationId, currentRole, customRoles);
  const names = useCustomRoleNames(organizationId);
  const held = statementsOf(currentRole, customRoles);
  const canMakeOwners = roleGrants(currentRole, { ownership: ["manage"] }, customRoles);
  const choices = (invitation: boolean): RoleChoice[] => [
    ...ORGANIZATION_ROLES.filter((role) =>
      role === CREATOR_ROLE ? canMakeOwners && !invitation : statementsGrant(held, statementsOf(role)),
    ).map((role) => ({ value: role, label: builtInRoleLabel(role) })),
    ...own.filter((role) => statementsGrant(held, role.permission)).map((r) => ({ value: r.role, label: r.label })),
  ];
  return {
    customRoles,
    labelOf: (roleField: string) => roleLabel(roleField, own.length > 0 ? own : names),
    memberChoices: choices(false),
    invitationChoices: choices(true),
  };
}
