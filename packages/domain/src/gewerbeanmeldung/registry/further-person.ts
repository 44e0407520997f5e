import { z } from "zod";
import type { PersonFieldEntry } from "./entry";
import { person } from "./person";
import { wohnanschrift } from "./wohnanschrift";

/** The person fields, in the form's order: the main person's at the top level, each further person's again. */
export const personFields = { ...person, ...wohnanschrift } satisfies Record<string, PersonFieldEntry>;
type PersonFields = typeof personFields;

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
