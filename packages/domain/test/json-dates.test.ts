import { describe, expect, it } from "vitest";
import { hasTimestampShapedText, isDateField, parseJsonWithDates } from "../src/json-dates";

const STAMP = "2025-01-01T00:00:00.000Z";

describe("dates revived by field name only (decision 028)", () => {
  it("revives the date fields and leaves every other string as sent", () => {
    const parsed = parseJsonWithDates(
      JSON.stringify({
        user: { name: STAMP, email: "a@example.com", createdAt: STAMP, banExpires: "2025-01-01T00:00:00Z" },
        session: { expiresAt: STAMP, userAgent: "2025-01-01T00:00:00Z" },
        organizations: [{ name: "2025-01-01T00:00:00+01:00", createdAt: STAMP }],
      }),
    ) as {
      user: Record<string, unknown>;
      session: Record<string, unknown>;
      organizations: Record<string, unknown>[];
    };
    expect(parsed.user.name).toBe(STAMP);
    expect(parsed.user.createdAt).toEqual(new Date(STAMP));
    expect(parsed.user.banExpires).toEqual(new Date(STAMP));
    expect(parsed.session.expiresAt).toBeInstanceOf(Date);
    expect(parsed.session.userAgent).toBe("2025-01-01T00:00:00Z");
    expect(parsed.organizations[0].name).toBe("2025-01-01T00:00:00+01:00");
    expect(parsed.organizations[0].createdAt).toBeInstanceOf(Date);
  });

  it("keeps a date field that is not a timestamp as text", () => {
    expect(parseJsonWithDates('{"createdAt":"yesterday"}')).toEqual({ createdAt: "yesterday" });
    expect(isDateField("updatedAt")).toBe(true);
    expect(isDateField("name")).toBe(false);
  });

  it("finds timestamp-shaped text outside the date fields, however deep", () => {
    expect(hasTimestampShapedText({ session: { expiresAt: STAMP }, user: { name: "Ada", createdAt: STAMP } })).toBe(
      false,
    );
    expect(hasTimestampShapedText({ user: { name: STAMP } })).toBe(true);
    expect(hasTimestampShapedText({ list: [{ note: STAMP }] })).toBe(true);
  });
});
