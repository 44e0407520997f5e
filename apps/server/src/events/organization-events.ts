import type { Database } from "@app/db";
import { consumersOf, type OrganizationEvent, type OrganizationEventType } from "@app/domain";
import { sql } from "drizzle-orm";
import { type ActivityActor, recordOrgActivity } from "../audit/org-activity";

export type { ActivityActor } from "../audit/org-activity";

/**
 * Records one organization event (decision 044) in the caller's transaction `db`: its activity entry
 * and its webhook event, as the catalogue in packages/domain (organization-events.ts) makes them of
 * it. The one way the server writes either: a failed write fails the change with it, so a change
 * never stands without its entry and event.
 */
export async function recordOrganizationEvent<T extends OrganizationEventType>(
  db: Database,
  actor: ActivityActor,
  event: OrganizationEvent<T>,
): Promise<void> {
  const { activity, webhook } = consumersOf(event);
  if (activity) await recordOrgActivity(db, actor, { organizationId: event.organizationId, ...activity });
  if (webhook) {
    // One statement (the database's `webhook_emit`, decision 036), which writes nothing when no
    // active endpoint of the organization subscribes to the type.
    await db.execute(
      sql`select webhook_emit(${event.organizationId}, ${webhook.type}, ${JSON.stringify(webhook.data)}::jsonb)`,
    );
  }
}

/** The event's actor when a job does it (the reminders), not a person. */
export const NO_ACTOR: ActivityActor = { user: null };
