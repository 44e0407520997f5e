import {
  businessName,
  type DocumentObligations,
  documentTitle,
  feeExampleFor,
  gewerbeMessages,
  gewerbeRootOf,
  type ObligationId,
  todayInGermany,
  UPCOMING_OBLIGATION_DAYS,
  type UpcomingObligation,
} from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError } from "@orpc/server";
import { type DocumentScope, findAnyDocument } from "../document-scope/document-scope";
import { recordOrganizationEvent } from "../events/organization-events";
import type { RpcContext, Session } from "../rpc/context";
import { answersFor, closedBy, isOpen, rootsOf } from "./obligation-answers";
import {
  completedDocumentsOf,
  gewerbeRows,
  markDone,
  type RuleDocument,
  remindersEnabled,
  ruleDocumentOf,
  setReminders,
  undoDone,
} from "./obligation-store";

/**
 * What follows a Gewerbeanzeige (decision 040), for the RPC and the public API alike: a completed
 * document's obligations, its owner's done marks and reminder switch, and what is due soon. The
 * documents' rules decide who may see and change what: the owner, and through an API key only in
 * the key's organization; anyone else's id answers NOT_FOUND like a missing one.
 */

export type ObligationContext = RpcContext & { session: Session; apiKey?: { organizationId: string } };

const scopeOf = (context: ObligationContext): DocumentScope => ({
  userId: context.session.user.id,
  ...(context.apiKey ? { organizationId: context.apiKey.organizationId } : {}),
});

const notFound = () => new ORPCError("NOT_FOUND", { message: gewerbeMessages.nichtGefunden });

/** The caller's completed document with the documents of its Gewerbe, or NOT_FOUND / CONFLICT. */
async function completedDocument(context: ObligationContext, documentId: string) {
  const scope = scopeOf(context);
  const found = await findAnyDocument(context.db, scope, documentId);
  if (!found) throw notFound();
  const { meta } = found.doc;
  if (meta.status !== "vollstaendig") {
    throw new ORPCError("CONFLICT", {
      message: m.obligations_error_draft({ title: documentTitle(meta.id, meta.kind) }),
      data: { reason: "entwurf" },
    });
  }
  const rows = (
    await gewerbeRows(context.db, rootsOf({ id: meta.id, kind: meta.kind, anmeldungId: meta.anmeldung_id }), scope)
  ).map((row) => ruleDocumentOf(row, businessName));
  const doc = rows.find((row) => row.id === documentId) as RuleDocument;
  return { doc, rows, organizationId: found.organizationId };
}

const today = (context: ObligationContext) => todayInGermany(context.now());

export async function documentObligations(
  context: ObligationContext,
  documentId: string,
): Promise<DocumentObligations> {
  const { doc, rows } = await completedDocument(context, documentId);
  const day = today(context);
  const betriebsstaette = doc.data.betriebsstaette_15 as Parameters<typeof feeExampleFor>[0];
  const example = feeExampleFor(betriebsstaette);
  return {
    documentId,
    kind: doc.kind,
    today: day,
    reminders: await remindersEnabled(context.db, documentId),
    obligations: answersFor(doc, rows, day),
    closes: closedBy(doc, rows, day),
    fee: {
      municipality: betriebsstaette?.ort ?? null,
      example: example
        ? {
            municipality: example.municipality,
            land: example.land,
            amounts: example.fees[doc.kind],
            source: example.source,
          }
        : null,
    },
  };
}

/** The obligation of the document that can be marked done, or CONFLICT `not_applicable`. */
async function markable(context: ObligationContext, documentId: string, obligationId: ObligationId) {
  const found = await completedDocument(context, documentId);
  const answer = answersFor(found.doc, found.rows, today(context)).find((a) => a.id === obligationId);
  if (!answer?.actionRequired) {
    throw new ORPCError("CONFLICT", {
      message: m.obligations_error_not_applicable(),
      data: { reason: "not_applicable" },
    });
  }
  return found;
}

export async function markObligationDone(
  context: ObligationContext,
  { documentId, obligationId }: { documentId: string; obligationId: ObligationId },
) {
  const { doc, organizationId } = await markable(context, documentId, obligationId);
  const { user } = context.session;
  const mark = await context.db.transaction(async (tx) => {
    const written = await markDone(tx, { documentId, obligationId, userId: user.id, now: context.now() });
    // Announced once, when the mark is made: marking it again changes nothing.
    if (written.created) {
      if (organizationId) {
        await recordOrganizationEvent(
          tx,
          { user: { id: user.id, name: user.name, email: user.email } },
          {
            organizationId,
            type: "obligation.done",
            data: {
              documentId,
              documentKind: doc.kind,
              obligationId,
              doneAt: written.mark.at.toISOString(),
              doneBy: { id: user.id, name: user.name },
            },
          },
        );
      }
    }
    return written.mark;
  });
  return { documentId, obligationId, done: mark };
}

export async function undoObligationDone(
  context: ObligationContext,
  { documentId, obligationId }: { documentId: string; obligationId: ObligationId },
) {
  await markable(context, documentId, obligationId);
  await undoDone(context.db, documentId, obligationId);
  return { documentId, obligationId, done: null };
}

export async function setObligationReminders(
  context: ObligationContext,
  { documentId, enabled }: { documentId: string; enabled: boolean },
) {
  await completedDocument(context, documentId);
  await setReminders(context.db, documentId, enabled, context.now());
  return { documentId, reminders: enabled };
}

/**
 * What is due in the next days across the caller's documents: their completed documents with their
 * marks in one query, the rules applied in memory.
 */
export async function upcomingObligations(context: ObligationContext) {
  const day = today(context);
  const rows = (await completedDocumentsOf(context.db, scopeOf(context))).map((row) =>
    ruleDocumentOf(row, businessName),
  );
  // Each document is worked out with its own Gewerbe's documents only.
  const byRoot = new Map<string, RuleDocument[]>();
  for (const row of rows) byRoot.set(gewerbeRootOf(row), [...(byRoot.get(gewerbeRootOf(row)) ?? []), row]);
  const obligations: UpcomingObligation[] = rows.flatMap((doc) =>
    answersFor(
      doc,
      rootsOf(doc).flatMap((root) => byRoot.get(root) ?? []),
      day,
    )
      .filter(isOpen)
      .filter((answer) => answer.daysLeft <= UPCOMING_OBLIGATION_DAYS)
      .map((answer) => ({
        documentId: doc.id,
        documentKind: doc.kind,
        businessName: doc.businessName,
        id: answer.id,
        confidence: answer.confidence,
        dueOn: answer.dueOn,
        daysLeft: answer.daysLeft,
      })),
  );
  obligations.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.documentId.localeCompare(b.documentId));
  return { today: day, obligations };
}
