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
 * Writes one entry of an organization's activity log (decision 031). Only the organization events
 * (events/organization-events.ts, decision 044) call it: a change records its event, and the entry is
 * what the event catalogue in packages/domain makes of it, in the same transaction.
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
