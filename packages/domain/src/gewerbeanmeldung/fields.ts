/**
 * The fields' numbers, labels and steps, derived from the registry (registry/): what the wizard, the
 * summary and the PDF show.
 */

import { type Form, labelIn } from "./engine";
import { SECTION_TITLES } from "./forms";
import { fromKeys } from "./record";
import { FIELD_KEYS, type FieldEntry, type FieldKey, type PersonFieldKey, personFields, REGISTRY } from "./registry";
import { SECTION_IDS, type SectionId } from "./section-ids";

export { type FieldKey, type PersonFieldKey, SECTION_IDS, type SectionId };

const entries = Object.entries(REGISTRY) as [FieldKey, FieldEntry][];

/** The form's steps, in order; `fields` are the top-level keys each step edits, in the form's order. */
export const SECTIONS: Record<SectionId, { title: string; fields: readonly FieldKey[] }> = fromKeys(
  SECTION_IDS,
  (id) => ({ title: SECTION_TITLES[id], fields: entries.filter(([, entry]) => entry.step === id).map(([key]) => key) }),
);

export interface FieldInfo {
  /** Number on the official form; absent for this product's own keys. */
  nr?: number;
  /** The form's label, as printed on the PDF. */
  label: string;
  /** Short name used in messages ("{kurz} ist erforderlich"). */
  kurz: string;
}

/** Number, label and short name of every field. */
export const FIELDS: Record<FieldKey, FieldInfo> = fromKeys(FIELD_KEYS, (key) => {
  const { nr, label, kurz } = REGISTRY[key];
  return nr === null ? { label, kurz } : { nr, label, kurz };
});

/** The person fields, which the main person has at the top level and each further person again (4–11, 30–31). */
export const PERSON_FIELDS = Object.keys(personFields) as readonly PersonFieldKey[];

const STEP_OF = new Map<string, SectionId>(entries.map(([key, entry]) => [key, entry.step]));

export function sectionOfField(key: string): SectionId | undefined {
  return STEP_OF.get(key);
}

/** Number, label and short name of every field of a form, as that form words it. */
export function formFields(form: Form): Record<string, FieldInfo> {
  return fromKeys(form.keys, (key) => {
    const { nr, label, kurz } = form.registry[key];
    return nr === null ? { label, kurz } : { nr, label, kurz };
  });
}

export { labelIn as formFieldLabel };
