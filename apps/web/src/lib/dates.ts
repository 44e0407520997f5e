import { pageLanguage } from "./language";

/**
 * Every date the web app shows goes through here, so one screen never mixes '11/30/2026' with
 * 'Nov 23, 2026'. Screens use the page's language (decision 032) in the browser's time zone: an
 * English page takes the browser's own English variant (en-US, en-GB, ...), a German page de-DE.
 * The Gewerbeanmeldung screens use de-DE (docs/product.md#document-list) and German time in both languages, since the
 * documents are filed in Germany. Medium date style throughout ('Nov 23, 2026', '23.11.2026'); with
 * the time where it tells apart several things from one day.
 */
export type DateLocale = "browser" | "de";

function pageDateLocale(): string {
  if (pageLanguage === "de") return "de-DE";
  const browser = typeof navigator === "undefined" ? undefined : navigator.language;
  return browser?.toLowerCase().startsWith("en") ? browser : "en-GB";
}

type DateInput = Date | string | number;

const ISO_CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const zones: Record<DateLocale, { locale: string | undefined; timeZone: string | undefined }> = {
  browser: { locale: pageDateLocale(), timeZone: undefined },
  de: { locale: "de-DE", timeZone: "Europe/Berlin" },
};

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: DateLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    const zone = zones[locale];
    format = new Intl.DateTimeFormat(zone.locale, { timeZone: zone.timeZone, ...options });
    cache.set(key, format);
  }
  return format;
}

/**
 * A calendar date ('2026-03-05', as date inputs give it) names a day, not a moment: it is shown as that
 * day wherever the browser is.
 */
function toDate(value: DateInput): { date: Date; calendarDay: boolean } {
  if (typeof value === "string" && ISO_CALENDAR_DATE.test(value)) {
    return { date: new Date(`${value}T00:00:00Z`), calendarDay: true };
  }
  return { date: value instanceof Date ? value : new Date(value), calendarDay: false };
}

/** 'Nov 23, 2026' (browser locale) or '23.11.2026' (de). */
export function formatDate(value: DateInput, locale: DateLocale = "browser"): string {
  const { date, calendarDay } = toDate(value);
  return formatter(locale, { dateStyle: "medium", ...(calendarDay ? { timeZone: "UTC" } : {}) }).format(date);
}

/** 'Nov 23, 2026, 6:05 PM' (browser locale) or '23.11.2026, 18:05' (de). */
export function formatDateTime(value: DateInput, locale: DateLocale = "browser"): string {
  return formatter(locale, { dateStyle: "medium", timeStyle: "short" }).format(toDate(value).date);
}

/** The full date and time, for a title attribute beside a short date. */
export function formatFullDateTime(value: DateInput, locale: DateLocale = "browser"): string {
  return formatter(locale, { dateStyle: "full", timeStyle: "short" }).format(toDate(value).date);
}
