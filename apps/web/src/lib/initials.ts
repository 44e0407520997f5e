const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * What an avatar shows (docs/product.md#organization-list-and-manage-view) without a picture: the first letters of the first two words. Words
 * without a letter or digit ('&', '-', '·') are skipped, and a word's leading symbols too:
 * 'Müller & Söhne' → 'MS', '(Acme) Inc' → 'AI'.
 */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => word.match(LETTER_OR_DIGIT)?.[0])
    .filter((letter): letter is string => Boolean(letter))
    .slice(0, 2)
    .map((letter) => letter.toLocaleUpperCase())
    .join("");
}
