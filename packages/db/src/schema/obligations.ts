/**
 * What follows a Gewerbeanzeige (decision 040): the obligations themselves are rules in
 * packages/domain, computed from a document's data; only what a person does about them is stored
 * here. Each row belongs to one document and goes with it.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { document } from "./documents";

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** An obligation of a document marked done: by whom and when. Undoing it deletes the row. */
export const obligationDone = pgTable(
  "obligation_done",
  {
    documentId: text("document_id")
      .notNull()
      .references(() => document.id, { onDelete: "cascade" }),
    /** The obligation's id in the domain's rules (`tax-registration`, `betriebsnummer`, …). */
    obligationId: text("obligation_id").notNull(),
    doneBy: text("done_by").references(() => user.id, { onDelete: "set null" }),
    doneAt: time("done_at").notNull(),
  },
  // Read per document (the section) and per set of documents (the upcoming list): the key's prefix.
  // The index on the person serves the foreign key when an account is deleted.
  (t) => [primaryKey({ columns: [t.documentId, t.obligationId] }), index("obligation_done_by_idx").on(t.doneBy)],
);

/** A document whose owner turned its reminder mails off; no row means reminders are on. */
export const obligationReminderOptOut = pgTable("obligation_reminder_opt_out", {
  documentId: text("document_id")
    .primaryKey()
    .references(() => document.id, { onDelete: "cascade" }),
  createdAt: time("created_at").notNull(),
});

/**
 * Each reminder that was due: one row per document, obligation, deadline and moment ('week' or
 * 'day' before it). The key makes it happen once, also when several instances look at the same
 * moment: only the one whose insert wins writes the mail and the webhook event, in the same
 * transaction. A new deadline (the document reopened and changed) is a new key.
 */
export const obligationReminder = pgTable(
  "obligation_reminder",
  {
    documentId: text("document_id")
      .notNull()
      .references(() => document.id, { onDelete: "cascade" }),
    obligationId: text("obligation_id").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    moment: text("moment").notNull(),
    /** Whether a mail went out (not when reminders were off: the webhook event still did). */
    mailed: boolean("mailed").notNull(),
    createdAt: time("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.obligationId, t.dueOn, t.moment] }),
    check("obligation_reminder_moment_check", sql`${t.moment} in ('week', 'day')`),
  ],
);
