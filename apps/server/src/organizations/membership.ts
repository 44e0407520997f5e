import type { Database } from "@app/db";
import { schema } from "@app/db";
import { and, eq } from "drizzle-orm";

/** The caller's membership row in one organization, or null when they are not in it. */
export async function membershipOf(db: Database, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: schema.member.id, role: schema.member.role })
    .from(schema.member)
    .where(and(eq(schema.member.organizationId, organizationId), eq(schema.member.userId, userId)));
  return row ?? null;
}
