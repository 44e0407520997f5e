/**
 * The mail outbox (decision 029): every outgoing mail is a row until SMTP (or the development outbox)
 * has taken it. A worker in each server process claims due rows with FOR UPDATE SKIP LOCKED and a
 * lease, so on several instances each mail is delivered by one of them. A delivered row is deleted;
 * one that kept failing for the maximum age stays as 'failed' (its body cleared) for the admin list.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** The plain-text and HTML parts; null once the mail has failed for good. */
    text: text("text"),
    html: text("html"),
    /** 'queued' until delivered (then the row goes) or 'failed' after the maximum age. */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    /**
     * When a worker may next try: after a failure, the exponential backoff; while a worker delivers,
     * the end of its lease, so a crashed worker's claim runs out by itself and another one retries.
     */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, precision: 3 }).notNull(),
    /** The claim of the worker delivering it: only that worker may settle the row. */
    claimToken: text("claim_token"),
    /** The last delivery error (SMTP's answer or the connection error), for admins. */
    lastError: text("last_error"),
    failedAt: timestamp("failed_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ('queued', 'failed')`),
    // The worker's lookup: due queued mail, oldest due first.
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    // The admin list: failed mail, newest first.
    index("mail_outbox_failed_idx").on(t.failedAt.desc(), t.id.desc()).where(sql`${t.status} = 'failed'`),
  ],
);
