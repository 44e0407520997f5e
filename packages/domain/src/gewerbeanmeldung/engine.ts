import { z } from "zod";
import type { DocumentKind } from "./document-title";
import { gewerbeMessages } from "./messages";
import { fromKeys } from "./record";
import type { Applicability, DocumentFacts, FieldEntry, PersonFacts } from "./registry/entry";
import type { SectionId } from "./section-ids";

/**
 * The one engine behind the three forms of a Gewerbe's life (GewA 1–3, decisions 010 and 034): each
 * form is a registry of field entries (registry/) with its steps and the facts its rules read; the
 * draft schema, applicability, pruning, requirements, warnings and completeness are derived here the
 * same way for every form.
 */

export interface Issue {
  /** Dotted path of the field, e.g. "register_2.nummer" or "weitere_personen.0.name_4". */
  path: string;
  message: string;
}

type Entries = Readonly<Record<string, FieldEntry>>;
type Data = Record<string, unknown>;

export interface FormDefinition<R extends Entries = Entries> {
  kind: DocumentKind;
  /** The form's fields in the form's order (keys `<name>_<nr>` with the form's own numbers). */
  registry: R;
  /** The wizard's steps in the wizard's order, each titled as on this form. */
  sections: readonly { id: SectionId; title: string }[];
  /** The answers the fields' applicability depends on, read from this form's keys. */
  facts: (data: Data) => DocumentFacts;
}

export interface Form<R extends Entries = Entries> extends FormDefinition<R> {
  keys: readonly string[];
  schemas: Readonly<Record<string, z.ZodType>>;
  /** A draft of the form: every field optional, every given field valid (what `saveDraft` accepts). */
  draftSchema: z.ZodObject;
  /** The person fields (main person at the top level, each further person again), by number. */
  personKeys: readonly string[];
  /** The Ja/Nein part of each group field that has one (e.g. 30: "liegt_vor"). */
  switches: readonly (readonly [string, string])[];
  /** The top-level keys each step edits, in the form's order. */
  stepFields: Readonly<Partial<Record<SectionId, readonly string[]>>>;
}

/** A field's number; contact details count as the number of the box they are printed in. */
function numberOf(registry: Entries, entry: FieldEntry): number {
  if (entry.nr !== null) return entry.nr;
  return "within" in entry.pdf ? numberOf(registry, registry[entry.pdf.within]) : 0;
}

export function defineForm<R extends Entries>(definition: FormDefinition<R>): Form<R> {
  const { registry } = definition;
  const keys = Object.keys(registry);
  const steps = new Set(definition.sections.map((s) => s.id));
  for (const key of keys) {
    if (!steps.has(registry[key].step)) throw new Error(`${definition.kind}: ${key} is in no step of the form`);
  }
  const personKeys = keys
    .filter((key) => registry[key].scope === "person")
    .sort((a, b) => numberOf(registry, registry[a]) - numberOf(registry, registry[b]));
  const schemas = Object.fromEntries(keys.map((key) => [key, registry[key].schema(registry[key].kurz)]));
  return {
    ...definition,
    keys,
    schemas,
    draftSchema: z.object(schemas),
    personKeys,
    switches: keys.flatMap((key) => {
      const parts = registry[key].parts ?? {};
      const part = Object.keys(parts).find((name) => parts[name].needed === "switch");
      return part ? [[key, part] as const] : [];
    }),
    stepFields: Object.fromEntries(
      definition.sections.map(({ id }) => [id, keys.filter((key) => registry[key].step === id)]),
    ),
  };
}

const personFacts = (person: Data): PersonFacts => ({
  nationalities: person.staatsangehoerigkeit_10 as readonly string[] | undefined,
});

/** Every field's applicability, given the answers so far (the registry's `appliesWhen`). */
export function applicabilityIn(form: Form, data: Data): Record<string, Applicability> {
  const document = form.facts(data);
  const person = personFacts(data);
  return fromKeys(form.keys, (key) => {
    const entry = form.registry[key];
    return entry.scope === "person" ? entry.appliesWhen(person) : entry.appliesWhen(document);
  });
}

/** The person fields of the main person or of a further person. */
export function personApplicabilityIn(form: Form, person: Data): Record<string, Applicability> {
  const facts = personFacts(person);
  return fromKeys(form.personKeys, (key) => {
    const entry = form.registry[key];
    return entry.scope === "person" ? entry.appliesWhen(facts) : "excluded";
  });
}

