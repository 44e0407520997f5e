/**
 * The product's two languages (decision 032). Texts live in messages/ (one file per language for each
 * web feature, the shared web pieces, the server and the domain) and are compiled by Paraglide JS:
 * `import { m } from "@app/i18n/messages"` and call `m.key()`. English is the base language: the
 * specification's texts are the English ones.
 */

export * from "./format";
export {
  baseLocale,
  cookieMaxAge as localeCookieMaxAge,
  cookieName as localeCookieName,
  extractLocaleFromRequest,
  getLocale,
  isLocale,
  type Locale,
  locales,
  overwriteGetLocale,
  setLocale,
} from "./paraglide/runtime.js";

import type { Locale } from "./paraglide/runtime.js";

/** Each language named in itself, as a language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", de: "Deutsch" };
