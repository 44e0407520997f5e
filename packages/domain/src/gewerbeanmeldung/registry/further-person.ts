import { z } from "zod";
import type { PersonFieldEntry } from "./entry";
import { person } from "./person";
import { wohnanschrift } from "./wohnanschrift";

const unordered = { ...person, ...wohnanschrift } satisfies Record<string, PersonFieldEntry>;
type PersonFields = typeof unordered;

/** A field's number; contact details count as the number of the box they are printed in. */
const numberOf = (entry: PersonFieldEntry): number =>
  entry.nr ?? ("within" in entry.pdf ? numberOf(unordered[entry.pdf.within as keyof PersonFields]) : 0);

/**
 * The person fields: the main person's at the top level, and each further person's on a supplementary
 * sheet, in the order of their numbers (4–11, 30–31), as on the sheet.
 */
export const personFields = Object.fromEntries(
  Object.entries(unordered as Record<string, PersonFieldEntry>).sort(([, a], [, b]) => numberOf(a) - numberOf(b)),
) as PersonFields;

type FurtherRule<E> = E extends { furtherSchema: (kurz: string) => infer S }
  ? S
  : E extends { schema: (kurz: string) => infer S }
    ? S
    : never;

/** A further managing partner or legal representative (a supplementary sheet of the paper form). */
export const personSchema = z.object(
  Object.fromEntries(
    Object.entries(personFields).map(([key, entry]: [string, PersonFieldEntry]) => [
      key,
      (entry.furtherSchema ?? entry.schema)(entry.kurz),
    ]),
  ) as { [K in keyof PersonFields]: FurtherRule<PersonFields[K]> },
);
