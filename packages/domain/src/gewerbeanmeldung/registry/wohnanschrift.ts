import { addressField, optionalAddress } from "../field-schemas";
import { contactParts, contactSchema, printContact } from "./contact";
import type { FieldEntry } from "./entry";
import { printAddress } from "./print";

/** Step "Wohnanschrift": field 11 of the main person (each further person gives it on their sheet). */
export const wohnanschrift = {
  wohnanschrift_11: {
    nr: 11,
    label: "Anschrift der Wohnung",
    kurz: "Wohnanschrift",
    step: "wohnanschrift",
    scope: "person",
    // The quick create asks for it, so every document has it; a further person's may still be missing.
    schema: addressField,
    furtherSchema: optionalAddress,
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: { box: true, note: "(Straße, Hausnummer, PLZ, Ort; Telefon, Telefax, E-Mail, Website)", print: printAddress },
  },
  kontakt_11: {
    nr: null,
    label: "Telefon, Telefax, E-Mail, Website (Wohnung)",
    kurz: "Kontakt",
    step: "wohnanschrift",
    scope: "person",
    parts: contactParts,
    schema: contactSchema,
    appliesWhen: () => "optional",
    required: { ask: "erforderlich" },
    pdf: { within: "wohnanschrift_11", print: printContact },
  },
} satisfies Record<string, FieldEntry>;
