import { addDays } from "../gewerbeanmeldung/dates";

/**
 * Periods counted from an event (§§ 187 Abs. 1, 188 BGB; for tax periods through § 108 Abs. 1 AO),
 * on ISO calendar days (YYYY-MM-DD). The event's own day is not counted: a period of a week or of
 * months ends on the day of the last week or month that has the event's weekday or number; a month
 * without that number ends the period on its last day (§ 188 Abs. 3 BGB: 31 January + 1 month is
 * 28 February, or 29 February in a leap year).
 */

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const iso = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The end of a period of `months` months from the event on `date` (§ 188 Abs. 2, 3 BGB). */
export function monthsAfter(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return iso(targetYear, targetMonth, Math.min(day, lastDayOf(targetYear, targetMonth)));
}

/** The end of a period of `weeks` weeks from the event on `date`: the same weekday (§ 188 Abs. 2 BGB). */
export function weeksAfter(date: string, weeks: number): string {
  return addDays(date, weeks * 7);
}

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/**
 * The public holidays of every Land: Neujahr, Karfreitag, Ostermontag, 1. Mai, Christi Himmelfahrt,
 * Pfingstmontag, Tag der Deutschen Einheit, both Christmas days. A Land's own holidays are left out:
 * which Land's count depends on the Finanzamt, which the form does not name, and leaving one out
 * can only give an earlier day than the law's, never a later one.
 */
export function nationwideHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    iso(year, 1, 1),
    addDays(easter, -2),
    addDays(easter, 1),
    iso(year, 5, 1),
    addDays(easter, 39),
    addDays(easter, 50),
    iso(year, 10, 3),
    iso(year, 12, 25),
    iso(year, 12, 26),
  ];
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A Saturday, a Sunday or a nationwide public holiday. */
export function isNonWorkingDay(date: string): boolean {
  const day = weekday(date);
  return day === 0 || day === 6 || nationwideHolidays(Number(date.slice(0, 4))).includes(date);
}

/**
 * A tax period ending on a Saturday, a Sunday or a public holiday ends on the next working day
 * (§ 108 Abs. 3 AO).
 */
export function nextWorkingDay(date: string): string {
  let day = date;
  while (isNonWorkingDay(day)) day = addDays(day, 1);
  return day;
}
