import { z } from "zod";
import { optionalAddress, optionalCount, optionalGroup, optionalYesNo } from "../field-schemas";
import { MAX_GESELLSCHAFTER } from "../limits";
import { gewerbeMessages } from "../messages";
import { type FieldEntry, type PartEntry, partSchemas, when } from "./entry";
import { personSchema } from "./further-person";
import { personName } from "./person";
import { addressLines, printYesNo } from "./print";

const vertretungParts = {
  name: { kurz: "Name der vertretungsberechtigten Person", label: "Name", needed: "always", schema: personName },
  vornamen: {
    kurz: "Vornamen der vertretungsberechtigten Person",
    label: "Vornamen",
    needed: "always",
    schema: personName,
  },
  anschrift: {
    kurz: "Anschrift der vertretungsberechtigten Person",
    label: "Anschrift",
    needed: "always",
    schema: optionalAddress,
  },
} satisfies Record<string, PartEntry>;

type Vertretung = { name?: string; vornamen?: string; anschrift?: Parameters<typeof addressLines>[0] };

/**
 * The further managing partners or legal representatives, each on a supplementary sheet with the
 * person fields of their form (`personSchema`: GewA 1 4–11 and 30–31, GewA 2 4–11 and 27–28, GewA 3 4–11).
 */
export function weiterePersonen<S extends z.ZodType>(personSchema: S) {
  return {
    nr: null,
    label: "Weitere Gesellschafter / gesetzliche Vertreter",
    kurz: "Weitere Personen",
    step: "vertretung",
    scope: "document",
    schema: () =>
      z
        .array(personSchema, { error: gewerbeMessages.personenMaximum })
        .max(MAX_GESELLSCHAFTER - 1, { error: gewerbeMessages.personenMaximum })
        .optional()
        .transform((list) => (list?.length ? list : undefined)),
    appliesWhen: ({ filer, company, personCount }) =>
      !filer
        ? "undecided"
        : !company
          ? "excluded"
          : personCount === undefined
            ? "undecided"
            : personCount > 1
              ? "required"
              : "excluded",
    required: {
      ask: "counted",
      check: (persons: unknown[] | undefined, { personCount }) => {
        if (personCount === undefined) return [];
        const given = 1 + (persons?.length ?? 0);
        if (given > personCount) return [{ part: "", message: gewerbeMessages.personenZuViele }];
        if (given < personCount) return [{ part: "", message: gewerbeMessages.personenFehlen(personCount - given) }];
        return [];
      },
    },
    pdf: { sheets: true },
  } satisfies FieldEntry;
}

/**
 * Step "Gesellschafter und Vertretung" (partnerships and legal persons only): fields 12–14 and the
 * further managing partners or legal representatives, each on a supplementary sheet.
 */
export const vertretung = {
  zahl_gesellschafter_12: {
    nr: 12,
    label: "Zahl der geschäftsführenden Gesellschafter / gesetzlichen Vertreter",
    kurz: "Zahl der Gesellschafter / Vertreter",
    step: "vertretung",
    scope: "document",
    schema: () => optionalCount(1, MAX_GESELLSCHAFTER).optional(),
    appliesWhen: ({ filer, company }) => when(filer !== undefined, company),
    required: { ask: "erforderlich" },
    pdf: { box: true, print: (count: number | undefined) => ({ lines: count !== undefined ? [String(count)] : [] }) },
  },
  oeffentliche_hand_13: {
    nr: 13,
    label: "Beteiligung der öffentlichen Hand",
    kurz: "Beteiligung der öffentlichen Hand",
    step: "vertretung",
    scope: "document",
    schema: optionalYesNo,
    appliesWhen: ({ filer }) => when(filer !== undefined, filer === "juristische_person"),
    required: { ask: "jaNein" },
    pdf: { box: true, print: printYesNo },
  },
  vertretungsberechtigte_14: {
    nr: 14,
    label: "Vertretungsberechtigte Person / Betriebsleiter",
    kurz: "Vertretungsberechtigte Person",
    step: "vertretung",
    scope: "document",
    parts: vertretungParts,
    schema: (kurz) => optionalGroup(partSchemas(vertretungParts, kurz)),
    appliesWhen: ({ filer, company, rechtsform }) =>
      when(filer !== undefined, company, rechtsform?.code === "auslaendisch" ? "required" : "optional"),
    required: { ask: "erforderlich" },
    pdf: {
      box: true,
      print: (v: Vertretung | undefined) => ({
        lines: v
          ? [...[[v.vornamen, v.name].filter(Boolean).join(" ")].filter(Boolean), ...addressLines(v.anschrift)]
          : [],
      }),
    },
  },
  weitere_personen: weiterePersonen(personSchema),
} satisfies Record<string, FieldEntry>;
