import type { Database } from "@app/db";
import { gewerbeMessages, pdfFileName } from "@app/domain";
import type { Context } from "hono";
import { completenessOf } from "./completeness";
import { documentMessages } from "./document-messages";
import { type DocumentScope, findGewerbeanmeldung } from "./gewerbeanmeldung-store";

/** The path the web links to: a plain GET, so the browser downloads the file with the session cookie. */
export const PDF_ROUTE = "/api/docs/gewerbeanmeldung/:id/pdf";

/**
 * GET /api/docs/gewerbeanmeldung/{id}/pdf: the owner's 'Vollständig' document as a PDF, generated from
 * stored data. 401 without a session; 404 for a missing or foreign id (the same answer); 409 CONFLICT
 * with the missing sections while it is a draft.
 */
export function gewerbeanmeldungPdfHandler({
  readScope,
  db,
}: {
  /** Whose documents the caller may read: from the session cookie, or from an API key under /api/v1. */
  readScope: (c: Context) => Promise<DocumentScope | null>;
  db: Database;
}) {
  return async (c: Context) => {
    const scope = await readScope(c);
    if (!scope) return c.json({ message: documentMessages.nichtAngemeldet, code: "UNAUTHORIZED" }, 401);
    const id = c.req.param("id") ?? "";
    const found = id.length <= 100 ? await findGewerbeanmeldung(db, scope, id) : null;
    if (!found) return c.json({ message: gewerbeMessages.nichtGefunden, code: "NOT_FOUND" }, 404);
    if (found.meta.status !== "vollstaendig") {
      const { missing } = completenessOf(found.document);
      const message = missing.length
        ? documentMessages.pdfUnvollstaendig(missing)
        : documentMessages.pdfNichtAbgeschlossen;
      return c.json({ message, code: "CONFLICT", missing }, 409);
    }
    // pdf-lib, fontkit and the fonts are loaded with the first PDF, not at start (decision 023).
    const { renderGewerbeanmeldungPdf } = await import("./pdf/gewerbeanmeldung-pdf");
    const bytes = await renderGewerbeanmeldungPdf(found);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdfFileName(found.meta.id)}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "no-store",
    });
  };
}
