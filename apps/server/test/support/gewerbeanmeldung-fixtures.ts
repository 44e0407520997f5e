import { todayInGermany } from "@app/domain";
import { address } from "../../../../packages/domain/test/sample-address";

/** Complete drafts for the Gewerbeanmeldung tests, as a form would send them. */
export const quickCreate = () => ({
  wohnanschrift_11: address({ strasse: "Hauptstraße", hausnummer: "1", postleitzahl: "10115" }),
  betriebsstaette_15: address({ ort: "Potsdam", postleitzahl: "14467", bundesland: { kuerzel: "BB" } }),
});

/** A sole trader with every field a natural person needs, a DIN 91379 name and a Turkish nationality. */
export const completeSoleTrader = () => ({
  ...quickCreate(),
  rechtsform: "einzelunternehmen",
  geschaeftsbezeichnung_3: "Bäckerei Sonnenschein",
  name_4: "Ğüneş-Þórsdóttir",
  vornamen_5: "Łukasz",
  geschlecht_6: "maennlich",
  geburtsname_7: "Kowalczyk",
  geburtsdatum_8: "1985-04-12",
  geburtsort_9: { ort: "Łódź", land: "PL" },
  staatsangehoerigkeit_10: ["TR"],
  kontakt_11: { telefon: "+49 30 1234567", email: "lukasz@example.com" },
  aufenthaltstitel_30: { liegt_vor: true, behoerde: "Landesamt für Einwanderung Berlin", datum: "2020-02-03" },
  auflagen_31: { vorhanden: false },
  kontakt_15: { website: "www.baeckerei-sonnenschein.de" },
  anmeldung_fuer_23: "hauptniederlassung",
  taetigkeit_18: "Herstellung und Verkauf von Backwaren, Café-Betrieb mit Ausschank alkoholfreier Getränke",
  nebenerwerb_19: false,
  beginn_20: todayInGermany(),
  betriebsart_21: ["handwerk", "handel"],
  beschaeftigte_22: { vollzeit: 2, teilzeit: 1 },
  automaten_reise_24: { automatenaufstellung: false, reisegewerbe: false },
  grund_25: "kauf",
  frueherer_name_26: "Backstube Müller e. K.",
  erlaubnis_28: { erforderlich: true, art: "Gaststättenerlaubnis", behoerde: "Bezirksamt Mitte", datum: "2024-06-01" },
  handwerk_29: { eingetragen: true, handwerkskammer: "Handwerkskammer Berlin", datum: "2019-09-15" },
});

/** A GmbH with two managing directors (one on a supplementary sheet). */
export const completeGmbh = () => ({
  ...quickCreate(),
  rechtsform: "gmbh",
  name_1: "Sonnenschein Backwaren GmbH",
  register_2: { gericht: "Charlottenburg", art: "HRB", nummer: "123456 B" },
  name_4: "Schmidt",
  vornamen_5: "Anna Maria",
  geschlecht_6: "weiblich",
  geburtsdatum_8: "1979-11-30",
  geburtsort_9: { ort: "Leipzig", land: "DD" },
  staatsangehoerigkeit_10: ["DE"],
  zahl_gesellschafter_12: 2,
  oeffentliche_hand_13: false,
  weitere_personen: [
    {
      name_4: "Ødegård",
      vornamen_5: "Åsa",
      geschlecht_6: "weiblich",
      geburtsdatum_8: "1990-01-01",
      geburtsort_9: { ort: "Bergen", land: "NO" },
      staatsangehoerigkeit_10: ["NO"],
      wohnanschrift_11: address({ strasse: "Karl-Marx-Allee", hausnummer: "90" }),
    },
  ],
  anmeldung_fuer_23: "zweigniederlassung",
  hauptniederlassung_16: address({ ort: "Hamburg", postleitzahl: "20095", bundesland: { kuerzel: "HH" } }),
  taetigkeit_18: "Großhandel mit Backwaren und Konditoreierzeugnissen",
  nebenerwerb_19: false,
  beginn_20: todayInGermany(),
  betriebsart_21: ["handel"],
  beschaeftigte_22: { vollzeit: 0, teilzeit: 0 },
  grund_25: "verlegung",
  fruehere_betriebsstaette_17: address({ ort: "Leipzig", postleitzahl: "04109", bundesland: { kuerzel: "SN" } }),
  erlaubnis_28: { erforderlich: false },
});
