// No zod here: the web's first page reads this (through redirect.ts) and must not load zod for it.

/** C0 and C1 control characters (tab, CR, LF, NUL, DEL, …) and the Unicode line and paragraph separators. */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}]/u;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}
