import type {
  AbmeldungData,
  AbmeldungPersonData,
  GewerbeanmeldungData,
  PersonData,
  UmmeldungData,
  UmmeldungPersonData,
} from "./data-schema";
import { labelIn, stepIn } from "./engine";
import { GEWERBEANMELDUNG_FORM } from "./forms";
import type { SectionId } from "./section-ids";

type Leaf = string | number | boolean | null | undefined;

/** The dotted paths into a value: object keys, array indices as `${number}`, down to the leaves. */
type PathsOf<T> = T extends readonly (infer E)[]
  ? `${number}` | (NonNullable<E> extends Leaf ? never : `${number}.${PathsOf<NonNullable<E>>}`)
  : {
      [K in keyof T & string]-?: K | (NonNullable<T[K]> extends Leaf ? never : `${K}.${PathsOf<NonNullable<T[K]>>}`);
    }[keyof T & string];

/**
 * Every path into a Gewerbeanmeldung, as forms, messages (`Issue.path`) and the DOM ids use them:
 * "rechtsform", "register_2.gericht", "wohnanschrift_11.bundesland.kuerzel", "staatsangehoerigkeit_10.0",
 * "weitere_personen.1.geburtsort_9.land". A typo is a type error.
 */
export type FieldPath = PathsOf<GewerbeanmeldungData>;
/** A path into one person's fields ("name_4", "geburtsort_9.ort", …). */
export type PersonFieldPath = PathsOf<PersonData>;
/** Every path into a Gewerbe-Ummeldung (GewA 2) or a Gewerbe-Abmeldung (GewA 3). */
export type UmmeldungPath = PathsOf<UmmeldungData>;
export type AbmeldungPath = PathsOf<AbmeldungData>;
/** A path into a document of any of the three forms (the wizard's inputs serve all three). */
export type AnyFieldPath = FieldPath | UmmeldungPath | AbmeldungPath;
/** A path into one person's fields on any of the three forms. */
export type AnyPersonFieldPath = PathsOf<PersonData | UmmeldungPersonData | AbmeldungPersonData>;
/** Where a person's fields are: the main person's at the top level, a further person's in the list. */
export type PersonPrefix = "" | `weitere_personen.${number}.`;

/** The path of a person's field under the main person or a further person. */
export function personPath(prefix: PersonPrefix, path: PersonFieldPath): FieldPath {
  return `${prefix}${path}` as FieldPath;
}

/** The label the wizard shows for a field or a part of a group ("Registergericht" for "register_2.gericht"). */
export function fieldLabel(path: FieldPath): string {
  return labelIn(GEWERBEANMELDUNG_FORM, path);
}

/** The wizard's step a path is edited in (further persons: the step "vertretung"). */
export function stepOfPath(path: FieldPath): SectionId {
  return stepIn(GEWERBEANMELDUNG_FORM, path) as SectionId;
}
