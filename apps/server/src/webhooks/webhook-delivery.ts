import { randomUUID } from "node:crypto";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { logFailure } from "../errors/answers";
import { NO_ACTOR, recordOrganizationEvent } from "../events/organization-events";
import { chooseMailLocale, formatMailTime } from "../mail/recipient-locale";
import { renderMail } from "../mail/render";
import { webhookPausedMail } from "../mail/templates/webhook-paused";
import type { Logger } from "../observability/logger";
import { enqueueMail, type OutboxQueue } from "../outbox/outbox";
import { type AttemptResult, sendWebhook } from "./webhook-send";
import { decryptSecret, deleteExpired, type EndpointRow, failPendingDeliveries } from "./webhook-store";

const { webhookEndpoint: endpoint, webhookDelivery: delivery, webhookAttempt: attempt, webhookEvent: event } = schema;

/**
 * The webhook queue of the outbox worker (decision 029, 036): each run fans new events out to the
 * subscribed endpoints, then claims due deliveries under a lease and starts them without waiting for
 * their answers; each is POSTed signed and settled by its claim, and when it ends the queue runs
 * again. So a receiver that does not answer holds only its own endpoint: an endpoint has one delivery
 * in flight at a time (on all instances together), its events' first attempts in their order; an
 * organization has at most `perOrganization` in flight, a process at most `concurrency`, and free
 * places go round the organizations first. Once an hour it deletes what is older than 30 days.
 */
export interface WebhookTiming {
  /**
   * The Standard Webhooks schedule: the delay before each attempt after the first (5 s, 5 min, 30 min,
   * 2 h, 5 h, 10 h, 10 h); after the last, the delivery has failed.
   */
  retryScheduleMs: number[];
  /** An endpoint whose every delivery failed this long is paused and its owners mailed (5 days). */
  pauseAfterMs: number;
  /** How long a claim holds: longer than an attempt's 15 s timeout. */
  leaseMs: number;
  attemptTimeoutMs: number;
  /** Events fanned out at once. */
  batch: number;
  /** Deliveries this process has in flight at most. */
  concurrency: number;
  /** Deliveries of one organization in flight at most (all instances together). */
  perOrganization: number;
  cleanupEveryMs: number;
  now: () => Date;
}

export const DEFAULT_WEBHOOK_TIMING: WebhookTiming = {
  retryScheduleMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000],
  pauseAfterMs: 5 * 86_400_000,
  leaseMs: 60_000,
  attemptTimeoutMs: 15_000,
  batch: 20,
  concurrency: 32,
  perOrganization: 8,
  cleanupEveryMs: 3_600_000,
  now: () => new Date(),
};

export interface WebhookQueueOptions {
  db: Database;
  secretKey: string;
  allowedHosts: readonly string[];
  publicUrl: string;
  /** Wakes the worker after a mail was queued (the owners' notice). */
  mailQueued?: () => void;
  log?: Logger;
  timing?: Partial<WebhookTiming>;
}

/** The signature header: one `v1,…` per secret that signs (two during a rotation's 24 hours). */
export function signatures(secrets: string[], id: string, at: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(" ");
}

type Claimed = {
  id: string;
  endpointId: string;
  eventId: string;
  attempts: number;
  eventType: string;
  payload: unknown;
};

