import type { GewerbeanmeldungData, PersonData } from "./data-schema";
import { type FieldKey, fieldEntry, REGISTRY } from "./registry";
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
/** Where a person's fields are: the main person's at the top level, a further person's in the list. */
export type PersonPrefix = "" | `weitere_personen.${number}.`;

/** The path of a person's field under the main person or a further person. */
export function personPath(prefix: PersonPrefix, path: PersonFieldPath): FieldPath {
  return `${prefix}${path}` as FieldPath;
}

/** The registry field a path belongs to, and the part within it (a further person's path counts as its field). */
function locate(path: string): { key: FieldKey; part?: string } | undefined {
  const segments = path.split(".");
  const own = segments[0] === "weitere_personen" && segments.length > 2 ? segments.slice(2) : segments;
  const key = own[0] as FieldKey;
  return key in REGISTRY ? { key, part: own[1] } : undefined;
}

/** The label the wizard shows for a field or a part of a group ("Registergericht" for "register_2.gericht"). */
export function fieldLabel(path: FieldPath): string {
  const found = locate(path);
  if (!found) return path;
  const entry = fieldEntry(found.key);
  const part = found.part === undefined ? undefined : entry.parts?.[found.part];
  if (!part) return entry.label;
  return part.label ?? ("kurz" in part ? part.kurz : entry.label);
}

/** The wizard's step a path is edited in (further persons: the step "vertretung"). */
export function stepOfPath(path: FieldPath): SectionId {
  const [first] = path.split(".");
  return fieldEntry(first as FieldKey).step;
}
