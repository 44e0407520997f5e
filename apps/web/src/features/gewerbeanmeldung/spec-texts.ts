/**
 * Texts of the Gewerbeanmeldung screens that are fixed word for word, in German
 * (docs/product.md#document-list, docs/product.md#quick-create, docs/product.md#document-detail). Every other text of the buttons and
 * the shell around the official form comes from the catalogue (web/gewerbeanmeldung.*.json, gewa_*) and follows
 * the page's language.
 */
export const SPEC_TEXTS = {
  listTitle: "Gewerbeanmeldungen",
  listSubtitle: "Verwalten Sie Ihre Gewerbeanmeldungen",
  loadingDocuments: "Lade Dokumente...",
  newDocument: "Neue Gewerbeanmeldung",
  emptyTitle: "Keine Gewerbeanmeldungen",
  emptyText: "Sie haben noch keine Gewerbeanmeldungen erstellt",
  createFirst: "Erste Gewerbeanmeldung erstellen",
  createTitle: "Gewerbeanmeldung",
  submit: "Absenden",
  submitting: "Wird gesendet...",
  loadingDocument: "Lade Dokument...",
  backToList: "Zurück zur Übersicht",
  downloadPdf: "PDF herunterladen",
  show: "Anzeigen",
} as const;
