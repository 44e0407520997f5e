import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatFullDateTime } from "@/lib/dates";

const moment = new Date("2026-11-23T17:05:00Z");

describe("dates", () => {
  it("formats German screens in de-DE and German time, medium style", () => {
    expect(formatDate(moment, "de")).toBe("23.11.2026");
    expect(formatDateTime(moment, "de")).toBe("23.11.2026, 18:05");
    expect(formatDateTime("2026-07-01T06:30:00Z", "de")).toBe("01.07.2026, 08:30");
  });

  it("formats other screens in the browser's locale, medium date style", () => {
    expect(formatDate(moment)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(moment));
    expect(formatDateTime(moment)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(moment),
    );
    expect(formatFullDateTime(moment)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "short" }).format(moment),
    );
  });

  it("shows a calendar date as that day, whatever the time zone", () => {
    expect(formatDate("2026-03-05", "de")).toBe("05.03.2026");
    expect(formatDate("2026-01-01")).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }).format(
        new Date(Date.UTC(2026, 0, 1)),
      ),
    );
  });

  it("takes ISO strings and timestamps as moments", () => {
    expect(formatDate(moment.toISOString(), "de")).toBe("23.11.2026");
    expect(formatDate(moment.getTime(), "de")).toBe("23.11.2026");
  });
});
