import { type StoredAddress, sameAddress } from "../address";
import { optionalAddress, optionalBusinessName, optionalChoice } from "../field-schemas";
import { gewerbeMessages } from "../messages";
import { ABMELDUNG_GRUENDE, ABMELDUNG_GRUENDE_MIT_NACHFOLGER, AUFGABE_URSACHEN, UEBERGABE_ARTEN } from "../options";
import { betriebsstaette } from "./betriebsstaette";
import { type FieldEntry, onForm, when } from "./entry";
import { personSchemaOf } from "./further-person";
import { meldungsdatum, nichtVorBeginn, verspaetet } from "./meldung";
import { personBase } from "./person";
import { printAddress, printChoices, printDate, printText } from "./print";
import { taetigkeit } from "./taetigkeit";
import { unternehmen } from "./unternehmen";
import { vertretung, weiterePersonen } from "./vertretung";
import { wohnanschrift } from "./wohnanschrift";

/**
 * The Gewerbe-Abmeldung (GewA 3, Anlage 3 GewAnzV), decision 034: fields 1–16 are the
 * GewA 1's entries; 18, 19, 21, 23 and 24 keep the GewA 1's keys (the same number and content, worded
 * for the Abmeldung). Its own: 17 (the future Betriebsstätte), 20, 22 (the staff at closure, asked
 * anew), 25–28. No residence title (GewA 1 30–31): the person fields are 4–11.
 */

export const abmeldungPersonSchema = personSchemaOf({ ...personBase, ...wohnanschrift });

/** Step "Grund der Abmeldung": 25 and the fields that follow from it (26–28, 17), and the date (20). */
const aufgabe = {
  grund_abmeldung_25: {
    nr: 25,
    label: "Grund der Abmeldung",
    kurz: "Grund der Abmeldung",
    step: "anlass",
    scope: "document",
    schema: (kurz) => optionalChoice(kurz, ABMELDUNG_GRUENDE),
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    // Since 1.11.2025 the new district's authority deregisters a moved business.
    warn: (grund: string | undefined) => (grund === "verlegung" ? gewerbeMessages.verlegungAndererBezirk : undefined),
    pdf: { box: true, print: printChoices(ABMELDUNG_GRUENDE) },
  },
  uebergabe_26: {
    nr: 26,
    label: "Übergabe durch",
    kurz: "Art der Übergabe",
    step: "anlass",
    scope: "document",
    schema: (kurz) => optionalChoice(kurz, UEBERGABE_ARTEN),
    appliesWhen: ({ grund }) => when(grund !== undefined, grund === "uebergabe"),
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printChoices(UEBERGABE_ARTEN) },
  },
  nachfolger_27: {
    nr: 27,
    label: "Name des künftigen Gewerbetreibenden oder künftige Firmenbezeichnung",
    kurz: "Künftiger Name",
    step: "anlass",
    scope: "document",
    schema: optionalBusinessName,
    appliesWhen: ({ grund }) =>
      grund === undefined
        ? "undecided"
        : ABMELDUNG_GRUENDE_MIT_NACHFOLGER.has(grund)
          ? "required"
          : grund === "gesellschafteraustritt"
            ? "optional"
            : "excluded",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printText },
  },
  aufgabegrund_28: {
    nr: 28,
    label: "Gründe der Betriebsaufgabe",
    kurz: "Grund der Betriebsaufgabe",
    step: "anlass",
    scope: "document",
    schema: (kurz) => optionalChoice(kurz, AUFGABE_URSACHEN),
    appliesWhen: ({ grund }) => when(grund !== undefined, grund === "vollstaendige_aufgabe"),
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printChoices(AUFGABE_URSACHEN) },
  },
  datum_aufgabe_20: {
    nr: 20,
    label: "Datum der Betriebsaufgabe",
    kurz: "Datum der Betriebsaufgabe",
    step: "anlass",
    scope: "document",
    schema: meldungsdatum,
    appliesWhen: () => "required",
    required: { ask: "erforderlich", check: nichtVorBeginn },
    warn: verspaetet(gewerbeMessages.aufgabeVerspaetet),
    pdf: { box: true, print: printDate },
  },
  kuenftige_betriebsstaette_17: {
    nr: 17,
    label: "Künftige Betriebsstätte",
    kurz: "Künftige Betriebsstätte",
    step: "anlass",
    scope: "document",
    schema: optionalAddress,
    appliesWhen: ({ grund }) => when(grund !== undefined, grund === "verlegung"),
    required: {
      ask: "erforderlich",
      check: (address: StoredAddress | undefined, { answers }) =>
        sameAddress(address, answers.betriebsstaette_15 as StoredAddress | undefined)
          ? [{ part: "", message: gewerbeMessages.kuenftigeBetriebsstaette }]
          : [],
    },
    pdf: { box: true, print: printAddress },
  },
} satisfies Record<string, FieldEntry>;

/** Step "Tätigkeit": what is deregistered, as registered, and the staff at closure (asked anew). */
const taetigkeitAb = {
  taetigkeit_18: onForm(taetigkeit.taetigkeit_18, {
    label: "Abgemeldete Tätigkeit (Schwerpunkt und weitere Tätigkeiten, wie angemeldet)",
    kurz: "Abgemeldete Tätigkeit",
  }),
  nebenerwerb_19: onForm(taetigkeit.nebenerwerb_19, {
    label: "Wurde die Tätigkeit (zuletzt) im Nebenerwerb betrieben?",
  }),
  betriebsart_21: onForm(taetigkeit.betriebsart_21, { label: "Art des abgemeldeten Betriebes" }),
  beschaeftigte_aufgabe_22: onForm(taetigkeit.beschaeftigte_22, {
    label: "Zahl der bei Geschäftsaufgabe tätigen Personen (ohne Inhaber, mit Aushilfen)",
    kurz: "Zahl der bei Aufgabe tätigen Personen",
  }),
  automaten_reise_24: taetigkeit.automaten_reise_24,
} satisfies Record<string, FieldEntry>;

export const ABMELDUNG_REGISTRY = {
  ...aufgabe,
  ...taetigkeitAb,
  betriebsstaette_15: betriebsstaette.betriebsstaette_15,
  kontakt_15: betriebsstaette.kontakt_15,
  anmeldung_fuer_23: onForm(betriebsstaette.anmeldung_fuer_23, {
    label: "Die Abmeldung wird erstattet für",
    kurz: "Abmeldung für",
  }),
  hauptniederlassung_16: betriebsstaette.hauptniederlassung_16,
  ...unternehmen,
  ...personBase,
  ...wohnanschrift,
  zahl_gesellschafter_12: vertretung.zahl_gesellschafter_12,
  oeffentliche_hand_13: vertretung.oeffentliche_hand_13,
  vertretungsberechtigte_14: vertretung.vertretungsberechtigte_14,
  weitere_personen: weiterePersonen(abmeldungPersonSchema),
} satisfies Record<string, FieldEntry>;
