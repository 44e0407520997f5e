import type { Database } from "@app/db";
import { schema } from "@app/db";
import { count, eq, inArray } from "drizzle-orm";

/**
 * Member counts of every organization `userId` belongs to, in one query. Organizations the user is
 * not a member of never appear, so no count leaks across tenants.
 */
export async function memberCountsFor(db: Database, userId: string): Promise<Record<string, number>> {
  const mine = db
    .select({ organizationId: schema.member.organizationId })
    .from(schema.member)
    .where(eq(schema.member.userId, userId));
  const rows = await db
    .select({ organizationId: schema.member.organizationId, members: count() })
    .from(schema.member)
    .where(inArray(schema.member.organizationId, mine))
    .groupBy(schema.member.organizationId);
  return Object.fromEntries(rows.map((r) => [r.organizationId, Number(r.members)]));
}
