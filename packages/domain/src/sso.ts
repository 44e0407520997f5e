import { z } from "zod";

/**
 * Enterprise sign-in (decision 035): the rules the web's forms and the server share.
 * The DNS TXT record that proves a domain is `_<prefix>-<providerId>.<domain>` (better-auth's SSO
 * plugin puts the underscore and the provider's id around this prefix).
 */
export const SSO_DOMAIN_TOKEN_PREFIX = "dashboard-domain";

/** A provider's id: short, so the DNS record's first label stays within 63 characters. */
export const ssoProviderIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{2,39}$/);

/** One email domain, lower-case, with at least one dot: "example.com", "mail.example.de". */
export const ssoDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/);

/** The DNS record's name for a provider's domain. */
export function domainRecordName(providerId: string, domain: string): string {
  return `_${SSO_DOMAIN_TOKEN_PREFIX}-${providerId}.${domain}`;
}

/** The domain of an address, lower-case; null when it is not an address. */
export function emailDomain(email: string | null | undefined): string | null {
  if (typeof email !== "string") return null;
  const at = email.lastIndexOf("@");
  if (at <= 0 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** Group names stored as a JSON array (SSO admin groups, SCIM admin groups); anything else is none. */
export function parseGroupList(stored: string | null | undefined): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((g): g is string => typeof g === "string" && g.trim() !== "") : [];
  } catch {
    return [];
  }
}

/** At most 20 groups of at most 200 characters each. */
export const groupListSchema = z.array(z.string().trim().min(1).max(200)).max(20);

/**
 * The claim (OpenID Connect) or attribute (SAML) that carries a person's groups: `groups` unless the
 * provider names it otherwise (`roles`, or a SAML attribute such as
 * `http://schemas.microsoft.com/ws/2008/06/identity/claims/groups`). 1–200 characters without
 * control characters, trimmed: a name, never a value.
 */
export const GROUPS_ATTRIBUTE_DEFAULT = "groups";
export const groupsAttributeSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}]+$/u);

/**
 * Roles from the identity provider (decisions 035, 042): an ordered list of (directory group → role
 * of the organization), for an SSO provider's groups claim or attribute and for SCIM Groups alike.
 * A role is a built-in one (admin, member) or the key of one of the organization's own roles; the
 * server checks that it exists in this organization, and refuses owner.
 */
export const ROLE_MAPPING_MAX = 20;
export const roleMappingEntrySchema = z.object({
  group: z.string().trim().min(1).max(200),
  role: z.string().trim().min(1).max(40),
});
export const roleMappingSchema = z.array(roleMappingEntrySchema).max(ROLE_MAPPING_MAX);
export type RoleMappingEntry = z.infer<typeof roleMappingEntrySchema>;
export type RoleMapping = RoleMappingEntry[];

/** A role mapping stored as JSON; anything else (or an entry that is not one) is none. */
export function parseRoleMapping(stored: string | null | undefined): RoleMapping {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      const checked = roleMappingEntrySchema.safeParse(entry);
      return checked.success ? [checked.data] : [];
    });
  } catch {
    return [];
  }
}

/**
 * The role a person's groups give: the first entry of the mapping, in its order, whose group is one
 * of theirs (compared without case). The order is the organization's: a person in two mapped groups
 * gets the role listed first, so the strongest role goes on top. Undefined when no entry matches.
 */
export function mappedRole(mapping: readonly RoleMappingEntry[], groups: readonly string[]): string | undefined {
  const held = new Set(groups.map((group) => group.trim().toLowerCase()));
  return mapping.find((entry) => held.has(entry.group.trim().toLowerCase()))?.role;
}

/** The groups a person types as one comma-separated line ("Admins, IT"), as a list. */
export function splitGroupList(text: string): string[] {
  return text
    .split(",")
    .map((group) => group.trim())
    .filter(Boolean);
}

/** The scopes every SCIM token of the product carries: users and groups, read and write. */
export const SCIM_SCOPES = ["scim.users.read", "scim.users.write", "scim.groups.read", "scim.groups.write"] as const;

/** How long a SCIM token lives: a year, then the organization makes a new one. */
export const SCIM_TOKEN_DAYS = 365;

const organizationIdSchema = z.string().min(1).max(100);
const credentialSchema = z.object({
  credentialId: z.string(),
  status: z.enum(["active", "expired", "revoked", "decommissioned"]),
  createdAt: z.date(),
  expiresAt: z.date(),
  lastUsedAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
});

/** The organization's SCIM provisioning as its settings page shows it (never a token). */
export const scimStatusSchema = z.object({
  /** What to enter at the directory as the SCIM base URL. */
  baseUrl: z.string(),
  credentials: z.array(credentialSchema),
  /** Which SCIM Groups give which role (first match wins, no match: member). */
  roleMapping: roleMappingSchema,
});
export type ScimStatus = z.infer<typeof scimStatusSchema>;

export const scimOrganizationInputSchema = z.object({ organizationId: organizationIdSchema });
/** A new token, shown once. */
export const scimTokenSchema = z.object({ token: z.string(), credentialId: z.string(), expiresAt: z.date() });
export const scimRevokeInputSchema = z.object({
  organizationId: organizationIdSchema,
  credentialId: z.string().min(1).max(200),
});
export const scimRoleMappingInputSchema = z.object({
  organizationId: organizationIdSchema,
  roleMapping: roleMappingSchema,
});
