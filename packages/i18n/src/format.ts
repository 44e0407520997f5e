import { getLocale, type Locale } from "./paraglide/runtime.js";

/**
 * Numbers and lists in the reader's language, through Intl (dates: apps/web/src/lib/dates.ts and the
 * mail templates). German uses the German separators ('1.234'), English the English ones ('1,234').
 */
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

/** The BCP 47 tag Intl gets for a language. */
export function intlTag(locale: Locale = getLocale()): string {
  return locale === "de" ? "de-DE" : "en-GB";
}

export function formatNumber(value: number, locale: Locale = getLocale()): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale));
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** 'a, b and c' / 'a, b und c'. */
export function formatList(
  items: readonly string[],
  type: "conjunction" | "disjunction" = "conjunction",
  locale: Locale = getLocale(),
): string {
  const key = `${locale} ${type}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(intlTag(locale), { type });
    listFormats.set(key, format);
  }
  return format.format(items);
}
