import type { Database } from "@app/db";
import { schema } from "@app/db";
import { and, eq, ne } from "drizzle-orm";

const { ssoProvider } = schema;

export interface DomainProvider {
  providerId: string;
  organizationId: string | null;
  domain: string;
  requireSso: boolean;
  mfaSuffices: boolean;
}

const columns = {
  providerId: ssoProvider.providerId,
  organizationId: ssoProvider.organizationId,
  domain: ssoProvider.domain,
  requireSso: ssoProvider.requireSso,
  mfaSuffices: ssoProvider.mfaSuffices,
};

/**
 * The provider that has verified this domain: at most one (a partial unique index), found through
 * that index. Read on every password sign-in, sign-up and reset request, so it is one indexed query.
 */
export async function verifiedProviderFor(db: Database, domain: string): Promise<DomainProvider | undefined> {
  const [row] = await db
    .select(columns)
    .from(ssoProvider)
    .where(and(eq(ssoProvider.domain, domain), eq(ssoProvider.domainVerified, true)))
    .limit(1);
  return row;
}

/** A provider by its id (what the plugin's own endpoints name it by). */
export async function providerById(db: Database, providerId: string) {
  const [row] = await db
    .select({
      ...columns,
      domainVerified: ssoProvider.domainVerified,
      oidcConfig: ssoProvider.oidcConfig,
      samlConfig: ssoProvider.samlConfig,
      groupsAttribute: ssoProvider.groupsAttribute,
      roleMapping: ssoProvider.roleMapping,
    })
    .from(ssoProvider)
    .where(eq(ssoProvider.providerId, providerId))
    .limit(1);
  return row;
}

/** Whether another provider than `providerId` has verified the domain. */
export async function domainVerifiedElsewhere(db: Database, domain: string, providerId?: string): Promise<boolean> {
  const [row] = await db
    .select({ providerId: ssoProvider.providerId })
    .from(ssoProvider)
    .where(
      and(
        eq(ssoProvider.domain, domain),
        eq(ssoProvider.domainVerified, true),
        providerId ? ne(ssoProvider.providerId, providerId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}
