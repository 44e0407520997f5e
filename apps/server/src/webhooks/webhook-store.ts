import { randomBytes, randomUUID } from "node:crypto";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import {
  WEBHOOK_RETENTION_DAYS,
  WEBHOOK_SECRET_PREFIX,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookPauseReason,
} from "@app/domain";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { and, asc, desc, eq, inArray, lt, or, sql } from "drizzle-orm";

const { webhookEndpoint: endpoint, webhookDelivery: delivery, webhookAttempt: attempt, webhookEvent: event } = schema;
export type EndpointRow = typeof endpoint.$inferSelect;

/** A new signing secret: `whsec_` and 24 random bytes in base64 (the Standard Webhooks format). */
export function newSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString("base64")}`;
}

export const encryptSecret = (key: string, secret: string) => symmetricEncrypt({ key, data: secret });
export const decryptSecret = (key: string, stored: string) => symmetricDecrypt({ key, data: stored });

export function toEndpoint(row: EndpointRow, now = new Date()): WebhookEndpoint {
  const overlap = row.previousSecretExpiresAt && row.previousSecretExpiresAt > now ? row.previousSecretExpiresAt : null;
  return {
    id: row.id,
    organizationId: row.organizationId,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    secretStart: row.secretStart,
    previousSecretExpiresAt: overlap,
    paused: row.pausedAt !== null,
    pausedReason: (row.pausedReason as WebhookPauseReason | null) ?? null,
    pausedAt: row.pausedAt,
    failingSince: row.failingSince,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function listEndpoints(db: Database, organizationId: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(endpoint)
    .where(eq(endpoint.organizationId, organizationId))
    .orderBy(asc(endpoint.createdAt), asc(endpoint.id));
}

/** The organization's endpoint; another organization's id is a missing one. */
export async function findEndpoint(db: Database, organizationId: string, id: string): Promise<EndpointRow | null> {
  const [row] = await db
    .select()
    .from(endpoint)
    .where(and(eq(endpoint.id, id), eq(endpoint.organizationId, organizationId)));
  return row ?? null;
}

export async function countEndpoints(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(endpoint)
    .where(eq(endpoint.organizationId, organizationId));
  return Number(row?.n ?? 0);
}

export async function insertEndpoint(
  db: Database,
  values: { organizationId: string; url: string; description: string; eventTypes: string[]; createdBy: string },
  secret: { encrypted: string; start: string },
): Promise<EndpointRow> {
  const now = new Date();
  const [row] = await db
    .insert(endpoint)
    .values({
      id: `ep_${randomUUID().replaceAll("-", "")}`,
      ...values,
      secret: secret.encrypted,
      secretStart: secret.start,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row as EndpointRow;
}

export async function updateEndpoint(
  db: Database,
  organizationId: string,
  id: string,
  set: Partial<typeof endpoint.$inferInsert>,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(endpoint)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(endpoint.id, id), eq(endpoint.organizationId, organizationId)))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(db: Database, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(endpoint)
    .where(and(eq(endpoint.id, id), eq(endpoint.organizationId, organizationId)))
    .returning({ id: endpoint.id });
  return rows.length > 0;
}

/** Gives up an endpoint's pending deliveries (it was paused): they stay in the log as failed. */
export async function failPendingDeliveries(db: Database, endpointId: string): Promise<void> {
  await db
    .update(delivery)
    .set({ status: "failed", nextAttemptAt: null, claimToken: null })
    .where(and(eq(delivery.endpointId, endpointId), eq(delivery.status, "pending")));
}

/** A test event straight to one endpoint, with its delivery due now. */
export async function insertTestDelivery(db: Database, row: EndpointRow, data: unknown): Promise<string> {
  const now = new Date();
  const eventId = `msg_${randomUUID().replaceAll("-", "")}`;
  const deliveryId = `dlv_${randomUUID().replaceAll("-", "")}`;
  await db.transaction(async (tx) => {
    await tx.insert(event).values({
      id: eventId,
      organizationId: row.organizationId,
      type: "webhook.test",
      payload: { type: "webhook.test", timestamp: now.toISOString(), data },
      fannedOutAt: now,
      createdAt: now,
    });
    await tx
      .insert(delivery)
      .values({ id: deliveryId, endpointId: row.id, eventId, status: "pending", nextAttemptAt: now, createdAt: now });
  });
  return deliveryId;
}

const cursorOf = (row: { createdAt: Date; id: string }) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
function parseCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const createdAt = new Date(at ?? "");
  return id && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
}

/** What the delivery log shows of a delivery, besides its attempts. */
const deliveryColumns = {
  id: delivery.id,
  eventId: delivery.eventId,
  eventType: event.type,
  status: delivery.status,
  nextAttemptAt: delivery.nextAttemptAt,
  createdAt: delivery.createdAt,
};

/** An endpoint's deliveries, newest first, each with its attempts (two queries). */
export async function listDeliveries(
  db: Database,
  endpointId: string,
  page: { cursor?: string; limit?: number; deliveryId?: string },
): Promise<{ deliveries: WebhookDelivery[]; nextCursor: string | null }> {
  const limit = page.limit ?? 20;
  const after = page.cursor ? parseCursor(page.cursor) : null;
  const rows = await db
    .select(deliveryColumns)
    .from(delivery)
    .innerJoin(event, eq(event.id, delivery.eventId))
    .where(
      and(
        eq(delivery.endpointId, endpointId),
        page.deliveryId ? eq(delivery.id, page.deliveryId) : undefined,
        after
          ? or(
              lt(delivery.createdAt, after.createdAt),
              and(eq(delivery.createdAt, after.createdAt), lt(delivery.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(delivery.createdAt), desc(delivery.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const deliveries = await withAttempts(db, shown);
  const last = shown.at(-1);
  return { deliveries, nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}

type DeliveryRow = {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  nextAttemptAt: Date | null;
  createdAt: Date;
};

/** The deliveries with their attempts, oldest attempt first: one query for all of them. */
async function withAttempts(db: Database, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(attempt)
          .where(
            inArray(
              attempt.deliveryId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(attempt.attemptedAt), asc(attempt.id));
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    eventType: r.eventType,
    status: r.status as WebhookDelivery["status"],
    nextAttemptAt: r.status === "pending" ? r.nextAttemptAt : null,
    createdAt: r.createdAt,
    attempts: attempts
      .filter((a) => a.deliveryId === r.id)
      .map((a) => ({
        id: a.id,
        attemptedAt: a.attemptedAt,
        statusCode: a.statusCode,
        durationMs: a.durationMs,
        response: a.response,
      })),
  }));
}

/**
 * The newest delivery of each of an organization's endpoints, for the endpoint list: one query that
 * takes each endpoint's first row of webhook_delivery_endpoint_created_idx (a lateral join), and one
 * for their attempts, however many endpoints there are.
 */
export async function lastDeliveries(db: Database, organizationId: string): Promise<Map<string, WebhookDelivery>> {
  const newest = db
    .select(deliveryColumns)
    .from(delivery)
    .innerJoin(event, eq(event.id, delivery.eventId))
    .where(eq(delivery.endpointId, endpoint.id))
    .orderBy(desc(delivery.createdAt), desc(delivery.id))
    .limit(1)
    .as("newest");
  const rows = await db
    .select({
      endpointId: endpoint.id,
      id: newest.id,
      eventId: newest.eventId,
      eventType: newest.eventType,
      status: newest.status,
      nextAttemptAt: newest.nextAttemptAt,
      createdAt: newest.createdAt,
    })
    .from(endpoint)
    .crossJoinLateral(newest)
    .where(eq(endpoint.organizationId, organizationId));
  const deliveries = await withAttempts(db, rows);
  return new Map(rows.map((row, i) => [row.endpointId, deliveries[i] as WebhookDelivery]));
}

/** Makes a delivery due again now (sent by hand); false when the endpoint has no such delivery. */
export async function resendDelivery(db: Database, endpointId: string, deliveryId: string): Promise<boolean> {
  const rows = await db
    .update(delivery)
    .set({ status: "pending", nextAttemptAt: new Date(), claimToken: null, deliveredAt: null })
    .where(and(eq(delivery.id, deliveryId), eq(delivery.endpointId, endpointId)))
    .returning({ id: delivery.id });
  return rows.length > 0;
}

/** Deletes deliveries and events older than the retention (30 days); attempts go with their delivery. */
export async function deleteExpired(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - WEBHOOK_RETENTION_DAYS * 86_400_000);
  await db.delete(delivery).where(lt(delivery.createdAt, before));
  await db.delete(event).where(lt(event.createdAt, before));
}
