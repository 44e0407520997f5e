import { z } from "zod";
import { addDays, addYears, formatIsoDateGerman, todayInGermany } from "../dates";
import { optionalDate } from "../field-schemas";
import { MELDUNG_MAX_DAYS_AHEAD, MELDUNG_MAX_YEARS_BACK, MELDUNG_WARN_DAYS_BACK } from "../limits";
import { gewerbeMessages } from "../messages";
import { codes } from "../options";
import type { DocumentFacts } from "./entry";

/**
 * Rules the Ummeldung (GewA 2) and the Abmeldung (GewA 3) share (decision 034): the date of the
 * change or of the Aufgabe, and a multiple choice.
 */

/** At most two weeks ahead, and not a typo years back; a date more than four weeks back only warns. */
export const meldungsdatum = () =>
  optionalDate((date, today) => {
    if (date > addDays(today, MELDUNG_MAX_DAYS_AHEAD)) return gewerbeMessages.meldungZuFern;
    if (date < addYears(today, -MELDUNG_MAX_YEARS_BACK)) return gewerbeMessages.meldungZuAlt;
    return undefined;
  });

/**
 * Not before the Gewerbe began: a business changes or closes only once it exists. The Beginn is the
 * Gewerbeanmeldung's, which the check gets with the notice (`facts.beginn`); a requirement, not a
 * draft rule, so a draft stays savable when the Beginn is moved later.
 */
export const nichtVorBeginn = (date: string | undefined, { beginn }: DocumentFacts) =>
  date !== undefined && beginn !== undefined && date < beginn
    ? [{ part: "", message: gewerbeMessages.vorBeginn(formatIsoDateGerman(beginn)) }]
    : [];

/** The FIM's four weeks back: the notice is late, but still owed (§ 14 GewO), so a warning only. */
export const verspaetet = (message: string) => (date: string | undefined) =>
  date !== undefined && date < addDays(todayInGermany(), -MELDUNG_WARN_DAYS_BACK) ? message : undefined;

/** Several codes of `options`, each once, in the options' order; none chosen is not given. */
export function optionalChoices<T extends readonly { code: string }[]>(kurz: string, options: T, doppelt: string) {
  const all = codes(options);
  return z
    .array(z.enum(all, { error: gewerbeMessages.auswahl(kurz) }), { error: gewerbeMessages.auswahl(kurz) })
    .superRefine((list, ctx) => {
      if (new Set(list).size !== list.length) ctx.addIssue({ code: "custom", message: doppelt });
    })
    .optional()
    .transform((list) => (list?.length ? all.filter((code) => list.includes(code)) : undefined));
}

/** The same text, whatever the spacing and case. */
export const sameText = (a: unknown, b: unknown) =>
  typeof a === "string" &&
  typeof b === "string" &&
  a.trim().replace(/\s+/g, " ").toLocaleLowerCase("de-DE") === b.trim().replace(/\s+/g, " ").toLocaleLowerCase("de-DE");
