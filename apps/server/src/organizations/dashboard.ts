import { roleGrants } from "@app/access";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import type { Dashboard } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError } from "@orpc/server";
import { and, count, eq, gt, gte, sum } from "drizzle-orm";
import { listOrgActivity } from "./activity-log";

const LATEST_ACTIVITY = 5;

/** The first days (UTC) of this month and the 11 before it, oldest first, as "YYYY-MM". */
export function lastTwelveMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * Everything /dashboard shows for one organization, in one call: the queries run side by side, each
 * answered from an index that starts with the organization. Documents are read from the counts a
 * trigger keeps per owner, month and status (organization_document_stats, decision 031), so a visit
 * reads a few dozen rows however many documents the organization holds.
 */
export async function dashboardFor(db: Database, userId: string, organizationId: string): Promise<Dashboard> {
  const months = lastTwelveMonths();
  const stats = schema.organizationDocumentStats;
  const [membershipRows, mine, perMonth, members, invitations] = await Promise.all([
    db
      .select({
        role: schema.member.role,
        id: schema.organization.id,
        name: schema.organization.name,
        slug: schema.organization.slug,
        logo: schema.organization.logo,
      })
      .from(schema.member)
      .innerJoin(schema.organization, eq(schema.organization.id, schema.member.organizationId))
      .where(and(eq(schema.member.organizationId, organizationId), eq(schema.member.userId, userId))),
    db
      .select({ status: stats.status, n: sum(stats.count) })
      .from(stats)
      .where(and(eq(stats.organizationId, organizationId), eq(stats.ownerUserId, userId)))
      .groupBy(stats.status),
    db
      .select({ month: stats.month, n: sum(stats.count) })
      .from(stats)
      .where(and(eq(stats.organizationId, organizationId), gte(stats.month, months[0])))
      .groupBy(stats.month),
    db.select({ n: count() }).from(schema.member).where(eq(schema.member.organizationId, organizationId)),
    db
      .select({ n: count() })
      .from(schema.invitation)
      .where(
        and(
          eq(schema.invitation.organizationId, organizationId),
          eq(schema.invitation.status, "pending"),
          gt(schema.invitation.expiresAt, new Date()),
        ),
      ),
  ]);
  const membership = membershipRows[0];
  // Not a member: the same answer as an organization that does not exist.
  if (!membership) throw new ORPCError("NOT_FOUND", { message: m.error_organization_not_found() });
  const latestActivity = roleGrants(membership.role, { activity: ["read"] })
    ? (await listOrgActivity(db, { organizationId }, { limit: LATEST_ACTIVITY })).entries
    : null;
  const byStatus = Object.fromEntries(mine.map((r) => [r.status, Number(r.n)]));
  const byMonth = Object.fromEntries(perMonth.map((r) => [r.month, Number(r.n)]));
  return {
    organization: { id: membership.id, name: membership.name, slug: membership.slug, logo: membership.logo },
    role: membership.role,
    myDocuments: { entwurf: byStatus.entwurf ?? 0, vollstaendig: byStatus.vollstaendig ?? 0 },
    documentsPerMonth: months.map((month) => ({ month, count: byMonth[month] ?? 0 })),
    members: Number(members[0]?.n ?? 0),
    pendingInvitations: Number(invitations[0]?.n ?? 0),
    latestActivity,
  };
}
