import {
  abmeldungDetailSchema,
  createGewerbeanmeldungSchema,
  createUmmeldungInputSchema,
  documentIdInputSchema,
  documentMetaSchema,
  documentVersionInputSchema,
  fromAnmeldungInputSchema,
  gewerbeanmeldungDetailSchema,
  listAbmeldungenOutputSchema,
  listDocumentsInputSchema,
  listDocumentsOutputSchema,
  listUmmeldungenOutputSchema,
  saveAbmeldungDraftInputSchema,
  saveDraftInputSchema,
  saveDraftOutputSchema,
  saveUmmeldungDraftInputSchema,
  ummeldungDetailSchema,
} from "@app/domain";
import { z } from "zod";
import { oc } from "./base";

/** The public API's paths (served under /api/v1, decision 030); the web app's /rpc ignores them. */
function gewerbeanmeldungRoute(method: "GET" | "POST" | "PUT" | "DELETE", path: string, operationId: string) {
  return { method, path: `/gewerbeanmeldungen${path}` as `/${string}`, operationId, tags: ["Gewerbeanmeldung"] };
}

/**
 * The procedures of a notice that follows a Gewerbeanmeldung (GewA 2, GewA 3; decision 034): the
 * Gewerbeanmeldung's own, with the notice's schemas; `create` starts from a completed Gewerbeanmeldung.
 */
function noticeContract<D extends z.ZodType, L extends z.ZodType, S extends z.ZodType, C extends z.ZodType>(
  notice: { name: "Gewerbeummeldung" | "Gewerbeabmeldung"; form: string; path: string; plural: string },
  /** `create.description`: what the notice's start takes besides `anmeldungId`. */
  schemas: { detail: D; list: L; saveDraft: S; create: { input: C; description: string } },
) {
  const route = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, operationId: string) => ({
    method,
    path: `/${notice.path}${path}` as `/${string}`,
    operationId,
    tags: [notice.name],
  });
  const { name, form, plural } = notice;
  return {
    list: oc
      .route({
        ...route("GET", "", `list${plural}`),
        summary: `List ${plural}`,
        description: `Newest first, paged and filtered like the Gewerbeanmeldungen (\`limit\`, \`cursor\`, \`query\`, \`status\`). Each document comes with its Gewerbe (\`gewerbe\`: the Gewerbeanmeldung it follows, its state and history).`,
      })
      .input(listDocumentsInputSchema)
      .output(schemas.list),
    getById: oc
      .route({
        ...route("GET", "/{id}", `get${name}`),
        summary: `Get a ${name}`,
        description: `The document with its data (keys named after the official form ${form}), its \`meta\` (\`anmeldung_id\`: the Gewerbeanmeldung it follows), how complete each section is, and its Gewerbe with the whole history. Another user's or organization's id answers 404.`,
      })
      .input(documentIdInputSchema)
      .output(schemas.detail),
    create: oc
      .route({
        ...route("POST", "", `create${name}`),
        successStatus: 201,
        summary: `Start a ${name}`,
        description: `Starts a draft (\`entwurf\`) from a completed Gewerbeanmeldung (\`anmeldungId\`), carrying over what the Gewerbe already says (after its completed Ummeldungen).${schemas.create.description} 409 with \`data.reason\`: \`anmeldung_offen\` (the Gewerbeanmeldung is a draft), \`abgemeldet\` (the Gewerbe is deregistered), \`exists\` (a second Abmeldung; \`data.documentId\` is the first). Needs the write scope.`,
      })
      .input(schemas.create.input)
      .output(z.object({ documentId: z.string() })),
    saveDraft: oc
      .route({
        ...route("PUT", "/{id}", `save${name}Draft`),
        summary: "Save a draft",
        description: `Replaces the draft's data with \`document\` (the ${form}'s fields), as for a Gewerbeanmeldung: every given field valid, \`version\` the one you read (409 \`version\` or \`locked\` otherwise). Needs the write scope.`,
      })
      .input(schemas.saveDraft)
      .output(saveDraftOutputSchema),
    complete: oc
      .route({
        ...route("POST", "/{id}/complete", `complete${name}`),
        summary: "Complete (entwurf → vollstaendig)",
        description: `Marks a complete draft as \`vollstaendig\` (422 with \`data.missing\` otherwise; 409 \`abgemeldet\` when the Gewerbe was deregistered meanwhile). A completed Gewerbeabmeldung deregisters the Gewerbe. Needs the write scope.`,
      })
      .input(documentVersionInputSchema)
      .output(z.object({ meta: documentMetaSchema })),
    reopen: oc
      .route({
        ...route("POST", "/{id}/reopen", `reopen${name}`),
        summary: "Reopen (vollstaendig → entwurf)",
        description: "Makes a completed document a draft again, so it can be edited. Needs the write scope.",
      })
      .input(documentVersionInputSchema)
      .output(z.object({ meta: documentMetaSchema })),
    delete: oc
      .route({
        ...route("DELETE", "/{id}", `delete${name}`),
        summary: `Delete a ${name}`,
        description: "Deletes the document for good. Needs the write scope.",
      })
      .input(documentIdInputSchema)
      .output(z.object({ documentId: z.string() })),
  };
}

