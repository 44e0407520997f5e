import { MELDUNG_MAX_DAYS_AHEAD, MELDUNG_MAX_YEARS_BACK, MIN_AGE } from "./limits";

/**
 * Every German message of the Gewerbeanmeldung's rules, in one table: the quick create's (docs/product.md#addresses,
 * quoted exactly) and the complete form's. `{label} ist erforderlich` is used for every required
 * field; labels come from the field registry (registry/).
 */
export const gewerbeMessages = {
  // The quick create and the document screens (docs/product.md#addresses).
  strasseUngueltig: "Bitte geben Sie eine gültige Straße ein",
  strasseZuLang: "Straßenname ist zu lang",
  hausnummerFehlt: "Bitte geben Sie eine Hausnummer ein",
  hausnummerZuLang: "Hausnummer ist zu lang",
  hausnummerFormat: "Hausnummer muss mit einer Zahl beginnen (z.B. 15, 7a, 3-5, 10/12)",
  adresszusatzZuLang: "Adresszusatz ist zu lang",
  plzFormat: "PLZ muss genau 5 Ziffern haben",
  ortUngueltig: "Bitte geben Sie einen gültigen Ort ein",
  ortZuLang: "Ortsname ist zu lang",
  erforderlich: (label: string) => `${label} ist erforderlich`,
  geschaeftsnameUngueltig: "Bitte geben Sie einen gültigen Geschäftsnamen ein",
  geschaeftsnameZuLang: "Geschäftsname ist zu lang",
  geschaeftsnameZeichen: "Geschäftsname darf keine < oder > enthalten",
  stadtUngueltig: "Bitte geben Sie eine gültige Stadt ein",
  stadtZuLang: "Stadtname ist zu lang",
  stadtZeichen: "Stadt darf nur Buchstaben, Leerzeichen und Bindestriche enthalten",
  erstellt: "Gewerbeanmeldung erfolgreich erstellt",
  uebermittelt: "Ihre Gewerbeanmeldung wurde erfolgreich übermittelt.",
  einreichenFehler: "Es ist ein Fehler beim Einreichen aufgetreten.",
  ladenFehler: "Fehler beim Laden des Dokuments",
  nichtGefunden: "Dokument nicht gefunden",
  unbekannterFehler: "Ein unbekannter Fehler ist aufgetreten",
  // The complete form.
  zuLang: (label: string, max: number) => `${label} ist zu lang (höchstens ${max} Zeichen)`,
  zuKurz: (label: string, min: number) => `${label} ist zu kurz (mindestens ${min} Zeichen)`,
  zeichen: (label: string, chars: string) => `${label} enthält nicht erlaubte Zeichen: ${chars}`,
  auswahl: (label: string) => `Bitte wählen Sie: ${label}`,
  jaNein: (label: string) => `Bitte wählen Sie Ja oder Nein: ${label}`,
  datumUngueltig: "Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ)",
  geburtsdatumZukunft: "Das Geburtsdatum muss in der Vergangenheit liegen",
  geburtsdatumZuAlt: "Bitte prüfen Sie das Geburtsdatum",
  mindestalter: `Die Person muss mindestens ${MIN_AGE} Jahre alt sein`,
  beginnZuFern: "Der Beginn darf höchstens ein Jahr in der Zukunft liegen",
  beginnZuAlt: "Der Beginn darf höchstens fünf Jahre zurückliegen",
  datumZukunft: "Das Datum darf nicht in der Zukunft liegen",
  datumZuAlt: "Bitte prüfen Sie das Datum",
  staatUnbekannt: "Bitte wählen Sie einen Staat aus der Liste",
  staatDoppelt: "Jede Staatsangehörigkeit bitte nur einmal angeben",
  staatenZuViele: "Bitte höchstens 5 Staatsangehörigkeiten angeben",
  staatenlosAllein: "„staatenlos“ kann nicht mit einer Staatsangehörigkeit kombiniert werden",
  ganzeZahl: (min: number, max: number) =>
    `Bitte geben Sie eine ganze Zahl von ${min} bis ${max.toLocaleString("de-DE")} ein`,
  betriebsartDoppelt: "Jede Betriebsart bitte nur einmal wählen",
  registernummer: "Die Registernummer beginnt mit Ziffern (z.B. 12345 oder 12345 B)",
  registerartPasstNicht: (erwartet: string) => `Die Registerart passt nicht zur Rechtsform (erwartet: ${erwartet})`,
  telefon: "Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen, + - / ( ))",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  website: "Bitte geben Sie eine gültige Internetadresse ein (z.B. www.beispiel.de)",
  personenFehlen: (anzahl: number) =>
    anzahl === 1
      ? "Es fehlen die Angaben zu 1 weiteren Person (siehe Zahl der Gesellschafter / Vertreter)"
      : `Es fehlen die Angaben zu ${anzahl} weiteren Personen (siehe Zahl der Gesellschafter / Vertreter)`,
  personenZuViele: "Es sind mehr Personen angegeben, als die Zahl der Gesellschafter / Vertreter nennt",
  personenMaximum: "Bitte höchstens 49 weitere Personen angeben",
  // Moves (GewA 1 25 and GewA 2 24 "Verlegung", GewA 3 17).
  neueBetriebsstaette:
    "Bitte geben Sie die neue Anschrift der Betriebsstätte ein: Sie ist noch dieselbe wie die frühere Betriebsstätte",
  kuenftigeBetriebsstaette: "Die künftige Betriebsstätte ist noch dieselbe wie die bisherige Betriebsstätte",
  // Ummeldung (GewA 2) and Abmeldung (GewA 3).
  neueTaetigkeit:
    "Bitte beschreiben Sie die Tätigkeit nach der Änderung: Sie ist noch dieselbe wie die Tätigkeit vor der Änderung",
  grundDoppelt: "Jeden Grund bitte nur einmal wählen",
  meldungZuFern: `Das Datum darf höchstens ${MELDUNG_MAX_DAYS_AHEAD} Tage in der Zukunft liegen`,
  meldungZuAlt: `Das Datum darf höchstens ${MELDUNG_MAX_YEARS_BACK} Jahre zurückliegen`,
  vorBeginn: (beginn: string) => `Das Datum darf nicht vor dem Beginn des Gewerbes (${beginn}) liegen`,
  aenderungVerspaetet:
    "Die Änderung liegt mehr als vier Wochen zurück. Die Ummeldung ist trotzdem nötig: Reichen Sie sie bitte bald ein.",
  aufgabeVerspaetet:
    "Die Betriebsaufgabe liegt mehr als vier Wochen zurück. Die Abmeldung ist trotzdem nötig: Reichen Sie sie bitte bald ein.",
  verlegungAndererBezirk:
    "Seit dem 1. November 2025 genügt bei einer Verlegung in einen anderen Meldebezirk eine Gewerbeanmeldung bei der neuen Behörde (Grund „Wiedereröffnung nach Verlegung aus einem anderen Meldebezirk“); die bisherige Behörde meldet den Betrieb dann selbst ab.",
} as const;
