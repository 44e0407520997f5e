import type { Database } from "@app/db";
import { schema } from "@app/db";
import type { AccountExport } from "@app/domain";
import { asc, eq } from "drizzle-orm";

/**
 * Everything the account holds, for 'Download my data'. Columns are picked one by one so that no
 * token, password hash, TOTP secret, backup code or passkey key can slip in when a table grows.
 */
export async function exportAccount(db: Database, userId: string): Promise<AccountExport | null> {
  const u = schema.user;
  const [profile] = await db
    .select({
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: u.emailVerified,
      image: u.image,
      role: u.role,
      twoFactorEnabled: u.twoFactorEnabled,
      createdAt: u.createdAt,
      updatedAt: u.updatedAt,
    })
    .from(u)
    .where(eq(u.id, userId));
  if (!profile) return null;
  const [signInMethods, passkeys, memberships, sessions, documents] = await Promise.all([
    db
      .select({ provider: schema.account.providerId, createdAt: schema.account.createdAt })
      .from(schema.account)
      .where(eq(schema.account.userId, userId))
      .orderBy(asc(schema.account.createdAt)),
    db
      .select({
        id: schema.passkey.id,
        name: schema.passkey.name,
        deviceType: schema.passkey.deviceType,
        createdAt: schema.passkey.createdAt,
      })
      .from(schema.passkey)
      .where(eq(schema.passkey.userId, userId))
      .orderBy(asc(schema.passkey.createdAt)),
    db
      .select({
        organizationId: schema.organization.id,
        organizationName: schema.organization.name,
        organizationSlug: schema.organization.slug,
        role: schema.member.role,
        joinedAt: schema.member.createdAt,
      })
      .from(schema.member)
      .innerJoin(schema.organization, eq(schema.organization.id, schema.member.organizationId))
      .where(eq(schema.member.userId, userId))
      .orderBy(asc(schema.member.createdAt)),
    db
      .select({
        id: schema.session.id,
        createdAt: schema.session.createdAt,
        updatedAt: schema.session.updatedAt,
        expiresAt: schema.session.expiresAt,
        ipAddress: schema.session.ipAddress,
        userAgent: schema.session.userAgent,
      })
      .from(schema.session)
      .where(eq(schema.session.userId, userId))
      .orderBy(asc(schema.session.createdAt)),
    db
      .select({
        id: schema.document.id,
        type: schema.document.type,
        status: schema.document.status,
        schemaVersion: schema.document.schemaVersion,
        organizationId: schema.document.organizationId,
        anmeldungId: schema.document.anmeldungId,
        data: schema.document.data,
        createdAt: schema.document.createdAt,
        updatedAt: schema.document.updatedAt,
        completedAt: schema.document.completedAt,
      })
      .from(schema.document)
      .where(eq(schema.document.ownerUserId, userId))
      .orderBy(asc(schema.document.createdAt), asc(schema.document.id)),
  ]);
  return {
    exportedAt: new Date(),
    profile: { ...profile, twoFactorEnabled: profile.twoFactorEnabled ?? false },
    signInMethods,
    passkeys,
    memberships,
    sessions,
    documents,
  };
}
