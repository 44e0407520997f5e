/**
 * Calendar dates as ISO strings (YYYY-MM-DD, what <input type="date"> gives), compared as strings.
 * "Today" is the date in Germany (Europe/Berlin), the same for the browser and the server.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an existing calendar date from the year 1000 on (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const berlinDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Germany. */
export function todayInGermany(now: Date = new Date()): string {
  return berlinDate.format(now);
}

/** The same day `years` later (or earlier); 29 February becomes 28 February in other years. */
export function addYears(date: string, years: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const target = year + years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}

/** Full years between a birth date and a day (the birthday itself counts). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** 2026-03-05 → 05.03.2026 */
export function formatIsoDateGerman(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}.${month}.${year}`;
}

/** The day `days` later (or earlier). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return shifted.toISOString().slice(0, 10);
}
