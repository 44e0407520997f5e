import { describe, expect, it } from "vitest";
import {
  checkGewerbeanmeldung,
  type DocumentFacts,
  FIELD_KEYS,
  FIELDS,
  type FieldEntry,
  type FieldPath,
  fieldEntry,
  fieldLabel,
  PERSON_FIELDS,
  personPath,
  REGISTRY,
  SECTION_IDS,
  SECTIONS,
  stepOfPath,
} from "../src/gewerbeanmeldung";
import { optionalText } from "../src/gewerbeanmeldung/field-schemas";

const text = (kurz: string) => optionalText(kurz, "business", { max: 10 });

// Compile-time checks (`npm run typecheck` compiles this file): each statement after a
// `@ts-expect-error` must fail to compile, so an entry that lacks one of its properties, or states one
// wrongly, is not a registry entry.
const entry = {
  nr: 99,
  label: "X",
  kurz: "X",
  step: "person",
  scope: "document",
  schema: text,
  appliesWhen: () => "optional",
  required: { ask: "erforderlich" },
  pdf: { box: true, print: (value: string | undefined) => ({ lines: value ? [value] : [] }) },
} satisfies FieldEntry;
function without<K extends keyof typeof entry>(key: K): Omit<typeof entry, K> {
  const copy: Partial<typeof entry> = { ...entry };
  delete copy[key];
  return copy as Omit<typeof entry, K>;
}
// @ts-expect-error no number (null for this product's own keys)
const noNumber: FieldEntry = without("nr");
// @ts-expect-error no label
const noLabel: FieldEntry = without("label");
// @ts-expect-error no short name for messages
const noKurz: FieldEntry = without("kurz");
// @ts-expect-error no step
const noStep: FieldEntry = without("step");
// @ts-expect-error no zod rule
const noSchema: FieldEntry = without("schema");
// @ts-expect-error no applicability
const noApplicability: FieldEntry = without("appliesWhen");
// @ts-expect-error no requirement
const noRequirement: FieldEntry = without("required");
// @ts-expect-error no PDF box
const noPdf: FieldEntry = without("pdf");
// @ts-expect-error a step the wizard does not have
const unknownStep: FieldEntry = { ...entry, step: "nirgendwo" };
// @ts-expect-error a person field cannot depend on the Rechtsform: a further person has none of their own
const personOnDocumentFacts: FieldEntry = { ...entry, scope: "person", appliesWhen: (_: DocumentFacts) => "optional" };
const incomplete = [noNumber, noLabel, noKurz, noStep, noSchema, noApplicability, noRequirement, noPdf, unknownStep];

// Field paths are typed: the wizard's strings compile, a typo does not.
const paths: FieldPath[] = [
  "register_2.gericht",
  "wohnanschrift_11.bundesland.kuerzel",
  "staatsangehoerigkeit_10.0",
  "weitere_personen.1.aufenthaltstitel_30.datum",
  personPath("weitere_personen.0.", "geburtsort_9.land"),
];
// @ts-expect-error a typo in a part
const typo: FieldPath = "register_2.gerict";
// @ts-expect-error a part of another field
const wrongPart: FieldPath = "handwerk_29.liegt_vor";

