import { AsyncResource } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import type { FailedMail } from "@app/domain";
import { and, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { logFailure } from "../errors/answers";
import type { Mail, Mailer } from "../mail/mailer";
import type { Logger } from "../observability/logger";

/**
 * The durable mail outbox (decision 029). `send` of the outbox mailer only writes a row; a worker in
 * every server process delivers due rows through the real mailer (SMTP or the development outbox),
 * retrying with exponential backoff until it succeeds or the mail is older than `maxAgeMs`. The same
 * worker runs the other outbox queues it is given (webhooks, decision 036).
 */
export interface OutboxTiming {
  /** The first retry's delay; each further one doubles, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A mail still failing this long after it was queued is marked failed (24 h). */
  maxAgeMs: number;
  /**
   * How long a claim holds: a worker that dies mid-delivery (kill -9) leaves its mail claimed this
   * long, then another worker delivers it. Longer than one SMTP delivery can take (mailer.ts bounds it).
   */
  leaseMs: number;
  /** How often a worker looks for due mail it was not woken for (other instances', retries). */
  pollMs: number;
  /** Rows claimed at once. */
  batch: number;
  /** The clock (tests move it). */
  now: () => Date;
}

export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  retryBaseMs: 10_000,
  retryMaxMs: 15 * 60_000,
  maxAgeMs: 24 * 60 * 60_000,
  leaseMs: 5 * 60_000,
  pollMs: 5_000,
  batch: 10,
  now: () => new Date(),
};

export interface OutboxMetrics {
  sent(): void;
  failed(): void;
}

const outbox = schema.mailOutbox;

/** How long a shutdown waits for the delivery in progress. */
export const STOP_WAIT_MS = 5_000;

/** SMTP's answer or the connection error, kept short; it is shown to platform admins only. */
const MAX_ERROR_LENGTH = 500;

/**
 * Writes one mail to the outbox. `db` may be a transaction: then the mail exists exactly when what
 * caused it commits. better-auth's mails cannot be: its drizzle adapter runs without transactions, and
 * the calls that mail (invite-member, request-password-reset) commit their change before calling the
 * product's send function; there the row is written right after, before the answer.
 */
export async function enqueueMail(db: Database, mail: Mail, now: Date): Promise<string> {
  const id = randomUUID();
  await db.insert(outbox).values({
    id,
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    createdAt: now,
    nextAttemptAt: now,
  });
  return id;
}

