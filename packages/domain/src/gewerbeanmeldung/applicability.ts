import type { GewerbeanmeldungData, PersonData } from "./data-schema";
import { applicabilityIn, personApplicabilityIn, pruneIn } from "./engine";
import { GEWERBEANMELDUNG_FORM } from "./forms";
import type { Applicability, DocumentFacts, FieldKey, PersonFieldKey } from "./registry";

export type { Applicability };

type Data = Partial<GewerbeanmeldungData>;

/** The answers the GewA 1's document fields' applicability depends on. */
export function documentFacts(data: Data): DocumentFacts {
  return GEWERBEANMELDUNG_FORM.facts(data);
}

/** The person fields (4–11, 30–31) of the main person or of a further person. */
export function personApplicability(person: Partial<PersonData>): Record<PersonFieldKey, Applicability> {
  return personApplicabilityIn(GEWERBEANMELDUNG_FORM, person) as Record<PersonFieldKey, Applicability>;
}

/** Every field's applicability, given the answers so far (the registry's `appliesWhen`). */
export function fieldApplicability(data: Data): Record<FieldKey, Applicability> {
  return applicabilityIn(GEWERBEANMELDUNG_FORM, data) as Record<FieldKey, Applicability>;
}

/**
 * The data without the fields that do not apply (and without the details of a "Nein"), so what is
 * stored and printed is what the answers call for. Undecided fields are kept.
 */
export function pruneInapplicable(data: GewerbeanmeldungData): GewerbeanmeldungData {
  return pruneIn(GEWERBEANMELDUNG_FORM, data);
}
