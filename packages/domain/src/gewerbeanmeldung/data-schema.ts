import { z } from "zod";
import { type FieldEntry, type FieldKey, personSchema, REGISTRY, type Registry } from "./registry";

export { personSchema };
export type PersonData = OptionalKeys<z.output<typeof personSchema>>;

/** Keys whose value may be undefined become optional keys (zod keeps them required after a transform). */
type OptionalKeys<T> = {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
} & { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } extends infer O
  ? { [K in keyof O]: O[K] }
  : never;

/**
 * Every field of the complete form (schema_version 2), each with its registry rule. Fields 11 and 15
 * are always there (the quick create asks for them); everything else may be missing in a draft but
 * must be valid when given.
 */
export const gewerbeanmeldungFields = Object.fromEntries(
  Object.entries(REGISTRY).map(([key, entry]: [string, FieldEntry]) => [key, entry.schema(entry.kurz)]),
) as { [K in keyof Registry]: ReturnType<Registry[K]["schema"]> };

/** A draft: what `saveDraft` accepts and what is stored (unknown keys are dropped). */
export const gewerbeanmeldungDraftSchema = z.object(gewerbeanmeldungFields);
export type GewerbeanmeldungDraftInput = z.input<typeof gewerbeanmeldungDraftSchema>;
/** The stored document data (schema_version 2). */
export type GewerbeanmeldungData = OptionalKeys<
  Omit<z.output<typeof gewerbeanmeldungDraftSchema>, "weitere_personen"> & { weitere_personen?: PersonData[] }
>;

// Each box of the PDF prints the value its field stores: a print function written for another type
// (after a change of the field's rule) fails the typecheck here.
type PrintInput<K extends FieldKey> = Registry[K]["pdf"] extends { print: (value: infer V) => unknown } ? V : unknown;
type Misprinted = {
  [K in FieldKey]: GewerbeanmeldungData[K] | undefined extends PrintInput<K> ? never : K;
}[FieldKey];
export const everyPrintFitsItsValue: [Misprinted] extends [never] ? true : { misprinted: Misprinted } = true;
