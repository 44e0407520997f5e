// Without zod: the document page's title is set by the router, which is on the first page (decision 022).

/**
 * The three forms in a Gewerbe's life (decision 034): the Anmeldung (GewA 1, Anlage 1 GewAnzV), the
 * Ummeldung (GewA 2, Anlage 2) and the Abmeldung (GewA 3, Anlage 3). `document.type` holds the kind.
 */
export const DOCUMENT_KINDS = ["gewerbeanmeldung", "gewerbeummeldung", "gewerbeabmeldung"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** The notices that follow an Anmeldung. */
export type NoticeKind = Exclude<DocumentKind, "gewerbeanmeldung">;

/** What a document of each kind is called, and its official form (German in both languages). */
export const DOCUMENT_KIND_NAMES: Record<DocumentKind, { name: string; plural: string; form: string; annex: string }> =
  {
    gewerbeanmeldung: {
      name: "Gewerbeanmeldung",
      plural: "Gewerbeanmeldungen",
      form: "Gewerbe-Anmeldung",
      annex: "GewA 1",
    },
    gewerbeummeldung: {
      name: "Gewerbeummeldung",
      plural: "Gewerbeummeldungen",
      form: "Gewerbe-Ummeldung",
      annex: "GewA 2",
    },
    gewerbeabmeldung: {
      name: "Gewerbeabmeldung",
      plural: "Gewerbeabmeldungen",
      form: "Gewerbe-Abmeldung",
      annex: "GewA 3",
    },
  };

export function isDocumentKind(value: unknown): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly unknown[]).includes(value);
}

/** "Gewerbeanmeldung #" plus the first 8 characters of the id (docs/product.md#document-list); the notices alike. */
export function documentTitle(id: string, kind: DocumentKind = "gewerbeanmeldung"): string {
  return `${DOCUMENT_KIND_NAMES[kind].name} #${id.slice(0, 8)}`;
}
