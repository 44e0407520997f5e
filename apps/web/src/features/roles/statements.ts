import { type Permissions, RESERVED_STATEMENTS, statementsGrant } from "@app/access";
import { m } from "@app/i18n/messages";

/** One statement of packages/access as "resource:action", the form's value for it. */
export type StatementKey = `${string}:${string}`;

interface Area {
  id: string;
  title: () => string;
  statements: { key: StatementKey; text: () => string }[];
}

/**
 * The product's statements in plain words, grouped by the area of the product they open (the Roles
 * section shows and edits roles by these). Teams are left out: the product has no teams, and no
 * role is given team statements here.
 */
export const AREAS: Area[] = [
  {
    id: "members",
    title: m.roles_area_members,
    statements: [
      { key: "member:update", text: m.roles_statement_member_update },
      { key: "member:delete", text: m.roles_statement_member_delete },
      { key: "member:create", text: m.roles_statement_member_create },
    ],
  },
  {
    id: "invitations",
    title: m.roles_area_invitations,
    statements: [
      { key: "invitation:create", text: m.roles_statement_invitation_create },
      { key: "invitation:cancel", text: m.roles_statement_invitation_cancel },
    ],
  },
  {
    id: "documents",
    title: m.roles_area_documents,
    statements: [
      { key: "document:read", text: m.roles_statement_document_read },
      { key: "document:write", text: m.roles_statement_document_write },
    ],
  },
  {
    id: "api-keys",
    title: m.roles_area_api_keys,
    statements: [
      { key: "apiKey:create", text: m.roles_statement_api_key_create },
      { key: "apiKey:manage", text: m.roles_statement_api_key_manage },
    ],
  },
  {
    id: "webhooks",
    title: m.roles_area_webhooks,
    statements: [{ key: "webhook:manage", text: m.roles_statement_webhook_manage }],
  },
  {
    id: "sign-in",
    title: m.roles_area_sign_in,
    statements: [
      { key: "sso:manage", text: m.roles_statement_sso_manage },
      { key: "sso:require", text: m.roles_statement_sso_require },
    ],
  },
  {
    id: "provisioning",
    title: m.roles_area_provisioning,
    statements: [{ key: "scim:manage", text: m.roles_statement_scim_manage }],
  },
  {
    id: "activity",
    title: m.roles_area_activity,
    statements: [{ key: "activity:read", text: m.roles_statement_activity_read }],
  },
  {
    id: "organization",
    title: m.roles_area_organization,
    statements: [
      { key: "organization:update", text: m.roles_statement_organization_update },
      { key: "ownership:manage", text: m.roles_statement_ownership_manage },
      { key: "organization:delete", text: m.roles_statement_organization_delete },
    ],
  },
  {
    id: "security",
    title: m.roles_area_security,
    statements: [{ key: "security:manage", text: m.roles_statement_security_manage }],
  },
  {
    id: "roles",
    title: m.roles_area_roles,
    statements: [
      { key: "ac:read", text: m.roles_statement_ac_read },
      { key: "ac:create", text: m.roles_statement_ac_create },
      { key: "ac:update", text: m.roles_statement_ac_update },
      { key: "ac:delete", text: m.roles_statement_ac_delete },
    ],
  },
];

const split = (key: StatementKey) => key.split(":") as [string, string];
const asPermissions = (key: StatementKey): Permissions => {
  const [resource, action] = split(key);
  return { [resource]: [action] } as Permissions;
};

/** Whether a set of statements holds this one. */
export const holds = (held: Permissions, key: StatementKey) => statementsGrant(held, asPermissions(key));

/** Reserved to the built-in roles (RESERVED_STATEMENTS): never offered for a role of one's own. */
export const isReserved = (key: StatementKey) => holds(RESERVED_STATEMENTS, key);

/** The areas and statements a role of the organization's own may be given, in the same order. */
export const EDITABLE_AREAS: Area[] = AREAS.map((area) => ({
  ...area,
  statements: area.statements.filter((s) => !isReserved(s.key)),
})).filter((area) => area.statements.length > 0);

/** A role's statements as the form's list of keys, in the areas' order (unknown ones dropped). */
export function statementKeys(permission: Permissions): StatementKey[] {
  return AREAS.flatMap((area) => area.statements.map((s) => s.key)).filter((key) => holds(permission, key));
}

/** The form's keys as better-auth's permission object: resource → actions. */
export function toPermission(keys: readonly StatementKey[]): Record<string, string[]> {
  const permission: Record<string, string[]> = {};
  for (const key of keys) {
    const [resource, action] = split(key);
    permission[resource] = [...(permission[resource] ?? []), action];
  }
  return permission;
}

/** What a role may do, area by area, for showing it; areas it holds nothing of are left out. */
export function describe(permission: Permissions): { id: string; title: string; statements: string[] }[] {
  return AREAS.map((area) => ({
    id: area.id,
    title: area.title(),
    statements: area.statements.filter((s) => holds(permission, s.key)).map((s) => s.text()),
  })).filter((area) => area.statements.length > 0);
}
