import { FIELD_KEYS, type FieldKey, fieldEntry, PERSON_FIELDS, SECTION_IDS, SECTIONS } from "@app/domain";
import { describe, expect, it } from "vitest";
import {
  BETRIEB_ROWS,
  CLOSING_ROWS,
  COMPANY_ROWS,
  FORM_ROWS,
  PERSON_ROWS,
  RESIDENCE_ROWS,
  VERTRETUNG_ROWS,
} from "../src/documents/pdf/form-rows";

/** Where each field is printed: its own box, a box of another field, or a supplementary sheet. */
function printedIn(key: FieldKey): string {
  const pdf = fieldEntry(key).pdf;
  return "box" in pdf ? key : "within" in pdf ? pdf.within : "sheets";
}

describe("the GewA 1 PDF's boxes and the field registry", () => {
  it("prints every registry field: each box once, contact details in their address's box, further persons on sheets", () => {
    const placed = FORM_ROWS.flatMap((row) => row.map(([key]) => key as string));
    expect(new Set(placed).size).toBe(placed.length);
    for (const key of FIELD_KEYS) {
      const where = printedIn(key);
      if (where === "sheets") expect(key).toBe("weitere_personen");
      else expect(placed.filter((k) => k === where)).toHaveLength(1);
    }
    // The boxes that are not a stored field: who files, 32 (date), 33 (signature).
    expect(placed.filter((k) => !(FIELD_KEYS as string[]).includes(k)).sort()).toEqual([
      "anmeldende",
      "datum_32",
      "unterschrift_33",
    ]);
  });

  it("prints each further person's sheet with exactly the person fields", () => {
    const sheet = [...PERSON_ROWS, ...RESIDENCE_ROWS].flatMap((row) => row.map(([key]) => key as FieldKey));
    expect(sheet.sort()).toEqual(PERSON_FIELDS.filter((key) => "box" in fieldEntry(key).pdf).sort());
  });

  it("fills every row to the content width and keeps the form's numbers in order", () => {
    for (const row of FORM_ROWS) expect(row.reduce((sum, [, width]) => sum + width, 0)).toBeCloseTo(1, 9);
    const numbers = [...COMPANY_ROWS, ...PERSON_ROWS, ...VERTRETUNG_ROWS, ...BETRIEB_ROWS, ...RESIDENCE_ROWS]
      .flatMap((row) => row.map(([key]) => (key === "anmeldende" ? null : fieldEntry(key as FieldKey).nr)))
      .filter((nr): nr is number => nr !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(CLOSING_ROWS.flat().map(([key]) => key)).toEqual(["datum_32", "unterschrift_33"]);
  });

  it("keeps every field in exactly one step of the wizard", () => {
    for (const key of FIELD_KEYS) {
      expect(SECTION_IDS.filter((id) => SECTIONS[id].fields.includes(key))).toEqual([fieldEntry(key).step]);
    }
  });
});
