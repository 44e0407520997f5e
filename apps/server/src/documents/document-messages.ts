import { DOCUMENT_KIND_NAMES, type DocumentKind } from "@app/domain";
import { m } from "@app/i18n/messages";

const name = (kind: DocumentKind) => DOCUMENT_KIND_NAMES[kind].name;

/**
 * The server's German answers for the document procedures and the PDF download: the forms' rules
 * answer in German in both languages, like the official forms GewA 1–3 they belong to; only the
 * sign-in answer follows the request's language. Each names the document's form ("Die
 * Gewerbeanmeldung …", "Die Gewerbeummeldung …", "Die Gewerbeabmeldung …").
 */
export const documentMessages = {
  versionKonflikt: (kind: DocumentKind) =>
    `Die ${name(kind)} wurde inzwischen an anderer Stelle geändert. Bitte laden Sie sie neu, bevor Sie weiter bearbeiten.`,
  abgeschlossen: (kind: DocumentKind) =>
    `Die ${name(kind)} ist vollständig und abgeschlossen. Öffnen Sie sie erneut, um sie zu bearbeiten.`,
  unvollstaendig: (kind: DocumentKind, sections: string[]) =>
    `Die ${name(kind)} ist noch nicht vollständig. Es fehlen Angaben in: ${sections.join(", ")}.`,
  pdfUnvollstaendig: (kind: DocumentKind, sections: string[]) =>
    `Die PDF-Datei gibt es erst, wenn die ${name(kind)} vollständig ist. Es fehlen Angaben in: ${sections.join(", ")}.`,
  pdfNichtAbgeschlossen: (kind: DocumentKind) =>
    `Die PDF-Datei gibt es erst, wenn die ${name(kind)} vollständig ist. Bitte schließen Sie die ${name(kind)} ab.`,
  pdfFehler: "Die PDF-Datei konnte nicht erstellt werden.",
  // A Gewerbe's notices (decision 034).
  anmeldungOffen:
    "Ummeldung, Abmeldung und Verlegung gibt es erst zu einer vollständigen Gewerbeanmeldung. Bitte schließen Sie die Gewerbeanmeldung zuerst ab.",
  abgemeldet: "Das Gewerbe ist abgemeldet: Dazu gibt es keine weitere Ummeldung, Abmeldung oder Verlegung.",
  abmeldungVorhanden: "Zu diesem Gewerbe gibt es schon eine Gewerbeabmeldung.",
  verlegungVorhanden: "Zu diesem Gewerbe gibt es schon eine Gewerbeanmeldung für den neuen Meldebezirk.",
  hatFolgemeldungen:
    "Zu dieser Gewerbeanmeldung gibt es Folgemeldungen (Ummeldung, Abmeldung oder Anmeldung am neuen Ort). Bitte löschen Sie zuerst diese.",
  nachAbmeldung: (kind: DocumentKind) =>
    `Das Gewerbe ist inzwischen abgemeldet: Diese ${name(kind)} lässt sich nicht mehr abschließen.`,
  get nichtAngemeldet() {
    return m.error_signed_in_required();
  },
};
