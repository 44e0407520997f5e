import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  addYears,
  ageOn,
  checkGewerbeanmeldung,
  DIN_91379_COMBINING,
  DIN_91379_LETTERS,
  disallowedCharacters,
  fieldApplicability,
  gewerbeanmeldungDraftSchema,
  gewerbeanmeldungSchema,
  isCalendarDate,
  needsResidenceTitle,
  personApplicability,
  pruneInapplicable,
  RECHTSFORMEN,
  requirementIssues,
  UnknownSchemaVersionError,
  upgradeGewerbeanmeldung,
} from "../src/gewerbeanmeldung";
import { address } from "./sample-address";

// "Today" is fixed: 2026-11-23 in Germany.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const home = address({ strasse: "Hauptstraße", hausnummer: "1", postleitzahl: "10115" });
const base = { wohnanschrift_11: home, betriebsstaette_15: home };

/** A complete sole trader (German, no branch, new business, no craft). */
const soleTrader = () => ({
  ...base,
  rechtsform: "einzelunternehmen",
  name_4: "Muster",
  vornamen_5: "Erika",
  geschlecht_6: "weiblich",
  geburtsdatum_8: "1980-05-05",
  geburtsort_9: { ort: "Köln", land: "DE" },
  staatsangehoerigkeit_10: ["DE"],
  anmeldung_fuer_23: "hauptniederlassung",
  taetigkeit_18: "Einzelhandel mit Büchern",
  nebenerwerb_19: true,
  beginn_20: "2026-12-01",
  betriebsart_21: ["handel"],
  beschaeftigte_22: { vollzeit: 0, teilzeit: 0 },
  grund_25: "neuerrichtung",
  erlaubnis_28: { erforderlich: false },
});

/** The message of the first issue at `path` when parsing a draft, or undefined. */
function fieldMessage(patch: Record<string, unknown>, path: string) {
  const result = gewerbeanmeldungDraftSchema.safeParse({ ...base, ...patch });
  return result.success ? undefined : result.error.issues.find((i) => i.path.join(".") === path)?.message;
}
const missing = (data: Record<string, unknown>) =>
  Object.fromEntries(checkGewerbeanmeldung(data).issues.map((i) => [i.path, i.message]));

