import { z } from "zod";
import { DOCUMENT_KINDS } from "./gewerbeanmeldung/document-title";
import { OBLIGATION_IDS, PLACE_KEYS, REASON_KEYS } from "./obligations/types";

/**
 * What the API answers about a document's obligations (decision 040): the domain's rules
 * (obligations/) applied to the stored document, with what the person did about them (marked done,
 * reminders on or off) and the days left counted from the server's today in Germany.
 */

/** How many days ahead the dashboard's list looks. */
export const UPCOMING_OBLIGATION_DAYS = 14;
/** The reminders: a week and a day before a deadline. */
export const REMINDER_MOMENTS = ["week", "day"] as const;
export type ReminderMoment = (typeof REMINDER_MOMENTS)[number];

const isoDay = z.iso.date();
const documentId = z.string().min(1).max(100);

export const obligationDeadlineSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("due"), date: isoDay }),
  z.object({ kind: z.literal("before"), date: isoDay }),
  z.object({ kind: z.literal("promptly"), from: isoDay }),
  z.object({ kind: z.literal("none") }),
]);

export const obligationDoneSchema = z.object({
  at: z.date(),
  /** Who marked it; null once that account is gone. */
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
});

export const obligationAnswerSchema = z.object({
  id: z.enum(OBLIGATION_IDS),
  /** `M`: from an official page or an inference; the screens ask the reader to check it. */
  confidence: z.enum(["H", "M"]),
  effect: z.enum(["starts", "changes", "ends"]),
  /** False for what happens by itself (nothing to mark done). */
  actionRequired: z.boolean(),
  deadline: obligationDeadlineSchema,
  /** The day it is due (a `due` or `before` deadline), else null. */
  dueOn: isoDay.nullable(),
  /** Days from today (in Germany) to `dueOn`; negative when overdue; null without a day. */
  daysLeft: z.number().int().nullable(),
  reasons: z.array(z.enum(REASON_KEYS)),
  /** The law: the provision that sets the duty first; `wording` quotes it (German), null where none is quoted. */
  legalBasis: z.array(z.object({ law: z.string(), paragraph: z.string(), wording: z.string().nullable() })),
  place: z.object({ key: z.enum(PLACE_KEYS), name: z.string(), url: z.string().nullable() }).nullable(),
  done: obligationDoneSchema.nullable(),
  /** Set when the Gewerbe's end (its Abmeldung or its move) made it moot: the document that ended it. */
  mootBy: z.object({ id: z.string(), kind: z.enum(DOCUMENT_KINDS) }).nullable(),
});
export type ObligationAnswer = z.infer<typeof obligationAnswerSchema>;

export const feeAmountSchema = z.object({
  min: z.number(),
  max: z.number(),
  filer: z.enum(["natuerliche_person", "juristische_person"]).optional(),
});

/** The Gewerbeamt's fee: an example of the document's town where one is known, with its source. */
export const obligationFeeSchema = z.object({
  /** The town of the Betriebsstätte (field 15), as the document gives it. */
  municipality: z.string().nullable(),
  example: z
    .object({
      municipality: z.string(),
      land: z.string(),
      /** The fees of this document's form. */
      amounts: z.array(feeAmountSchema),
      /** Where it was read and when the copy was stored (the pages themselves are undated). */
      source: z.object({ kind: z.literal("municipal-page"), retrieved: z.string(), dated: z.literal(false) }),
    })
    .nullable(),
});

export const documentObligationsInputSchema = z.object({ documentId });

export const documentObligationsSchema = z.object({
  documentId: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  /** Today in Germany, as the server counted the days left. */
  today: isoDay,
  /** Whether reminder mails are sent for this document. */
  reminders: z.boolean(),
  obligations: z.array(obligationAnswerSchema),
  /**
   * For a Gewerbeabmeldung (or a registration in another district): what it closes, the open
   * obligations of the Gewerbe's earlier documents the end makes moot.
   */
  closes: z.array(obligationAnswerSchema.extend({ documentId: z.string(), documentKind: z.enum(DOCUMENT_KINDS) })),
  fee: obligationFeeSchema,
});
export type DocumentObligations = z.infer<typeof documentObligationsSchema>;

export const markObligationInputSchema = z.object({ documentId, obligationId: z.enum(OBLIGATION_IDS) });
export const markObligationOutputSchema = z.object({
  documentId: z.string(),
  obligationId: z.enum(OBLIGATION_IDS),
  done: obligationDoneSchema.nullable(),
});

export const setRemindersInputSchema = z.object({ documentId, enabled: z.boolean() });
export const setRemindersOutputSchema = z.object({ documentId: z.string(), reminders: z.boolean() });

/** One obligation due in the next days, with the document it belongs to (the dashboard's list). */
export const upcomingObligationSchema = z.object({
  documentId: z.string(),
  documentKind: z.enum(DOCUMENT_KINDS),
  businessName: z.string().nullable(),
  id: z.enum(OBLIGATION_IDS),
  confidence: z.enum(["H", "M"]),
  dueOn: isoDay,
  daysLeft: z.number().int(),
});
export type UpcomingObligation = z.infer<typeof upcomingObligationSchema>;
export const upcomingObligationsSchema = z.object({
  today: isoDay,
  /** Overdue ones first, then by day; only what is not marked done and not moot. */
  obligations: z.array(upcomingObligationSchema),
});

/** The webhook events' data (dates as ISO strings). */
export const obligationDueEventSchema = z.object({
  documentId: z.string(),
  documentKind: z.enum(DOCUMENT_KINDS),
  obligationId: z.enum(OBLIGATION_IDS),
  dueOn: isoDay,
  daysLeft: z.number().int(),
  /** Which reminder: a week or a day before. */
  reminder: z.enum(REMINDER_MOMENTS),
});
export const obligationDoneEventSchema = z.object({
  documentId: z.string(),
  documentKind: z.enum(DOCUMENT_KINDS),
  obligationId: z.enum(OBLIGATION_IDS),
  doneAt: z.iso.datetime({ offset: true }),
  doneBy: z.object({ id: z.string(), name: z.string() }),
});
