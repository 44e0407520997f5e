/**
 * The fields of the official GewA 1 (Anlage 1 GewAnzV) as this product keys them: `<name>_<nr>`, the
 * number being the field's number on the form (GEWA1.md; decision 010 for the inferred ones). Keys
 * without a number are this product's own: `rechtsform` decides which numbered fields apply,
 * `kontakt_*` hold the optional contact details printed with fields 11 and 15, and
 * `weitere_personen` are the further managing partners or legal representatives (the paper form's
 * supplementary sheets), each with the person fields 4–11 and 30–31.
 */

import { SECTION_IDS, type SectionId } from "./section-ids";

export { SECTION_IDS, type SectionId };

/** The form's steps, in order; `fields` are the top-level keys each step edits. */
export const SECTIONS: Record<SectionId, { title: string; fields: readonly string[] }> = {
  unternehmen: { title: "Unternehmen", fields: ["rechtsform", "name_1", "register_2", "geschaeftsbezeichnung_3"] },
  person: {
    title: "Angaben zur Person",
    fields: [
      "name_4",
      "vornamen_5",
      "geschlecht_6",
      "geburtsname_7",
      "geburtsdatum_8",
      "geburtsort_9",
      "staatsangehoerigkeit_10",
      "aufenthaltstitel_30",
      "auflagen_31",
    ],
  },
  wohnanschrift: { title: "Wohnanschrift", fields: ["wohnanschrift_11", "kontakt_11"] },
  vertretung: {
    title: "Gesellschafter und Vertretung",
    fields: ["zahl_gesellschafter_12", "oeffentliche_hand_13", "vertretungsberechtigte_14", "weitere_personen"],
  },
  betriebsstaette: {
    title: "Betriebsstätte",
    fields: ["betriebsstaette_15", "kontakt_15", "anmeldung_fuer_23", "hauptniederlassung_16"],
  },
  taetigkeit: {
    title: "Tätigkeit",
    fields: [
      "taetigkeit_18",
      "nebenerwerb_19",
      "beginn_20",
      "betriebsart_21",
      "beschaeftigte_22",
      "automaten_reise_24",
    ],
  },
  anlass: { title: "Grund der Anmeldung", fields: ["grund_25", "fruehere_betriebsstaette_17", "frueherer_name_26"] },
  erlaubnisse: { title: "Erlaubnisse und Handwerk", fields: ["erlaubnis_28", "handwerk_29"] },
};

export interface FieldInfo {
  /** Number on the official form; absent for this product's own keys. */
  nr?: number;
  /** The form's label, as printed on the PDF. */
  label: string;
  /** Short name used in messages ("{kurz} ist erforderlich"). */
  kurz: string;
}