describe("names (DIN 91379)", () => {
  it("accept every DIN 91379 letter, each normative sequence's combining marks after a letter, and N1 punctuation", () => {
    expect(disallowedCharacters(DIN_91379_LETTERS.join(""), "name")).toEqual([]);
    expect(DIN_91379_LETTERS).toHaveLength(500);
    expect(disallowedCharacters(DIN_91379_COMBINING.map((m) => `L${m}`).join(""), "name")).toEqual([]);
    expect(fieldMessage({ name_4: "Ğüneş-Þórsdóttir" }, "name_4")).toBeUndefined();
    expect(fieldMessage({ vornamen_5: "Łukasz" }, "vornamen_5")).toBeUndefined();
    expect(fieldMessage({ name_4: "O’Brien-d'Artagnan y Núñez" }, "name_4")).toBeUndefined();
    // Decomposed input is stored composed (NFC).
    expect(gewerbeanmeldungDraftSchema.parse({ ...base, name_4: "Mu\u0308ller" }).name_4).toBe("Müller");
    expect(gewerbeanmeldungDraftSchema.parse({ ...base, name_4: "L\u0325\u0304" }).name_4).toBe("L\u0325\u0304");
  });

  it("refuse control characters, < >, digits, other scripts and a combining mark without a letter", () => {
    expect(fieldMessage({ name_4: "Mül\u0007ler" }, "name_4")).toBe("Name enthält nicht erlaubte Zeichen: U+0007");
    expect(fieldMessage({ name_4: "<b>Max</b>" }, "name_4")).toBe("Name enthält nicht erlaubte Zeichen: „<“, „>“, „/“");
    expect(fieldMessage({ vornamen_5: "Max2" }, "vornamen_5")).toBe("Vornamen enthält nicht erlaubte Zeichen: „2“");
    expect(fieldMessage({ name_4: "Иванов" }, "name_4")).toMatch(/^Name enthält nicht erlaubte Zeichen: „И“/);
    expect(fieldMessage({ name_4: "a\nb" }, "name_4")).toBe("Name enthält nicht erlaubte Zeichen: U+000A");
    expect(fieldMessage({ name_4: "- \u0301" }, "name_4")).toBe("Name enthält nicht erlaubte Zeichen: U+0301");
    expect(fieldMessage({ name_4: "x".repeat(101) }, "name_4")).toBe("Name ist zu lang (höchstens 100 Zeichen)");
    expect(fieldMessage({ name_4: "x".repeat(100) }, "name_4")).toBeUndefined();
  });

  it("business names follow the Geschäftsname rule plus DIN characters", () => {
    expect(fieldMessage({ geschaeftsbezeichnung_3: "ab" }, "geschaeftsbezeichnung_3")).toBe(
      "Bitte geben Sie einen gültigen Geschäftsnamen ein",
    );
    expect(fieldMessage({ geschaeftsbezeichnung_3: "abc" }, "geschaeftsbezeichnung_3")).toBeUndefined();
    expect(fieldMessage({ name_1: "x".repeat(101) }, "name_1")).toBe("Geschäftsname ist zu lang");
    expect(fieldMessage({ name_1: "A <GmbH>" }, "name_1")).toBe("Geschäftsname darf keine < oder > enthalten");
    expect(fieldMessage({ name_1: "Müller & Söhne (GmbH) №1" }, "name_1")).toBe(
      "Name im Register enthält nicht erlaubte Zeichen: „№“",
    );
    expect(fieldMessage({ frueherer_name_26: "100% Bio GmbH" }, "frueherer_name_26")).toBeUndefined();
  });

  it("the register court follows the Stadt rule, foreign registers are free text", () => {
    const court = (gericht: string, art = "HRB") =>
      fieldMessage({ register_2: { gericht, art, nummer: "1" } }, "register_2.gericht");
    expect(court("Charlottenburg")).toBeUndefined();
    expect(court("Frankfurt am Main")).toBeUndefined();
    expect(court("B")).toBe("Bitte geben Sie eine gültige Stadt ein");
    expect(court("Berlin 1")).toBe("Stadt darf nur Buchstaben, Leerzeichen und Bindestriche enthalten");
    expect(court("x".repeat(51))).toBe("Stadtname ist zu lang");
    expect(court("Companies House, Cardiff", "AUSLAND")).toBeUndefined();
    expect(fieldMessage({ register_2: { nummer: "HRB 12" } }, "register_2.nummer")).toBe(
      "Die Registernummer beginnt mit Ziffern (z.B. 12345 oder 12345 B)",
    );
    expect(fieldMessage({ register_2: { nummer: "12345 B" } }, "register_2.nummer")).toBeUndefined();
  });

  it("addresses of the complete form also need DIN characters; names come from our tables", () => {
    expect(fieldMessage({ betriebsstaette_15: { ...home, ort: "東京" } }, "betriebsstaette_15.ort")).toBe(
      "Ort enthält nicht erlaubte Zeichen: „東“, „京“",
    );
    expect(fieldMessage({ wohnanschrift_11: undefined }, "wohnanschrift_11")).toBe("Wohnanschrift ist erforderlich");
    expect(gewerbeanmeldungDraftSchema.parse(base).wohnanschrift_11.bundesland).toEqual({
      kuerzel: "BE",
      name: "Berlin",
    });
  });
});

