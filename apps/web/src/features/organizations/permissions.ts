import { type OrganizationRole, roleGrants } from "@app/access";
import { parseRoles } from "@app/domain";

export function hasOrganizationRole(roleField: string | undefined, role: OrganizationRole): boolean {
  return parseRoles(roleField).includes(role);
}

/**
 * Which member controls to show, by the same role definitions and check the server enforces
 * (`roleGrants` from packages/access; a role field may list several roles, any one suffices).
 */
export function memberPermissions(roleField: string | undefined) {
  return {
    canUpdateMembers: roleGrants(roleField, { member: ["update"] }),
    canRemoveMembers: roleGrants(roleField, { member: ["delete"] }),
    canInvite: roleGrants(roleField, { invitation: ["create"] }),
    canCancelInvitations: roleGrants(roleField, { invitation: ["cancel"] }),
  };
}
