import { CREATOR_ROLE, ORGANIZATION_ROLES, type Permissions, statementsGrant } from "@app/access";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import { mappedRole, parseRoles, type RoleMapping, roleMappingSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { and, eq, inArray } from "drizzle-orm";
import { effectiveStatements } from "./role-permissions";

/*
 * Roles from the identity provider (decisions 035 and 042), one rule for an SSO provider's groups
 * claim or attribute and for SCIM Groups: an ordered list of (group → role). A person's role is the
 * role of the first entry whose group is one of theirs, else member. A mapping names admin, member
 * or one of the organization's own roles, never owner; it is checked when it is saved (the role
 * exists in this organization, and gives no more than the person saving it holds) and again when it
 * is applied (an entry whose role was deleted since counts as absent). Owners are never changed by
 * a directory: they are made and unmade in the product, so the last owner cannot be demoted either.
 */

/** Where no entry matches: the least role. */
export const UNMAPPED_ROLE = "member";

const BUILT_IN = new Set<string>(ORGANIZATION_ROLES);

export interface MappingRefusal {
  status: 400 | 403;
  code: "ROLE_MAPPING_INVALID" | "ROLE_MAPPING_OWNER" | "ROLE_MAPPING_UNKNOWN_ROLE" | "ROLE_MORE_THAN_CALLER";
  message: string;
}

/** Whether a member's role field makes them an owner: a directory leaves them as they are. */
export const isOwnerRole = (role: string) => parseRoles(role).includes(CREATOR_ROLE);

/** Which of these keys are roles of the organization's own (one indexed query; none for built-in keys). */
export async function customRolesIn(
  db: Database,
  organizationId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  const custom = [...new Set(keys.filter((key) => !BUILT_IN.has(key)))];
  if (custom.length === 0) return new Set();
  const rows = await db
    .select({ role: schema.organizationRole.role })
    .from(schema.organizationRole)
    .where(
      and(eq(schema.organizationRole.organizationId, organizationId), inArray(schema.organizationRole.role, custom)),
    );
  return new Set(rows.map((row) => row.role));
}

/** `resource:action` of every statement of `wanted` that `held` lacks. */
function lacking(held: Permissions, wanted: Permissions): string[] {
  return Object.entries(wanted).flatMap(([resource, actions]) =>
    ((actions ?? []) as readonly string[])
      .filter((action) => !statementsGrant(held, { [resource]: [action] } as Permissions))
      .map((action) => `${resource}:${action}`),
  );
}

/**
 * A mapping as someone saves it for an organization: well formed (at most 20 entries), one entry per
 * group (the first stays, compared without case), no owner, every role one of this organization's,
 * and none giving more than `callerRole` holds here. Another organization's role key is not a role
 * of this one, so it is refused like any unknown key.
 */
export async function checkRoleMapping(
  db: Database,
  organizationId: string,
  callerRole: string,
  input: unknown,
): Promise<{ mapping: RoleMapping } | { refusal: MappingRefusal }> {
  const parsed = roleMappingSchema.safeParse(input);
  if (!parsed.success) {
    return { refusal: { status: 400, code: "ROLE_MAPPING_INVALID", message: m.role_mapping_invalid() } };
  }
  const seen = new Set<string>();
  const mapping = parsed.data.filter((entry) => {
    const group = entry.group.toLowerCase();
    if (seen.has(group)) return false;
    seen.add(group);
    return true;
  });
  if (mapping.some((entry) => parseRoles(entry.role).includes(CREATOR_ROLE))) {
    return { refusal: { status: 400, code: "ROLE_MAPPING_OWNER", message: m.role_mapping_owner() } };
  }
  const roles = [...new Set(mapping.map((entry) => entry.role))];
  const custom = await customRolesIn(db, organizationId, roles);
  const unknown = roles.find((role) => !BUILT_IN.has(role) && !custom.has(role));
  if (unknown) {
    return {
      refusal: {
        status: 400,
        code: "ROLE_MAPPING_UNKNOWN_ROLE",
        message: m.role_mapping_unknown_role({ role: unknown }),
      },
    };
  }
  const held = await effectiveStatements(db, organizationId, callerRole);
  for (const role of roles) {
    const missing = lacking(held, await effectiveStatements(db, organizationId, role));
    if (missing.length > 0) {
      return {
        refusal: {
          status: 403,
          code: "ROLE_MORE_THAN_CALLER",
          message: m.role_assign_more_than_caller({ statements: missing.join(", ") }),
        },
      };
    }
  }
  return { mapping };
}

/**
 * The role a person's groups give under a mapping, read when it is applied: entries whose role no
 * longer exists in the organization are skipped; no entry left that matches is member. `exists`
 * answers which custom role keys exist (in the caller's transaction, if any).
 */
export async function directoryRole(
  mapping: RoleMapping,
  groups: readonly string[],
  exists: (keys: string[]) => Promise<Set<string>>,
): Promise<string> {
  const custom = await exists([...new Set(mapping.map((e) => e.role).filter((role) => !BUILT_IN.has(role)))]);
  const usable = mapping.filter(
    (entry) => entry.role !== CREATOR_ROLE && (BUILT_IN.has(entry.role) || custom.has(entry.role)),
  );
  return mappedRole(usable, groups) ?? UNMAPPED_ROLE;
}

/** The groups an identity provider's answer carries under the attribute: a list, or one comma-separated text. */
export function groupsIn(userInfo: Record<string, unknown>, attribute: string | null | undefined): string[] {
  const raw = userInfo[attribute || "groups"] ?? userInfo.groups;
  const list = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : [];
  return list.filter((group): group is string => typeof group === "string" && group.trim() !== "");
}
