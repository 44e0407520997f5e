import {
  documentObligationsInputSchema,
  documentObligationsSchema,
  markObligationInputSchema,
  markObligationOutputSchema,
  setRemindersInputSchema,
  setRemindersOutputSchema,
  UPCOMING_OBLIGATION_DAYS,
  upcomingObligationsSchema,
} from "@app/domain";
import { z } from "zod";
import { oc } from "./base";

/** The public API's paths of what follows a Gewerbeanzeige (decision 040). */
function obligationRoute(method: "GET" | "PUT" | "DELETE", path: string, operationId: string) {
  return { method, path: path as `/${string}`, operationId, tags: ["Obligations"] };
}

/**
 * What follows a completed Gewerbeanmeldung, -ummeldung or -abmeldung (decision 040): the obligations
 * its data triggers, with deadlines and days left, marked done by its owner; reminder mails per
 * document; what is due soon. The document rules apply: another user's or organization's id answers
 * NOT_FOUND; a draft answers CONFLICT (`data.reason` `entwurf`).
 */
export const obligationsContract = {
  forDocument: oc
    .route({
      ...obligationRoute("GET", "/documents/{documentId}/obligations", "getDocumentObligations"),
      summary: "Next steps of a document",
      description:
        "The obligations a completed Gewerbeanmeldung, Gewerbeummeldung or Gewerbeabmeldung triggers (`id`, e.g. `tax-registration`), each with its deadline (`due` on a day, `before` the start, `promptly`, or `none`), `dueOn` and `daysLeft` counted from `today` in Germany (negative: overdue), why it applies (`reasons`), its legal basis, where to do it (`place`), whether it is marked done (`done`: when and by whom) and whether the Gewerbe's end made it moot (`mootBy`). `confidence` `M` means an official page or an inference, not the law's text: check it. `closes`: for an Abmeldung, the open obligations of the Gewerbe's earlier documents that its end makes moot. `fee`: the Gewerbeamt's fee depends on the municipality; an example is given with its source where one is known. 409 `entwurf` for a draft.",
    })
    .input(documentObligationsInputSchema)
    .output(documentObligationsSchema),
  markDone: oc
    .route({
      ...obligationRoute("PUT", "/documents/{documentId}/obligations/{obligationId}/done", "markObligationDone"),
      summary: "Mark an obligation done",
      description:
        "Marks one of the document's obligations as done, with the time and the key's creator; marking it again keeps the first mark. No more reminders are sent for it. 409 `not_applicable` for an obligation the document does not have (or one with nothing to do). Needs the write scope.",
    })
    .input(markObligationInputSchema)
    .output(markObligationOutputSchema),
  undoDone: oc
    .route({
      ...obligationRoute("DELETE", "/documents/{documentId}/obligations/{obligationId}/done", "undoObligationDone"),
      summary: "Undo a done mark",
      description: "Takes the mark away again; reminders due from now on are sent. Needs the write scope.",
    })
    .input(markObligationInputSchema)
    .output(markObligationOutputSchema),
  setReminders: oc
    .route({
      ...obligationRoute("PUT", "/documents/{documentId}/reminders", "setObligationReminders"),
      summary: "Turn reminder mails on or off",
      description:
        "Reminder mails (a week and a day before each deadline of what is not marked done) go to the document's owner unless turned off here for the document. The `gewerbe.obligation.due` webhook events are sent either way. Needs the write scope.",
    })
    .input(setRemindersInputSchema)
    .output(setRemindersOutputSchema),
  upcoming: oc
    .route({
      ...obligationRoute("GET", "/obligations/upcoming", "listUpcomingObligations"),
      summary: "What is due soon",
      description: `The obligations of the caller's completed documents (through a key: those of its organization) due in the next ${UPCOMING_OBLIGATION_DAYS} days or overdue, not marked done and not moot, overdue ones first, then by day.`,
    })
    .input(z.object({}).optional())
    .output(upcomingObligationsSchema),
};
