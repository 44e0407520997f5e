import { roleGrants } from "@app/access";
import type { Database } from "@app/db";
import { membershipOf } from "./membership";

/**
 * Who may read an organization's activity log: its owners and admins ("activity:read" in
 * packages/access). Someone outside it gets the answer of an organization that does not exist, so
 * no one can probe other tenants' ids.
 */
export async function activityAccess(
  db: Database,
  organizationId: string,
  userId: string,
): Promise<"allowed" | "not_found" | "forbidden"> {
  const membership = await membershipOf(db, organizationId, userId);
  if (!membership) return "not_found";
  return roleGrants(membership.role, { activity: ["read"] }) ? "allowed" : "forbidden";
}
