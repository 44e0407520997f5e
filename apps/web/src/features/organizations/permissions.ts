import { type OrganizationRole, organizationRoles } from "@app/access";
import { parseRoles } from "@app/domain";

type Requests = Parameters<(typeof organizationRoles)[OrganizationRole]["authorize"]>[0];

export function hasOrganizationRole(roleField: string | undefined, role: OrganizationRole): boolean {
  return parseRoles(roleField).includes(role);
}

/**
 * Decides which controls to show from the member's role, with the same role definitions the server
 * enforces (packages/access). A role field may list several roles, comma-separated; any one suffices.
 */
export function roleCan(roleField: string | undefined, request: Requests): boolean {
  return parseRoles(roleField).some(
    (r) => r in organizationRoles && organizationRoles[r as OrganizationRole].authorize(request).success,
  );
}

export function memberPermissions(roleField: string | undefined) {
  return {
    canUpdateMembers: roleCan(roleField, { member: ["update"] }),
    canRemoveMembers: roleCan(roleField, { member: ["delete"] }),
    canInvite: roleCan(roleField, { invitation: ["create"] }),
    canCancelInvitations: roleCan(roleField, { invitation: ["cancel"] }),
  };
}
