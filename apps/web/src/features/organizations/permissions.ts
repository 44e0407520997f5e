import { type CustomRoles, type OrganizationRole, roleGrants } from "@app/access";
import { parseRoles } from "@app/domain";

export function hasOrganizationRole(roleField: string | undefined, role: OrganizationRole): boolean {
  return parseRoles(roleField).includes(role);
}

/**
 * Which member controls to show, by the same role definitions and check the server enforces
 * (`roleGrants` from packages/access; a role field may list several roles, any one suffices; the
 * organization's own roles count with their statements, `useCustomRoles`).
 */
export function memberPermissions(roleField: string | undefined, customRoles: CustomRoles = {}) {
  return {
    canUpdateMembers: roleGrants(roleField, { member: ["update"] }, customRoles),
    canRemoveMembers: roleGrants(roleField, { member: ["delete"] }, customRoles),
    canInvite: roleGrants(roleField, { invitation: ["create"] }, customRoles),
    canCancelInvitations: roleGrants(roleField, { invitation: ["cancel"] }, customRoles),
  };
}