export function webhookQueue(options: WebhookQueueOptions): OutboxQueue {
  const { db, log } = options;
  const timing = { ...DEFAULT_WEBHOOK_TIMING, ...options.timing };
  let lastCleanup = 0;

  /** New events → one pending delivery per active subscribed endpoint, in one statement. */
  const fanOut = async (now: Date) => {
    const result = await db.execute(sql`
      with claimed as (
        select ${event.id} as id, ${event.organizationId} as organization_id, ${event.type} as type
        from ${event} where ${event.fannedOutAt} is null
        order by ${event.createdAt} limit ${timing.batch} for update skip locked
      ), made as (
        insert into ${delivery} (id, endpoint_id, event_id, status, attempts, next_attempt_at, created_at)
        select 'dlv_' || replace(gen_random_uuid()::text, '-', ''), e.id, claimed.id, 'pending', 0, ${now}, ${now}
        from claimed join ${endpoint} e on e.organization_id = claimed.organization_id
          and claimed.type = any (e.event_types) and e.paused_at is null
        on conflict do nothing
      )
      update ${event} set fanned_out_at = ${now} where ${event.id} in (select id from claimed) returning ${event.id}`);
    return rowsOf(result).length;
  };

  /**
   * Claims at most `free` due deliveries, at most one per endpoint and none of an endpoint with one in
   * flight (claimed, lease running, on any instance): each endpoint's oldest due event first, and none
   * while an older event of its organization still waits to be fanned out (another instance may be
   * at it); each organization's share first (`turn`: its deliveries in flight plus its place among its own).
   * Two instances claiming at once: the UPDATE takes a row only while it is still due, so the second
   * finds the first's claim and takes nothing of that endpoint.
   */
  const claim = async (now: Date, claimToken: string, free: number): Promise<Claimed[]> => {
    const result = await db.execute(sql`
      with busy as (
        select d.endpoint_id, e.organization_id
        from ${delivery} d join ${endpoint} e on e.id = d.endpoint_id
        where d.status = 'pending' and d.claim_token is not null and d.next_attempt_at > ${now}
      ), due as (
        select distinct on (d.endpoint_id) d.id, e.organization_id, d.next_attempt_at
        from ${delivery} d
        join ${endpoint} e on e.id = d.endpoint_id
        join ${event} ev on ev.id = d.event_id
        where d.status = 'pending' and d.next_attempt_at <= ${now}
          and not exists (select 1 from busy where busy.endpoint_id = d.endpoint_id)
          and not exists (
            select 1 from ${event} older
            where older.fanned_out_at is null and older.created_at < ev.created_at
              and older.organization_id = e.organization_id)
        order by d.endpoint_id, ev.created_at, ev.id
      ), ranked as (
        select due.id, due.next_attempt_at,
          row_number() over (partition by due.organization_id order by due.next_attempt_at, due.id)
            + (select count(*) from busy where busy.organization_id = due.organization_id) as turn
        from due
      ), picked as (
        select id from ranked where turn <= ${timing.perOrganization}
        order by turn, next_attempt_at, id limit ${free}
      )
      update ${delivery} d
      set claim_token = ${claimToken}, attempts = d.attempts + 1,
        next_attempt_at = ${new Date(now.getTime() + timing.leaseMs)}
      where d.id in (select id from picked) and d.status = 'pending' and d.next_attempt_at <= ${now}
      returning d.id, d.endpoint_id as "endpointId", d.event_id as "eventId", d.attempts`);
    const rows = rowsOf<Omit<Claimed, "eventType" | "payload">>(result).map((r) => ({
      ...r,
      attempts: Number(r.attempts),
    }));
    if (rows.length === 0) return [];
    const events = await db
      .select({ id: event.id, type: event.type, payload: event.payload })
      .from(event)
      .where(
        inArray(
          event.id,
          rows.map((r) => r.eventId),
        ),
      );
    const byId = new Map(events.map((e) => [e.id, e]));
    return rows.map((r) => ({
      ...r,
      eventType: byId.get(r.eventId)?.type ?? "",
      payload: byId.get(r.eventId)?.payload ?? null,
    }));
  };

  const secretsOf = async (row: EndpointRow, now: Date) => {
    const secrets = [await decryptSecret(options.secretKey, row.secret)];
    if (row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now) {
      secrets.push(await decryptSecret(options.secretKey, row.previousSecret));
    }
    return secrets;
  };

  const pause = async (row: EndpointRow, reason: "gone" | "failing", now: Date) => {
    const [paused] = await db
      .update(endpoint)
      .set({ pausedAt: now, pausedReason: reason, updatedAt: now })
      .where(and(eq(endpoint.id, row.id), isNull(endpoint.pausedAt)))
      .returning();
    if (!paused) return; // paused meanwhile (by hand, or another instance)
    await failPendingDeliveries(db, row.id);
    log?.warn({ endpointId: row.id, reason }, "webhook endpoint paused");
    try {
      await recordOrganizationEvent(db, NO_ACTOR, {
        organizationId: row.organizationId,
        type: "webhook.endpoint_paused",
        data: { target: row.url, details: { endpointId: row.id, reason } },
      });
    } catch (error) {
      logFailure("error", "organization activity write failed", error, log);
    }
    if (reason === "failing") await mailOwners(row, now);
  };

  const mailOwners = async (row: EndpointRow, now: Date) => {
    const owners = await db
      .select({ email: schema.user.email, language: schema.user.language, organizationName: schema.organization.name })
      .from(schema.member)
      .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
      .innerJoin(schema.organization, eq(schema.organization.id, schema.member.organizationId))
      .where(
        and(
          eq(schema.member.organizationId, row.organizationId),
          sql`'owner' = any (string_to_array(${schema.member.role}, ','))`,
        ),
      );
    for (const owner of owners) {
      const locale = chooseMailLocale(owner.language);
      const mail = await renderMail(
        owner.email,
        webhookPausedMail({
          organizationName: owner.organizationName,
          url: row.url,
          failingSince: formatMailTime(row.failingSince ?? now, locale),
          link: `${options.publicUrl}/dashboard/organizations/${encodeURIComponent(row.organizationId)}/settings`,
          locale,
        }),
      );
      await enqueueMail(db, mail, now);
    }
    options.mailQueued?.();
  };

  const settle = async (item: Claimed, row: EndpointRow, claimToken: string, result: AttemptResult, at: Date) => {
    const now = timing.now();
    await db.insert(attempt).values({
      id: randomUUID(),
      deliveryId: item.id,
      attemptedAt: at,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      response: result.response.slice(0, 1024),
    });
    const mine = and(eq(delivery.id, item.id), eq(delivery.claimToken, claimToken));
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    if (ok) {
      await db
        .update(delivery)
        .set({ status: "delivered", deliveredAt: now, nextAttemptAt: null, claimToken: null })
        .where(mine);
      if (row.failingSince) {
        await db.update(endpoint).set({ failingSince: null }).where(eq(endpoint.id, row.id));
      }
      return;
    }
    const gone = result.statusCode === 410;
    const delay = timing.retryScheduleMs[item.attempts - 1];
    const last = gone || delay === undefined || item.eventType === "webhook.test";
    await db
      .update(delivery)
      .set(
        last
          ? { status: "failed", nextAttemptAt: null, claimToken: null }
          : { nextAttemptAt: new Date(now.getTime() + delay), claimToken: null },
      )
      .where(mine);
    if (item.eventType === "webhook.test") return;
    if (gone) return pause(row, "gone", now);
    const since = row.failingSince ?? now;
    if (!row.failingSince) {
      await db
        .update(endpoint)
        .set({ failingSince: now })
        .where(and(eq(endpoint.id, row.id), isNull(endpoint.failingSince)));
    }
    if (now.getTime() - since.getTime() >= timing.pauseAfterMs)
      await pause({ ...row, failingSince: since }, "failing", now);
  };

  const deliverOne = async (item: Claimed, rows: Map<string, EndpointRow>, claimToken: string) => {
    const row = rows.get(item.endpointId);
    if (!row) return;
    const at = timing.now();
    if (row.pausedAt && item.eventType !== "webhook.test") {
      await db
        .update(delivery)
        .set({ status: "failed", nextAttemptAt: null, claimToken: null })
        .where(and(eq(delivery.id, item.id), eq(delivery.claimToken, claimToken)));
      return;
    }
    const body = JSON.stringify(item.payload);
    const headers = {
      "webhook-id": item.eventId,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": signatures(await secretsOf(row, at), item.eventId, at, body),
      // i18n-ignore: a protocol header, not a text a person reads
      "user-agent": "Dashboard-Webhooks/1",
    };
    const result = await sendWebhook(row.url, headers, body, {
      allowedHosts: options.allowedHosts,
      timeoutMs: timing.attemptTimeoutMs,
    });
    await settle(item, row, claimToken, result, at);
  };

  /** The deliveries this process has in flight. */
  const inFlight = new Set<Promise<void>>();

  const runOnce = async (wake: () => void) => {
    const now = timing.now();
    const fannedOut = await fanOut(now);
    const free = timing.concurrency - inFlight.size;
    const claimToken = randomUUID();
    const claimed = free > 0 ? await claim(now, claimToken, free) : [];
    if (claimed.length > 0) {
      const endpoints = await db
        .select()
        .from(endpoint)
        .where(inArray(endpoint.id, [...new Set(claimed.map((c) => c.endpointId))]));
      const rows = new Map(endpoints.map((r) => [r.id, r]));
      // Not awaited: the run goes on (and the next one may start) while receivers answer. When one
      // ends, its endpoint may take its next delivery and its place is free: the queue runs again.
      for (const item of claimed) {
        const started: Promise<void> = deliverOne(item, rows, claimToken)
          .catch((error: unknown) =>
            logFailure("error", `webhook delivery ${item.id} could not be settled`, error, log),
          )
          .finally(() => {
            inFlight.delete(started);
            wake();
          });
        inFlight.add(started);
      }
    }
    if (now.getTime() - lastCleanup >= timing.cleanupEveryMs) {
      lastCleanup = now.getTime();
      await deleteExpired(db, now);
    }
    // A full batch of new events: there may be more at once.
    return fannedOut;
  };

  const drain = async () => {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  };

  return { name: "webhooks", runOnce, batch: timing.batch, drain };
}

/** The rows of a raw statement: node-postgres and PGlite answer them in different shapes. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
