/**
 * Organization roles and what they may do. One definition, used by better-auth on the server
 * (enforcement), by the product's own procedures and routes (apps/server/src/rpc/organization-access.ts)
 * and by the web app (which buttons and sections show). Every permission is a statement here; a role
 * is the statements it is granted, and no feature names a role to decide access. A custom role is one
 * more `ac.newRole({...})` added to `organizationRoles`.
 */
import { createAccessControl } from "better-auth/plugins/access";

export const statements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  /** The organization's activity log: read it, export it. */
  activity: ["read"],
  /** The organization's outgoing webhooks: endpoints, secrets, the delivery log. */
  webhook: ["manage"],
  /**
   * Who is an owner: hand the ownership over, make someone an owner or change an owner's role.
   * better-auth's organization plugin decides the last two by its creator role itself; the access
   * tests tie the two.
   */
  ownership: ["manage"],
  /**
   * Single sign-on: add, change and remove the organization's identity providers (better-auth's SSO
   * plugin decides this by role name itself; a server test ties it to this statement), and require
   * SSO for a verified domain.
   */
  sso: ["manage", "require"],
  /** SCIM provisioning: its tokens and the directory groups whose members are admins. */
  scim: ["manage"],
  /** API keys: make one for oneself in the organization; see and revoke the keys its members made. */
  apiKey: ["create", "manage"],
  /**
   * The documents made in the organization: read them (the dashboard's figures of the organization,
   * a key's reads), write them (create, save, complete, reopen, delete; a key needs its write scope too).
   */
  document: ["read", "write"],
} as const;

export const ac = createAccessControl(statements);

export const owner = ac.newRole({
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  activity: ["read"],
  webhook: ["manage"],
  ownership: ["manage"],
  sso: ["manage", "require"],
  scim: ["manage"],
  apiKey: ["create", "manage"],
  document: ["read", "write"],
});

export const admin = ac.newRole({
  organization: ["update"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  activity: ["read"],
  webhook: ["manage"],
  ownership: [],
  sso: ["manage"],
  scim: ["manage"],
  apiKey: ["create", "manage"],
  document: ["read", "write"],
});

export const member = ac.newRole({
  organization: [],
  member: [],
  invitation: [],
  team: [],
  activity: [],
  webhook: [],
  ownership: [],
  sso: [],
  scim: [],
  apiKey: ["create"],
  document: ["read", "write"],
});

export const organizationRoles = { owner, admin, member };
export type OrganizationRole = keyof typeof organizationRoles;
export const ORGANIZATION_ROLES = Object.keys(organizationRoles) as OrganizationRole[];
/** The role of whoever creates an organization. */
export const CREATOR_ROLE: OrganizationRole = "owner";
/** Invitations from the product always grant this role. */
export const INVITEE_ROLE: OrganizationRole = "member";

/** A request of statements: resource → actions, all of them needed. */
export type Permissions = { [R in keyof typeof statements]?: (typeof statements)[R][number][] };

/**
 * Whether a member's role field (better-auth keeps several roles comma-separated) grants the
 * permissions: the same role definitions better-auth enforces, for the product's own procedures
 * and routes and for the web app's screens.
 */
export function roleGrants(roleField: string | null | undefined, permissions: Permissions): boolean {
  const roles = (roleField ?? "")
    .split(",")
    .map((r) => r.trim())
    .filter((r): r is OrganizationRole => Object.hasOwn(organizationRoles, r));
  return roles.some((role) => organizationRoles[role].authorize(permissions).success);
}
