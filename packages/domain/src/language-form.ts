/**
 * Where a plain HTML form chooses the language (`locale`, and `next`, the page to go back to): the web
 * app's header menu, which works before its scripts have run (decision 022). Apart from language.ts:
 * the header is on every page, and this module brings no schema (zod) with it.
 */
export const LANGUAGE_FORM_PATH = "/api/language";
