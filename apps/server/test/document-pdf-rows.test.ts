import { CLOSING_FIELDS, DOCUMENT_KINDS, FORMS } from "@app/domain";
import { describe, expect, it } from "vitest";
import { formRows, PERSON_ROWS, ROWS_OF } from "../src/documents/pdf/form-rows";

describe.each(DOCUMENT_KINDS)("the PDF's boxes and the field registry of the %s", (kind) => {
  const form = FORMS[kind];
  const rows = formRows(kind);
  /** Where each field is printed: its own box, a box of another field, or a supplementary sheet. */
  const printedIn = (key: string) => {
    const pdf = form.registry[key].pdf;
    return "box" in pdf ? key : "within" in pdf ? pdf.within : "sheets";
  };

  it("prints every field: each box once, contact details in their address's box, further persons on sheets", () => {
    const placed = rows.flatMap((row) => row.map(([key]) => key));
    expect(new Set(placed).size).toBe(placed.length);
    for (const key of form.keys) {
      const where = printedIn(key);
      if (where === "sheets") expect(key).toBe("weitere_personen");
      else
        expect(
          placed.filter((k) => k === where),
          key,
        ).toHaveLength(1);
    }
    // The boxes that are not a stored field: who files, the filing date, the signature.
    expect(placed.filter((k) => !form.keys.includes(k)).sort()).toEqual(["anmeldende", "datum", "unterschrift"]);
  });

  it("prints each further person's sheet with exactly the person fields", () => {
    const sheet = [...PERSON_ROWS, ...ROWS_OF[kind].residence].flatMap((row) => row.map(([key]) => key));
    expect(sheet.sort()).toEqual(form.personKeys.filter((key) => "box" in form.registry[key].pdf).sort());
  });

  it("fills every row to the content width and keeps the form's numbers in order, 1 to the signature", () => {
    for (const row of rows) expect(row.reduce((sum, [, width]) => sum + width, 0)).toBeCloseTo(1, 9);
    const numbers = rows
      .flatMap((row) =>
        row.map(([key]) =>
          key === "datum"
            ? CLOSING_FIELDS[kind].datum
            : key === "unterschrift"
              ? CLOSING_FIELDS[kind].unterschrift
              : key === "anmeldende"
                ? null
                : form.registry[key].nr,
        ),
      )
      .filter((nr): nr is number => nr !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.at(-1)).toBe(CLOSING_FIELDS[kind].unterschrift);
  });

  it("keeps every field in exactly one step of the wizard", () => {
    for (const key of form.keys) {
      expect(form.sections.filter(({ id }) => form.stepFields[id]?.includes(key)).map(({ id }) => id)).toEqual([
        form.registry[key].step,
      ]);
    }
  });
});
