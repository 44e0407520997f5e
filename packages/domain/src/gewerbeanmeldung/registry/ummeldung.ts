import { gewerbeMessages } from "../messages";
import { UMMELDUNG_GRUENDE, UMMELDUNG_GRUENDE_TAETIGKEIT } from "../options";
import { anlass } from "./anlass";
import { betriebsstaette } from "./betriebsstaette";
import { type FieldEntry, onForm, type PersonFieldEntry, when } from "./entry";
import { erlaubnisse } from "./erlaubnisse";
import { personSchemaOf } from "./further-person";
import { meldungsdatum, nichtVorBeginn, optionalChoices, sameText, verspaetet } from "./meldung";
import { personBase, residence } from "./person";
import { printChoices, printDate, printText } from "./print";
import { taetigkeit } from "./taetigkeit";
import { unternehmen } from "./unternehmen";
import { vertretung, weiterePersonen } from "./vertretung";
import { wohnanschrift } from "./wohnanschrift";

/**
 * The Gewerbe-Ummeldung (GewA 2, Anlage 2 GewAnzV), decision 034: fields 1–16 are the
 * GewA 1's entries; a field with the GewA 1's number and content keeps its key (18, 23, relabelled
 * where the form words it otherwise); one under another number has its own key, its entry the GewA
 * 1's (25 ← 28, 26 ← 29, 27–28 ← 30–31). Its own: 19 and 21. The 2019 form numbers 20 "Sonstige
 * Gründe", 22 the staff and 24 the Reisegewerbe: the Nebenerwerb, the Art des Betriebes and the
 * Grund der Ummeldung asked here carry no number of the form (their keys keep the old names: stored
 * documents hold them).
 */

/** The person fields: 4–11 and the residence title as 27–28. */
const ummeldungPerson = {
  ...personBase,
  aufenthaltstitel_27: onForm(residence.aufenthaltstitel_30, { nr: 27 }),
  auflagen_28: onForm(residence.auflagen_31, { nr: 28 }),
} satisfies Record<string, PersonFieldEntry>;

export const ummeldungPersonSchema = personSchemaOf({ ...ummeldungPerson, ...wohnanschrift });

/** Step "Grund der Ummeldung": what changes and when; the former Betriebsstätte of a move. */
const aenderung = {
  grund_ummeldung_24: {
    nr: null,
    label: "Grund der Ummeldung",
    kurz: "Grund der Ummeldung",
    step: "anlass",
    scope: "document",
    schema: (kurz) => optionalChoices(kurz, UMMELDUNG_GRUENDE, gewerbeMessages.grundDoppelt),
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printChoices(UMMELDUNG_GRUENDE) },
  },
  datum_aenderung_21: {
    nr: 21,
    label: "Datum der Änderung",
    kurz: "Datum der Änderung",
    step: "anlass",
    scope: "document",
    schema: meldungsdatum,
    appliesWhen: () => "required",
    required: { ask: "erforderlich", check: nichtVorBeginn },
    warn: verspaetet(gewerbeMessages.aenderungVerspaetet),
    pdf: { box: true, print: printDate },
  },
  fruehere_betriebsstaette_17: anlass.fruehere_betriebsstaette_17,
} satisfies Record<string, FieldEntry>;

/** Step "Tätigkeit": the activity before and after the change (the whole new one), 20 and 22. */
const taetigkeitUm = {
  taetigkeit_18: onForm(taetigkeit.taetigkeit_18, {
    label: "Tätigkeit vor der Änderung (bisher angemeldete Tätigkeit)",
    kurz: "Tätigkeit vor der Änderung",
  }),
  taetigkeit_neu_19: {
    nr: 19,
    label: "Tätigkeit nach der Änderung (die gesamte künftige Tätigkeit, bitte genau angeben)",
    kurz: "Tätigkeit nach der Änderung",
    step: "taetigkeit",
    scope: "document",
    schema: taetigkeit.taetigkeit_18.schema,
    appliesWhen: ({ gruende }) =>
      when(gruende !== undefined, gruende?.some((g) => UMMELDUNG_GRUENDE_TAETIGKEIT.has(g)) ?? false),
    required: {
      ask: "erforderlich",
      check: (neu: string | undefined, { answers }) =>
        sameText(neu, answers.taetigkeit_18) ? [{ part: "", message: gewerbeMessages.neueTaetigkeit }] : [],
    },
    pdf: { box: true, minLines: 2, print: printText },
  },
  nebenerwerb_20: onForm(taetigkeit.nebenerwerb_19, {
    nr: null,
    label: "Wird die Tätigkeit (nach der Änderung) im Nebenerwerb betrieben?",
  }),
  betriebsart_22: onForm(taetigkeit.betriebsart_21, { nr: null, label: "Art des Betriebes" }),
} satisfies Record<string, FieldEntry>;

export const UMMELDUNG_REGISTRY = {
  ...aenderung,
  betriebsstaette_15: betriebsstaette.betriebsstaette_15,
  kontakt_15: betriebsstaette.kontakt_15,
  anmeldung_fuer_23: onForm(betriebsstaette.anmeldung_fuer_23, {
    label: "Die Ummeldung wird erstattet für",
    kurz: "Ummeldung für",
  }),
  hauptniederlassung_16: betriebsstaette.hauptniederlassung_16,
  ...taetigkeitUm,
  erlaubnis_25: onForm(erlaubnisse.erlaubnis_28, { nr: 25 }),
  handwerk_26: onForm(erlaubnisse.handwerk_29, { nr: 26 }),
  ...unternehmen,
  ...ummeldungPerson,
  ...wohnanschrift,
  zahl_gesellschafter_12: vertretung.zahl_gesellschafter_12,
  oeffentliche_hand_13: vertretung.oeffentliche_hand_13,
  vertretungsberechtigte_14: vertretung.vertretungsberechtigte_14,
  weitere_personen: weiterePersonen(ummeldungPersonSchema),
} satisfies Record<string, FieldEntry>;
