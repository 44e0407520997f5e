import { optionalAddress, optionalBusinessName, optionalChoice } from "../field-schemas";
import { GRUENDE, GRUENDE_MIT_VORGAENGER } from "../options";
import { type FieldEntry, when } from "./entry";
import { printAddress, printChoices, printText } from "./print";

/** Step "Grund der Anmeldung": field 25, and 17 or 26 where the reason calls for them. */
export const anlass = {
  grund_25: {
    nr: 25,
    label: "Grund der Anmeldung",
    kurz: "Grund der Anmeldung",
    step: "anlass",
    scope: "document",
    schema: (kurz) => optionalChoice(kurz, GRUENDE),
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printChoices(GRUENDE) },
  },
  fruehere_betriebsstaette_17: {
    nr: 17,
    label: "Frühere Betriebsstätte",
    kurz: "Frühere Betriebsstätte",
    step: "anlass",
    scope: "document",
    schema: optionalAddress,
    appliesWhen: ({ relocation }) => when(relocation !== undefined, relocation === true),
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printAddress },
  },
  frueherer_name_26: {
    nr: 26,
    label: "Name des früheren Gewerbetreibenden oder frühere Firmenbezeichnung",
    kurz: "Früherer Name",
    step: "anlass",
    scope: "document",
    schema: optionalBusinessName,
    appliesWhen: ({ grund }) => when(grund !== undefined, GRUENDE_MIT_VORGAENGER.has(grund ?? "")),
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printText },
  },
} satisfies Record<string, FieldEntry>;