describe("dates", () => {
  it("knows calendar dates, years and ages", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("26-01-01")).toBe(false);
    expect(addYears("2024-02-29", 1)).toBe("2025-02-28");
    expect(ageOn("2010-11-23", "2026-11-23")).toBe(16);
    expect(ageOn("2010-11-24", "2026-11-23")).toBe(15);
  });

  it("birth date: in the past, at least 16 years (on the birthday itself), at most 120", () => {
    const msg = (geburtsdatum_8: string) => fieldMessage({ geburtsdatum_8 }, "geburtsdatum_8");
    expect(msg("2026-11-23")).toBe("Das Geburtsdatum muss in der Vergangenheit liegen");
    expect(msg("2010-11-24")).toBe("Die Person muss mindestens 16 Jahre alt sein");
    expect(msg("2010-11-23")).toBeUndefined();
    expect(msg("1906-11-23")).toBeUndefined();
    expect(msg("1906-11-22")).toBe("Bitte prüfen Sie das Geburtsdatum");
    expect(msg("1990-02-30")).toBe("Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ)");
    expect(msg("12.04.1985")).toBe("Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ)");
  });

  it("start of the activity: at most one year ahead and five years back", () => {
    const msg = (beginn_20: string) => fieldMessage({ beginn_20 }, "beginn_20");
    expect(msg("2027-11-23")).toBeUndefined();
    expect(msg("2027-11-24")).toBe("Der Beginn darf höchstens ein Jahr in der Zukunft liegen");
    expect(msg("2021-11-23")).toBeUndefined();
    expect(msg("2021-11-22")).toBe("Der Beginn darf höchstens fünf Jahre zurückliegen");
  });

  it("permit dates are not in the future", () => {
    expect(fieldMessage({ erlaubnis_28: { datum: "2026-11-24" } }, "erlaubnis_28.datum")).toBe(
      "Das Datum darf nicht in der Zukunft liegen",
    );
    expect(fieldMessage({ handwerk_29: { datum: "2026-11-23" } }, "handwerk_29.datum")).toBeUndefined();
  });
});

describe("other field rules", () => {
  it("choices, numbers, nationalities and contact details", () => {
    expect(fieldMessage({ rechtsform: "llc" }, "rechtsform")).toBe("Bitte wählen Sie: Rechtsform");
    expect(fieldMessage({ zahl_gesellschafter_12: 0 }, "zahl_gesellschafter_12")).toBe(
      "Bitte geben Sie eine ganze Zahl von 1 bis 50 ein",
    );
    expect(fieldMessage({ zahl_gesellschafter_12: 51 }, "zahl_gesellschafter_12")).toBeDefined();
    expect(fieldMessage({ zahl_gesellschafter_12: 1.5 }, "zahl_gesellschafter_12")).toBeDefined();
    expect(fieldMessage({ beschaeftigte_22: { vollzeit: -1, teilzeit: 0 } }, "beschaeftigte_22.vollzeit")).toBe(
      "Bitte geben Sie eine ganze Zahl von 0 bis 99.999 ein",
    );
    expect(fieldMessage({ staatsangehoerigkeit_10: ["DE", "DE"] }, "staatsangehoerigkeit_10")).toBe(
      "Jede Staatsangehörigkeit bitte nur einmal angeben",
    );
    expect(fieldMessage({ staatsangehoerigkeit_10: ["XX", "DE"] }, "staatsangehoerigkeit_10")).toBe(
      "„staatenlos“ kann nicht mit einer Staatsangehörigkeit kombiniert werden",
    );
    expect(fieldMessage({ staatsangehoerigkeit_10: ["DD"] }, "staatsangehoerigkeit_10.0")).toBe(
      "Bitte wählen Sie einen Staat aus der Liste",
    );
    expect(fieldMessage({ geburtsort_9: { ort: "Leipzig", land: "DD" } }, "geburtsort_9.land")).toBeUndefined();
    expect(fieldMessage({ kontakt_11: { email: "nope" } }, "kontakt_11.email")).toBe(
      "Bitte geben Sie eine gültige E-Mail-Adresse ein",
    );
    expect(fieldMessage({ kontakt_11: { telefon: "abc" } }, "kontakt_11.telefon")).toBeDefined();
    expect(fieldMessage({ kontakt_15: { website: "javascript:alert(1)" } }, "kontakt_15.website")).toBe(
      "Bitte geben Sie eine gültige Internetadresse ein (z.B. www.beispiel.de)",
    );
    expect(
      fieldMessage({ kontakt_15: { website: "https://bäckerei.de/kontakt" } }, "kontakt_15.website"),
    ).toBeUndefined();
    expect(fieldMessage({ taetigkeit_18: "Handel" }, "taetigkeit_18")).toBe(
      "Tätigkeit ist zu kurz (mindestens 10 Zeichen)",
    );
  });

  it("blank optional values count as not given", () => {
    const parsed = gewerbeanmeldungDraftSchema.parse({
      ...base,
      name_4: "  ",
      geburtsort_9: { ort: "", land: "" },
      staatsangehoerigkeit_10: [],
      hauptniederlassung_16: address({ strasse: "", hausnummer: "", postleitzahl: "", ort: "" }),
    });
    expect(parsed.name_4).toBeUndefined();
    expect(parsed.geburtsort_9).toBeUndefined();
    expect(parsed.staatsangehoerigkeit_10).toBeUndefined();
    expect(parsed.hauptniederlassung_16).toBeUndefined();
  });
});

