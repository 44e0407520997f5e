import {
  abmeldungAus,
  type CreateGewerbeanmeldungInput,
  checkContextOf,
  type DocumentKind,
  type DocumentStatus,
  type GewerbeanmeldungData,
  type GewerbeRow,
  gewerbeMessages,
  gewerbeOf,
  gewerbeStand,
  type NoticeKind,
  resolveAddress,
  type UmmeldungData,
  ummeldungAus,
  verlegungAus,
} from "@app/domain";
import { ORPCError } from "@orpc/server";
import type { DocumentOf, DocumentScope } from "../document-scope/document-scope";
import { type Cursor, decodeCursor } from "../paging/cursor";
import type { RpcContext, Session } from "../rpc/context";
import { membershipOf } from "../rpc/organization-access";
import { completenessOf } from "./completeness";
import { documentEvent } from "./document-events";
import { documentMessages } from "./document-messages";
import {
  checkContextOfDocument,
  deleteDocument,
  findDocument,
  gewerbeDocuments,
  gewerbeOfDocument,
  gewerbeOfRoots,
  insertDocument,
  isRefusal,
  listDocuments,
  organizationOfDocument,
  saveDraft,
  setStatus,
  type WriteRefusal,
} from "./document-store";

/**
 * What can be done with a document of any of the three forms (decisions 010, 034), for the RPC and
 * the public API alike: each change happens in one function here and records its organization event
 * once, in its transaction (created, saved, completed, reopened, deleted).
 */

export type DocumentContext = RpcContext & { session: Session; apiKey?: { organizationId: string } };

/** The caller's documents; through an API key only those of the key's organization (decision 030). */
const scopeOf = (context: DocumentContext): DocumentScope => ({
  userId: context.session.user.id,
  ...(context.apiKey ? { organizationId: context.apiKey.organizationId } : {}),
});

const notFound = () => new ORPCError("NOT_FOUND", { message: gewerbeMessages.nichtGefunden });
const conflict = (reason: string, message: string, data: Record<string, unknown> = {}) =>
  new ORPCError("CONFLICT", { message, data: { reason, ...data } });

/** 404 for a missing (or foreign) document; 409 CONFLICT with `data.reason` for the others. */
function refusalError(kind: DocumentKind, refusal: WriteRefusal) {
  switch (refusal.refused) {
    case "not_found":
      return notFound();
    case "version":
      return conflict("version", documentMessages.versionKonflikt(kind), {
        currentVersion: refusal.currentVersion,
        updatedAt: refusal.updatedAt.toISOString(),
      });
    case "locked":
      return conflict("locked", documentMessages.abgeschlossen(kind), { currentVersion: refusal.currentVersion });
    case "has_notices":
      return conflict("has_notices", documentMessages.hatFolgemeldungen);
  }
}

export async function listFor<K extends DocumentKind>(
  kind: K,
  context: DocumentContext,
  input: { cursor?: string; limit?: number; query?: string; status?: DocumentStatus },
) {
  let cursor: Cursor | undefined;
  if (input.cursor !== undefined) {
    cursor = decodeCursor(input.cursor);
    if (!cursor) throw new ORPCError("BAD_REQUEST", { message: "Ungültiger Cursor" });
  }
  return listDocuments(context.db, scopeOf(context), kind, { ...input, cursor });
}

/** One document with how complete it is and its Gewerbe's history. */
export async function detailFor<K extends DocumentKind>(kind: K, context: DocumentContext, id: string) {
  const found = await findDocument(context.db, scopeOf(context), kind, id);
  if (!found) throw notFound();
  const gewerbe = await gewerbeOfDocument(context.db, scopeOf(context), found.meta);
  return { ...found, completeness: completenessOf(kind, found.document, checkContextOf(kind, gewerbe)), gewerbe };
}

/**
 * The organization a new document belongs to: the API key's, else the session's active one while the
 * person is still a member of it. Someone else removing a member leaves that member's sessions naming
 * the organization (better-auth clears it only for the session that leaves), and a document created
 * there would count in its dashboard and reach its webhooks; it stays the person's own instead.
 */
async function creatingOrganization(context: DocumentContext): Promise<string | null> {
  if (context.apiKey) return context.apiKey.organizationId;
  const active = context.session.session.activeOrganizationId;
  if (!active) return null;
  return (await membershipOf(context.db, active, context.session.user.id)) ? active : null;
}

