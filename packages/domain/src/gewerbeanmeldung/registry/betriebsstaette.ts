import { type StoredAddress, sameAddress } from "../address";
import { addressField, optionalAddress, optionalChoice } from "../field-schemas";
import { gewerbeMessages } from "../messages";
import { ANMELDUNG_FUER } from "../options";
import { contactParts, contactSchema, printContact } from "./contact";
import { type FieldEntry, when } from "./entry";
import { printAddress, printChoices } from "./print";

/** Step "Betriebsstätte": fields 15, 23 and 16 (the main establishment of a branch). */
export const betriebsstaette = {
  betriebsstaette_15: {
    nr: 15,
    label: "Anschrift der Betriebsstätte",
    kurz: "Betriebsstätte",
    step: "betriebsstaette",
    scope: "document",
    // The quick create asks for it, so every document has it.
    schema: addressField,
    appliesWhen: () => "required",
    required: {
      ask: "erforderlich",
      // A move needs the new address: a document started from the old one (an Ummeldung, a registration
      // in the new district) holds the former Betriebsstätte in both until the new one is entered.
      check: (address: StoredAddress | undefined, { relocation, answers }) =>
        relocation && address && sameAddress(address, answers.fruehere_betriebsstaette_17 as StoredAddress | undefined)
          ? [{ part: "", message: gewerbeMessages.neueBetriebsstaette }]
          : [],
    },
    pdf: { box: true, note: "(Telefon, Telefax, E-Mail, Website)", print: printAddress },
  },
  kontakt_15: {
    nr: null,
    label: "Telefon, Telefax, E-Mail, Website (Betriebsstätte)",
    kurz: "Kontakt",
    step: "betriebsstaette",
    scope: "document",
    parts: contactParts,
    schema: contactSchema,
    appliesWhen: () => "optional",
    required: { ask: "erforderlich" },
    pdf: { within: "betriebsstaette_15", print: printContact },
  },
  anmeldung_fuer_23: {
    nr: 23,
    label: "Die Anmeldung wird erstattet für",
    kurz: "Anmeldung für",
    step: "betriebsstaette",
    scope: "document",
    schema: (kurz) => optionalChoice(kurz, ANMELDUNG_FUER),
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printChoices(ANMELDUNG_FUER) },
  },
  hauptniederlassung_16: {
    nr: 16,
    label: "Anschrift der Hauptniederlassung",
    kurz: "Hauptniederlassung",
    step: "betriebsstaette",
    scope: "document",
    schema: optionalAddress,
    appliesWhen: ({ anmeldungFuer }) => when(anmeldungFuer !== undefined, anmeldungFuer !== "hauptniederlassung"),
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printAddress },
  },
} satisfies Record<string, FieldEntry>;
