import { z } from "zod";
import { addYears } from "../dates";
import { optionalCount, optionalDate, optionalText, optionalYesNo } from "../field-schemas";
import {
  BEGINN_MAX_YEARS_AHEAD,
  BEGINN_MAX_YEARS_BACK,
  MAX_BESCHAEFTIGTE,
  TAETIGKEIT_MAX,
  TAETIGKEIT_MIN,
} from "../limits";
import { gewerbeMessages } from "../messages";
import { BETRIEBSARTEN } from "../options";
import { type FieldEntry, type PartEntry, partSchemas } from "./entry";
import { printChoices, printDate, printText, printYesNo } from "./print";

const beginn = () =>
  optionalDate((date, today) => {
    if (date > addYears(today, BEGINN_MAX_YEARS_AHEAD)) return gewerbeMessages.beginnZuFern;
    if (date < addYears(today, -BEGINN_MAX_YEARS_BACK)) return gewerbeMessages.beginnZuAlt;
    return undefined;
  });

const betriebsarten = (kurz: string) =>
  z
    .array(
      z.enum(BETRIEBSARTEN.map((b) => b.code) as [string, ...string[]], { error: gewerbeMessages.auswahl(kurz) }),
      {
        error: gewerbeMessages.auswahl(kurz),
      },
    )
    .superRefine((list, ctx) => {
      if (new Set(list).size !== list.length)
        ctx.addIssue({ code: "custom", message: gewerbeMessages.betriebsartDoppelt });
    })
    .optional()
    .transform((list) => (list?.length ? (list as (typeof BETRIEBSARTEN)[number]["code"][]) : undefined));

const beschaeftigteParts = {
  vollzeit: {
    kurz: "Zahl der Vollzeitbeschäftigten",
    label: "Vollzeit",
    needed: "always",
    schema: () => optionalCount(0, MAX_BESCHAEFTIGTE),
  },
  teilzeit: {
    kurz: "Zahl der Teilzeitbeschäftigten",
    label: "Teilzeit",
    needed: "always",
    schema: () => optionalCount(0, MAX_BESCHAEFTIGTE),
  },
} satisfies Record<string, PartEntry>;

/** Field 24 is the one box "ein Reisegewerbe" (read on the 2019 form; no Automatenaufstellung box there). */
const reisegewerbeParts = {
  reisegewerbe: { kurz: "Reisegewerbe", label: "ein Reisegewerbe", schema: optionalYesNo },
} satisfies Record<string, PartEntry>;

/** Step "Tätigkeit": fields 18–22 and 24. */
export const taetigkeit = {
  taetigkeit_18: {
    nr: 18,
    label: "Angemeldete Tätigkeit (bitte genau angeben)",
    kurz: "Tätigkeit",
    step: "taetigkeit",
    scope: "document",
    schema: (kurz) => optionalText(kurz, "multiline", { min: TAETIGKEIT_MIN, max: TAETIGKEIT_MAX }),
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: { box: true, minLines: 2, print: printText },
  },
  nebenerwerb_19: {
    nr: 19,
    label: "Wird die Tätigkeit (vorerst) im Nebenerwerb betrieben?",
    kurz: "Nebenerwerb",
    step: "taetigkeit",
    scope: "document",
    schema: optionalYesNo,
    appliesWhen: () => "required",
    required: { ask: "jaNein" },
    pdf: { box: true, print: printYesNo },
  },
  beginn_20: {
    nr: 20,
    label: "Beginn der angemeldeten Tätigkeit",
    kurz: "Beginn der Tätigkeit",
    step: "taetigkeit",
    scope: "document",
    schema: beginn,
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printDate },
  },
  betriebsart_21: {
    nr: 21,
    label: "Art des angemeldeten Betriebes",
    kurz: "Art des Betriebes",
    step: "taetigkeit",
    scope: "document",
    schema: betriebsarten,
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printChoices(BETRIEBSARTEN) },
  },
  beschaeftigte_22: {
    nr: 22,
    label: "Zahl der bei Geschäftsaufnahme tätigen Personen (ohne Inhaber)",
    kurz: "Zahl der tätigen Personen",
    step: "taetigkeit",
    scope: "document",
    parts: beschaeftigteParts,
    // An object, not an optional group: "keine" is given as 0 and 0.
    schema: (kurz) => z.object(partSchemas(beschaeftigteParts, kurz)).optional(),
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: {
      box: true,
      print: (staff: { vollzeit?: number; teilzeit?: number } | undefined) => ({
        checks: [{ label: "keine", checked: staff?.vollzeit === 0 && staff.teilzeit === 0 }],
        lines: staff ? [`Vollzeit: ${staff.vollzeit ?? ""}    Teilzeit: ${staff.teilzeit ?? ""}`] : [],
      }),
    },
  },
  // The key keeps its old name: stored documents hold it (a former "automatenaufstellung" part is dropped on save).
  automaten_reise_24: {
    nr: 24,
    label: "Reisegewerbe",
    kurz: "Reisegewerbe",
    step: "taetigkeit",
    scope: "document",
    parts: reisegewerbeParts,
    schema: (kurz) => z.object(partSchemas(reisegewerbeParts, kurz)).optional(),
    appliesWhen: () => "optional",
    required: { ask: "erforderlich" },
    pdf: {
      box: true,
      print: (extra: { reisegewerbe?: boolean } | undefined) => ({
        checks: [{ label: reisegewerbeParts.reisegewerbe.label, checked: extra?.reisegewerbe === true }],
      }),
    },
  },
} satisfies Record<string, FieldEntry>;
