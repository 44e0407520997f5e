// Apart from fields.ts, and without zod: the web's wizard route parses its step in the router, which
// is on the first page (decision 022).

/** The form's steps, in order (SECTIONS in fields.ts gives each its title and fields). */
export const SECTION_IDS = [
  "unternehmen",
  "person",
  "wohnanschrift",
  "vertretung",
  "betriebsstaette",
  "taetigkeit",
  "anlass",
  "erlaubnisse",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];
