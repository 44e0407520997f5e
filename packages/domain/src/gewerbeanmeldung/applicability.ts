import type { GewerbeanmeldungData, PersonData } from "./data-schema";
import { rechtsformInfo } from "./rechtsform";
import { fromKeys } from "./record";
import {
  type Applicability,
  type DocumentFacts,
  FIELD_KEYS,
  type FieldKey,
  fieldEntry,
  type PersonFacts,
  type PersonFieldKey,
  personFields,
  REGISTRY,
} from "./registry";

export type { Applicability };

type Data = Partial<GewerbeanmeldungData>;

const PERSON_KEYS = Object.keys(personFields) as PersonFieldKey[];

/** The answers the document fields' applicability depends on. */
export function documentFacts(data: Data): DocumentFacts {
  const rechtsform = rechtsformInfo(data.rechtsform);
  const filer = rechtsform?.anmeldender;
  return {
    rechtsform,
    filer,
    company: filer !== undefined && filer !== "natuerliche_person",
    personCount: data.zahl_gesellschafter_12,
    anmeldungFuer: data.anmeldung_fuer_23,
    grund: data.grund_25,
    betriebsarten: data.betriebsart_21,
  };
}

const personFacts = (person: Partial<PersonData>): PersonFacts => ({ nationalities: person.staatsangehoerigkeit_10 });

/** The person fields (4–11, 30–31) of the main person or of a further person. */
export function personApplicability(person: Partial<PersonData>): Record<PersonFieldKey, Applicability> {
  const facts = personFacts(person);
  return fromKeys(PERSON_KEYS, (key) => personFields[key].appliesWhen(facts));
}

/** Every field's applicability, given the answers so far (the registry's `appliesWhen`). */
export function fieldApplicability(data: Data): Record<FieldKey, Applicability> {
  const document = documentFacts(data);
  const person = personFacts(data);
  return fromKeys(FIELD_KEYS, (key) => {
    const entry = REGISTRY[key];
    return entry.scope === "person" ? entry.appliesWhen(person) : entry.appliesWhen(document);
  });
}

/** The Ja/Nein question of each group field that has one (e.g. 30: "liegt_vor"). */
const SWITCHES = FIELD_KEYS.flatMap((key) => {
  const parts = fieldEntry(key).parts ?? {};
  const part = Object.keys(parts).find((name) => parts[name].needed === "switch");
  return part ? [[key, part] as const] : [];
});

/** A group answered "Nein" keeps only that answer: its details do not apply. */
function pruneDetails(data: Record<string, unknown>) {
  for (const [key, part] of SWITCHES) {
    const value = data[key] as Record<string, unknown> | undefined;
    if (value?.[part] === false) data[key] = { [part]: false };
  }
}

function pruneExcluded(data: Record<string, unknown>, rules: Partial<Record<FieldKey, Applicability>>) {
  for (const [key, rule] of Object.entries(rules)) {
    if (rule === "excluded") delete data[key];
  }
  pruneDetails(data);
}

/**
 * The data without the fields that do not apply (and without the details of a "Nein"), so what is
 * stored and printed is what the answers call for. Undecided fields are kept.
 */
export function pruneInapplicable(data: GewerbeanmeldungData): GewerbeanmeldungData {
  const result: Record<string, unknown> = { ...data };
  pruneExcluded(result, fieldApplicability(data));
  const pruned = result as GewerbeanmeldungData;
  if (pruned.weitere_personen) {
    pruned.weitere_personen = pruned.weitere_personen.map((person) => {
      const copy: Record<string, unknown> = { ...person };
      pruneExcluded(copy, personApplicability(person));
      return copy as PersonData;
    });
  }
  return pruned;
}
