import { MIN_AGE } from "./limits";

/**
 * German messages of the complete form's rules. The quick create's messages (SPEC §5) stay in
 * `gewerbeMessages`; `{label} ist erforderlich` is reused from there for every required field.
 */
export const formMessages = {
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
} as const;
