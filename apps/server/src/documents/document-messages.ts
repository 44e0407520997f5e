import { m } from "@app/i18n/messages";
/**
 * The server's German answers for the Gewerbeanmeldung procedures and the PDF download: the form's
 * rules answer in German in both languages, like the official form GewA 1 they belong to (the public
 * API documents "German for form rules"); only the sign-in answer follows the request's language.
 */
export const documentMessages = {
  versionKonflikt:
    "Die Gewerbeanmeldung wurde inzwischen an anderer Stelle geändert. Bitte laden Sie sie neu, bevor Sie weiter bearbeiten.",
  abgeschlossen: "Die Gewerbeanmeldung ist vollständig und abgeschlossen. Öffnen Sie sie erneut, um sie zu bearbeiten.",
  unvollstaendig: (sections: string[]) =>
    `Die Gewerbeanmeldung ist noch nicht vollständig. Es fehlen Angaben in: ${sections.join(", ")}.`,
  pdfUnvollstaendig: (sections: string[]) =>
    `Die PDF-Datei gibt es erst, wenn die Gewerbeanmeldung vollständig ist. Es fehlen Angaben in: ${sections.join(", ")}.`,
  pdfNichtAbgeschlossen:
    "Die PDF-Datei gibt es erst, wenn die Gewerbeanmeldung vollständig ist. Bitte schließen Sie die Gewerbeanmeldung ab.",
  pdfFehler: "Die PDF-Datei konnte nicht erstellt werden.",
  get nichtAngemeldet() {
    return m.error_signed_in_required();
  },
};
