import { z } from "zod";
import { DOCUMENT_STATUSES } from "./completeness";
import {
  type AbmeldungData,
  abmeldungDraftSchema,
  type GewerbeanmeldungData,
  gewerbeanmeldungDraftSchema,
  type UmmeldungData,
  ummeldungDraftSchema,
  ummeldungFields,
} from "./data-schema";
import { describeCharacter } from "./din91379";
import { DOCUMENT_KIND_NAMES, DOCUMENT_KINDS, type DocumentKind } from "./document-title";
import { gewerbeSchema } from "./gewerbe";

/** What the RPC procedures answer about a stored document. */

export const documentMetaSchema = z.object({
  id: z.string(),
  /** The form: gewerbeanmeldung (GewA 1), gewerbeummeldung (GewA 2), gewerbeabmeldung (GewA 3). */
  kind: z.enum(DOCUMENT_KINDS),
  /**
   * The Gewerbeanmeldung this document follows: the one a notice changes or closes, or for a
   * Gewerbeanmeldung after a move into another district the one of the former place. Null otherwise.
   */
  anmeldung_id: z.string().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Increases with every change; `saveDraft`, `complete` and `reopen` expect the version they read. */
  version: z.number().int(),
  /** When the document became 'Vollständig': the form's Datum (GewA 1 field 32, GewA 2–3 field 29). Null for a draft. */
  completed_at: z.date().nullable(),
  /** Geschäftsbezeichnung (3), else the registered name (1); null when neither is given. */
  business_name: z.string().nullable(),
});
export type DocumentMeta = z.infer<typeof documentMetaSchema>;

/**
 * The stored data (schema_version 2, upgraded on read). Not re-validated on the way out: the server
 * validated it when it was saved, and date rules relative to today must not fail old documents.
 */
const stored = <D>() =>
  z.custom<D>(
    (value) =>
      typeof value === "object" && value !== null && "wohnanschrift_11" in value && "betriebsstaette_15" in value,
  );
export const storedGewerbeanmeldungSchema = stored<GewerbeanmeldungData>();
export const storedUmmeldungSchema = stored<UmmeldungData>();
export const storedAbmeldungSchema = stored<AbmeldungData>();

export const gewerbeanmeldungDocumentSchema = z.object({
  meta: documentMetaSchema,
  document: storedGewerbeanmeldungSchema,
});
export type GewerbeanmeldungDocument = z.infer<typeof gewerbeanmeldungDocumentSchema>;
export const ummeldungDocumentSchema = z.object({ meta: documentMetaSchema, document: storedUmmeldungSchema });
export type UmmeldungDocument = z.infer<typeof ummeldungDocumentSchema>;
export const abmeldungDocumentSchema = z.object({ meta: documentMetaSchema, document: storedAbmeldungSchema });
export type AbmeldungDocument = z.infer<typeof abmeldungDocumentSchema>;
/** A stored document of any of the three forms. */
export type AnyDocument = GewerbeanmeldungDocument | UmmeldungDocument | AbmeldungDocument;

const issueSchema = z.object({ path: z.string(), message: z.string() });

export const completenessSchema = z.object({
  complete: z.boolean(),
  completeSections: z.number().int(),
  totalSections: z.number().int(),
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      applicable: z.boolean(),
      complete: z.boolean(),
      issues: z.array(issueSchema),
    }),
  ),
  /** Hints that do not stop completion (e.g. an Abmeldung more than four weeks late). */
  warnings: z.array(issueSchema),
});
export type Completeness = z.infer<typeof completenessSchema>;

/** One document with how complete it is and the Gewerbe it belongs to (with its history). */
export const gewerbeanmeldungDetailSchema = gewerbeanmeldungDocumentSchema.extend({
  completeness: completenessSchema,
  gewerbe: gewerbeSchema,
});
export const ummeldungDetailSchema = ummeldungDocumentSchema.extend({
  completeness: completenessSchema,
  gewerbe: gewerbeSchema,
});
export const abmeldungDetailSchema = abmeldungDocumentSchema.extend({
  completeness: completenessSchema,
  gewerbe: gewerbeSchema,
});

