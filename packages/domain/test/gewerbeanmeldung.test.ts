import { describe, expect, it } from "vitest";
import {
  addressSchema,
  BUNDESLAENDER,
  createGewerbeanmeldungSchema,
  documentTitle,
  formatGermanDate,
  geschaeftsnameSchema,
  hausnummerSchema,
  LAENDER,
  optionalAddressSchema,
  ortSchema,
  postleitzahlSchema,
  resolveAddress,
  stadtSchema,
  strasseSchema,
} from "../src/gewerbeanmeldung";
import { address, sampleAddress, sampleDocumentData } from "./sample-address";

function messageOf(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe("strasse", () => {
  it("needs 3 to 100 characters after trimming", () => {
    expect(messageOf(strasseSchema, "ab")).toBe("Bitte geben Sie eine gültige Straße ein");
    expect(messageOf(strasseSchema, "  ab  ")).toBe("Bitte geben Sie eine gültige Straße ein");
    expect(messageOf(strasseSchema, "abc")).toBeUndefined();
    expect(messageOf(strasseSchema, "x".repeat(100))).toBeUndefined();
    expect(messageOf(strasseSchema, "x".repeat(101))).toBe("Straßenname ist zu lang");
    expect(strasseSchema.parse("  Hauptstraße  ")).toBe("Hauptstraße");
  });
});

describe("hausnummer", () => {
  it.each(["0", "15", "15a", "7a", "3-5", "10/12", "1234567890"])("accepts %s", (value) => {
    expect(messageOf(hausnummerSchema, value)).toBeUndefined();
  });
  it("refuses empty, too long and not starting with a digit", () => {
    expect(messageOf(hausnummerSchema, "")).toBe("Bitte geben Sie eine Hausnummer ein");
    expect(messageOf(hausnummerSchema, "12345678901")).toBe("Hausnummer ist zu lang");
    expect(messageOf(hausnummerSchema, "a15")).toBe(
      "Hausnummer muss mit einer Zahl beginnen (z.B. 15, 7a, 3-5, 10/12)",
    );
  });
});

describe("adresszusatz", () => {
  it("is optional and at most 50 characters", () => {
    expect(messageOf(addressSchema, { ...sampleAddress, adresszusatz: undefined })).toBeUndefined();
    expect(messageOf(addressSchema, { ...sampleAddress, adresszusatz: "x".repeat(50) })).toBeUndefined();
    expect(messageOf(addressSchema, { ...sampleAddress, adresszusatz: "x".repeat(51) })).toBe(
      "Adresszusatz ist zu lang",
    );
  });
});

describe("postleitzahl", () => {
  it("is exactly 5 digits and stays a string", () => {
    expect(postleitzahlSchema.parse("01067")).toBe("01067");
    for (const bad of ["1234", "123456", "ABCDE", "1234a", ""]) {
      expect(messageOf(postleitzahlSchema, bad)).toBe("PLZ muss genau 5 Ziffern haben");
    }
  });
});

describe("ort", () => {
  it("needs 2 to 50 characters", () => {
    expect(messageOf(ortSchema, "A")).toBe("Bitte geben Sie einen gültigen Ort ein");
    expect(messageOf(ortSchema, "Au")).toBeUndefined();
    expect(messageOf(ortSchema, "x".repeat(50))).toBeUndefined();
    expect(messageOf(ortSchema, "x".repeat(51))).toBe("Ortsname ist zu lang");
  });
});

describe("bundesland and land", () => {
  it("require a known code with '{label} ist erforderlich'", () => {
    expect(messageOf(addressSchema, { ...sampleAddress, bundesland: { kuerzel: "" } })).toBe(
      "Bundesland ist erforderlich",
    );
    expect(messageOf(addressSchema, { ...sampleAddress, bundesland: { kuerzel: "XX" } })).toBe(
      "Bundesland ist erforderlich",
    );
    expect(messageOf(addressSchema, { ...sampleAddress, land: { kuerzel: "" } })).toBe("Land ist erforderlich");
    expect(messageOf(addressSchema, { ...sampleAddress, land: { kuerzel: "AT" } })).toBe("Land ist erforderlich");
  });

  it("lists the 16 Bundesländer and only Deutschland", () => {
    expect(BUNDESLAENDER.map((b) => b.kuerzel)).toEqual([
      "BW",
      "BY",
      "BE",
      "BB",
      "HB",
      "HH",
      "HE",
      "MV",
      "NI",
      "NW",
      "RP",
      "SL",
      "SN",
      "ST",
      "SH",
      "TH",
    ]);
    expect(LAENDER).toEqual([{ kuerzel: "DE", name: "Deutschland" }]);
  });

  it("takes names from our table, never from the client", () => {
    const parsed = addressSchema.parse({ ...sampleAddress, bundesland: { kuerzel: "BY", name: "Hacked" } });
    expect(resolveAddress(parsed).bundesland).toEqual({ kuerzel: "BY", name: "Bayern" });
    expect(resolveAddress(parsed).land).toEqual({ kuerzel: "DE", name: "Deutschland" });
  });
});

describe("optional section", () => {
  it("accepts an all-empty section and applies every rule once something is filled in", () => {
    const schema = optionalAddressSchema();
    const empty = address({ strasse: "", hausnummer: " ", postleitzahl: "", ort: "" });
    expect(schema.safeParse(empty).success).toBe(true);
    expect(schema.parse(empty)).toBeUndefined();
    expect(messageOf(schema, { ...empty, ort: "Berlin" })).toBe("Bitte geben Sie eine gültige Straße ein");
  });

  it("the create input requires both sections", () => {
    expect(createGewerbeanmeldungSchema.safeParse(sampleDocumentData).success).toBe(true);
    expect(createGewerbeanmeldungSchema.safeParse({ wohnanschrift_11: sampleAddress }).success).toBe(false);
  });
});

describe("defined but unused rules", () => {
  it("Geschäftsname: 3 to 100 characters without < or >", () => {
    expect(geschaeftsnameSchema.safeParse("ab").success).toBe(false);
    expect(geschaeftsnameSchema.safeParse("abc").success).toBe(true);
    expect(geschaeftsnameSchema.safeParse("x".repeat(101)).success).toBe(false);
    expect(geschaeftsnameSchema.safeParse("<b>Firma</b>").success).toBe(false);
  });

  it("Stadt: 2 to 50 letters, spaces and hyphens", () => {
    expect(stadtSchema.safeParse("Halle-Neustadt").success).toBe(true);
    expect(stadtSchema.safeParse("Frankfurt am Main").success).toBe(true);
    expect(stadtSchema.safeParse("Köln").success).toBe(true);
    expect(stadtSchema.safeParse("B").success).toBe(false);
    expect(stadtSchema.safeParse("Berlin 1").success).toBe(false);
  });
});

describe("display helpers", () => {
  it("titles a document with the first 8 id characters and formats dates in de-DE", () => {
    expect(documentTitle("0123456789abcdef")).toBe("Gewerbeanmeldung #01234567");
    expect(formatGermanDate(new Date("2026-03-05T08:09:00Z"))).toBe("05.03.2026, 09:09");
  });
});