function pruneExcluded(form: Form, data: Data, rules: Record<string, Applicability>) {
  for (const [key, rule] of Object.entries(rules)) {
    if (rule === "excluded") delete data[key];
  }
  // A group answered "Nein" keeps only that answer: its details do not apply.
  for (const [key, part] of form.switches) {
    const value = data[key] as Data | undefined;
    if (value?.[part] === false) data[key] = { [part]: false };
  }
}

/**
 * The data without the fields that do not apply (and without the details of a "Nein"), so what is
 * stored and printed is what the answers call for. Undecided fields are kept.
 */
export function pruneIn<D extends object>(form: Form, data: D): D {
  const result: Data = { ...(data as Data) };
  pruneExcluded(form, result, applicabilityIn(form, result));
  if (Array.isArray(result.weitere_personen)) {
    result.weitere_personen = (result.weitere_personen as Data[]).map((person) => {
      const copy: Data = { ...person };
      pruneExcluded(form, copy, personApplicabilityIn(form, person));
      return copy;
    });
  }
  return result as D;
}

const missing = (entry: FieldEntry) =>
  entry.required.ask === "jaNein" ? gewerbeMessages.jaNein(entry.kurz) : gewerbeMessages.erforderlich(entry.kurz);

/** Required fields that are not given. */
function requireAll(form: Form, rules: Record<string, Applicability>, data: Data, prefix: string, issues: Issue[]) {
  for (const [key, rule] of Object.entries(rules)) {
    const entry = form.registry[key];
    if (entry.required.ask === "counted") continue;
    if (rule === "required" && data[key] === undefined) issues.push({ path: prefix + key, message: missing(entry) });
  }
}

/** The parts a given group still needs (registry `parts[].needed`). */
function partIssues(entry: FieldEntry, group: Data, path: string, issues: Issue[]) {
  const parts = Object.entries(entry.parts ?? {});
  const yes = parts.some(([name, part]) => part.needed === "switch" && group[name] === true);
  for (const [name, part] of parts) {
    if (group[name] !== undefined) continue;
    if (part.needed === "switch") issues.push({ path: `${path}.${name}`, message: gewerbeMessages.jaNein(entry.kurz) });
    else if (
      "kurz" in part &&
      (part.needed === "always" ||
        (part.needed === "ifYes" && yes) ||
        (typeof part.needed === "object" && !group[part.needed.unless]))
    ) {
      issues.push({ path: `${path}.${name}`, message: gewerbeMessages.erforderlich(part.kurz) });
    }
  }
}

/** Each applicable field's details: the parts of a given group, and the field's own check. */
function details(
  form: Form,
  rules: Record<string, Applicability>,
  data: Data,
  facts: DocumentFacts,
  prefix: string,
  issues: Issue[],
) {
  for (const key of Object.keys(rules)) {
    const entry = form.registry[key];
    const value = data[key];
    if (rules[key] !== "excluded") {
      if (value !== undefined && entry.parts) partIssues(entry, value as Data, prefix + key, issues);
      for (const { part, message } of entry.required.check?.(value as never, facts) ?? []) {
        issues.push({ path: part ? `${prefix}${key}.${part}` : prefix + key, message });
      }
    }
    // Further persons given are checked even while the list does not apply (the server drops them on save).
    if (key === "weitere_personen" && Array.isArray(value)) {
      (value as Data[]).forEach((person, index) => {
        const personPrefix = `weitere_personen.${index}.`;
        const personRules = personApplicabilityIn(form, person);
        requireAll(form, personRules, person, personPrefix, issues);
        details(form, personRules, person, facts, personPrefix, issues);
      });
    }
  }
}

/**
 * What a document's rules know beyond its own answers: of the Gewerbe a notice follows, the day it
 * began (gewerbe.ts `checkContextOf`). The wizard and the server give the same, so both check alike.
 */
export type CheckContext = Pick<DocumentFacts, "beginn">;

/**
 * What is still missing for a complete document, given the (valid) answers so far: the registry's
 * applicability and requirements, field by field in the form's order. Empty when complete.
 */
export function requirementIssuesIn(form: Form, data: Data, context: CheckContext = {}): Issue[] {
  const issues: Issue[] = [];
  const rules = applicabilityIn(form, data);
  requireAll(form, rules, data, "", issues);
  details(form, rules, data, { ...form.facts(data), ...context }, "", issues);
  return issues;
}

/** Hints on given answers that do not keep the document from being complete (registry `warn`). */
export function warningsIn(form: Form, data: Data): Issue[] {
  const rules = applicabilityIn(form, data);
  const facts = form.facts(data);
  return form.keys.flatMap((key) => {
    const warn = form.registry[key].warn;
    if (!warn || data[key] === undefined || rules[key] === "excluded") return [];
    const message = warn(data[key] as never, facts);
    return message ? [{ path: key, message }] : [];
  });
}

