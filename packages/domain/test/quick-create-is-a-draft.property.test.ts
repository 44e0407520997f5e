/**
 * Whatever the quick create (its two addresses) accepts must be a valid draft of the complete
 * form: otherwise a stored document would fail its own next save or the PDF. Found by the hostile
 * input property test (a `<` in an Adresszusatz passed the quick create, not the complete form).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createGewerbeanmeldungSchema, gewerbeanmeldungDraftSchema, upgradeGewerbeanmeldung } from "../src";
import { sampleAddress } from "./sample-address";

const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.constantFrom("", " ", "Berlin", "15a", "Hinterhaus", "<b>", "a>b", "Łukasz Ğüneş", "x\u0007y", "\u00a0", "\u200b"),
);
const address = fc.record(
  {
    strasse: fc.oneof(fc.constantFrom("Unter den Linden", "  Hauptstraße  "), text),
    hausnummer: fc.oneof(fc.constantFrom("15a", "3-5", "10/12"), text),
    adresszusatz: text,
    postleitzahl: fc.constantFrom("10117", "01067", "80331"),
    ort: fc.oneof(fc.constantFrom("Berlin", "Frankfurt am Main"), text),
    bundesland: fc.record({ kuerzel: fc.constantFrom("BE", "BY", "SN"), name: fc.string({ maxLength: 10 }) }),
    land: fc.record({ kuerzel: fc.constant("DE"), name: fc.string({ maxLength: 10 }) }),
  },
  { requiredKeys: ["postleitzahl", "bundesland", "land"] },
);

describe("the quick create", () => {
  it("accepts only what the complete form accepts as a draft", () => {
    fc.assert(
      fc.property(address, address, (wohnanschrift_11, betriebsstaette_15) => {
        const created = createGewerbeanmeldungSchema.safeParse({ wohnanschrift_11, betriebsstaette_15 });
        if (!created.success) return;
        // Stored as JSON (version 1 rows too), read back through the upgrade.
        const stored = JSON.parse(JSON.stringify(created.data));
        const draft = gewerbeanmeldungDraftSchema.safeParse(upgradeGewerbeanmeldung(1, stored));
        expect(draft.error?.issues ?? []).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  it("refuses `<` in an Adresszusatz with the complete form's message", () => {
    const result = createGewerbeanmeldungSchema.safeParse({
      wohnanschrift_11: sampleAddress,
      betriebsstaette_15: { ...sampleAddress, adresszusatz: "<" },
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["betriebsstaette_15.adresszusatz", "Adresszusatz enthält nicht erlaubte Zeichen: „<“"],
    ]);
  });
});
