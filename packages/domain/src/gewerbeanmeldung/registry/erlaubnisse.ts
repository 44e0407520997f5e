import { optionalGroup, optionalText, optionalYesNo, pastDocumentDate } from "../field-schemas";
import { DOKUMENT_MAX_YEARS_BACK, TEXT_MAX } from "../limits";
import { type FieldEntry, type PartEntry, partSchemas, when } from "./entry";
import { detailLines, yesNoChecks } from "./print";

const authority = (kurz: string) => optionalText(kurz, "business", { max: TEXT_MAX });

const erlaubnisParts = {
  erforderlich: { needed: "switch", schema: optionalYesNo },
  art: { kurz: "Art der Erlaubnis", needed: "ifYes", schema: authority },
  behoerde: { kurz: "Erteilende Behörde", needed: "ifYes", schema: authority },
  datum: { kurz: "Datum der Erlaubnis", needed: "ifYes", schema: () => pastDocumentDate(DOKUMENT_MAX_YEARS_BACK) },
} satisfies Record<string, PartEntry>;

const handwerkParts = {
  eingetragen: { needed: "switch", schema: optionalYesNo },
  handwerkskammer: { kurz: "Handwerkskammer", needed: "ifYes", schema: authority },
  datum: { kurz: "Datum der Eintragung", needed: "ifYes", schema: () => pastDocumentDate(DOKUMENT_MAX_YEARS_BACK) },
} satisfies Record<string, PartEntry>;

/** Step "Erlaubnisse und Handwerk": fields 28–29. */
export const erlaubnisse = {
  erlaubnis_28: {
    nr: 28,
    label: "Ist für die Tätigkeit eine Erlaubnis erforderlich? (Art, Datum, erteilende Behörde)",
    kurz: "Erlaubnis",
    step: "erlaubnisse",
    scope: "document",
    parts: erlaubnisParts,
    schema: (kurz) => optionalGroup(partSchemas(erlaubnisParts, kurz)),
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: {
      box: true,
      print: (erlaubnis: { erforderlich?: boolean; art?: string; behoerde?: string; datum?: string } | undefined) => ({
        checks: yesNoChecks(erlaubnis?.erforderlich),
        lines: detailLines([
          ["Art", erlaubnis?.art],
          ["Behörde", erlaubnis?.behoerde],
          ["Datum", erlaubnis?.datum],
        ]),
      }),
    },
  },
  handwerk_29: {
    nr: 29,
    label: "Handwerkskarte / Eintragung in die Handwerksrolle (Handwerkskammer, Datum)",
    kurz: "Handwerksrolle",
    step: "erlaubnisse",
    scope: "document",
    parts: handwerkParts,
    schema: (kurz) => optionalGroup(partSchemas(handwerkParts, kurz)),
    appliesWhen: ({ betriebsarten }) => when(betriebsarten !== undefined, betriebsarten?.includes("handwerk") ?? false),
    required: { ask: "erforderlich" },
    pdf: {
      box: true,
      print: (handwerk: { eingetragen?: boolean; handwerkskammer?: string; datum?: string } | undefined) => ({
        checks: yesNoChecks(handwerk?.eingetragen),
        lines: detailLines([
          ["Handwerkskammer", handwerk?.handwerkskammer],
          ["Datum", handwerk?.datum],
        ]),
      }),
    },
  },
} satisfies Record<string, FieldEntry>;