describe("the GewA 1 field registry", () => {
  it("compile-time samples exist (their checks are the typecheck's)", () => {
    expect([...incomplete, personOnDocumentFacts, entry, typo, wrongPart]).toHaveLength(13);
    expect(paths).toContain("register_2.gericht");
  });

  it("puts every field in exactly one step, and every step has fields, in the wizard's order", () => {
    const placed = SECTION_IDS.flatMap((id) => SECTIONS[id].fields);
    expect([...placed].sort()).toEqual([...FIELD_KEYS].sort());
    expect(new Set(placed).size).toBe(placed.length);
    for (const id of SECTION_IDS) expect(SECTIONS[id].fields.length).toBeGreaterThan(0);
    expect(SECTIONS.betriebsstaette.fields).toEqual([
      "betriebsstaette_15",
      "kontakt_15",
      "anmeldung_fuer_23",
      "hauptniederlassung_16",
    ]);
  });

  it("numbers the fields as the official form does: each of 1–31 once, 27 unused, 32–33 not stored", () => {
    const numbers = FIELD_KEYS.map((key) => REGISTRY[key].nr).filter((nr): nr is number => nr !== null);
    expect([...numbers].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 31 }, (_, i) => i + 1).filter((n) => n !== 27),
    );
    for (const key of FIELD_KEYS) {
      const nr = REGISTRY[key].nr;
      if (nr !== null) expect(key.endsWith(`_${nr}`)).toBe(true);
      expect(FIELDS[key]).toEqual(
        nr === null
          ? { label: REGISTRY[key].label, kurz: REGISTRY[key].kurz }
          : { nr, label: REGISTRY[key].label, kurz: REGISTRY[key].kurz },
      );
    }
  });

  it("has consistent parts: details after a Ja need a switch, an exception names a part, a box inside another field's is that field's", () => {
    for (const key of FIELD_KEYS) {
      const entry = fieldEntry(key);
      const parts = Object.values(entry.parts ?? {});
      if (parts.some((p) => p.needed === "ifYes")) expect(parts.filter((p) => p.needed === "switch")).toHaveLength(1);
      for (const part of parts) {
        if (typeof part.needed === "object") expect(entry.parts).toHaveProperty(part.needed.unless);
      }
      if ("within" in entry.pdf) {
        const host = fieldEntry(entry.pdf.within as never);
        expect("box" in host.pdf && host.scope === entry.scope && host.step === entry.step).toBe(true);
      }
    }
    // A person's fields in the order of the supplementary sheet: 4–11 (contact details with 11), 30–31.
    expect([...PERSON_FIELDS].sort()).toEqual(FIELD_KEYS.filter((key) => REGISTRY[key].scope === "person").sort());
    const numbers = PERSON_FIELDS.map((key) => REGISTRY[key].nr ?? 11);
    expect(numbers).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 11, 30, 31]);
    expect(PERSON_FIELDS.indexOf("kontakt_11")).toBe(PERSON_FIELDS.indexOf("wohnanschrift_11") + 1);
  });

  it("gives each path its label and step", () => {
    expect(fieldLabel("register_2.gericht")).toBe("Registergericht");
    expect(fieldLabel("register_2.beantragt")).toBe("Eintragung beantragt, noch keine Registernummer");
    expect(fieldLabel("aufenthaltstitel_30.liegt_vor")).toBe(FIELDS.aufenthaltstitel_30.label);
    expect(fieldLabel("weitere_personen.2.aufenthaltstitel_30.datum")).toBe("Datum des Aufenthaltstitels");
    expect(fieldLabel("vertretungsberechtigte_14.name")).toBe("Name");
    expect(fieldLabel("taetigkeit_18")).toBe(FIELDS.taetigkeit_18.label);
    expect(stepOfPath("register_2.nummer")).toBe("unternehmen");
    expect(stepOfPath("weitere_personen.0.name_4")).toBe("vertretung");
    expect(stepOfPath("kontakt_11.email")).toBe("wohnanschrift");
  });

  it("asks for a required part by its short name, and for a group's Ja/Nein by the field's", () => {
    const paths = (data: Record<string, unknown>) =>
      Object.fromEntries(checkGewerbeanmeldung(data).issues.map((i) => [i.path, i.message]));
    const issues = paths({
      rechtsform: "gmbh",
      register_2: { gericht: "Berlin", art: "HRA" },
      erlaubnis_28: { art: "Gaststätte" },
      betriebsart_21: ["handwerk"],
      handwerk_29: { eingetragen: true },
    });
    expect(issues["register_2.nummer"]).toBe("Registernummer ist erforderlich");
    expect(issues["register_2.art"]).toBe("Die Registerart passt nicht zur Rechtsform (erwartet: HRB)");
    expect(issues["erlaubnis_28.erforderlich"]).toBe("Bitte wählen Sie Ja oder Nein: Erlaubnis");
    expect(issues["handwerk_29.handwerkskammer"]).toBe("Handwerkskammer ist erforderlich");
    expect(issues["handwerk_29.datum"]).toBe("Datum der Eintragung ist erforderlich");
    expect(issues.oeffentliche_hand_13).toBe("Bitte wählen Sie Ja oder Nein: Beteiligung der öffentlichen Hand");
  });
});
