import type { z } from "zod";
import type { Anmeldender, RechtsformInfo } from "../rechtsform";
import type { SectionId } from "../section-ids";

/**
 * Whether a field applies, given the answers so far:
 * - `required`: must be given before the document is complete;
 * - `optional`: may be given;
 * - `excluded`: does not apply (the form hides it, the server drops it on save, the PDF leaves it empty);
 * - `undecided`: the answer it depends on is still missing (hidden, but kept if already given).
 */
export type Applicability = "required" | "optional" | "excluded" | "undecided";

/** The answers a document field's applicability depends on (derived in applicability.ts). */
export interface DocumentFacts {
  rechtsform: RechtsformInfo | undefined;
  /** Who files; undefined until the Rechtsform is chosen. */
  filer: Anmeldender | undefined;
  /** A partnership or a legal person. */
  company: boolean;
  personCount: number | undefined;
  anmeldungFuer: string | undefined;
  /** The single reason of the form: Grund der Anmeldung (GewA 1, 25) or of the Abmeldung (GewA 3, 25). */
  grund: string | undefined;
  /** The reasons of an Ummeldung (GewA 2, 24), several at once. */
  gruende: readonly string[] | undefined;
  /** The business moves (GewA 1 25 or GewA 2 24 "Verlegung"); undefined while the reason is missing. */
  relocation: boolean | undefined;
  betriebsarten: readonly string[] | undefined;
  /** Every valid answer, for the rules that compare two fields (the new and the former Betriebsstätte). */
  answers: Readonly<Record<string, unknown>>;
  /**
   * The day the Gewerbe began (its Gewerbeanmeldung's Beginn, field 20), for a notice's date: not in
   * the notice's own answers, so the caller of the check gives it (engine.ts `CheckContext`).
   */
  beginn?: string;
}

/** The answers a person field's applicability depends on (the main person's or a further person's). */
export interface PersonFacts {
  nationalities: readonly string[] | undefined;
}

/**
 * A part of a group field (e.g. the court of field 2). Its rule is part of the group's zod schema;
 * `needed` says when a given group must have it:
 * - `always`: whenever the group is given;
 * - `switch`: the group's Ja/Nein question ("Bitte wählen Sie Ja oder Nein: {field's kurz}");
 * - `ifYes`: when the switch is Ja;
 * - `{ unless }`: unless that part is true (no register number while the registration is applied for).
 */
export type PartEntry =
  | {
      /** The wizard's label of the part's input, where it differs from `kurz`. */
      label?: string;
      /** Short name in messages ("{kurz} ist erforderlich"). */
      kurz: string;
      /** The part's rule, given its short name. */
      schema: (kurz: string) => z.ZodType;
      needed?: "always" | "ifYes" | { unless: string };
    }
  | {
      /** The wizard's label, where it differs from the field's. */
      label?: string;
      /** The switch asks the field's own question: its rule gets the field's short name. */
      schema: (kurz: string) => z.ZodType;
      needed: "switch";
    };

/** What the PDF prints in a field's box: text lines and/or checkbox choices. */
export interface Printed {
  lines?: string[];
  checks?: { label: string; checked: boolean }[];
}

/**
 * How a field is printed. `print` gets the stored value (typed by the registry's print helpers;
 * `never` here so that each field's own value type is accepted).
 * - a box of its own: the layout (apps/server/src/documents/pdf) places it in a row;
 * - `within`: printed in another field's box, after that field's lines (contact details with 11, 15);
 * - `sheets`: one supplementary sheet per item (the further persons).
 */
export type PdfEntry =
  | { box: true; note?: string; minLines?: number; print: (value: never) => Printed }
  | { within: string; print: (value: never) => Printed }
  | { sheets: true };

interface Common {
  /** Number on the official form; null for this product's own keys. */
  nr: number | null;
  /** The form's label, as printed on the PDF and shown in the wizard. */
  label: string;
  /** Short name used in messages ("{kurz} ist erforderlich"). */
  kurz: string;
  /** The wizard's step (for the further persons' fields: the step of the main person's). */
  step: SectionId;
  /** The draft rule, given the field's short name: optional (blank is "not given"), valid when given. */
  schema: (kurz: string) => z.ZodType;
  /**
   * How a required but missing answer is asked for ("{kurz} ist erforderlich", "Bitte wählen Sie Ja
   * oder Nein: {kurz}", or `counted`: not by itself, `check` counts it), and a rule on the answer as
   * a whole, checked whenever the field applies (the value may be missing).
   */
  required: {
    ask: "erforderlich" | "jaNein" | "counted";
    check?: (value: never, facts: DocumentFacts) => { part: string; message: string }[];
  };
  /**
   * A hint on a given answer that does not stop the document from being complete (where the sources
   * differ, decision 034: an Aufgabe more than four weeks back is late, but still to be filed).
   */
  warn?: (value: never, facts: DocumentFacts) => string | undefined;
  pdf: PdfEntry;
  /** The parts of a group field (their rules make up `schema`). */
  parts?: Record<string, PartEntry>;
}

/** A field of the document (filled in once). */
export interface DocumentFieldEntry extends Common {
  scope: "document";
  appliesWhen: (facts: DocumentFacts) => Applicability;
}

/** A person field: the main person's at the top level, and again for each further person. */
export interface PersonFieldEntry extends Common {
  scope: "person";
  appliesWhen: (facts: PersonFacts) => Applicability;
  /** The rule for a further person, where it differs from the main person's. */
  furtherSchema?: (kurz: string) => z.ZodType;
}

export type FieldEntry = DocumentFieldEntry | PersonFieldEntry;

/** The zod shape of a group's parts, with their exact types; a switch asks with the field's short name. */
export function partSchemas<P extends Record<string, PartEntry>>(
  parts: P,
  fieldKurz: string,
): { [K in keyof P]: ReturnType<P[K]["schema"]> } {
  return Object.fromEntries(
    Object.entries(parts).map(([key, part]) => [key, part.schema("kurz" in part ? part.kurz : fieldKurz)]),
  ) as { [K in keyof P]: ReturnType<P[K]["schema"]> };
}

/** `known ? (applies ? then : excluded) : undecided`. */
export const when = (known: boolean, applies: boolean, then: Applicability = "required"): Applicability =>
  !known ? "undecided" : applies ? then : "excluded";

/**
 * A GewA 1 field on another form (decision 034): its rule, parts and print stay the GewA 1 entry's;
 * only what that form says otherwise changes (its number, its wording, the step it is asked in).
 */
export function onForm<E extends FieldEntry>(entry: E, changes: Partial<Pick<FieldEntry, "nr" | "label" | "kurz">>): E {
  return { ...entry, ...changes };
}
