import { getLocale, isLocale, type Locale, locales, setLocale } from "@app/i18n";
import { authClient } from "./auth-client";

/**
 * The page's language (decision 032). Each language is its own build, so it never changes while a
 * page lives: choosing another one stores it and loads the page again in that language.
 */
export const pageLanguage: Locale = getLocale();

/**
 * With `store` (signed in as oneself), the choice is stored on the account first (so other devices and the user's mails
 * follow); then in this browser's `locale` cookie, which the server reads, and the page reloads.
 */
export async function chooseLanguage(language: Locale, store: boolean): Promise<void> {
  if (store) await authClient.updateUser({ language });
  for (const locale of locales) sessionStorage.removeItem(`language-followed-${locale}`);
  if (language !== pageLanguage) setLocale(language);
}

/**
 * A signed-in user whose stored language is not this page's (a new device, another browser) gets
 * the page in their language: the cookie follows the account, and the page reloads once.
 */
export function followAccountLanguage(language: string | null | undefined): void {
  if (!isLocale(language) || language === pageLanguage) return;
  // Once per tab and language: where the server cannot serve that language (the Vite dev server
  // serves one build), the page stays as it is instead of reloading forever.
  const attempt = `language-followed-${language}`;
  if (sessionStorage.getItem(attempt)) return;
  sessionStorage.setItem(attempt, "1");
  setLocale(language);
}
