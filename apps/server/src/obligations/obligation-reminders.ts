import type { Database } from "@app/db";
import { schema } from "@app/db";
import { businessName, documentTitle, obligationTitle, type ReminderMoment, todayInGermany } from "@app/domain";
import { intlTag, type Locale } from "@app/i18n";
import { logFailure } from "../errors/answers";
import { NO_ACTOR, recordOrganizationEvent } from "../events/organization-events";
import { chooseMailLocale } from "../mail/recipient-locale";
import { renderMail } from "../mail/render";
import { obligationReminderMail } from "../mail/templates/obligation-reminder";
import type { Logger } from "../observability/logger";
import { enqueueMail, type OutboxQueue } from "../outbox/outbox";
import { answersFor, isOpen, rootsOf } from "./obligation-answers";
import { gewerbeRows, type RuleDocument, ruleDocumentOf, sweepBatch } from "./obligation-store";

/**
 * The reminders (decision 040): a week and a day before each deadline of a step not marked done,
 * one mail to the document's owner (unless they turned reminders off for it) and one
 * `gewerbe.obligation.due` webhook event. A sweep over the completed documents runs in the outbox
 * worker of every instance, at most once per `intervalMs` and at each new day in Germany; the key of
 * `obligation_reminder` lets exactly one insert win for each document, step, deadline and moment,
 * and the mail and the event are written in that insert's transaction.
 */

export interface ReminderTiming {
  /** The clock (tests move it). */
  now: () => Date;
  /** How often a sweep runs within one day. */
  intervalMs: number;
  /** Documents read at once. */
  batch: number;
}

export const DEFAULT_REMINDER_TIMING: ReminderTiming = {
  now: () => new Date(),
  intervalMs: 60 * 60_000,
  batch: 200,
};

/** Which reminder is due with `daysLeft` days to go: a week before (7 to 2 days), a day before (1 or 0). */
export function momentOf(daysLeft: number): ReminderMoment | null {
  if (daysLeft >= 2 && daysLeft <= 7) return "week";
  if (daysLeft === 0 || daysLeft === 1) return "day";
  return null;
}

const formats = new Map<Locale, Intl.DateTimeFormat>();
/** A calendar day as the mail's reader reads it ("5 March 2026", "05.03.2026"). */
function formatDay(day: string, locale: Locale) {
  const format =
    formats.get(locale) ??
    new Intl.DateTimeFormat(intlTag(locale), {
      ...(locale === "de" ? { day: "2-digit", month: "2-digit" } : { day: "numeric", month: "long" }),
      year: "numeric",
      timeZone: "UTC",
    });
  formats.set(locale, format);
  return format.format(new Date(`${day}T00:00:00Z`));
}

interface Owner {
  email: string;
  name: string;
  language: string | null;
  optedOut: boolean;
}
interface Due {
  obligationId: string;
  dueOn: string;
  daysLeft: number;
  moment: ReminderMoment;
}

export function obligationReminderQueue({
  db,
  publicUrl,
  timing: given,
  mailQueued,
  log,
}: {
  db: Database;
  publicUrl: string;
  timing?: Partial<ReminderTiming>;
  /** Wakes the outbox worker for the mail just written. */
  mailQueued: () => void;
  log?: Logger;
}): OutboxQueue {
  const timing = { ...DEFAULT_REMINDER_TIMING, ...given };
  let last: { at: number; day: string } | undefined;

  const mailOf = async (doc: RuleDocument, owner: Owner, due: Due[]) => {
    const locale = chooseMailLocale(owner.language);
    return renderMail(
      owner.email,
      obligationReminderMail({
        name: owner.name,
        title: documentTitle(doc.id, doc.kind),
        items: due.map((item) => ({
          obligation: obligationTitle(item.obligationId as Parameters<typeof obligationTitle>[0], locale),
          date: formatDay(item.dueOn, locale),
        })),
        link: `${publicUrl}/dashboard/docs/${doc.kind}/${doc.id}`,
        locale,
      }),
    );
  };

  /** Writes the reminders of one document that no instance wrote yet; answers whether a mail was queued. */
  const remind = async (doc: RuleDocument, owner: Owner, due: Due[], now: Date) => {
    const prepared = owner.optedOut ? undefined : await mailOf(doc, owner, due);
    return db.transaction(async (tx) => {
      const won = await tx
        .insert(schema.obligationReminder)
        .values(
          due.map((item) => ({
            documentId: doc.id,
            obligationId: item.obligationId,
            dueOn: item.dueOn,
            moment: item.moment,
            mailed: !owner.optedOut,
            createdAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ obligationId: schema.obligationReminder.obligationId, moment: schema.obligationReminder.moment });
      const mine = due.filter((item) =>
        won.some((row) => row.obligationId === item.obligationId && row.moment === item.moment),
      );
      for (const item of mine) {
        if (!doc.organizationId) continue;
        await recordOrganizationEvent(tx, NO_ACTOR, {
          organizationId: doc.organizationId,
          type: "obligation.due",
          data: {
            documentId: doc.id,
            documentKind: doc.kind,
            obligationId: item.obligationId,
            dueOn: item.dueOn,
            daysLeft: item.daysLeft,
            reminder: item.moment,
          },
        });
      }
      if (owner.optedOut || mine.length === 0) return false;
      // Another instance wrote some of them meanwhile: this mail names only the rest.
      const mail = mine.length === due.length ? prepared : await mailOf(doc, owner, mine);
      if (mail) await enqueueMail(tx, mail, now);
      return true;
    });
  };

  const sweep = async (now: Date, day: string) => {
    let queued = 0;
    for (let after = ""; ; ) {
      const batch = await sweepBatch(db, after, timing.batch);
      if (batch.length === 0) break;
      after = batch[batch.length - 1].id;
      const docs = batch.map((row) => ({
        doc: ruleDocumentOf(row, businessName),
        owner: {
          email: row.owner_email,
          name: row.owner_name,
          language: row.owner_language,
          optedOut: row.opted_out,
        },
      }));
      // The batch's Gewerbe in one query: what their ends make moot.
      const rows = (
        await gewerbeRows(
          db,
          docs.flatMap(({ doc }) => rootsOf(doc)),
        )
      ).map((row) => ruleDocumentOf(row, businessName));
      for (const { doc, owner } of docs) {
        const roots = new Set(rootsOf(doc));
        const gewerbe = rows.filter(
          (row) => roots.has(row.id) || (row.anmeldungId !== null && roots.has(row.anmeldungId)),
        );
        const due = answersFor(doc, gewerbe, day)
          .filter(isOpen)
          .flatMap((answer) => {
            const moment = momentOf(answer.daysLeft);
            return moment ? [{ obligationId: answer.id, dueOn: answer.dueOn, daysLeft: answer.daysLeft, moment }] : [];
          });
        if (due.length === 0) continue;
        try {
          if (await remind(doc, owner, due, now)) queued++;
        } catch (error) {
          // The next sweep tries again: nothing of this document was written.
          logFailure("error", `obligation reminders of document ${doc.id} failed`, error, log);
        }
      }
      if (batch.length < timing.batch) break;
    }
    if (queued > 0) mailQueued();
  };

  return {
    name: "obligation-reminders",
    // One sweep per run: never "a full batch, run again at once".
    batch: Number.POSITIVE_INFINITY,
    async runOnce() {
      const now = timing.now();
      const day = todayInGermany(now);
      if (last && last.day === day && now.getTime() - last.at < timing.intervalMs) return 0;
      await sweep(now, day);
      // After a failed sweep (the database unreachable) the next poll tries again.
      last = { at: now.getTime(), day };
      return 0;
    },
  };
}
