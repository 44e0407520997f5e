/**
 * Organization roles and what they may do (SPEC §6). One definition, used by better-auth on the server
 * (enforcement) and by its client (permission checks that decide which buttons show). A custom role is
 * one more `ac.newRole({...})` added to `organizationRoles`.
 */
import { createAccessControl } from "better-auth/plugins/access";

export const statements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  /** The organization's activity log (issue 26): read it, export it. */
  activity: ["read"],
  /** The organization's outgoing webhooks (issue 36): endpoints, secrets, the delivery log. */
  webhook: ["manage"],
} as const;

export const ac = createAccessControl(statements);

export const owner = ac.newRole({
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  activity: ["read"],
  webhook: ["manage"],
});

export const admin = ac.newRole({
  organization: ["update"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  activity: ["read"],
  webhook: ["manage"],
});

export const member = ac.newRole({
  organization: [],
  member: [],
  invitation: [],
  team: [],
  activity: [],
  webhook: [],
});

export const organizationRoles = { owner, admin, member };
export type OrganizationRole = keyof typeof organizationRoles;
export const ORGANIZATION_ROLES = Object.keys(organizationRoles) as OrganizationRole[];
/** The role of whoever creates an organization. */
export const CREATOR_ROLE: OrganizationRole = "owner";
/** Invitations from the product always grant this role (SPEC §1, §6). */
export const INVITEE_ROLE: OrganizationRole = "member";

type Permissions = { [R in keyof typeof statements]?: (typeof statements)[R][number][] };

/**
 * Whether a member's role field (better-auth keeps several roles comma-separated) grants the
 * permissions: the same role definitions better-auth enforces, for the product's own procedures
 * (the activity log, the logo upload) that are not better-auth endpoints.
 */
export function roleGrants(roleField: string | null | undefined, permissions: Permissions): boolean {
  const roles = (roleField ?? "")
    .split(",")
    .map((r) => r.trim())
    .filter((r): r is OrganizationRole => Object.hasOwn(organizationRoles, r));
  return roles.some((role) => organizationRoles[role].authorize(permissions).success);
}
