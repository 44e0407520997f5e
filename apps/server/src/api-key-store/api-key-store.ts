import type { Database } from "@app/db";
import { schema } from "@app/db";
import { type ApiKeyScope, apiKeyMetadataSchema } from "@app/domain";
import { and, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";

const { apikey, member, user } = schema;

/** A key as the request path needs it: the key's row, its creator, and the creator's role in the key's organization. */
export async function findKeyByHash(db: Database, hashedKey: string) {
  const [row] = await db
    .select({
      id: apikey.id,
      metadata: apikey.metadata,
      expiresAt: apikey.expiresAt,
      enabled: apikey.enabled,
      lastRequest: apikey.lastRequest,
      user,
      role: member.role,
    })
    .from(apikey)
    .innerJoin(user, eq(user.id, apikey.referenceId))
    .leftJoin(member, and(eq(member.userId, apikey.referenceId), eq(member.organizationId, apikey.organizationId)))
    .where(eq(apikey.key, hashedKey))
    .limit(1);
  return row ?? null;
}

/** The organization and scope stored with a key, or null for a key the product did not create. */
export function grantOf(metadata: string | null): { organizationId: string; scope: ApiKeyScope } | null {
  if (!metadata) return null;
  try {
    const parsed = apiKeyMetadataSchema.safeParse(JSON.parse(metadata));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Marks the first use, once: of two first calls at once only one finds `last_request` empty, so the
 * audit log gets one entry (also across instances).
 */
export async function claimFirstUse(db: Database, id: string, at: Date): Promise<boolean> {
  const claimed = await db
    .update(apikey)
    .set({ lastRequest: at })
    .where(and(eq(apikey.id, id), isNull(apikey.lastRequest)))
    .returning({ id: apikey.id });
  return claimed.length > 0;
}

/** Writes the last uses gathered since the previous flush, one statement per key. */
export async function writeLastUses(db: Database, uses: Map<string, Date>): Promise<void> {
  for (const [id, at] of uses) await db.update(apikey).set({ lastRequest: at }).where(eq(apikey.id, id));
}

export interface RevokedKey {
  id: string;
  userId: string;
  organizationId: string | null;
}

/** Deletes the keys that match and returns them, for the audit log. */
export async function deleteKeys(db: Database, where: SQL | undefined): Promise<RevokedKey[]> {
  return db
    .delete(apikey)
    .where(where)
    .returning({ id: apikey.id, userId: apikey.referenceId, organizationId: apikey.organizationId });
}

export const keysOf = {
  user: (userId: string) => eq(apikey.referenceId, userId),
  member: (userId: string, organizationId: string) =>
    and(eq(apikey.referenceId, userId), eq(apikey.organizationId, organizationId)),
  organization: (organizationId: string) => eq(apikey.organizationId, organizationId),
  ids: (ids: string[]) => inArray(apikey.id, ids),
};

/** An organization's keys, newest first, with their creators (never the hash). */
export async function listOrganizationKeys(db: Database, organizationId: string) {
  const rows = await db
    .select({
      id: apikey.id,
      name: apikey.name,
      start: apikey.start,
      metadata: apikey.metadata,
      createdAt: apikey.createdAt,
      lastRequest: apikey.lastRequest,
      expiresAt: apikey.expiresAt,
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
    })
    .from(apikey)
    .innerJoin(user, eq(user.id, apikey.referenceId))
    .where(eq(apikey.organizationId, organizationId))
    .orderBy(desc(apikey.createdAt))
    .limit(1000);
  return rows.map(({ metadata, ...row }) => ({ ...row, scope: grantOf(metadata)?.scope ?? "read" }));
}

/** A key's creator and organization, to decide who may revoke it. */
export async function findKeyOwner(db: Database, id: string) {
  const [row] = await db
    .select({ userId: apikey.referenceId, organizationId: apikey.organizationId })
    .from(apikey)
    .where(eq(apikey.id, id))
    .limit(1);
  return row ?? null;
}

/** What GET /api/v1/me tells about a key: its name and expiry, and its organization. */
export async function keyDetails(db: Database, id: string) {
  const { organization } = schema;
  const [row] = await db
    .select({
      name: apikey.name,
      expiresAt: apikey.expiresAt,
      organization: { id: organization.id, name: organization.name, slug: organization.slug },
    })
    .from(apikey)
    .innerJoin(organization, eq(organization.id, apikey.organizationId))
    .where(eq(apikey.id, id))
    .limit(1);
  return row ?? null;
}
