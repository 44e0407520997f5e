/**
 * DIN 91379 (formerly DIN SPEC 91379, "String.Latin+"): the Latin characters that German registers and
 * the authorities' XÖV messages must accept in names. Data from DIN 91379:2022-08 (String.Latin+ 1.3,
 * a superset of DIN SPEC 91379:2019's 1.2), as published in String-Latin/DIN-91379-Characters-and-Sequences
 * (CC BY 4.0). See docs/decisions/010-gewerbeanmeldung-schema.md.
 */

/** Group "bll": Latin letters as single code points (NFC). */
const LETTERS =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" +
  "ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ" +
  "ĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĲĳĴĵĶķĸĹĺĻļĽľĿŀŁłŃńŅņŇňŉŊŋŌōŎŏŐőŒœ" +
  "ŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž" +
  "ƇƈƏƗƠơƯưƷǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǢǣǤǥǦǧǨǩǪǫǬǭǮǯǰǴǵǸǹǺǻǼǽǾǿȒȓȘșȚțȞȟȧȨȩȪȫȬȭȮȯȰȱȲȳəɨʒ" +
  "ḂḃḆḇḊḋḌḍḎḏḐḑḗḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḯḰḱḲḳḴḵḶḷḺḻṀṁṂṃṄṅṆṇṈṉṒṓṔṕṖṗṘṙṚṛṞṟṠṡṢṣṪṫṬṭṮṯ" +
  "ẀẁẂẃẄẅẆẇẌẍẎẏẐẑẒẓẔẕẖẗẞẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộ" +
  "ỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹ";

/** Group "dc": combining diacritics; allowed only after a letter (the normative sequences, e.g. "L̥̄"). */
const COMBINING =
  "\u0300\u0301\u0302\u0304\u0306\u0307\u0308\u030B\u030C\u030D\u0310\u0315\u031B\u0323\u0325\u0326\u0327\u0328\u0331\u035F";

/** Group "bnlreq" (N1): the non-letters every name may contain. */
const NON_LETTERS_N1 = " ',-.`~\u00A8\u00B4\u00B7\u02B9\u02BA\u02BE\u02BF\u02C8\u02CC\u2019\u2021";
/** Groups "bnl" (N2) and "bnlopt" (N3): digits and punctuation of names of legal persons. */
const NON_LETTERS_N2_N3 = '!"#$%&()*+/0123456789:;<=>?@[\\]^_{|}¡¢£¥§©ª«¬®¯°±²³µ¶¹º»¿×÷€¤¦¸¼½¾';
/**
 * Group "enl" (E1, extended): typographic characters for continuous text, without ∞ ≤ ≥, which the
 * PDF's font (Noto Sans) cannot print.
 */
const NON_LETTERS_E1 = "ƒʰʳˆ˜ˢᵈᵗ‘‚“”„†…‰′″‹›⁰⁴⁵⁶⁷⁸⁹ⁿ₀₁₂₃₄₅₆₇₈₉™";

/**
 * Which characters a text may hold:
 * - `name`: names of natural persons (DIN 91379 data type A: letters and N1);
 * - `business`: names of businesses, places, streets, authorities (type B: plus N2 and N3) without `<` and `>`;
 * - `text`: free text (type B plus E1), one line;
 * - `multiline`: free text with line breaks.
 */
export type CharacterProfile = "name" | "business" | "text" | "multiline";

const letters = new Set(LETTERS);
const combining = new Set(COMBINING);
const allowedNonLetters: Record<CharacterProfile, Set<string>> = {
  name: new Set(NON_LETTERS_N1),
  business: new Set([...NON_LETTERS_N1, ...NON_LETTERS_N2_N3].filter((c) => c !== "<" && c !== ">")),
  text: new Set([...NON_LETTERS_N1, ...NON_LETTERS_N2_N3, ...NON_LETTERS_E1]),
  multiline: new Set([...NON_LETTERS_N1, ...NON_LETTERS_N2_N3, ...NON_LETTERS_E1, "\n"]),
};

export function isDinLetter(char: string): boolean {
  return letters.has(char);
}

/** Every DIN 91379 letter, for tests and for checking that a font can print them. */
export const DIN_91379_LETTERS: readonly string[] = [...LETTERS];
export const DIN_91379_COMBINING: readonly string[] = [...COMBINING];

/**
 * The characters of `value` (already NFC) that the profile does not allow, each once, in order of
 * appearance. A combining mark counts as not allowed where it does not follow a letter.
 */
export function disallowedCharacters(value: string, profile: CharacterProfile): string[] {
  const bad: string[] = [];
  let afterLetter = false;
  for (const char of value) {
    let ok: boolean;
    if (letters.has(char)) {
      ok = true;
      afterLetter = true;
    } else if (combining.has(char)) {
      ok = afterLetter;
    } else {
      ok = allowedNonLetters[profile].has(char);
      afterLetter = false;
    }
    if (!ok && !bad.includes(char)) bad.push(char);
  }
  return bad;
}

/** How a refused character is named in a message: itself in quotes, or its code point when invisible. */
export function describeCharacter(char: string): string {
  const cp = char.codePointAt(0) ?? 0;
  const invisible = cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || (cp >= 0xd800 && cp <= 0xdfff) || /\s/u.test(char);
  if (invisible || combining.has(char)) return `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  return `„${char}“`;
}