/** The quick create (docs/product.md#quick-create): a Gewerbeanmeldung from the two addresses, in the active organization. */
export async function createAnmeldung(context: DocumentContext, input: CreateGewerbeanmeldungInput) {
  const organizationId = await creatingOrganization(context);
  const data: GewerbeanmeldungData = {
    wohnanschrift_11: resolveAddress(input.wohnanschrift_11 as Parameters<typeof resolveAddress>[0]),
    betriebsstaette_15: resolveAddress(input.betriebsstaette_15 as Parameters<typeof resolveAddress>[0]),
  };
  const id = await context.db.transaction(async (tx) => {
    const created = await insertDocument(
      tx,
      { userId: context.session.user.id, organizationId },
      { kind: "gewerbeanmeldung", data },
    );
    await documentEvent(tx, context, "created", organizationId, {
      kind: "gewerbeanmeldung",
      id: created.meta.id,
      document: created,
    });
    return created.meta.id;
  });
  return id;
}

/** What follows a Gewerbe: an Ummeldung, an Abmeldung, or a Gewerbeanmeldung in another district. */
export type FollowUp = NoticeKind | "verlegung";
const KIND_OF: Record<FollowUp, DocumentKind> = {
  gewerbeummeldung: "gewerbeummeldung",
  gewerbeabmeldung: "gewerbeabmeldung",
  verlegung: "gewerbeanmeldung",
};

const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
};

/**
 * Starts a draft that follows a completed Gewerbeanmeldung, carrying over the Gewerbe as it stands
 * (the Anmeldung with its completed Ummeldungen, domain carry-over.ts), and for an Ummeldung what
 * changes if that was asked first. Refused for a draft Anmeldung, a notice for an abgemeldet Gewerbe,
 * and a second Abmeldung or move elsewhere (409 with the existing one's id).
 */
export async function createFollowUp(
  context: DocumentContext,
  followUp: FollowUp,
  anmeldungId: string,
  gruende?: UmmeldungData["grund_ummeldung_24"],
) {
  const scope = scopeOf(context);
  const kind = KIND_OF[followUp];
  const documents = await gewerbeDocuments(context.db, scope, anmeldungId);
  const root = documents.find((d) => d.meta.id === anmeldungId && d.meta.kind === "gewerbeanmeldung");
  if (!root) throw notFound();
  if (root.meta.status !== "vollstaendig") throw conflict("anmeldung_offen", documentMessages.anmeldungOffen);
  const rows: GewerbeRow[] = documents.map((d) => ({
    id: d.meta.id,
    kind: d.meta.kind,
    status: d.meta.status,
    createdAt: d.meta.created_at,
    completedAt: d.meta.completed_at,
    anmeldungId: d.meta.anmeldung_id,
    data: d.document,
  }));
  // A registration in another district is a new Gewerbe: it may follow one already abgemeldet (an
  // Abmeldung filed for the move the old way, before 1.11.2025).
  if (followUp !== "verlegung" && gewerbeOf(anmeldungId, rows).state === "abgemeldet") {
    throw conflict("abgemeldet", documentMessages.abgemeldet);
  }
  const existing = (id: string | undefined) =>
    id
      ? conflict(
          "exists",
          kind === "gewerbeabmeldung" ? documentMessages.abmeldungVorhanden : documentMessages.verlegungVorhanden,
          { documentId: id },
        )
      : undefined;
  const sameKind = () =>
    documents.find((d) => d.meta.kind === kind && d.meta.id !== anmeldungId && d.meta.anmeldung_id === anmeldungId)
      ?.meta.id;
  if (kind !== "gewerbeummeldung") {
    const refusal = existing(sameKind());
    if (refusal) throw refusal;
  }
  const ummeldungen = documents
    .filter((d) => d.meta.kind === "gewerbeummeldung" && d.meta.status === "vollstaendig")
    .sort((a, b) => (a.meta.completed_at?.getTime() ?? 0) - (b.meta.completed_at?.getTime() ?? 0))
    .map((d) => d.document as UmmeldungData);
  const stand = gewerbeStand(root.document as GewerbeanmeldungData, ummeldungen);
  const data =
    followUp === "gewerbeummeldung"
      ? ummeldungAus(stand, gruende)
      : followUp === "gewerbeabmeldung"
        ? abmeldungAus(stand)
        : verlegungAus(stand);
  // The Gewerbe's organization, whoever is active now: its history stays in one place.
  const organizationId = await organizationOfDocument(context.db, scope, "gewerbeanmeldung", anmeldungId);
  let id: string;
  try {
    id = await context.db.transaction(async (tx) => {
      const created = await insertDocument(
        tx,
        { userId: context.session.user.id, organizationId },
        { kind, data, anmeldungId },
      );
      await documentEvent(tx, context, "created", organizationId, {
        kind,
        id: created.meta.id,
        anmeldungId,
        document: created,
      });
      return created.meta.id;
    });
  } catch (error) {
    // Two at once: the unique index let one through.
    if (!isUniqueViolation(error)) throw error;
    const again = await gewerbeDocuments(context.db, scope, anmeldungId);
    throw (
      existing(again.find((d) => d.meta.kind === kind && d.meta.id !== anmeldungId)?.meta.id) ??
      conflict("exists", documentMessages.abmeldungVorhanden)
    );
  }
  return id;
}