export const DOCUMENTS_PAGE_SIZE = 20;
export const SEARCH_MAX = 100;

const searchMessages = {
  zuLang: `Der Suchbegriff ist zu lang (höchstens ${SEARCH_MAX} Zeichen)`,
  zeichen: (chars: string) => `Der Suchbegriff enthält nicht erlaubte Zeichen: ${chars}`,
  status: "Unbekannter Status",
};

export const listDocumentsInputSchema = z.object({
  /** Opaque cursor from the previous page's `nextCursor` (send the same query and status again). */
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(100).optional(),
  /** Words that must all occur in the business name (1, 3), the Ort of the Betriebsstätte or the Tätigkeit. */
  query: z
    .string()
    .trim()
    .max(SEARCH_MAX, { error: searchMessages.zuLang })
    .superRefine((value, ctx) => {
      const bad = [...new Set([...value].filter((c) => /[\p{Cc}\p{Cs}]/u.test(c)))];
      if (bad.length)
        ctx.addIssue({ code: "custom", message: searchMessages.zeichen(bad.map(describeCharacter).join(", ")) });
    })
    .optional(),
  status: z.enum(DOCUMENT_STATUSES, { error: searchMessages.status }).optional(),
});
export type ListDocumentsInput = z.input<typeof listDocumentsInputSchema>;

/** A page of one form's documents, each with its Gewerbe (the history the list shows under a row). */
const nextCursor = z.string().nullable();
export const listDocumentsOutputSchema = z.object({
  documents: z.array(gewerbeanmeldungDocumentSchema.extend({ gewerbe: gewerbeSchema })),
  nextCursor,
});
export const listUmmeldungenOutputSchema = z.object({
  documents: z.array(ummeldungDocumentSchema.extend({ gewerbe: gewerbeSchema })),
  nextCursor,
});
export const listAbmeldungenOutputSchema = z.object({
  documents: z.array(abmeldungDocumentSchema.extend({ gewerbe: gewerbeSchema })),
  nextCursor,
});

const idSchema = z.string().min(1).max(100);
const versionSchema = z.number({ error: "Ungültige Version" }).int({ error: "Ungültige Version" }).min(1, {
  error: "Ungültige Version",
});

export const saveDraftInputSchema = z.object({
  id: idSchema,
  version: versionSchema,
  document: gewerbeanmeldungDraftSchema,
});
export const saveUmmeldungDraftInputSchema = z.object({
  id: idSchema,
  version: versionSchema,
  document: ummeldungDraftSchema,
});
export const saveAbmeldungDraftInputSchema = z.object({
  id: idSchema,
  version: versionSchema,
  document: abmeldungDraftSchema,
});
/** A notice, or a registration in another district, starts from a completed Gewerbeanmeldung. */
export const fromAnmeldungInputSchema = z.object({ anmeldungId: idSchema });
/** An Ummeldung also takes what changes (field 24), when that was asked before it was started. */
export const createUmmeldungInputSchema = fromAnmeldungInputSchema.extend({
  grund_ummeldung_24: ummeldungFields.grund_ummeldung_24,
});
export const saveDraftOutputSchema = z.object({ meta: documentMetaSchema, completeness: completenessSchema });
export const documentVersionInputSchema = z.object({ id: idSchema, version: versionSchema });
export const documentIdInputSchema = z.object({ id: idSchema });

/** Geschäftsbezeichnung (3), else the registered name (1). */
export function businessName(data: Partial<GewerbeanmeldungData>): string | null {
  return data.geschaeftsbezeichnung_3 ?? data.name_1 ?? null;
}

/** The PDF's file name: Gewerbeanmeldung-<first 8 of id>.pdf (Gewerbeummeldung-…, Gewerbeabmeldung-…). */
export function pdfFileName(id: string, kind: DocumentKind = "gewerbeanmeldung"): string {
  return `${DOCUMENT_KIND_NAMES[kind].name}-${id.slice(0, 8)}.pdf`;
}

/** Created date in German format (locale de-DE, docs/product.md#document-list). */
export function formatGermanDate(date: Date): string {
  return new Intl.DateTimeFormat("de-DE", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(date);
}
