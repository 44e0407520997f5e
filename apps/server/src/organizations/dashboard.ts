import { roleGrants } from "@app/access";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import { type Dashboard, DOCUMENT_KINDS, type DocumentKind } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError } from "@orpc/server";
import { and, count, eq, gt, gte, sum } from "drizzle-orm";
import type { Membership } from "../rpc/organization-access";
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
 * Everything /dashboard shows for one organization, for a member (the procedure checked the
 * membership, rpc/organization-access.ts), in one call: the queries run side by side, each
 * answered from an index that starts with the organization. Documents are read from the counts a
 * trigger keeps per owner, month, form and status (organization_document_stats, decisions 031, 034), so a visit
 * reads a few dozen rows however many documents the organization holds.
 */
export async function dashboardFor(
  db: Database,
  { userId, membership }: { userId: string; membership: Membership },
): Promise<Dashboard> {
  const { organizationId } = membership;
  const months = lastTwelveMonths();
  const stats = schema.organizationDocumentStats;
  const [organizationRows, mine, perMonth, members, invitations] = await Promise.all([
    db
      .select({
        id: schema.organization.id,
        name: schema.organization.name,
        slug: schema.organization.slug,
        logo: schema.organization.logo,
      })
      .from(schema.organization)
      .where(eq(schema.organization.id, organizationId)),
    db
      .select({ type: stats.type, status: stats.status, n: sum(stats.count) })
      .from(stats)
      .where(and(eq(stats.organizationId, organizationId), eq(stats.ownerUserId, userId)))
      .groupBy(stats.type, stats.status),
    db
      .select({ month: stats.month, type: stats.type, n: sum(stats.count) })
      .from(stats)
      .where(and(eq(stats.organizationId, organizationId), gte(stats.month, months[0])))
      .groupBy(stats.month, stats.type),
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
  const organization = organizationRows[0];
  // Deleted since the membership was read.
  if (!organization) throw new ORPCError("NOT_FOUND", { message: m.org_not_found() });
  const latestActivity = roleGrants(membership.role, { activity: ["read"] })
    ? (await listOrgActivity(db, { organizationId }, { limit: LATEST_ACTIVITY })).entries
    : null;
  const counted = (rows: { type: string; n: string | null }[], kind: DocumentKind) =>
    rows.filter((r) => r.type === kind).reduce((total, r) => total + Number(r.n ?? 0), 0);
  const mineIn = (status: string) => mine.filter((r) => r.status === status);
  const byKind = Object.fromEntries(
    DOCUMENT_KINDS.map((kind) => [
      kind,
      { entwurf: counted(mineIn("entwurf"), kind), vollstaendig: counted(mineIn("vollstaendig"), kind) },
    ]),
  ) as Dashboard["myDocumentsByKind"];
  const total = (status: "entwurf" | "vollstaendig") =>
    DOCUMENT_KINDS.reduce((sum, kind) => sum + byKind[kind][status], 0);
  const monthOf = (month: string) => {
    const rows = perMonth.filter((r) => r.month === month);
    const kinds = Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, counted(rows, kind)])) as Record<
      DocumentKind,
      number
    >;
    return { month, count: DOCUMENT_KINDS.reduce((sum, kind) => sum + kinds[kind], 0), byKind: kinds };
  };
  return {
    organization,
    role: membership.role,
    myDocuments: { entwurf: total("entwurf"), vollstaendig: total("vollstaendig") },
    myDocumentsByKind: byKind,
    documentsPerMonth: months.map(monthOf),
    members: Number(members[0]?.n ?? 0),
    pendingInvitations: Number(invitations[0]?.n ?? 0),
    latestActivity,
  };
}