export interface SectionCheck {
  id: SectionId;
  title: string;
  /** False for a section that does not apply (e.g. partners of a sole trader) or is not decided yet. */
  applicable: boolean;
  complete: boolean;
  issues: Issue[];
}

export interface DocumentCheck<D = Data> {
  /** True when every required field is given and valid: the document may become 'Vollständig'. */
  complete: boolean;
  /** Applicable sections that are complete, and all applicable sections ('3 von 8 Abschnitten'). */
  completeSections: number;
  totalSections: number;
  sections: SectionCheck[];
  issues: Issue[];
  /** Hints that do not stop completion (e.g. a late Abmeldung). */
  warnings: Issue[];
  /** The fields that are valid, as they would be stored. */
  data: Partial<D>;
}

const pathOf = (prefix: string, path: readonly PropertyKey[]) =>
  [prefix, ...path.map((p) => String(p))].filter((p) => p !== "").join(".");

/** The step a path is edited in (a further person's fields: the step of the list). */
export function stepIn(form: Form, path: string): SectionId | undefined {
  const entry = form.registry[path.split(".")[0]];
  return entry?.step;
}

/**
 * Checks a document (form state or stored data) field by field, then the conditional requirements on
 * the valid fields (with what `context` knows of its Gewerbe), and groups what is missing or wrong by
 * section.
 */
export function checkIn<D>(form: Form, input: unknown, context: CheckContext = {}): DocumentCheck<D> {
  const source = input && typeof input === "object" ? (input as Data) : {};
  const data: Data = {};
  const fieldIssues: Issue[] = [];
  for (const key of form.keys) {
    const result = form.schemas[key].safeParse(source[key]);
    if (result.success) {
      if (result.data !== undefined) data[key] = result.data;
    } else {
      for (const issue of result.error.issues)
        fieldIssues.push({ path: pathOf(key, issue.path), message: issue.message });
    }
  }
  // A field that is there but wrong already has its message; "ist erforderlich" would only repeat it.
  const required = requirementIssuesIn(form, data, context).filter(
    (r) =>
      !fieldIssues.some((f) => f.path === r.path || f.path.startsWith(`${r.path}.`) || r.path.startsWith(`${f.path}.`)),
  );
  const issues = [...fieldIssues, ...required];
  const rules = applicabilityIn(form, data);
  const shows = (key: string) => rules[key] === "required" || rules[key] === "optional";
  const sections = form.sections.map(({ id, title }): SectionCheck => {
    const own = issues.filter((issue) => stepIn(form, issue.path) === id);
    const applicable = (form.stepFields[id] ?? []).some(shows);
    return { id, title, applicable, complete: applicable && own.length === 0, issues: own };
  });
  const applicable = sections.filter((s) => s.applicable);
  return {
    complete: issues.length === 0,
    completeSections: applicable.filter((s) => s.complete).length,
    totalSections: applicable.length,
    sections,
    issues,
    warnings: warningsIn(form, data),
    data: data as Partial<D>,
  };
}

/** The form as one zod schema: a draft that also meets every conditional requirement. */
export function completeSchemaOf(form: Form) {
  return z.object(form.schemas).superRefine((data, ctx) => {
    for (const issue of requirementIssuesIn(form, data)) {
      ctx.addIssue({
        code: "custom",
        message: issue.message,
        path: issue.path.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      });
    }
  });
}

/** Titles of the applicable sections that are not complete yet, in form order. */
export function missingSections(check: Pick<DocumentCheck, "sections">): string[] {
  return check.sections.filter((s) => s.applicable && !s.complete).map((s) => s.title);
}

/** The registry field a path belongs to, and the part within it (a further person's path counts as its field). */
function locate(form: Form, path: string): { key: string; part?: string } | undefined {
  const segments = path.split(".");
  const own = segments[0] === "weitere_personen" && segments.length > 2 ? segments.slice(2) : segments;
  return own[0] in form.registry ? { key: own[0], part: own[1] } : undefined;
}

/** The label the wizard shows for a field or a part of a group ("Registergericht" for "register_2.gericht"). */
export function labelIn(form: Form, path: string): string {
  const found = locate(form, path);
  if (!found) return path;
  const entry = form.registry[found.key];
  const part = found.part === undefined ? undefined : entry.parts?.[found.part];
  if (!part) return entry.label;
  return part.label ?? ("kurz" in part ? part.kurz : entry.label);
}
