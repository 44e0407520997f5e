import { randomUUID } from "node:crypto";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import type { OrgActivityKind } from "@app/domain";

/** Who did it and from where: the signed-in user and the request's address and browser. */
export interface ActivityActor {
  user: { id: string; name: string; email: string } | null;
  ip?: string | null;
  userAgent?: string | null;
}

export interface OrgActivity {
  organizationId: string;
  kind: OrgActivityKind;
  /** What it was done to, readable on its own (an address, a document title, a member's name). */
  target?: string | null;
  details?: Record<string, unknown> | null;
}

/**
 * Records one entry of an organization's activity log (decision 031): the one way to add
 * one. A new kind is an entry in ORG_ACTIVITY_KINDS (packages/domain) and a call to this where it
 * happens. Called after the change; a failed write is the caller's to log, not to undo the change.
 */
export async function recordOrgActivity(db: Database, actor: ActivityActor, activity: OrgActivity): Promise<void> {
  await db.insert(schema.organizationActivity).values({
    id: randomUUID(),
    organizationId: activity.organizationId,
    actorUserId: actor.user?.id ?? null,
    actorName: actor.user?.name ?? null,
    actorEmail: actor.user?.email ?? null,
    kind: activity.kind,
    target: activity.target ?? null,
    details: activity.details ?? null,
    ipAddress: actor.ip?.slice(0, 100) ?? null,
    userAgent: actor.userAgent?.slice(0, 500) ?? null,
    createdAt: new Date(),
  });
}
