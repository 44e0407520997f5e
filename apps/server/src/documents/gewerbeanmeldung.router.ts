import { documentTitle, type GewerbeanmeldungDocument, gewerbeMessages, type OrgActivityKind } from "@app/domain";
import { ORPCError } from "@orpc/server";
import { recordOrgActivity } from "../audit/org-activity";
import { logFailure } from "../errors/answers";
import { authed } from "../rpc/base";
import type { RpcContext, Session } from "../rpc/context";
import { completenessOf } from "./completeness";
import { decodeCursor } from "./document-cursor";
import { documentMessages } from "./document-messages";
import {
  createGewerbeanmeldung,
  type DocumentScope,
  deleteGewerbeanmeldung,
  findGewerbeanmeldung,
  isRefusal,
  listGewerbeanmeldungen,
  organizationOfDocument,
  saveDraft,
  setStatus,
  type WriteRefusal,
} from "./gewerbeanmeldung-store";

/** The caller's documents; through an API key only those of the key's organization (decision 030). */
const scopeOf = (context: {
  session: { user: { id: string } };
  apiKey?: { organizationId: string };
}): DocumentScope => ({
  userId: context.session.user.id,
  ...(context.apiKey ? { organizationId: context.apiKey.organizationId } : {}),
});

const procedures = authed.docs.gewerbeanmeldung;

const notFound = () => new ORPCError("NOT_FOUND", { message: gewerbeMessages.nichtGefunden });

/** 404 for a missing (or foreign) document; 409 CONFLICT with `data.reason` for the others. */
function refusalError(refusal: WriteRefusal) {
  switch (refusal.refused) {
    case "not_found":
      return notFound();
    case "version":
      return new ORPCError("CONFLICT", {
        message: documentMessages.versionKonflikt,
        data: { reason: "version", currentVersion: refusal.currentVersion, updatedAt: refusal.updatedAt.toISOString() },
      });
    case "locked":
      return new ORPCError("CONFLICT", {
        message: documentMessages.abgeschlossen,
        data: { reason: "locked", currentVersion: refusal.currentVersion },
      });
  }
}

/** The document if the caller read its current version; the conflict otherwise. */
async function currentVersion(
  context: Parameters<typeof scopeOf>[0] & { db: Parameters<typeof findGewerbeanmeldung>[0] },
  id: string,
  version: number,
): Promise<GewerbeanmeldungDocument> {
  const found = await findGewerbeanmeldung(context.db, scopeOf(context), id);
  if (!found) throw notFound();
  if (found.meta.version !== version) {
    throw refusalError({ refused: "version", currentVersion: found.meta.version, updatedAt: found.meta.updated_at });
  }
  return found;
}

/**
 * A document's change in its organization's activity log (issue 26). After the change: a failed
 * write is logged, the change stands.
 */
async function noteInOrganization(
  context: RpcContext & { session: Session },
  kind: OrgActivityKind,
  documentId: string,
  organizationId: string | null,
) {
  if (!organizationId) return;
  const { user } = context.session;
  try {
    await recordOrgActivity(
      context.db,
      {
        user: { id: user.id, name: user.name, email: user.email },
        ip: context.clientIp(),
        userAgent: context.headers.get("user-agent"),
      },
      { organizationId, kind, target: documentTitle(documentId), details: { documentId } },
    );
  } catch (error) {
    logFailure("error", "organization activity write failed", error);
  }
}

export const gewerbeanmeldungRouter = {
  list: procedures.list.handler(async ({ context, input }) => {
    const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
    if (input.cursor !== undefined && !cursor) throw new ORPCError("BAD_REQUEST", { message: "Ungültiger Cursor" });
    return listGewerbeanmeldungen(context.db, scopeOf(context), {
      cursor,
      limit: input.limit,
      query: input.query,
      status: input.status,
    });
  }),
  getById: procedures.getById.handler(async ({ context, input }) => {
    const found = await findGewerbeanmeldung(context.db, scopeOf(context), input.id);
    if (!found) throw notFound();
    return { ...found, completeness: completenessOf(found.document) };
  }),
  create: procedures.create.handler(async ({ context, input }) => {
    const organizationId = context.apiKey?.organizationId ?? context.session.session.activeOrganizationId ?? null;
    const documentId = await createGewerbeanmeldung(
      context.db,
      { userId: context.session.user.id, organizationId },
      input,
    );
    await noteInOrganization(context, "document.created", documentId, organizationId);
    return { documentId };
  }),
  saveDraft: procedures.saveDraft.handler(async ({ context, input }) => {
    const saved = await saveDraft(context.db, scopeOf(context), {
      id: input.id,
      version: input.version,
      data: input.document,
    });
    if (isRefusal(saved)) throw refusalError(saved);
    return { meta: saved.meta, completeness: completenessOf(saved.document) };
  }),
  complete: procedures.complete.handler(async ({ context, input }) => {
    const found = await currentVersion(context, input.id, input.version);
    if (found.meta.status === "vollstaendig") return { meta: found.meta };
    const completeness = completenessOf(found.document);
    if (!completeness.complete) {
      throw new ORPCError("UNPROCESSABLE_CONTENT", {
        message: documentMessages.unvollstaendig(completeness.missing),
        data: { missing: completeness.missing, issues: completeness.sections.flatMap((s) => s.issues) },
      });
    }
    const updated = await setStatus(context.db, scopeOf(context), { ...input, status: "vollstaendig" });
    if (isRefusal(updated)) throw refusalError(updated);
    const organizationId = await organizationOfDocument(context.db, scopeOf(context), input.id);
    await noteInOrganization(context, "document.completed", input.id, organizationId);
    return { meta: updated.meta };
  }),
  reopen: procedures.reopen.handler(async ({ context, input }) => {
    const found = await currentVersion(context, input.id, input.version);
    if (found.meta.status === "entwurf") return { meta: found.meta };
    const updated = await setStatus(context.db, scopeOf(context), { ...input, status: "entwurf" });
    if (isRefusal(updated)) throw refusalError(updated);
    const organizationId = await organizationOfDocument(context.db, scopeOf(context), input.id);
    await noteInOrganization(context, "document.reopened", input.id, organizationId);
    return { meta: updated.meta };
  }),
  delete: procedures.delete.handler(async ({ context, input }) => {
    const deleted = await deleteGewerbeanmeldung(context.db, scopeOf(context), input.id);
    if (!deleted) throw notFound();
    await noteInOrganization(context, "document.deleted", input.id, deleted.organizationId);
    return { documentId: input.id };
  }),
};