export const FIELDS = {
  rechtsform: { label: "Rechtsform", kurz: "Rechtsform" },
  name_1: {
    nr: 1,
    label: "Im Register eingetragener Name mit Rechtsform (bei GbR: Angaben zu den weiteren Gesellschaftern)",
    kurz: "Name im Register",
  },
  register_2: { nr: 2, label: "Ort und Nummer des Registereintrags", kurz: "Registereintrag" },
  geschaeftsbezeichnung_3: { nr: 3, label: "Geschäftsbezeichnung", kurz: "Geschäftsbezeichnung" },
  name_4: { nr: 4, label: "Name", kurz: "Name" },
  vornamen_5: { nr: 5, label: "Vornamen", kurz: "Vornamen" },
  geschlecht_6: { nr: 6, label: "Geschlecht", kurz: "Geschlecht" },
  geburtsname_7: { nr: 7, label: "Geburtsname (nur wenn abweichend)", kurz: "Geburtsname" },
  geburtsdatum_8: { nr: 8, label: "Geburtsdatum", kurz: "Geburtsdatum" },
  geburtsort_9: { nr: 9, label: "Geburtsort und -land", kurz: "Geburtsort" },
  staatsangehoerigkeit_10: { nr: 10, label: "Staatsangehörigkeit(en)", kurz: "Staatsangehörigkeit" },
  wohnanschrift_11: { nr: 11, label: "Anschrift der Wohnung", kurz: "Wohnanschrift" },
  kontakt_11: { label: "Telefon, Telefax, E-Mail, Website (Wohnung)", kurz: "Kontakt" },
  zahl_gesellschafter_12: {
    nr: 12,
    label: "Zahl der geschäftsführenden Gesellschafter / gesetzlichen Vertreter",
    kurz: "Zahl der Gesellschafter / Vertreter",
  },
  oeffentliche_hand_13: {
    nr: 13,
    label: "Beteiligung der öffentlichen Hand",
    kurz: "Beteiligung der öffentlichen Hand",
  },
  vertretungsberechtigte_14: {
    nr: 14,
    label: "Vertretungsberechtigte Person / Betriebsleiter",
    kurz: "Vertretungsberechtigte Person",
  },
  betriebsstaette_15: { nr: 15, label: "Anschrift der Betriebsstätte", kurz: "Betriebsstätte" },
  kontakt_15: { label: "Telefon, Telefax, E-Mail, Website (Betriebsstätte)", kurz: "Kontakt" },
  hauptniederlassung_16: { nr: 16, label: "Anschrift der Hauptniederlassung", kurz: "Hauptniederlassung" },
  fruehere_betriebsstaette_17: { nr: 17, label: "Frühere Betriebsstätte", kurz: "Frühere Betriebsstätte" },
  taetigkeit_18: {
    nr: 18,
    label: "Angemeldete Tätigkeit (bitte genau angeben)",
    kurz: "Tätigkeit",
  },
  nebenerwerb_19: { nr: 19, label: "Wird die Tätigkeit (vorerst) im Nebenerwerb betrieben?", kurz: "Nebenerwerb" },
  beginn_20: { nr: 20, label: "Beginn der angemeldeten Tätigkeit", kurz: "Beginn der Tätigkeit" },
  betriebsart_21: { nr: 21, label: "Art des angemeldeten Betriebes", kurz: "Art des Betriebes" },
  beschaeftigte_22: {
    nr: 22,
    label: "Zahl der bei Geschäftsaufnahme tätigen Personen (ohne Inhaber)",
    kurz: "Zahl der tätigen Personen",
  },
  anmeldung_fuer_23: { nr: 23, label: "Die Anmeldung wird erstattet für", kurz: "Anmeldung für" },
  automaten_reise_24: {
    nr: 24,
    label: "Automatenaufstellungsgewerbe / Reisegewerbe",
    kurz: "Automaten / Reisegewerbe",
  },
  grund_25: { nr: 25, label: "Grund der Anmeldung", kurz: "Grund der Anmeldung" },
  frueherer_name_26: {
    nr: 26,
    label: "Name des früheren Gewerbetreibenden oder frühere Firmenbezeichnung",
    kurz: "Früherer Name",
  },
  erlaubnis_28: {
    nr: 28,
    label: "Ist für die Tätigkeit eine Erlaubnis erforderlich? (Art, Datum, erteilende Behörde)",
    kurz: "Erlaubnis",
  },
  handwerk_29: {
    nr: 29,
    label: "Handwerkskarte / Eintragung in die Handwerksrolle (Handwerkskammer, Datum)",
    kurz: "Handwerksrolle",
  },
  aufenthaltstitel_30: {
    nr: 30,
    label: "Liegt ein Aufenthaltstitel vor? (erteilende Behörde, Datum)",
    kurz: "Aufenthaltstitel",
  },
  auflagen_31: {
    nr: 31,
    label: "Enthält der Aufenthaltstitel eine Auflage oder Beschränkung?",
    kurz: "Auflagen",
  },
  weitere_personen: { label: "Weitere Gesellschafter / gesetzliche Vertreter", kurz: "Weitere Personen" },
} as const satisfies Record<string, FieldInfo>;

export type FieldKey = keyof typeof FIELDS;

/** Field 32 (Datum) is the day the document was completed; 33 (Unterschrift) is paper only. */
export const FIELD_32 = { nr: 32, label: "Datum" } as const;
export const FIELD_33 = { nr: 33, label: "Unterschrift" } as const;

/** The person fields, which the main person has at the top level and each further person again. */
export const PERSON_FIELDS = [
  "name_4",
  "vornamen_5",
  "geschlecht_6",
  "geburtsname_7",
  "geburtsdatum_8",
  "geburtsort_9",
  "staatsangehoerigkeit_10",
  "wohnanschrift_11",
  "kontakt_11",
  "aufenthaltstitel_30",
  "auflagen_31",
] as const;
export type PersonFieldKey = (typeof PERSON_FIELDS)[number];

export function sectionOfField(key: string): SectionId | undefined {
  return SECTION_IDS.find((id) => SECTIONS[id].fields.includes(key));
}