export async function saveDraftFor<K extends DocumentKind>(
  kind: K,
  context: DocumentContext,
  input: { id: string; version: number; document: object },
) {
  const saved = await context.db.transaction(async (tx) => {
    const written = await saveDraft(tx, scopeOf(context), kind, {
      id: input.id,
      version: input.version,
      data: input.document,
    });
    if (!isRefusal(written)) {
      const change = { kind, id: input.id, anmeldungId: written.doc.meta.anmeldung_id, document: written.doc };
      await documentEvent(tx, context, "saved", written.organizationId, change);
    }
    return written;
  });
  if (isRefusal(saved)) throw refusalError(kind, saved);
  const checkContext = await checkContextOfDocument(context.db, scopeOf(context), saved.doc.meta);
  return { meta: saved.doc.meta, completeness: completenessOf(kind, saved.doc.document, checkContext) };
}

/** The document if the caller read its current version; the conflict otherwise. */
async function currentVersion<K extends DocumentKind>(
  kind: K,
  context: DocumentContext,
  id: string,
  version: number,
): Promise<DocumentOf<K>> {
  const found = await findDocument(context.db, scopeOf(context), kind, id);
  if (!found) throw notFound();
  if (found.meta.version !== version) {
    throw refusalError(kind, {
      refused: "version",
      currentVersion: found.meta.version,
      updatedAt: found.meta.updated_at,
    });
  }
  return found;
}

/** Entwurf → Vollständig, when complete; a document following an abgemeldet Gewerbe is not completed. */
export async function completeFor<K extends DocumentKind>(
  kind: K,
  context: DocumentContext,
  input: { id: string; version: number },
) {
  const found = await currentVersion(kind, context, input.id, input.version);
  if (found.meta.status === "vollstaendig") return { meta: found.meta };
  // A notice is checked against its Gewerbe (its Beginn), which may also be abgemeldet meanwhile.
  const follows = found.meta.anmeldung_id;
  const gewerbe =
    follows && kind !== "gewerbeanmeldung"
      ? (await gewerbeOfRoots(context.db, scopeOf(context), [follows])).get(follows)
      : undefined;
  const completeness = completenessOf(kind, found.document, gewerbe ? checkContextOf(kind, gewerbe) : {});
  if (!completeness.complete) {
    throw new ORPCError("UNPROCESSABLE_CONTENT", {
      message: documentMessages.unvollstaendig(kind, completeness.missing),
      data: { missing: completeness.missing, issues: completeness.sections.flatMap((s) => s.issues) },
    });
  }
  if (gewerbe?.state === "abgemeldet" && gewerbe.closedBy?.id !== input.id) {
    throw conflict("abgemeldet", documentMessages.nachAbmeldung(kind));
  }
  const updated = await context.db.transaction(async (tx) => {
    const written = await setStatus(tx, scopeOf(context), kind, { ...input, status: "vollstaendig" });
    if (!isRefusal(written)) {
      const change = { kind, id: input.id, anmeldungId: follows, document: written.doc };
      await documentEvent(tx, context, "completed", written.organizationId, change);
    }
    return written;
  });
  if (isRefusal(updated)) throw refusalError(kind, updated);
  return { meta: updated.doc.meta };
}

/** Vollständig → Entwurf, so it can be edited again. */
export async function reopenFor<K extends DocumentKind>(
  kind: K,
  context: DocumentContext,
  input: { id: string; version: number },
) {
  const found = await currentVersion(kind, context, input.id, input.version);
  if (found.meta.status === "entwurf") return { meta: found.meta };
  const updated = await context.db.transaction(async (tx) => {
    const written = await setStatus(tx, scopeOf(context), kind, { ...input, status: "entwurf" });
    if (!isRefusal(written)) {
      const change = { kind, id: input.id, anmeldungId: found.meta.anmeldung_id, document: written.doc };
      await documentEvent(tx, context, "reopened", written.organizationId, change);
    }
    return written;
  });
  if (isRefusal(updated)) throw refusalError(kind, updated);
  return { meta: updated.doc.meta };
}

/** Deletes for good; a Gewerbeanmeldung with notices only after them (409 has_notices). */
export async function deleteFor(kind: DocumentKind, context: DocumentContext, id: string) {
  const deleted = await context.db.transaction(async (tx) => {
    const gone = await deleteDocument(tx, scopeOf(context), kind, id);
    if (!isRefusal(gone)) await documentEvent(tx, context, "deleted", gone.organizationId, { kind, id });
    return gone;
  });
  if (isRefusal(deleted)) throw refusalError(kind, deleted);
  return { documentId: id };
}
