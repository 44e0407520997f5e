/**
 * The product's rules for what may be stored, checked against every row of the user, organization,
 * member, invitation and document tables. Used after hostile input to prove nothing bad got in.
 */
import { ORGANIZATION_ROLES } from "@app/access";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import {
  checkIn,
  type DocumentKind,
  emailSchema,
  FORMS,
  hasControlCharacters,
  invitationStates,
  isDocumentKind,
  LOOSE_EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  organizationNameSchema,
  organizationSlugSchema,
  PLATFORM_ROLES,
  upgradeDocument,
} from "@app/domain";
import { sql } from "drizzle-orm";

const isHttpUrl = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const isName = (name: string) =>
  name === name.trim() && name.length >= 1 && name.length <= NAME_MAX_LENGTH && !hasControlCharacters(name);

const rolesWithin = (value: string | null, allowed: readonly string[]) =>
  (value ?? "").split(",").every((role) => allowed.includes(role.trim()));

const isSaneDate = (value: Date | null) =>
  value === null ||
  (!Number.isNaN(value.getTime()) && value.getUTCFullYear() >= 1970 && value.getUTCFullYear() <= 9999);

/** Every row that breaks a rule, described (id and what is wrong); empty when all is well. */
export async function productRuleViolations(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const report = (table: string, id: string, what: string, value?: unknown) =>
    problems.push(`${table} ${id}: ${what}${value === undefined ? "" : ` (${JSON.stringify(value).slice(0, 120)})`}`);

  const [users, organizations, members, invitations, documents] = await Promise.all([
    db.select().from(schema.user),
    db.select().from(schema.organization),
    db.select().from(schema.member),
    db.select().from(schema.invitation),
    db.select().from(schema.document),
  ]);

  // The kept total of the admin list (migration 0006) is the real number of users.
  const kept = (await db.execute(sql`select "total" from "user_count"`)) as unknown as { rows: { total: unknown }[] };
  if (Number(kept.rows[0]?.total) !== users.length)
    problems.push(`user_count says ${kept.rows[0]?.total} but there are ${users.length} users`);

  for (const u of users) {
    if (!isName(u.name))
      report("user", u.id, "name is not trimmed, 1-100 characters without control characters", u.name);
    if (!emailSchema.safeParse(u.email).success || u.email !== u.email.toLowerCase()) {
      report("user", u.id, "email is not a valid lower-case address", u.email);
    }
    if (!rolesWithin(u.role, PLATFORM_ROLES)) report("user", u.id, "role is not user or admin", u.role);
    if (u.image !== null && !isHttpUrl(u.image)) report("user", u.id, "image is not an http(s) URL", u.image);
    if (!isSaneDate(u.banExpires)) report("user", u.id, "ban expiry out of range", u.banExpires);
  }

  const owners = new Map<string, number>();
  for (const m of members) {
    if (!rolesWithin(m.role, ORGANIZATION_ROLES)) report("member", m.id, "role is not owner, admin or member", m.role);
    if (m.role.split(",").includes("owner")) owners.set(m.organizationId, (owners.get(m.organizationId) ?? 0) + 1);
  }

  for (const o of organizations) {
    if (!organizationNameSchema.safeParse(o.name).success || o.name !== o.name.trim()) {
      report("organization", o.id, "name breaks the organization name rules", o.name);
    }
    if (!organizationSlugSchema.safeParse(o.slug).success) report("organization", o.id, "slug is malformed", o.slug);
    if (o.logo !== null && !isHttpUrl(o.logo)) report("organization", o.id, "logo is not an http(s) URL", o.logo);
    if (o.metadata !== null) {
      try {
        JSON.parse(o.metadata);
      } catch {
        report("organization", o.id, "metadata is not JSON", o.metadata);
      }
    }
    if (!owners.get(o.id)) report("organization", o.id, "has no owner");
  }

  for (const i of invitations) {
    if (!LOOSE_EMAIL_PATTERN.test(i.email)) report("invitation", i.id, "email is malformed", i.email);
    if (i.role !== "member") report("invitation", i.id, "role is not member", i.role);
    if (!(invitationStates as readonly string[]).includes(i.status))
      report("invitation", i.id, "unknown status", i.status);
    if (!isSaneDate(i.expiresAt)) report("invitation", i.id, "expiry out of range", i.expiresAt);
  }

  const ids = new Map(documents.map((d) => [d.id, d]));
  for (const d of documents) {
    if (!isDocumentKind(d.type)) {
      report("document", d.id, "unknown type", d.type);
      continue;
    }
    const kind: DocumentKind = d.type;
    if (d.version < 1) report("document", d.id, "version below 1", d.version);
    let data: unknown;
    try {
      data = upgradeDocument(kind, d.schemaVersion, d.data);
    } catch {
      report("document", d.id, "unknown schema_version", d.schemaVersion);
      continue;
    }
    // What is stored must read back as a valid draft of its form (every field that is there obeys its rule) ...
    const parsed = FORMS[kind].draftSchema.safeParse(data);
    if (!parsed.success) report("document", d.id, `data breaks the form's rules: ${parsed.error.issues[0]?.message}`);
    const check = checkIn(FORMS[kind], data);
    // ... and 'Vollständig' only when every required field is there.
    if (d.status === "vollstaendig" && !check.complete)
      report("document", d.id, "marked complete but fields are missing");
    if (d.status !== "entwurf" && d.status !== "vollstaendig") report("document", d.id, "unknown status", d.status);
    // A notice follows a Gewerbeanmeldung of the same owner and organization.
    if (kind !== "gewerbeanmeldung" && !d.anmeldungId)
      report("document", d.id, "a notice without its Gewerbeanmeldung");
    if (d.anmeldungId) {
      const anmeldung = ids.get(d.anmeldungId);
      if (anmeldung?.type !== "gewerbeanmeldung" || anmeldung.ownerUserId !== d.ownerUserId) {
        report("document", d.id, "follows no Gewerbeanmeldung of its owner", d.anmeldungId);
      } else if (anmeldung.organizationId !== d.organizationId) {
        report("document", d.id, "follows a Gewerbeanmeldung of another organization", d.anmeldungId);
      }
    }
  }
  return problems;
}
