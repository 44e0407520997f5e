import type { Database } from "@app/db";
import { type DocumentKind, gewerbeMessages, pdfFileName } from "@app/domain";
import type { Context } from "hono";
import type { DocumentScope } from "../document-scope/document-scope";
import { completenessOf } from "./completeness";
import { documentMessages } from "./document-messages";
import { checkContextOfDocument, findDocument } from "./document-store";

/** The path the web links to: a plain GET, so the browser downloads the file with the session cookie. */
export const pdfRoute = (kind: DocumentKind) => `/api/docs/${kind}/:id/pdf`;

/**
 * GET /api/docs/{kind}/{id}/pdf: the owner's 'Vollständig' document as a PDF, generated from stored
 * data. 401 without a session; 404 for a missing or foreign id (the same answer); 409 CONFLICT with
 * the missing sections while it is a draft.
 */
export function documentPdfHandler({
  kind,
  readScope,
  db,
}: {
  kind: DocumentKind;
  /** Whose documents the caller may read: from the session cookie, or from an API key under /api/v1. */
  readScope: (c: Context) => Promise<DocumentScope | null>;
  db: Database;
}) {
  return async (c: Context) => {
    const scope = await readScope(c);
    if (!scope) return c.json({ message: documentMessages.nichtAngemeldet, code: "UNAUTHORIZED" }, 401);
    const id = c.req.param("id") ?? "";
    const found = id.length <= 100 ? await findDocument(db, scope, kind, id) : null;
    if (!found) return c.json({ message: gewerbeMessages.nichtGefunden, code: "NOT_FOUND" }, 404);
    if (found.meta.status !== "vollstaendig") {
      const { missing } = completenessOf(kind, found.document, await checkContextOfDocument(db, scope, found.meta));
      const message = missing.length
        ? documentMessages.pdfUnvollstaendig(kind, missing)
        : documentMessages.pdfNichtAbgeschlossen(kind);
      return c.json({ message, code: "CONFLICT", missing }, 409);
    }
    // pdf-lib, fontkit and the fonts are loaded with the first PDF, not at start (decision 023).
    const { renderDocumentPdf } = await import("./pdf/document-pdf");
    const bytes = await renderDocumentPdf(found);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdfFileName(found.meta.id, kind)}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "no-store",
    });
  };
}
