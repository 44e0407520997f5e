import { addDays, checkGewerbeanmeldung, type GewerbeanmeldungData, todayInGermany } from "../src";
import { address } from "./sample-address";

/**
 * Complete Gewerbeanmeldungen (GewA 1) as stored, for the tests of the Ummeldung and Abmeldung
 * (decision 034): a sole trader in a craft with a residence title, and a GmbH branch with a second managing
 * director on a supplementary sheet.
 */

export const soleTraderInput = () => ({
  rechtsform: "einzelunternehmen",
  geschaeftsbezeichnung_3: "Bäckerei Sonnenschein",
  name_4: "Ğüneş-Þórsdóttir",
  vornamen_5: "Łukasz",
  geschlecht_6: "maennlich",
  geburtsdatum_8: "1985-04-12",
  geburtsort_9: { ort: "Łódź", land: "PL" },
  staatsangehoerigkeit_10: ["TR"],
  wohnanschrift_11: address({ strasse: "Hauptstraße", hausnummer: "1", postleitzahl: "10115" }),
  kontakt_11: { telefon: "+49 30 1234567" },
  aufenthaltstitel_30: { liegt_vor: true, behoerde: "Landesamt für Einwanderung Berlin", datum: "2020-02-03" },
  auflagen_31: { vorhanden: false },
  betriebsstaette_15: address({ ort: "Potsdam", postleitzahl: "14467", bundesland: { kuerzel: "BB" } }),
  kontakt_15: { website: "www.baeckerei-sonnenschein.de" },
  anmeldung_fuer_23: "hauptniederlassung",
  taetigkeit_18: "Herstellung und Verkauf von Backwaren",
  nebenerwerb_19: false,
  beginn_20: addDays(todayInGermany(), -400),
  betriebsart_21: ["handwerk", "handel"],
  beschaeftigte_22: { vollzeit: 2, teilzeit: 1 },
  automaten_reise_24: { automatenaufstellung: false, reisegewerbe: true },
  grund_25: "kauf",
  frueherer_name_26: "Backstube Müller e. K.",
  erlaubnis_28: { erforderlich: true, art: "Gaststättenerlaubnis", behoerde: "Bezirksamt Mitte", datum: "2024-06-01" },
  handwerk_29: { eingetragen: true, handwerkskammer: "Handwerkskammer Berlin", datum: "2019-09-15" },
});

export const gmbhInput = () => ({
  rechtsform: "gmbh",
  name_1: "Sonnenschein Backwaren GmbH",
  register_2: { gericht: "Charlottenburg", art: "HRB", nummer: "123456 B" },
  name_4: "Schmidt",
  vornamen_5: "Anna Maria",
  geschlecht_6: "weiblich",
  geburtsdatum_8: "1979-11-30",
  geburtsort_9: { ort: "Leipzig", land: "DE" },
  staatsangehoerigkeit_10: ["DE"],
  wohnanschrift_11: address(),
  zahl_gesellschafter_12: 2,
  oeffentliche_hand_13: false,
  weitere_personen: [
    {
      name_4: "Okafor",
      vornamen_5: "Chidi",
      geschlecht_6: "maennlich",
      geburtsdatum_8: "1990-01-01",
      geburtsort_9: { ort: "Lagos", land: "NG" },
      staatsangehoerigkeit_10: ["NG"],
      wohnanschrift_11: address({ strasse: "Karl-Marx-Allee", hausnummer: "90" }),
      aufenthaltstitel_30: { liegt_vor: true, behoerde: "LEA Berlin", datum: "2021-03-04" },
      auflagen_31: { vorhanden: true, beschreibung: "Selbständige Tätigkeit gestattet" },
    },
  ],
  betriebsstaette_15: address({ ort: "Hamburg", postleitzahl: "20095", bundesland: { kuerzel: "HH" } }),
  anmeldung_fuer_23: "zweigniederlassung",
  hauptniederlassung_16: address({ ort: "Leipzig", postleitzahl: "04109", bundesland: { kuerzel: "SN" } }),
  taetigkeit_18: "Großhandel mit Backwaren und Konditoreierzeugnissen",
  nebenerwerb_19: false,
  beginn_20: todayInGermany(),
  betriebsart_21: ["handel"],
  beschaeftigte_22: { vollzeit: 0, teilzeit: 0 },
  grund_25: "neuerrichtung",
  erlaubnis_28: { erforderlich: false },
});

/** The input as the server stores it (validated, names resolved); throws when it is not complete. */
export function stored(input: Record<string, unknown>): GewerbeanmeldungData {
  const check = checkGewerbeanmeldung(input);
  if (!check.complete) throw new Error(`sample is not complete: ${JSON.stringify(check.issues)}`);
  return check.data as GewerbeanmeldungData;
}
