/**
 * Outgoing webhooks (decision 036): an organization's endpoints, one event row per change
 * (written in the change's transaction), one delivery per endpoint and event (fanned out by the
 * outbox worker) and each delivery's attempts. Deliveries and events go after 30 days.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organization, user } from "./auth";

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const webhookEndpoint = pgTable(
  "webhook_endpoint",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    /** The event types it receives (WEBHOOK_EVENT_TYPES). */
    eventTypes: text("event_types").array().notNull(),
    /** The signing secret (`whsec_…`), encrypted with the auth secret. */
    secret: text("secret").notNull(),
    /** Its first characters, to recognise it. */
    secretStart: text("secret_start").notNull(),
    /** The secret before the last rotation, encrypted; it signs too until it expires (24 h). */
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: time("previous_secret_expires_at"),
    pausedAt: time("paused_at"),
    /** 'manual', 'gone' (the receiver answered 410) or 'failing' (every delivery failed for days). */
    pausedReason: text("paused_reason"),
    /** The first failure since the last success; null while it succeeds. */
    failingSince: time("failing_since"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: time("created_at").notNull(),
    updatedAt: time("updated_at").notNull(),
  },
  (t) => [
    check("webhook_endpoint_paused_reason_check", sql`${t.pausedReason} in ('manual', 'gone', 'failing')`),
    // The list, and the emit's "is anyone subscribed" check.
    index("webhook_endpoint_organization_idx").on(t.organizationId, t.createdAt),
  ],
);

export const webhookEvent = pgTable(
  "webhook_event",
  {
    /** The `webhook-id` receivers deduplicate by (`msg_…`). */
    id: text("id").primaryKey(),
    /** No foreign key: an organization's deletion removes its endpoints, its last events may stay 30 days. */
    organizationId: text("organization_id").notNull(),
    type: text("type").notNull(),
    /** The whole body sent: `{ type, timestamp, data }`. */
    payload: jsonb("payload").notNull(),
    /** Set when the worker has made its deliveries (one per subscribed endpoint). */
    fannedOutAt: time("fanned_out_at"),
    createdAt: time("created_at").notNull(),
  },
  (t) => [
    // The worker's lookup: events not yet fanned out, oldest first.
    index("webhook_event_pending_idx").on(t.createdAt).where(sql`${t.fannedOutAt} is null`),
    // Retention.
    index("webhook_event_created_idx").on(t.createdAt),
  ],
);

export const webhookDelivery = pgTable(
  "webhook_delivery",
  {
    id: text("id").primaryKey(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => webhookEvent.id, { onDelete: "cascade" }),
    /** 'pending' until delivered, or 'failed' after the last retry (or when its endpoint was paused). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When a worker may try next: the retry schedule, or the end of a claim's lease; null once settled. */
    nextAttemptAt: time("next_attempt_at"),
    /** The claim of the worker delivering it: only that worker settles it. */
    claimToken: text("claim_token"),
    createdAt: time("created_at").notNull(),
    deliveredAt: time("delivered_at"),
  },
  (t) => [
    check("webhook_delivery_status_check", sql`${t.status} in ('pending', 'delivered', 'failed')`),
    // Fan-out is idempotent: one delivery per endpoint and event.
    uniqueIndex("webhook_delivery_endpoint_event_idx").on(t.endpointId, t.eventId),
    // The worker's lookup: due pending deliveries.
    index("webhook_delivery_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // The delivery log of an endpoint, newest first (keyset).
    index("webhook_delivery_endpoint_created_idx").on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    // Retention and the event's cascade.
    index("webhook_delivery_created_idx").on(t.createdAt),
    index("webhook_delivery_event_idx").on(t.eventId),
  ],
);

export const webhookAttempt = pgTable(
  "webhook_attempt",
  {
    id: text("id").primaryKey(),
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDelivery.id, { onDelete: "cascade" }),
    attemptedAt: time("attempted_at").notNull(),
    /** The receiver's status; null when none came (timeout, connection, refused address). */
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    /** The first bytes of the answer (1 KB), or the error. */
    response: text("response").notNull(),
  },
  (t) => [index("webhook_attempt_delivery_idx").on(t.deliveryId, t.attemptedAt)],
);
