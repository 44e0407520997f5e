import { CREATOR_ROLE, ORGANIZATION_ROLES, type Permissions, reservedIn, rolesOf, statementsGrant } from "@app/access";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import { customRoleKeySchema, customRoleLabelSchema, parseRoleMapping } from "@app/domain";
import { m } from "@app/i18n/messages";
import { APIError } from "better-auth/api";
import { and, eq, sql } from "drizzle-orm";
import type { AuthRequest, HookContext } from "../auth-types/hook-context";
import { callerSession, succeededResult } from "../auth-types/hook-context";
import { recordAuthCallEvent } from "../events/auth-call-events";
import { decide, membershipOf } from "../rpc/organization-access";
import { effectiveStatements } from "../rpc/role-permissions";

/*
 * The product's rules on better-auth's dynamic access control (decision 042), as before hooks of
 * the endpoint table (auth/endpoints.ts). better-auth creates, changes and deletes the roles and
 * checks the `ac` statements itself; these hooks answer an outsider or another organization's role
 * as one that does not exist (404), keep a role's key fixed (the name a person reads is its label),
 * keep ownership and single sign-on out of custom roles, refuse a role or an assignment holding more
 * than the caller holds, and refuse to delete a role someone still holds or is invited with, or that
 * an SSO provider's or SCIM's group → role mapping still names.
 */

type Deps = { db: Database };
type Body = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : undefined);

function refuse(status: "BAD_REQUEST" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT", code: string, message: string): never {
  throw new APIError(status, { message, code });
}

/** The caller and the organization a role call acts in (its input's, else the active one), once checked. */
async function access(ctx: HookContext, db: Database, input: Body | undefined, permission: Permissions) {
  const session = await callerSession(ctx);
  if (!session) return null; // better-auth answers 401 itself
  const organizationId =
    str(input?.organizationId) ?? str((session.session as { activeOrganizationId?: unknown }).activeOrganizationId);
  const decision = await decide({ db, userId: session.user.id }, organizationId, {
    permission,
    forbidden: () => m.role_not_allowed(),
  });
  if ("refusal" in decision) refuse(decision.refusal.code, decision.refusal.code, decision.refusal.message);
  const held = await effectiveStatements(db, decision.membership.organizationId, decision.membership.role);
  return { organizationId: decision.membership.organizationId, role: decision.membership.role, held, session };
}

/** `resource:action` of every statement of `wanted` that `held` lacks. */
function lacking(held: Permissions, wanted: Record<string, readonly string[]>): string[] {
  return Object.entries(wanted).flatMap(([resource, actions]) =>
    actions
      .filter((action) => !statementsGrant(held, { [resource]: [action] } as Permissions))
      .map((action) => `${resource}:${action}`),
  );
}

function checkLabel(label: unknown) {
  if (!customRoleLabelSchema.safeParse(label).success) {
    refuse("BAD_REQUEST", "ROLE_LABEL_INVALID", m.role_label_invalid());
  }
}

/** A custom role's statements: none reserved to the built-in roles, none the caller lacks. */
function checkStatements(permission: unknown, held: Permissions) {
  if (!permission || typeof permission !== "object" || Array.isArray(permission)) return; // better-auth's schema answers
  const wanted = permission as Record<string, readonly string[]>;
  if (!Object.values(wanted).every(Array.isArray)) return;
  const reserved = reservedIn(wanted);
  if (reserved.length > 0) {
    refuse("BAD_REQUEST", "ROLE_RESERVED_STATEMENT", m.role_reserved_statement({ statements: reserved.join(", ") }));
  }
  const missing = lacking(held, wanted);
  if (missing.length > 0) {
    refuse("FORBIDDEN", "ROLE_MORE_THAN_CALLER", m.role_more_than_caller({ statements: missing.join(", ") }));
  }
}

/** /organization/create-role: a key (what members carry), a label (what a person reads), statements. */
export async function beforeCreateRole(ctx: HookContext, _request: AuthRequest, { db }: Deps) {
  const body = ctx.body as Body | undefined;
  const caller = await access(ctx, db, body, { ac: ["create"] });
  if (!caller) return;
  const key = str(body?.role);
  if (!customRoleKeySchema.safeParse(key).success) refuse("BAD_REQUEST", "ROLE_KEY_INVALID", m.role_key_invalid());
  checkLabel((body?.additionalFields as Body | undefined)?.label);
  checkStatements(body?.permission, caller.held);
}

