import { z } from "zod";
import type { PersonFieldEntry } from "./entry";
import { person } from "./person";
import { wohnanschrift } from "./wohnanschrift";

type PersonEntries = Record<string, PersonFieldEntry>;

/** A field's number; contact details count as the number of the box they are printed in. */
const numberOf = (entries: PersonEntries, entry: PersonFieldEntry): number =>
  entry.nr ?? ("within" in entry.pdf ? numberOf(entries, entries[entry.pdf.within]) : 0);

/** A form's person fields in the order of their numbers (4–11, then the residence title), as on the sheet. */
export function personFieldsOf<P extends PersonEntries>(entries: P): P {
  return Object.fromEntries(
    Object.entries(entries as PersonEntries).sort(([, a], [, b]) => numberOf(entries, a) - numberOf(entries, b)),
  ) as P;
}

type FurtherRule<E> = E extends { furtherSchema: (kurz: string) => infer S }
  ? S
  : E extends { schema: (kurz: string) => infer S }
    ? S
    : never;

/** A further managing partner or legal representative (a supplementary sheet of the paper form). */
export function personSchemaOf<P extends PersonEntries>(entries: P) {
  return z.object(
    Object.fromEntries(
      Object.entries(personFieldsOf(entries) as PersonEntries).map(([key, entry]) => [
        key,
        (entry.furtherSchema ?? entry.schema)(entry.kurz),
      ]),
    ) as { [K in keyof P]: FurtherRule<P[K]> },
  );
}

const unordered = { ...person, ...wohnanschrift } satisfies PersonEntries;

/**
 * The GewA 1's person fields: the main person's at the top level, and each further person's on a
 * supplementary sheet, in the order of their numbers (4–11, 30–31), as on the sheet.
 */
export const personFields = personFieldsOf(unordered);

/** A further person of the GewA 1. */
export const personSchema = personSchemaOf(unordered);
