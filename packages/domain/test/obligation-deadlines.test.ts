import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  easterSunday,
  isCalendarDate,
  isNonWorkingDay,
  monthsAfter,
  nationwideHolidays,
  nextWorkingDay,
  weeksAfter,
} from "../src";

/** Calendar days 1990–2100 as ISO strings. */
const isoDay = fc
  .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("a period of months (§ 188 Abs. 2, 3 BGB)", () => {
  it.each([
    ["2026-01-15", "2026-02-15"],
    ["2026-01-31", "2026-02-28"],
    ["2028-01-31", "2028-02-29"],
    ["2027-01-29", "2027-02-28"],
    ["2028-01-29", "2028-02-29"],
    ["2026-03-31", "2026-04-30"],
    ["2026-02-28", "2026-03-28"],
    ["2028-02-29", "2028-03-29"],
    ["2026-12-31", "2027-01-31"],
    ["2026-12-15", "2027-01-15"],
    ["2100-01-31", "2100-02-28"],
    ["2000-01-31", "2000-02-29"],
  ])("one month after %s ends on %s", (start, end) => {
    expect(monthsAfter(start, 1)).toBe(end);
  });

  it("ends on the day with the event's number, or on the month's last day when the month has none", () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 1, max: 24 }), (start, months) => {
        const end = monthsAfter(start, months);
        expect(isCalendarDate(end)).toBe(true);
        const [y, m, d] = start.split("-").map(Number);
        const [ey, em, ed] = end.split("-").map(Number);
        expect(ey * 12 + em - (y * 12 + m)).toBe(months);
        const last = new Date(Date.UTC(ey, em, 0)).getUTCDate();
        expect(ed).toBe(Math.min(d, last));
      }),
    );
  });
});

describe("a period of weeks", () => {
  it("ends on the event's weekday", () => {
    expect(weeksAfter("2026-03-02", 1)).toBe("2026-03-09");
    expect(weeksAfter("2026-12-28", 1)).toBe("2027-01-04");
    expect(weeksAfter("2028-02-22", 1)).toBe("2028-02-29");
    expect(weeksAfter("2026-01-20", 6)).toBe("2026-03-03");
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 1, max: 8 }), (start, weeks) => {
        const end = weeksAfter(start, weeks);
        expect(new Date(end).getUTCDay()).toBe(new Date(start).getUTCDay());
        expect(end).toBe(addDays(start, 7 * weeks));
      }),
    );
  });
});

describe("the end of a tax period on a day off moves to the next working day (§ 108 Abs. 3 AO)", () => {
  it("knows Easter and the nationwide holidays", () => {
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(easterSunday(2000)).toBe("2000-04-23");
    expect(easterSunday(2019)).toBe("2019-04-21");
    expect(nationwideHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-04-03",
      "2026-04-06",
      "2026-05-01",
      "2026-05-14",
      "2026-05-25",
      "2026-10-03",
      "2026-12-25",
      "2026-12-26",
    ]);
  });

  it.each([
    ["2026-02-16", "2026-02-16"], // a Monday
    ["2026-02-28", "2026-03-02"], // a Saturday
    ["2026-03-01", "2026-03-02"], // a Sunday
    ["2026-04-03", "2026-04-07"], // Karfreitag, then Saturday, Sunday, Ostermontag
    ["2026-12-25", "2026-12-28"], // both Christmas days, then Sunday
    ["2027-01-01", "2027-01-04"], // Neujahr on a Friday
    ["2026-10-03", "2026-10-05"], // Tag der Deutschen Einheit on a Saturday
  ])("%s ends on %s", (end, shifted) => {
    expect(nextWorkingDay(end)).toBe(shifted);
  });

  it("gives the first working day on or after the day", () => {
    fc.assert(
      fc.property(isoDay, (day) => {
        const shifted = nextWorkingDay(day);
        expect(shifted >= day).toBe(true);
        expect(isNonWorkingDay(shifted)).toBe(false);
        for (let d = day; d < shifted; d = addDays(d, 1)) expect(isNonWorkingDay(d)).toBe(true);
      }),
    );
  });
});
