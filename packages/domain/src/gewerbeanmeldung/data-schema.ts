import { z } from "zod";
import { type FieldEntry, personSchema, REGISTRY, type Registry } from "./registry";
import { ABMELDUNG_REGISTRY, type abmeldungPersonSchema } from "./registry/abmeldung";
import { UMMELDUNG_REGISTRY, type ummeldungPersonSchema } from "./registry/ummeldung";

export { personSchema };
export type PersonData = OptionalKeys<z.output<typeof personSchema>>;

/** Keys whose value may be undefined become optional keys (zod keeps them required after a transform). */
export type OptionalKeys<T> = {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
} & { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } extends infer O
  ? { [K in keyof O]: O[K] }
  : never;

type Entries = Record<string, FieldEntry>;
/** Each field's zod rule, with its exact type. */
export type SchemasOf<R extends Entries> = { [K in keyof R]: ReturnType<R[K]["schema"]> };

export function schemasOf<R extends Entries>(registry: R): SchemasOf<R> {
  return Object.fromEntries(
    Object.entries(registry).map(([key, entry]) => [key, entry.schema(entry.kurz)]),
  ) as SchemasOf<R>;
}

/** A form's stored data: its draft schema's output, each further person with their form's person fields. */
type DataOf<S extends z.ZodType, P> = OptionalKeys<
  Omit<z.output<S>, "weitere_personen"> & { weitere_personen?: OptionalKeys<P>[] }
>;

/**
 * Every field of the complete form (schema_version 2), each with its registry rule. Fields 11 and 15
 * are always there (the quick create asks for them); everything else may be missing in a draft but
 * must be valid when given.
 */
export const gewerbeanmeldungFields = schemasOf(REGISTRY);

/** A draft: what `saveDraft` accepts and what is stored (unknown keys are dropped). */
export const gewerbeanmeldungDraftSchema = z.object(gewerbeanmeldungFields);
export type GewerbeanmeldungDraftInput = z.input<typeof gewerbeanmeldungDraftSchema>;
/** The stored document data (schema_version 2). */
export type GewerbeanmeldungData = DataOf<typeof gewerbeanmeldungDraftSchema, z.output<typeof personSchema>>;

/** The Gewerbe-Ummeldung (GewA 2): fields 11 and 15 always there (carried over from the Anmeldung). */
export const ummeldungFields = schemasOf(UMMELDUNG_REGISTRY);
export const ummeldungDraftSchema = z.object(ummeldungFields);
export type UmmeldungDraftInput = z.input<typeof ummeldungDraftSchema>;
export type UmmeldungPersonData = OptionalKeys<z.output<typeof ummeldungPersonSchema>>;
export type UmmeldungData = DataOf<typeof ummeldungDraftSchema, z.output<typeof ummeldungPersonSchema>>;

/** The Gewerbe-Abmeldung (GewA 3): fields 11 and 15 always there (carried over from the Anmeldung). */
export const abmeldungFields = schemasOf(ABMELDUNG_REGISTRY);
export const abmeldungDraftSchema = z.object(abmeldungFields);
export type AbmeldungDraftInput = z.input<typeof abmeldungDraftSchema>;
export type AbmeldungPersonData = OptionalKeys<z.output<typeof abmeldungPersonSchema>>;
export type AbmeldungData = DataOf<typeof abmeldungDraftSchema, z.output<typeof abmeldungPersonSchema>>;

// Each box of the PDF prints the value its field stores: a print function written for another type
// (after a change of the field's rule) fails the typecheck here.
type PrintInput<R extends Entries, K extends keyof R> = R[K]["pdf"] extends { print: (value: infer V) => unknown }
  ? V
  : unknown;
type Misprinted<R extends Entries, D> = {
  [K in keyof R & keyof D]: D[K] | undefined extends PrintInput<R, K> ? never : K;
}[keyof R & keyof D];
type Fits<R extends Entries, D> = [Misprinted<R, D>] extends [never] ? true : { misprinted: Misprinted<R, D> };
export const everyPrintFitsItsValue: [
  Fits<Registry, GewerbeanmeldungData>,
  Fits<typeof UMMELDUNG_REGISTRY, UmmeldungData>,
  Fits<typeof ABMELDUNG_REGISTRY, AbmeldungData>,
] = [true, true, true];
