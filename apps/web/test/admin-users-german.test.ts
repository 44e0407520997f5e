import { formatNumber } from "@app/i18n";
import { m } from "@app/i18n/messages";
import { describe, expect, it } from "vitest";
import { formatCount, showingRange } from "@/features/admin/messages";

/** The user list's footer and counts in German (decision 032): German separators and 'Ergebnis'/'Ergebnissen'. */
describe("the admin user list in German", () => {
  it("writes counts with German separators", () => {
    expect(formatCount(10_000, "de")).toBe("10.000");
    expect(formatCount(10_000, "en")).toBe("10,000");
    expect(formatCount(10_000, "de")).toBe(formatNumber(10_000, "de"));
  });

  it("says 'X bis Y von Z Ergebnissen', singular for one result, '1.000+' when the count stopped there", () => {
    expect(showingRange(0, 1, 1, false, "de")).toBe("1 bis 1 von 1 Ergebnis");
    expect(showingRange(0, 3, 3, false, "de")).toBe("1 bis 3 von 3 Ergebnissen");
    expect(showingRange(0, 0, 0, false, "de")).toBe("0 bis 0 von 0 Ergebnissen");
    expect(showingRange(990, 10, 1_000, true, "de")).toBe("991 bis 1.000 von 1.000+ Ergebnissen");
    expect(showingRange(9_990, 10, 10_000, false, "de")).toBe("9.991 bis 10.000 von 10.000 Ergebnissen");
  });

  it("keeps the fixed English sentence for one result too", () => {
    expect(showingRange(0, 1, 1, false, "en")).toBe("Showing 1 to 1 of 1 results");
  });

  it("counts the Gewerbeanmeldung's open entries in the singular and the plural", () => {
    expect(m.gewa_check_issues({ count: 1 }, { locale: "de" })).toBe("Bitte prüfen Sie 1 Angabe:");
    expect(m.gewa_check_issues({ count: 3 }, { locale: "de" })).toBe("Bitte prüfen Sie 3 Angaben:");
    expect(m.gewa_check_issues({ count: 1 }, { locale: "en" })).toBe("Please check 1 entry:");
    expect(m.gewa_saved_held({ count: 2 }, { locale: "en" })).toBe(
      "Saved. 2 entries are still invalid and will only be saved once they are valid.",
    );
  });
});
