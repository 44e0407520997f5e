import { baseLocale, extractLocaleFromRequest, type Locale, overwriteGetLocale } from "@app/i18n";

/**
 * The language of a request (decision 032): the `locale` cookie the web app sets when a person
 * chooses (and keeps equal to a signed-in user's preference), else the best of Accept-Language,
 * else English. API clients choose with Accept-Language.
 */
export function localeOfRequest(request: Request): Locale {
  return extractLocaleFromRequest(request);
}

/**
 * Every message the server writes without a `locale` of its own (error answers, validation messages
 * from packages/domain) follows the request it answers; outside a request, English. Mails name
 * their reader's language explicitly instead (mail/recipient-locale.ts).
 */
export function followRequestLocale(requestLocale: () => Locale | undefined): void {
  overwriteGetLocale(() => requestLocale() ?? baseLocale);
}
