import { z } from "zod";
import { DOCUMENT_STATUSES } from "./completeness";
import type { GewerbeanmeldungData } from "./data-schema";
import { gewerbeanmeldungDraftSchema } from "./data-schema";
import { describeCharacter } from "./din91379";

/** What the RPC procedures answer about a stored document. */

export const documentMetaSchema = z.object({
  id: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Increases with every change; `saveDraft`, `complete` and `reopen` expect the version they read. */
  version: z.number().int(),
  /** When the document became 'Vollständig': field 32 (Datum) of the form. Null for a draft. */
  completed_at: z.date().nullable(),
  /** Geschäftsbezeichnung (3), else the registered name (1); null when neither is given. */
  business_name: z.string().nullable(),
});
export type DocumentMeta = z.infer<typeof documentMetaSchema>;

/**
 * The stored data (schema_version 2, upgraded on read). Not re-validated on the way out: the server
 * validated it when it was saved, and date rules relative to today must not fail old documents.
 */
export const storedGewerbeanmeldungSchema = z.custom<GewerbeanmeldungData>(
  (value) =>
    typeof value === "object" && value !== null && "wohnanschrift_11" in value && "betriebsstaette_15" in value,
);

export const gewerbeanmeldungDocumentSchema = z.object({
  meta: documentMetaSchema,
  document: storedGewerbeanmeldungSchema,
});
export type GewerbeanmeldungDocument = z.infer<typeof gewerbeanmeldungDocumentSchema>;

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
});
export type Completeness = z.infer<typeof completenessSchema>;

export const gewerbeanmeldungDetailSchema = gewerbeanmeldungDocumentSchema.extend({ completeness: completenessSchema });

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

export const listDocumentsOutputSchema = z.object({
  documents: z.array(gewerbeanmeldungDocumentSchema),
  nextCursor: z.string().nullable(),
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
export const saveDraftOutputSchema = z.object({ meta: documentMetaSchema, completeness: completenessSchema });
export const documentVersionInputSchema = z.object({ id: idSchema, version: versionSchema });
export const documentIdInputSchema = z.object({ id: idSchema });

/** Geschäftsbezeichnung (3), else the registered name (1). */
export function businessName(data: Partial<GewerbeanmeldungData>): string | null {
  return data.geschaeftsbezeichnung_3 ?? data.name_1 ?? null;
}

/** The PDF's file name: Gewerbeanmeldung-<first 8 of id>.pdf */
export function pdfFileName(id: string): string {
  return `Gewerbeanmeldung-${id.slice(0, 8)}.pdf`;
}

/** Created date in German format (SPEC §2: locale de-DE). */
export function formatGermanDate(date: Date): string {
  return new Intl.DateTimeFormat("de-DE", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(date);
}