/** The role a call names by id or key, in the caller's organization only; else 404. */
async function namedRole(db: Database, organizationId: string, input: Body | undefined) {
  const id = str(input?.roleId);
  const key = str(input?.roleName);
  if (!id && !key) return null;
  const [row] = await db
    .select({ role: schema.organizationRole.role })
    .from(schema.organizationRole)
    .where(
      and(
        eq(schema.organizationRole.organizationId, organizationId),
        id ? eq(schema.organizationRole.id, id) : eq(schema.organizationRole.role, key as string),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function existingRole(db: Database, organizationId: string, input: Body | undefined) {
  const role = await namedRole(db, organizationId, input);
  if (!role) refuse("NOT_FOUND", "ROLE_NOT_FOUND", m.role_not_found());
  return role;
}

/** /organization/update-role: a new label or new statements; the key stays. */
export async function beforeUpdateRole(ctx: HookContext, _request: AuthRequest, { db }: Deps) {
  const body = ctx.body as Body | undefined;
  const caller = await access(ctx, db, body, { ac: ["update"] });
  if (!caller) return;
  await existingRole(db, caller.organizationId, body);
  const data = (body?.data ?? {}) as Body;
  if (data.roleName !== undefined) refuse("BAD_REQUEST", "ROLE_KEY_FIXED", m.role_key_fixed());
  if (data.label !== undefined) checkLabel(data.label);
  checkStatements(data.permission, caller.held);
}

/** /organization/delete-role: refused while a member holds the role or an invitation grants it. */
export async function beforeDeleteRole(ctx: HookContext, request: AuthRequest, { db }: Deps) {
  const body = ctx.body as Body | undefined;
  const caller = await access(ctx, db, body, { ac: ["delete"] });
  if (!caller) return;
  if (ORGANIZATION_ROLES.includes(str(body?.roleName) as never)) return; // better-auth refuses a built-in role
  const { role } = await existingRole(db, caller.organizationId, body);
  const [row] = await db
    .select()
    .from(schema.organizationRole)
    .where(
      and(eq(schema.organizationRole.organizationId, caller.organizationId), eq(schema.organizationRole.role, role)),
    );
  if (row) request.deletedRole = row;
  const [members, invitations] = await Promise.all([
    holders(db, schema.member, caller.organizationId, role),
    holders(db, schema.invitation, caller.organizationId, role, true),
  ]);
  if (members + invitations > 0) {
    refuse("CONFLICT", "ROLE_IN_USE", m.role_in_use({ members: String(members), invitations: String(invitations) }));
  }
  // A mapping naming a deleted role would skip its entry at the next sign-in or SCIM change and
  // quietly turn those people into members: the owner changes the mapping first, knowingly.
  const mappings = await mappingsNaming(db, caller.organizationId, role);
  if (mappings.length > 0) {
    refuse("CONFLICT", "ROLE_IN_USE", m.role_in_mapping({ mappings: mappings.join(", ") }));
  }
}

/** The organization's SSO providers ("SSO: <provider id>") and SCIM ("SCIM") whose role mapping names the role. */
async function mappingsNaming(db: Database, organizationId: string, role: string): Promise<string[]> {
  const [providers, provisioning] = await Promise.all([
    db
      .select({ providerId: schema.ssoProvider.providerId, roleMapping: schema.ssoProvider.roleMapping })
      .from(schema.ssoProvider)
      .where(eq(schema.ssoProvider.organizationId, organizationId)),
    db
      .select({ roleMapping: schema.provisioningSettings.roleMapping })
      .from(schema.provisioningSettings)
      .where(eq(schema.provisioningSettings.organizationId, organizationId)),
  ]);
  const names = (stored: string | null) => parseRoleMapping(stored).some((entry) => entry.role === role);
  return [
    ...providers.filter((p) => names(p.roleMapping)).map((p) => `SSO: ${p.providerId}`),
    ...(provisioning.some((p) => names(p.roleMapping)) ? ["SCIM"] : []),
  ];
}

/** How many members (or pending invitations) carry the role key in their comma-separated role field. */
async function holders(
  db: Database,
  table: typeof schema.member | typeof schema.invitation,
  organizationId: string,
  role: string,
  pendingOnly = false,
): Promise<number> {
  const field = sql`',' || replace(coalesce(${table.role}, ''), ' ', '') || ','`;
  const conditions = [eq(table.organizationId, organizationId), sql`${field} like ${`%,${role},%`}`];
  if (pendingOnly) conditions.push(eq(schema.invitation.status, "pending"));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(...conditions));
  return row?.count ?? 0;
}

/** /organization/list-roles and /organization/get-role: members who may see the roles, in their organization. */
export async function beforeReadRoles(ctx: HookContext, _request: AuthRequest, { db }: Deps) {
  const query = ctx.query as Body | undefined;
  const caller = await access(ctx, db, query, { ac: ["read"] });
  if (!caller) return;
  if (str(query?.roleId) || str(query?.roleName)) await existingRole(db, caller.organizationId, query);
}

/**
 * Giving a role (an invitation, a member's new role): never owner through an invitation, and never
 * a role holding more than the giver holds. better-auth checks that a custom role exists in the
 * organization, and keeps the last owner from being demoted.
 */
async function checkAssignment(ctx: HookContext, db: Database, roleField: unknown, invitation: boolean) {
  const body = ctx.body as Body | undefined;
  const session = await callerSession(ctx);
  if (!session) return;
  const roles = Array.isArray(roleField) ? roleField.map(String) : rolesOf(str(roleField));
  if (roles.length === 0) return; // better-auth answers a missing role
  const organizationId =
    str(body?.organizationId) ?? str((session.session as { activeOrganizationId?: unknown }).activeOrganizationId);
  if (!organizationId) return;
  const membership = await membershipOf(db, organizationId, session.user.id);
  if (!membership) return; // better-auth answers an outsider
  if (invitation && roles.includes(CREATOR_ROLE)) {
    refuse("BAD_REQUEST", "INVALID_INVITATION_ROLE", m.role_owner_not_assignable());
  }
  if (roles.includes(CREATOR_ROLE)) return; // better-auth lets only an owner make an owner
  const held = await effectiveStatements(db, organizationId, membership.role);
  // Someone who may not give roles at all gets better-auth's own refusal.
  if (!statementsGrant(held, invitation ? { invitation: ["create"] } : { member: ["update"] })) return;
  const given = await effectiveStatements(db, organizationId, roles.join(","));
  const missing = lacking(held, given as Record<string, readonly string[]>);
  if (missing.length > 0) {
    refuse("FORBIDDEN", "ROLE_MORE_THAN_CALLER", m.role_assign_more_than_caller({ statements: missing.join(", ") }));
  }
}

export async function beforeUpdateMemberRole(ctx: HookContext, _request: AuthRequest, { db }: Deps) {
  await checkAssignment(ctx, db, (ctx.body as Body | undefined)?.role, false);
}

export async function beforeInviteMember(ctx: HookContext, _request: AuthRequest, { db }: Deps) {
  await checkAssignment(ctx, db, (ctx.body as Body | undefined)?.role, true);
}

/** A role as its activity entry and webhook event carry it. */
interface RoleData {
  id: string;
  organizationId: string;
  role: string;
  label: string;
  permission: Record<string, string[]>;
}

function roleData(value: unknown): RoleData | undefined {
  const row = value as Partial<Record<keyof RoleData, unknown>> | undefined;
  if (!row || typeof row.id !== "string" || typeof row.organizationId !== "string") return undefined;
  const permission = typeof row.permission === "string" ? JSON.parse(row.permission) : row.permission;
  return {
    id: row.id,
    organizationId: row.organizationId,
    role: String(row.role),
    label: String(row.label),
    permission: (permission ?? {}) as Record<string, string[]>,
  };
}

const ROLE_EVENTS = { created: "role.created", changed: "role.changed", deleted: "role.deleted" } as const;

/** The organization event of a role change better-auth made: its activity entry and webhook event. */
async function recordRoleChange(ctx: HookContext, db: Database, change: keyof typeof ROLE_EVENTS, data: RoleData) {
  await recordAuthCallEvent(ctx, db, { organizationId: data.organizationId, type: ROLE_EVENTS[change], data });
}

export async function afterCreateRole(ctx: HookContext, _request: AuthRequest, { db }: Deps) {
  const data = roleData(succeededResult(ctx)?.roleData);
  if (data) await recordRoleChange(ctx, db, "created", data);
}

export async function afterUpdateRole(ctx: HookContext, _request: AuthRequest, { db }: Deps) {
  const data = roleData(succeededResult(ctx)?.roleData);
  if (data) await recordRoleChange(ctx, db, "changed", data);
}

export async function afterDeleteRole(ctx: HookContext, request: AuthRequest, { db }: Deps) {
  const data = succeededResult(ctx)?.success ? roleData(request.deletedRole) : undefined;
  if (data) await recordRoleChange(ctx, db, "deleted", data);
}
