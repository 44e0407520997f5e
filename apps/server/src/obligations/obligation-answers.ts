import {
  type DocumentKind,
  type GewerbeRow,
  gewerbeOf,
  gewerbeRootOf,
  type Obligation,
  type ObligationAnswer,
  type ObligationInput,
  obligationsFor,
  obligationsMootedBy,
  todayInGermany,
} from "@app/domain";
import type { RuleDocument } from "./obligation-store";

/**
 * The domain's rules (packages/domain/src/obligations) applied to stored documents, with what the
 * person did about them: the one place the API's obligations, the dashboard's list and the
 * reminders are worked out from.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole days from `from` to `to` (ISO calendar days). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The day a deadline counts to, if it has one. */
export const dueOnOf = (obligation: Obligation) =>
  obligation.deadline.kind === "due" || obligation.deadline.kind === "before" ? obligation.deadline.date : null;

const asRow = (doc: RuleDocument): GewerbeRow => ({
  id: doc.id,
  kind: doc.kind,
  status: doc.status,
  createdAt: doc.createdAt,
  completedAt: doc.completedAt,
  anmeldungId: doc.anmeldungId,
  data: doc.data,
});

/** The rules' input of a document: its data, its Datum, and the Gewerbeanmeldung it follows. */
function inputOf(doc: RuleDocument, byId: Map<string, RuleDocument>): ObligationInput {
  const follows = doc.anmeldungId ? byId.get(doc.anmeldungId)?.data : undefined;
  return {
    kind: doc.kind,
    data: doc.data,
    completedOn: doc.completedAt ? todayInGermany(doc.completedAt) : null,
    ...(follows ? { follows } : {}),
  } as ObligationInput;
}

/** The document that ended the Gewerbe `doc` belongs to, when it is another one. */
function endedBy(doc: RuleDocument, rows: readonly RuleDocument[]) {
  const root = gewerbeRootOf(doc);
  const closedBy = gewerbeOf(root, rows.map(asRow)).closedBy;
  return closedBy && closedBy.id !== doc.id ? closedBy : null;
}

/**
 * A document's obligations as the API answers them: `rows` are the completed documents of its
 * Gewerbe (and, for a registration after a move, of the former one), `today` the day in Germany.
 */
export function answersFor(doc: RuleDocument, rows: readonly RuleDocument[], today: string): ObligationAnswer[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ended = endedBy(doc, rows);
  return obligationsFor(inputOf(doc, byId)).map((obligation) => {
    const dueOn = dueOnOf(obligation);
    const done = doc.marks.get(obligation.id) ?? null;
    return {
      ...obligation,
      dueOn,
      daysLeft: dueOn === null ? null : daysBetween(today, dueOn),
      done,
      // The domain says what the end makes moot (a GewA 3: what the start needed); a registration in
      // another district makes nothing moot.
      mootBy: ended && !done && obligationsMootedBy(ended).includes(obligation.id) ? ended : null,
    };
  });
}

/** What the document `closer` (an Abmeldung, or a registration elsewhere) makes moot of its Gewerbe. */
export function closedBy(
  closer: RuleDocument,
  rows: readonly RuleDocument[],
  today: string,
): (ObligationAnswer & { documentId: string; documentKind: DocumentKind })[] {
  return rows
    .filter((row) => row.id !== closer.id && endedBy(row, rows)?.id === closer.id)
    .flatMap((row) =>
      answersFor(row, rows, today)
        .filter((answer) => answer.mootBy)
        .map((answer) => ({ ...answer, documentId: row.id, documentKind: row.kind })),
    );
}

/** Open for reminders and the dashboard: something to do, with a day, not done and not moot. */
export const isOpen = (answer: ObligationAnswer): answer is ObligationAnswer & { dueOn: string; daysLeft: number } =>
  answer.actionRequired && answer.dueOn !== null && answer.done === null && answer.mootBy === null;

/** The roots whose documents a document's answers need: its Gewerbe's, and the former one after a move. */
export const rootsOf = (doc: { id: string; kind: DocumentKind; anmeldungId: string | null }) => {
  const root = gewerbeRootOf(doc);
  return doc.anmeldungId && doc.anmeldungId !== root ? [root, doc.anmeldungId] : [root];
};