describe("who files and the conditional rules", () => {
  it("a complete sole trader passes the complete schema; the quick create alone does not", () => {
    expect(gewerbeanmeldungSchema.safeParse(soleTrader()).success).toBe(true);
    const check = checkGewerbeanmeldung(base);
    expect(check.complete).toBe(false);
    expect(check.completeSections).toBe(1);
    expect(check.totalSections).toBe(7);
    expect(missing(base)).toMatchObject({ rechtsform: "Rechtsform ist erforderlich", name_4: "Name ist erforderlich" });
  });

  it("every Rechtsform decides filer and register fields", () => {
    for (const rf of RECHTSFORMEN) {
      const rules = fieldApplicability({ rechtsform: rf.code });
      const company = rf.anmeldender !== "natuerliche_person";
      expect(rules.zahl_gesellschafter_12, rf.code).toBe(company ? "required" : "excluded");
      expect(rules.oeffentliche_hand_13, rf.code).toBe(
        rf.anmeldender === "juristische_person" ? "required" : "excluded",
      );
      expect(rules.register_2, rf.code).toBe(
        rf.register === "pflicht" ? "required" : rf.register === "optional" ? "optional" : "excluded",
      );
    }
    expect(fieldApplicability({}).register_2).toBe("undecided");
    expect(fieldApplicability({ rechtsform: "gbr" }).name_1).toBe("optional");
    expect(fieldApplicability({ rechtsform: "auslaendisch" }).vertretungsberechtigte_14).toBe("required");
    expect(fieldApplicability({ rechtsform: "gmbh" }).vertretungsberechtigte_14).toBe("optional");
  });

  it("registered forms need fields 1–2 with the register matching the Rechtsform; 'beantragt' needs no number", () => {
    const gmbh = { ...soleTrader(), rechtsform: "gmbh", zahl_gesellschafter_12: 1, oeffentliche_hand_13: false };
    expect(missing(gmbh)).toMatchObject({
      name_1: "Name im Register ist erforderlich",
      register_2: "Registereintrag ist erforderlich",
    });
    const wrongRegister = { ...gmbh, name_1: "Muster GmbH", register_2: { gericht: "Köln", art: "HRA", nummer: "1" } };
    expect(missing(wrongRegister)).toEqual({
      "register_2.art": "Die Registerart passt nicht zur Rechtsform (erwartet: HRB)",
    });
    const applied = { ...wrongRegister, register_2: { gericht: "Köln", art: "HRB", beantragt: true } };
    expect(missing(applied)).toEqual({});
    expect(missing({ ...applied, register_2: { gericht: "Köln", art: "HRB" } })).toEqual({
      "register_2.nummer": "Registernummer ist erforderlich",
    });
  });

  it("partnerships need one person per managing partner (field 12)", () => {
    const ohg = { ...soleTrader(), rechtsform: "gbr", zahl_gesellschafter_12: 3 };
    expect(missing(ohg)).toEqual({
      weitere_personen: "Es fehlen die Angaben zu 2 weiteren Personen (siehe Zahl der Gesellschafter / Vertreter)",
    });
    const partner = {
      name_4: "Zweite",
      vornamen_5: "Person",
      geschlecht_6: "divers",
      geburtsdatum_8: "1990-01-01",
      geburtsort_9: { ort: "Graz", land: "AT" },
      staatsangehoerigkeit_10: ["AT"],
      wohnanschrift_11: home,
    };
    expect(missing({ ...ohg, weitere_personen: [partner] })).toEqual({
      weitere_personen: "Es fehlen die Angaben zu 1 weiteren Person (siehe Zahl der Gesellschafter / Vertreter)",
    });
    expect(missing({ ...ohg, weitere_personen: [partner, { ...partner, geschlecht_6: undefined }] })).toEqual({
      "weitere_personen.1.geschlecht_6": "Geschlecht ist erforderlich",
    });
    expect(missing({ ...ohg, zahl_gesellschafter_12: 1, weitere_personen: [partner] })).toEqual({});
    expect(missing({ ...ohg, zahl_gesellschafter_12: 2, weitere_personen: [partner, partner] })).toEqual({
      weitere_personen: "Es sind mehr Personen angegeben, als die Zahl der Gesellschafter / Vertreter nennt",
    });
  });

  it("legal persons answer field 13; a foreign company names a representative (14)", () => {
    const foreign = { ...soleTrader(), rechtsform: "auslaendisch", zahl_gesellschafter_12: 1 };
    expect(missing(foreign)).toEqual({
      oeffentliche_hand_13: "Bitte wählen Sie Ja oder Nein: Beteiligung der öffentlichen Hand",
      vertretungsberechtigte_14: "Vertretungsberechtigte Person ist erforderlich",
    });
    expect(missing({ ...foreign, oeffentliche_hand_13: true, vertretungsberechtigte_14: { name: "Smith" } })).toEqual({
      "vertretungsberechtigte_14.vornamen": "Vornamen der vertretungsberechtigten Person ist erforderlich",
      "vertretungsberechtigte_14.anschrift": "Anschrift der vertretungsberechtigten Person ist erforderlich",
    });
  });

  it("16 for a branch, 17 for a relocation, 26 for a takeover or conversion, 29 for crafts", () => {
    expect(missing({ ...soleTrader(), anmeldung_fuer_23: "zweigniederlassung" })).toEqual({
      hauptniederlassung_16: "Hauptniederlassung ist erforderlich",
    });
    expect(missing({ ...soleTrader(), anmeldung_fuer_23: "unselbstaendige_zweigstelle" })).toHaveProperty(
      "hauptniederlassung_16",
    );
    expect(missing({ ...soleTrader(), grund_25: "verlegung" })).toEqual({
      fruehere_betriebsstaette_17: "Frühere Betriebsstätte ist erforderlich",
    });
    for (const grund of ["umwandlung", "rechtsformwechsel", "gesellschaftereintritt", "erbfolge", "kauf", "pacht"]) {
      expect(missing({ ...soleTrader(), grund_25: grund }), grund).toEqual({
        frueherer_name_26: "Früherer Name ist erforderlich",
      });
    }
    expect(missing({ ...soleTrader(), betriebsart_21: ["handwerk"] })).toEqual({
      handwerk_29: "Handwerksrolle ist erforderlich",
    });
    expect(missing({ ...soleTrader(), betriebsart_21: ["handwerk"], handwerk_29: { eingetragen: true } })).toEqual({
      "handwerk_29.handwerkskammer": "Handwerkskammer ist erforderlich",
      "handwerk_29.datum": "Datum der Eintragung ist erforderlich",
    });
    expect(missing({ ...soleTrader(), betriebsart_21: ["handwerk"], handwerk_29: { eingetragen: false } })).toEqual({});
    expect(missing({ ...soleTrader(), erlaubnis_28: { erforderlich: true, art: "Gaststätte" } })).toEqual({
      "erlaubnis_28.behoerde": "Erteilende Behörde ist erforderlich",
      "erlaubnis_28.datum": "Datum der Erlaubnis ist erforderlich",
    });
  });

  it("30–31 for nationals of states outside the EU, the EEA and Switzerland", () => {
    expect(needsResidenceTitle(["DE"])).toBe(false);
    expect(needsResidenceTitle(["TR", "PL"])).toBe(false);
    expect(needsResidenceTitle(["CH"])).toBe(false);
    expect(needsResidenceTitle(["NO"])).toBe(false);
    expect(needsResidenceTitle(["TR"])).toBe(true);
    expect(needsResidenceTitle(["XX"])).toBe(true);
    expect(personApplicability({}).aufenthaltstitel_30).toBe("undecided");
    expect(missing({ ...soleTrader(), staatsangehoerigkeit_10: ["US"] })).toEqual({
      aufenthaltstitel_30: "Aufenthaltstitel ist erforderlich",
      auflagen_31: "Auflagen ist erforderlich",
    });
    expect(
      missing({
        ...soleTrader(),
        staatsangehoerigkeit_10: ["US"],
        aufenthaltstitel_30: { liegt_vor: true },
        auflagen_31: { vorhanden: true },
      }),
    ).toEqual({
      "aufenthaltstitel_30.behoerde": "Erteilende Behörde ist erforderlich",
      "aufenthaltstitel_30.datum": "Datum des Aufenthaltstitels ist erforderlich",
      "auflagen_31.beschreibung": "Auflage oder Beschränkung ist erforderlich",
    });
  });

  it("a wrong field reports its own message, not also 'ist erforderlich'", () => {
    const issues = checkGewerbeanmeldung({ ...soleTrader(), name_4: "<x>" }).issues;
    expect(issues).toEqual([{ path: "name_4", message: "Name enthält nicht erlaubte Zeichen: „<“, „>“" }]);
    expect(
      checkGewerbeanmeldung({ ...soleTrader(), name_4: "<x>" }).sections.find((s) => s.id === "person")?.complete,
    ).toBe(false);
  });

  it("requirementIssues is empty for a complete partnership", () => {
    const data = gewerbeanmeldungDraftSchema.parse({ ...soleTrader(), rechtsform: "gbr", zahl_gesellschafter_12: 1 });
    expect(requirementIssues(data)).toEqual([]);
    expect(checkGewerbeanmeldung(data).totalSections).toBe(8);
  });
});

