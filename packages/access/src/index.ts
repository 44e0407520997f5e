/**
 * Organization roles and what they may do. One definition, used by better-auth on the server
 * (enforcement), by the product's own procedures and routes (apps/server/src/rpc/organization-access.ts)
 * and by the web app (which buttons and sections show). Every permission is a statement here; a role
 * is the statements it is granted, and no feature names a role to decide access. Besides the three
 * built-in roles an organization defines its own (decision 042): a key in the member's role field and
 * the statements stored for it, read by `roleGrants` through the `customRoles` it is given.
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
  /**
   * The organization's security policy (decision 043): the networks its data may be reached from.
   */
  security: ["manage"],
  /**
   * The organization's own roles (better-auth's dynamic access control names this resource `ac`):
   * see them (to assign one), create, change and delete them.
   */
  ac: ["create", "read", "update", "delete"],
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
  security: ["manage"],
  ac: ["create", "read", "update", "delete"],
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
  security: [],
  ac: ["read"],
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
  security: [],
  ac: [],
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

/** The statements of an organization's own roles, by role key. */
export type CustomRoles = Readonly<Record<string, Permissions>>;

/**
 * What a role of the organization's own may never hold: being an owner stays the built-in role's
 * (handing ownership over, which better-auth's organization plugin decides by its creator role), and
 * single sign-on stays with owners and admins because better-auth's SSO plugin decides it by those
 * role names itself; a custom role with it would show a section the plugin then refuses.
 */
export const RESERVED_STATEMENTS: Permissions = { ownership: ["manage"], sso: ["manage", "require"] };

/** The statements of `permission` a custom role may not hold (empty when it may hold them all). */
export function reservedIn(permission: Record<string, readonly string[]>): string[] {
  return Object.entries(RESERVED_STATEMENTS).flatMap(([resource, actions]) =>
    (actions as string[]).filter((a) => permission[resource]?.includes(a)).map((a) => `${resource}:${a}`),
  );
}

/** A role field's role keys (better-auth keeps several roles comma-separated). */
export function rolesOf(roleField: string | null | undefined): string[] {
  return (roleField ?? "")
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean);
}

const isBuiltIn = (role: string): role is OrganizationRole => Object.hasOwn(organizationRoles, role);

/**
 * Every statement a role field grants, built-in and custom together: what the web app asks its
 * screens with, and what a role may at most be given by someone holding this field.
 */
export function statementsOf(roleField: string | null | undefined, customRoles: CustomRoles = {}): Permissions {
  const granted: Record<string, Set<string>> = {};
  for (const role of rolesOf(roleField)) {
    const own: Record<string, readonly string[]> | undefined = isBuiltIn(role)
      ? organizationRoles[role].statements
      : Object.hasOwn(customRoles, role)
        ? customRoles[role]
        : undefined;
    for (const [resource, actions] of Object.entries(own ?? {})) {
      if (!Object.hasOwn(statements, resource)) continue;
      granted[resource] ??= new Set();
      for (const action of actions) granted[resource].add(action);
    }
  }
  const held = Object.entries(granted).filter(([, actions]) => actions.size > 0);
  return Object.fromEntries(held.map(([resource, actions]) => [resource, [...actions]])) as Permissions;
}

/** Whether a set of statements holds every statement of `permissions`. */
export function statementsGrant(held: Permissions, permissions: Permissions): boolean {
  return Object.entries(permissions).every(([resource, actions]) =>
    (actions as string[]).every((action) =>
      (held[resource as keyof Permissions] as string[] | undefined)?.includes(action),
    ),
  );
}

/**
 * Whether a member's role field (better-auth keeps several roles comma-separated) grants the
 * permissions: the same role definitions better-auth enforces, for the product's own procedures
 * and routes and for the web app's screens. A custom role counts with the statements given in
 * `customRoles` (the server reads them from the database on every request, rpc/role-permissions.ts).
 */
export function roleGrants(
  roleField: string | null | undefined,
  permissions: Permissions,
  customRoles: CustomRoles = {},
): boolean {
  const roles = rolesOf(roleField);
  if (roles.some((role) => isBuiltIn(role) && organizationRoles[role].authorize(permissions).success)) return true;
  const custom = roles.filter((r) => !isBuiltIn(r) && Object.hasOwn(customRoles, r));
  return custom.length > 0 && statementsGrant(statementsOf(custom.join(","), customRoles), permissions);
}
