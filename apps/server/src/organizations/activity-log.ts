import type { Database } from "@app/db";
import { schema } from "@app/db";
import type { OrgActivityEntry, OrgActivityFilter, OrgActivityKind } from "@app/domain";
import { and, desc, eq, gte, lt, or, type SQL } from "drizzle-orm";
import type { Cursor } from "../paging/cursor";

const activity = schema.organizationActivity;

const columns = {
  id: activity.id,
  kind: activity.kind,
  actorUserId: activity.actorUserId,
  actorName: activity.actorName,
  actorEmail: activity.actorEmail,
  target: activity.target,
  details: activity.details,
  ipAddress: activity.ipAddress,
  userAgent: activity.userAgent,
  createdAt: activity.createdAt,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The filter as SQL. The organization is always the first condition: every index of the log starts
 * with it, and no filter, cursor or kind can reach another organization's rows.
 */
function where(filter: OrgActivityFilter, cursor?: Cursor): SQL {
  const conditions: (SQL | undefined)[] = [eq(activity.organizationId, filter.organizationId)];
  if (filter.actorUserId) conditions.push(eq(activity.actorUserId, filter.actorUserId));
  if (filter.kind) conditions.push(eq(activity.kind, filter.kind));
  if (filter.from) conditions.push(gte(activity.createdAt, new Date(`${filter.from}T00:00:00.000Z`)));
  if (filter.to) conditions.push(lt(activity.createdAt, new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + DAY_MS)));
  if (cursor) {
    conditions.push(
      or(
        lt(activity.createdAt, cursor.createdAt),
        and(eq(activity.createdAt, cursor.createdAt), lt(activity.id, cursor.id)),
      ),
    );
  }
  return and(...conditions) as SQL;
}

/** One page, newest first; `more` tells whether another page follows. */
export async function listOrgActivity(
  db: Database,
  filter: OrgActivityFilter,
  { cursor, limit }: { cursor?: Cursor; limit: number },
): Promise<{ entries: OrgActivityEntry[]; more: boolean }> {
  const rows = await db
    .select(columns)
    .from(activity)
    .where(where(filter, cursor))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(limit + 1);
  return {
    entries: rows
      .slice(0, limit)
      .map((row) => ({ ...row, kind: row.kind as OrgActivityKind, details: row.details ?? null })),
    more: rows.length > limit,
  };
}
