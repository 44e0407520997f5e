import { type CustomRoles, ORGANIZATION_ROLES, type Permissions, roleGrants, rolesOf, statementsOf } from "@app/access";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import { and, eq, inArray } from "drizzle-orm";

/**
 * The statements of the organization's own roles a role field names, read from the database on
 * every call (decision 042). There is no cache: a statement removed from a role is gone on the next
 * request on every instance. A field of built-in roles only (most members) costs no query; the
 * others one indexed lookup (organization_role's unique key on organization and role).
 */
export async function customRolesOf(db: Database, organizationId: string, roleField: string): Promise<CustomRoles> {
  const names = rolesOf(roleField).filter((role) => !BUILT_IN.has(role));
  if (names.length === 0) return {};
  const rows = await db
    .select({ role: schema.organizationRole.role, permission: schema.organizationRole.permission })
    .from(schema.organizationRole)
    .where(
      and(eq(schema.organizationRole.organizationId, organizationId), inArray(schema.organizationRole.role, names)),
    );
  return Object.fromEntries(rows.map((row) => [row.role, parsePermission(row.permission)]));
}

const BUILT_IN = new Set<string>(ORGANIZATION_ROLES);

/** better-auth stores a role's statements as JSON text; anything else grants nothing. */
function parsePermission(text: string): Permissions {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Permissions) : {};
  } catch {
    return {};
  }
}

/** Whether a member's role field grants the statements in this organization, custom roles included. */
export async function grantsIn(
  db: Database,
  organizationId: string,
  roleField: string,
  permission: Permissions,
): Promise<boolean> {
  if (roleGrants(roleField, permission)) return true;
  return roleGrants(roleField, permission, await customRolesOf(db, organizationId, roleField));
}

/** Every statement a member's role field grants in this organization (what the web app's screens ask). */
export async function effectiveStatements(
  db: Database,
  organizationId: string,
  roleField: string,
): Promise<Permissions> {
  return statementsOf(roleField, await customRolesOf(db, organizationId, roleField));
}