/** The delay before retry number `attempts` (1 after the first failure): base · 2^(attempts−1), capped. */
export function retryDelayMs(attempts: number, timing: Pick<OutboxTiming, "retryBaseMs" | "retryMaxMs">): number {
  return Math.min(timing.retryMaxMs, timing.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Another kind of row the same worker delivers (decision 036: webhooks). Each queue, the mail's too,
 * runs in a loop of its own, in the worker's async context, with the same wake-ups and poll: a queue
 * that is slow (a mail server or a receiver that does not answer) holds up no other queue. `runOnce`
 * claims and settles its own rows (FOR UPDATE SKIP LOCKED and a lease, like the mail) and answers how
 * many it claimed; `batch` of them means there may be more due at once. A queue whose work goes on
 * after `runOnce` (webhooks: deliveries in flight) calls `wake` when it can take more, and `drain`
 * waits for that work at shutdown.
 */
export interface OutboxQueue {
  name: string;
  runOnce(wake: () => void): Promise<number>;
  batch: number;
  drain?(): Promise<void>;
}

export interface OutboxWorker {
  /** Look for due rows in every queue now (after a mail or an event was queued in this process). */
  wake(): void;
  /** Delivers the mail that is due now, once; resolves with how many mails were claimed. */
  runOnce(): Promise<number>;
  /**
   * Stops polling and waits for the deliveries in progress, at most `STOP_WAIT_MS`: a mail server or
   * receiver that does not answer must not hold up the shutdown (main.ts forces an exit after 15 s,
   * before the database is closed). A row still being sent then stays claimed until its lease ends
   * and is retried.
   */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Database;
  /** The real mailer: SMTP or the development outbox. */
  deliver: Mailer;
  log?: Logger;
  metrics?: OutboxMetrics;
  timing?: Partial<OutboxTiming>;
  /** The other rows this worker delivers (webhooks). */
  queues?: OutboxQueue[];
}

export function startOutboxWorker({
  db,
  deliver,
  log,
  metrics,
  timing: given,
  queues = [],
}: OutboxWorkerOptions): OutboxWorker {
  const timing = { ...DEFAULT_OUTBOX_TIMING, ...given };
  let stopped = false;

  /** Claims due rows: FOR UPDATE SKIP LOCKED, so two workers never take the same row. */
  const claim = async () => {
    const now = timing.now();
    const claimToken = randomUUID();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "queued"), lte(outbox.nextAttemptAt, now)))
      .orderBy(outbox.nextAttemptAt)
      .limit(timing.batch)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(outbox)
      .set({
        claimToken,
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + timing.leaseMs),
      })
      .where(inArray(outbox.id, due))
      .returning();
    return { claimToken, rows };
  };

  const settle = async (row: typeof outbox.$inferSelect, claimToken: string, error?: unknown) => {
    const mine = and(eq(outbox.id, row.id), eq(outbox.claimToken, claimToken));
    if (error === undefined) {
      await db.delete(outbox).where(mine);
      metrics?.sent();
      return;
    }
    const now = timing.now();
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    if (now.getTime() - row.createdAt.getTime() >= timing.maxAgeMs) {
      // Given up: the body (its links) is no longer kept; admins see who, what and why.
      await db
        .update(outbox)
        .set({ status: "failed", failedAt: now, lastError, text: null, html: null, claimToken: null })
        .where(mine);
      metrics?.failed();
      logFailure(
        "error",
        `mail delivery failed for good after ${row.attempts} attempts (outbox ${row.id})`,
        error,
        log,
      );
      return;
    }
    await db
      .update(outbox)
      .set({
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts, timing)),
        lastError,
        claimToken: null,
      })
      .where(mine);
    logFailure("warn", `mail delivery failed, will retry (outbox ${row.id}, attempt ${row.attempts})`, error, log);
  };

  const runOnce = async () => {
    const claimedAt = timing.now().getTime();
    const { claimToken, rows } = await claim();
    for (const row of rows) {
      // Slow deliveries ate half the lease: leave the rest of the batch, lest another worker take a row
      // this one is about to send. They are due again when the lease ends.
      if (timing.now().getTime() - claimedAt > timing.leaseMs / 2) break;
      let error: unknown;
      try {
        await deliver.send({
          to: row.recipient,
          subject: row.subject,
          text: row.text ?? "",
          html: row.html ?? undefined,
        });
      } catch (caught) {
        error = caught ?? new Error("delivery failed");
      }
      await settle(row, claimToken, error);
    }
    return rows.length;
  };

  const mail: OutboxQueue = { name: "mail", runOnce, batch: timing.batch };
  // Deliveries run in the worker's own async context, not that of the request whose mail woke it:
  // their log lines are not that request's, nor do its statements take that request's turn (026).
  const scope = new AsyncResource("mail-outbox");
  const loops = [mail, ...queues].map((queue) => queueLoop(queue, timing.pollMs, scope, () => stopped, log));
  const wake = () => {
    if (!stopped) for (const loop of loops) loop.run();
  };
  for (const loop of loops) loop.schedule(0);
  return {
    wake,
    runOnce,
    stop: async () => {
      stopped = true;
      for (const loop of loops) loop.cancel();
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(loops.map((loop) => loop.idle())),
        new Promise((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS))),
      ]);
      clearTimeout(waited);
    },
  };
}

/**
 * One queue's loop: a run claims and delivers what is due, runs again at once while a run claimed a
 * full batch or a wake-up came meanwhile, then waits for the poll. A failing run (the database
 * unreachable) leaves its rows for the next poll.
 */
function queueLoop(
  queue: OutboxQueue,
  pollMs: number,
  scope: AsyncResource,
  stopped: () => boolean,
  log: Logger | undefined,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped()) timer = setTimeout(run, ms);
  };
  const once = async () => {
    try {
      return (await queue.runOnce(() => (stopped() ? undefined : run()))) >= queue.batch;
    } catch (error) {
      logFailure("error", `outbox: could not read or settle the ${queue.name} queue`, error, log);
      return false;
    }
  };
  function run() {
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = scope.runInAsyncScope(async () => {
      try {
        let full = true;
        do {
          again = false;
          full = await once();
        } while ((again || full) && !stopped());
      } finally {
        running = undefined;
        schedule(pollMs);
      }
    });
  }
  return {
    run,
    schedule,
    cancel: () => clearTimeout(timer),
    idle: async () => {
      await running;
      await queue.drain?.();
    },
  };
}

/** The mailer the product's code sends through: each mail becomes an outbox row, then the worker is woken. */
export function outboxMailer(db: Database, options: { now?: () => Date; queued?: () => void } = {}): Mailer {
  const now = options.now ?? DEFAULT_OUTBOX_TIMING.now;
  return {
    send: async (mail) => {
      await enqueueMail(db, mail, now());
      options.queued?.();
    },
  };
}

/** How many mails wait for delivery (the metrics' gauge). */
export async function countQueuedMail(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, "queued"));
  return Number(row?.n ?? 0);
}

/** The newest mails that failed for good, for platform admins. */
export async function listFailedMail(db: Database, limit: number): Promise<FailedMail[]> {
  const rows = await db
    .select({
      id: outbox.id,
      recipient: outbox.recipient,
      subject: outbox.subject,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      failedAt: outbox.failedAt,
    })
    .from(outbox)
    .where(eq(outbox.status, "failed"))
    .orderBy(desc(outbox.failedAt), desc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, failedAt: row.failedAt ?? row.createdAt }));
}
