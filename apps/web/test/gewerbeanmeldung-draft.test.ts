import { checkGewerbeanmeldung, GEWERBEANMELDUNG_FORM } from "@app/domain";
import { describe, expect, it } from "vitest";
import { draftPayload, getPath, setPath } from "@/features/gewerbeanmeldung/draft-values";
import { formatValue } from "@/features/gewerbeanmeldung/format-value";
import { parseStep } from "@/features/gewerbeanmeldung/step-ids";
import { withPersonCount } from "@/features/gewerbeanmeldung/wizard-steps";

const address = (ort: string) => ({
  strasse: "Hauptstraße",
  hausnummer: "1",
  postleitzahl: "10115",
  ort,
  bundesland: { kuerzel: "BE", name: "Berlin" },
  land: { kuerzel: "DE", name: "Deutschland" },
});
const saved = { wohnanschrift_11: address("Berlin"), betriebsstaette_15: address("Berlin") };

describe("setPath / getPath", () => {
  it("sets a nested value without changing the original, creating objects and arrays on the way", () => {
    const before = { rechtsform: "gbr", zahl_gesellschafter_12: 2 };
    const after = setPath(before, "weitere_personen.0.geburtsort_9.ort", "Köln");
    expect(after).toEqual({
      rechtsform: "gbr",
      zahl_gesellschafter_12: 2,
      weitere_personen: [{ geburtsort_9: { ort: "Köln" } }],
    });
    expect(before).toEqual({ rechtsform: "gbr", zahl_gesellschafter_12: 2 });
    expect(getPath(after, "weitere_personen.0.geburtsort_9.ort")).toBe("Köln");
    expect(getPath(after, "register_2.gericht")).toBeUndefined();
  });
});

describe("draftPayload (what the autosave sends)", () => {
  it("sends every valid field and holds back only the invalid leaf", () => {
    const { document, held } = draftPayload(
      GEWERBEANMELDUNG_FORM,
      {
        ...saved,
        name_4: "Muster",
        geburtsname_7: "Alt<b>",
        weitere_personen: [{ name_4: "Beispiel", geburtsdatum_8: "2099-01-01" }],
      },
      saved,
    );
    expect(held.sort()).toEqual(["geburtsname_7", "weitere_personen.0.geburtsdatum_8"]);
    expect(document.name_4).toBe("Muster");
    expect(document).not.toHaveProperty("geburtsname_7");
    // The further person stays, without the wrong date.
    expect(document.weitere_personen).toEqual([{ name_4: "Beispiel" }]);
    expect(checkGewerbeanmeldung(document).issues.filter((i) => i.message.includes("Zeichen"))).toEqual([]);
  });

  it("keeps the last saved address while the typed one is invalid (11 and 15 are always stored)", () => {
    const { document, held } = draftPayload(
      GEWERBEANMELDUNG_FORM,
      { ...saved, wohnanschrift_11: { ...address("Berlin"), postleitzahl: "1011" } },
      { ...saved, wohnanschrift_11: address("Potsdam") },
    );
    expect(held).toContain("wohnanschrift_11.postleitzahl");
    expect(document.wohnanschrift_11).toEqual(address("Potsdam"));
  });

  it("drops a half-filled optional address as a whole", () => {
    const { document, held } = draftPayload(
      GEWERBEANMELDUNG_FORM,
      { ...saved, hauptniederlassung_16: { strasse: "Hafenstraße", land: { kuerzel: "DE" } } },
      saved,
    );
    expect(document).not.toHaveProperty("hauptniederlassung_16");
    expect(held).toContain("hauptniederlassung_16");
  });

  it("holds nothing back for a clean draft", () => {
    expect(
      draftPayload(GEWERBEANMELDUNG_FORM, { ...saved, rechtsform: "gmbh", zahl_gesellschafter_12: 2 }, saved).held,
    ).toEqual([]);
  });
});

describe("withPersonCount", () => {
  it("keeps only as many further persons as the count allows", () => {
    const values = { weitere_personen: [{ name_4: "A" }, { name_4: "B" }] };
    expect(withPersonCount(values, 2)).toEqual({ zahl_gesellschafter_12: 2, weitere_personen: [{ name_4: "A" }] });
    expect(withPersonCount(values, 3).weitere_personen).toHaveLength(2);
    expect(withPersonCount(values, undefined).weitere_personen).toHaveLength(2);
  });
});

describe("formatValue (the summary)", () => {
  it("shows codes by name, yes/no, dates in German, addresses on one line", () => {
    expect(formatValue("rechtsform", "gmbh")).toBe("Gesellschaft mit beschränkter Haftung (GmbH)");
    expect(formatValue("nebenerwerb_19", false)).toBe("Nein");
    expect(formatValue("beginn_20", "2026-12-01")).toBe("01.12.2026");
    expect(formatValue("staatsangehoerigkeit_10", ["DE", "PL"])).toBe("Deutschland, Polen");
    expect(formatValue("betriebsart_21", ["handel", "handwerk"])).toBe("Handel, Handwerk");
    expect(formatValue("wohnanschrift_11", address("Berlin"))).toBe("Hauptstraße 1, 10115 Berlin, Berlin");
    expect(formatValue("register_2", { gericht: "Köln", art: "HRB", nummer: "123" })).toBe(
      "Registergericht: Köln; Registerart: Handelsregister Abteilung B; Nummer: 123",
    );
    expect(formatValue("geburtsort_9", { ort: "Gdańsk", land: "PL" })).toBe("Ort: Gdańsk; Land: Polen");
    expect(formatValue("name_4", undefined)).toBe("");
  });
});

describe("parseStep", () => {
  it("knows the sections and the summary, nothing else", () => {
    expect(parseStep("person")).toBe("person");
    expect(parseStep("zusammenfassung")).toBe("zusammenfassung");
    expect(parseStep("nope")).toBeUndefined();
    expect(parseStep(undefined)).toBeUndefined();
  });
});
