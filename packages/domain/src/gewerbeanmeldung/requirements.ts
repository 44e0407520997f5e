import { documentFacts, fieldApplicability, personApplicability } from "./applicability";
import type { GewerbeanmeldungData } from "./data-schema";
import { gewerbeMessages } from "./messages";
import { type Applicability, type DocumentFacts, type FieldEntry, type FieldKey, fieldEntry } from "./registry";

export interface Issue {
  /** Dotted path of the field, e.g. "register_2.nummer" or "weitere_personen.0.name_4". */
  path: string;
  message: string;
}

type Data = Partial<GewerbeanmeldungData>;
type Rules = Partial<Record<FieldKey, Applicability>>;

const missing = (entry: FieldEntry) =>
  entry.required.ask === "jaNein" ? gewerbeMessages.jaNein(entry.kurz) : gewerbeMessages.erforderlich(entry.kurz);

/** Required fields that are not given. */
function requireAll(rules: Rules, data: Record<string, unknown>, prefix: string, issues: Issue[]) {
  for (const [key, rule] of Object.entries(rules) as [FieldKey, Applicability][]) {
    const entry = fieldEntry(key);
    if (entry.required.ask === "counted") continue;
    if (rule === "required" && data[key] === undefined) issues.push({ path: prefix + key, message: missing(entry) });
  }
}

/** The parts a given group still needs (registry `parts[].needed`). */
function partIssues(entry: FieldEntry, group: Record<string, unknown>, path: string, issues: Issue[]) {
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
function details(rules: Rules, data: Data, facts: DocumentFacts, prefix: string, issues: Issue[]) {
  for (const key of Object.keys(rules) as FieldKey[]) {
    const entry = fieldEntry(key);
    const value = (data as Record<string, unknown>)[key];
    if (rules[key] !== "excluded") {
      if (value !== undefined && entry.parts) partIssues(entry, value as Record<string, unknown>, prefix + key, issues);
      for (const { part, message } of entry.required.check?.(value as never, facts) ?? []) {
        issues.push({ path: part ? `${prefix}${key}.${part}` : prefix + key, message });
      }
    }
    // Further persons given are checked even while the list does not apply (the server drops them on save).
    if (key === "weitere_personen") {
      data.weitere_personen?.forEach((person, index) => {
        const personPrefix = `weitere_personen.${index}.`;
        const personRules = personApplicability(person);
        requireAll(personRules, person as Record<string, unknown>, personPrefix, issues);
        details(personRules, person, facts, personPrefix, issues);
      });
    }
  }
}

/**
 * What is still missing for a complete Gewerbeanmeldung, given the (valid) answers so far: the
 * registry's applicability (who files, Rechtsform, branch, relocation, takeover, craft, residence
 * title) and requirements, field by field in the form's order. Empty when the document may become
 * 'Vollständig'.
 */
export function requirementIssues(data: Data): Issue[] {
  const issues: Issue[] = [];
  const rules = fieldApplicability(data);
  requireAll(rules, data as Record<string, unknown>, "", issues);
  details(rules, data, documentFacts(data), "", issues);
  return issues;
}