/** The documents, each kind with its own procedures. */
export const documentsContract = {
  /**
   * The caller's own documents only; another user's id answers NOT_FOUND like a missing one.
   * Writes carry the version the caller read: a newer version answers CONFLICT (data.reason
   * "version", data.currentVersion), a completed document CONFLICT (data.reason "locked").
   * PDF: GET /api/docs/gewerbeanmeldung/{id}/pdf (apps/server/src/documents/pdf-route.ts).
   */
  gewerbeanmeldung: {
    /** Newest first, keyset-paged; optional `query` (every word must match) and `status` filters. */
    list: oc
      .route({
        ...gewerbeanmeldungRoute("GET", "", "listGewerbeanmeldungen"),
        summary: "List Gewerbeanmeldungen",
        description:
          "Newest first, 20 per page unless `limit` says otherwise (1–100). `query`: words that must all occur in the business name (fields 1, 3), the town of the business premises (15) or the activity (18). `status`: `entwurf` (draft) or `vollstaendig` (complete). Pass `nextCursor` of a page as `cursor` (with the same `query` and `status`) for the next page; `null` means the last page.",
      })
      .input(listDocumentsInputSchema)
      .output(listDocumentsOutputSchema),
    getById: oc
      .route({
        ...gewerbeanmeldungRoute("GET", "/{id}", "getGewerbeanmeldung"),
        summary: "Get a Gewerbeanmeldung",
        description:
          "The document with its data (`document`, keys named after the official form GewA 1, see the glossary), its `meta`, how complete each section is (`completeness`) and its Gewerbe (`gewerbe`: state and history of Ummeldungen and Abmeldung). Another user's or another organization's id answers 404 like a missing one.",
      })
      .input(documentIdInputSchema)
      .output(gewerbeanmeldungDetailSchema),
    create: oc
      .route({
        ...gewerbeanmeldungRoute("POST", "", "createGewerbeanmeldung"),
        successStatus: 201,
        summary: "Create a Gewerbeanmeldung",
        description:
          "Starts a draft (`entwurf`) in the key's organization from the home address (field 11, `wohnanschrift_11`) and the address of the business premises (field 15, `betriebsstaette_15`). Needs the write scope.",
      })
      .input(createGewerbeanmeldungSchema)
      .output(z.object({ documentId: z.string() })),
    /** Replaces a draft's data (every given field valid, missing ones allowed). */
    saveDraft: oc
      .route({
        ...gewerbeanmeldungRoute("PUT", "/{id}", "saveGewerbeanmeldungDraft"),
        summary: "Save a draft",
        description:
          "Replaces the draft's data with `document`: every given field must be valid, missing ones are allowed. `version` is the version you read; a newer one answers 409 with `data.reason` `version`, a completed document 409 with `data.reason` `locked`. Needs the write scope.",
      })
      .input(saveDraftInputSchema)
      .output(saveDraftOutputSchema),
    /** Entwurf → Vollständig; UNPROCESSABLE_CONTENT with data.missing and data.issues when incomplete. */
    complete: oc
      .route({
        ...gewerbeanmeldungRoute("POST", "/{id}/complete", "completeGewerbeanmeldung"),
        summary: "Complete (entwurf → vollstaendig)",
        description:
          "Marks a complete draft as `vollstaendig`; an incomplete one answers 422 with the missing sections in `data.missing` and the field messages in `data.issues`. Needs the write scope.",
      })
      .input(documentVersionInputSchema)
      .output(z.object({ meta: documentMetaSchema })),
    /** Vollständig → Entwurf, so it can be edited again. */
    reopen: oc
      .route({
        ...gewerbeanmeldungRoute("POST", "/{id}/reopen", "reopenGewerbeanmeldung"),
        summary: "Reopen (vollstaendig → entwurf)",
        description: "Makes a completed document a draft again, so it can be edited. Needs the write scope.",
      })
      .input(documentVersionInputSchema)
      .output(z.object({ meta: documentMetaSchema })),
    delete: oc
      .route({
        ...gewerbeanmeldungRoute("DELETE", "/{id}", "deleteGewerbeanmeldung"),
        summary: "Delete a Gewerbeanmeldung",
        description:
          "Deletes the document for good. One that Ummeldungen, an Abmeldung or a registration in another district follow answers 409 (`data.reason` `has_notices`) until they are deleted. Needs the write scope.",
      })
      .input(documentIdInputSchema)
      .output(z.object({ documentId: z.string() })),
    /**
     * After a move into another district (since 1.11.2025): a new Gewerbeanmeldung for the new
     * authority from a completed one, Grund 25 "Verlegung", the old Betriebsstätte as field 17.
     */
    relocate: oc
      .route({
        ...gewerbeanmeldungRoute("POST", "/{anmeldungId}/verlegung", "relocateGewerbeanmeldung"),
        successStatus: 201,
        summary: "Move to another district",
        description:
          "Since 1 November 2025 a business that moves into another district files only a Gewerbeanmeldung at the new authority (reason `verlegung`), which deregisters it at the old one. Starts that draft from a completed Gewerbeanmeldung: the same business, the old premises as field 17; enter the new premises (15), the start (20) and the staff (22). Once complete it closes the old Gewerbe. 409 `anmeldung_offen` or `exists` (with `data.documentId`). Needs the write scope.",
      })
      .input(fromAnmeldungInputSchema)
      .output(z.object({ documentId: z.string() })),
  },
  /** The Gewerbe-Ummeldung (GewA 2): a move within the district, a change or extension of the activity. */
  gewerbeummeldung: noticeContract(
    { name: "Gewerbeummeldung", form: "GewA 2", path: "gewerbeummeldungen", plural: "Gewerbeummeldungen" },
    {
      detail: ummeldungDetailSchema,
      list: listUmmeldungenOutputSchema,
      saveDraft: saveUmmeldungDraftInputSchema,
      create: {
        input: createUmmeldungInputSchema,
        description:
          " `grund_ummeldung_24` (optional): what changes, when already known; asked in the draft otherwise.",
      },
    },
  ),
  /** The Gewerbe-Abmeldung (GewA 3): closure, handover, change of legal form; it deregisters the Gewerbe. */
  gewerbeabmeldung: noticeContract(
    { name: "Gewerbeabmeldung", form: "GewA 3", path: "gewerbeabmeldungen", plural: "Gewerbeabmeldungen" },
    {
      detail: abmeldungDetailSchema,
      list: listAbmeldungenOutputSchema,
      saveDraft: saveAbmeldungDraftInputSchema,
      create: { input: fromAnmeldungInputSchema, description: "" },
    },
  ),
};