describe("pruning and schema versions", () => {
  it("drops what does not apply, keeps what is undecided", () => {
    const data = gewerbeanmeldungDraftSchema.parse({
      ...soleTrader(),
      zahl_gesellschafter_12: 2,
      hauptniederlassung_16: home,
      frueherer_name_26: "Alte Firma GmbH",
      erlaubnis_28: { erforderlich: false, art: "Alt" },
    });
    const pruned = pruneInapplicable(data);
    expect(pruned).not.toHaveProperty("zahl_gesellschafter_12");
    expect(pruned).not.toHaveProperty("hauptniederlassung_16");
    expect(pruned).not.toHaveProperty("frueherer_name_26");
    expect(pruned.erlaubnis_28).toEqual({ erforderlich: false });
    const undecided = pruneInapplicable(gewerbeanmeldungDraftSchema.parse({ ...base, name_1: "Offen GmbH" }));
    expect(undecided.name_1).toBe("Offen GmbH");
  });

  it("upgrades version 1 rows and refuses unknown versions", () => {
    expect(upgradeGewerbeanmeldung(1, { ...base, extra: 1 })).toEqual(base);
    expect(upgradeGewerbeanmeldung(2, soleTrader())).toEqual(soleTrader());
    expect(() => upgradeGewerbeanmeldung(3, base)).toThrow(UnknownSchemaVersionError);
    expect(() => upgradeGewerbeanmeldung(0, base)).toThrow(UnknownSchemaVersionError);
  });
});
