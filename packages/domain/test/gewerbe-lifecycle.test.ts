import { describe, expect, it } from "vitest";
import {
  ABMELDUNG_FORM,
  abmeldungAus,
  addDays,
  checkContextOf,
  checkIn,
  type Form,
  formatIsoDateGerman,
  formFields,
  GEWERBEANMELDUNG_FORM,
  gewerbeOf,
  gewerbeStand,
  labelIn,
  pruneIn,
  REGISTRY,
  todayInGermany,
  UMMELDUNG_FORM,
  type UmmeldungData,
  ummeldungAus,
  verlegungAus,
} from "../src";
import { gmbhInput, soleTraderInput, stored } from "./lifecycle-samples";
import { address } from "./sample-address";

const today = todayInGermany();
const numbers = (form: Form) => form.keys.map((key) => form.registry[key].nr).filter((nr): nr is number => nr !== null);
const issues = (form: Form, data: unknown) =>
  Object.fromEntries(checkIn(form, data).issues.map((issue) => [issue.path, issue.message]));

describe("the GewA 2 and GewA 3 in the field registry (decision 034)", () => {
  it("numbers each field once, 1–28 (29 is the filing date, 30 the signature), each key ending in its number", () => {
    // The GewA 2's 20 (Sonstige Gründe), 22 (staff) and 24 (Reisegewerbe) are not asked; the Nebenerwerb,
    // the Art des Betriebes and the Grund der Ummeldung it asks instead have no number on the 2019 form.
    const all = Array.from({ length: 28 }, (_, i) => i + 1);
    for (const form of [UMMELDUNG_FORM, ABMELDUNG_FORM] as Form[]) {
      expect([...numbers(form)].sort((a, b) => a - b)).toEqual(
        form === UMMELDUNG_FORM ? all.filter((n) => ![20, 22, 24].includes(n)) : all,
      );
      for (const key of form.keys) {
        const nr = form.registry[key].nr;
        if (nr !== null) expect(key.endsWith(`_${nr}`), key).toBe(true);
      }
    }
  });

  it("shares the GewA 1's entries for fields 1–16, not copies", () => {
    const shared = [
      "rechtsform",
      "name_1",
      "register_2",
      "geschaeftsbezeichnung_3",
      "name_4",
      "geburtsdatum_8",
      "staatsangehoerigkeit_10",
      "wohnanschrift_11",
      "kontakt_11",
      "zahl_gesellschafter_12",
      "oeffentliche_hand_13",
      "vertretungsberechtigte_14",
      "betriebsstaette_15",
      "kontakt_15",
      "hauptniederlassung_16",
    ] as const;
    for (const form of [UMMELDUNG_FORM, ABMELDUNG_FORM] as Form[]) {
      for (const key of shared) expect(form.registry[key], `${form.kind} ${key}`).toBe(REGISTRY[key]);
    }
    expect(UMMELDUNG_FORM.registry.fruehere_betriebsstaette_17).toBe(REGISTRY.fruehere_betriebsstaette_17);
    expect(ABMELDUNG_FORM.registry.automaten_reise_24).toBe(REGISTRY.automaten_reise_24);
    // Under another number, the GewA 1's rule, parts and print: the same functions.
    expect(UMMELDUNG_FORM.registry.erlaubnis_25.schema).toBe(REGISTRY.erlaubnis_28.schema);
    expect(UMMELDUNG_FORM.registry.erlaubnis_25.parts).toBe(REGISTRY.erlaubnis_28.parts);
    expect(UMMELDUNG_FORM.registry.aufenthaltstitel_27.appliesWhen).toBe(REGISTRY.aufenthaltstitel_30.appliesWhen);
  });

  it("words the fields as each form does", () => {
    expect(formFields(UMMELDUNG_FORM).anmeldung_fuer_23).toMatchObject({
      nr: 23,
      label: "Die Ummeldung wird erstattet für",
    });
    expect(formFields(ABMELDUNG_FORM).anmeldung_fuer_23.label).toBe("Die Abmeldung wird erstattet für");
    expect(formFields(GEWERBEANMELDUNG_FORM).anmeldung_fuer_23.label).toBe("Die Anmeldung wird erstattet für");
    expect(labelIn(ABMELDUNG_FORM, "beschaeftigte_aufgabe_22.vollzeit")).toBe("Vollzeit");
    expect(labelIn(UMMELDUNG_FORM, "weitere_personen.0.aufenthaltstitel_27.datum")).toBe("Datum des Aufenthaltstitels");
    expect(UMMELDUNG_FORM.sections.map((s) => s.title).slice(0, 4)).toEqual([
      "Grund der Ummeldung",
      "Betriebsstätte",
      "Tätigkeit",
      "Erlaubnisse und Handwerk",
    ]);
    expect(ABMELDUNG_FORM.sections[0].title).toBe("Grund der Abmeldung");
    // The person fields of a supplementary sheet, by number.
    expect(UMMELDUNG_FORM.personKeys.slice(-2)).toEqual(["aufenthaltstitel_27", "auflagen_28"]);
    expect(ABMELDUNG_FORM.personKeys).not.toContain("aufenthaltstitel_30");
  });
});

describe("carrying a Gewerbe over into its notices", () => {
  const soleTrader = stored(soleTraderInput());
  const gmbh = stored(gmbhInput());

  it("starts a Gewerbe-Ummeldung with everything but what changes", () => {
    const u = ummeldungAus(soleTrader);
    expect(u).toMatchObject({
      rechtsform: "einzelunternehmen",
      geschaeftsbezeichnung_3: "Bäckerei Sonnenschein",
      name_4: "Ğüneş-Þórsdóttir",
      wohnanschrift_11: soleTrader.wohnanschrift_11,
      kontakt_11: soleTrader.kontakt_11,
      betriebsstaette_15: soleTrader.betriebsstaette_15,
      fruehere_betriebsstaette_17: soleTrader.betriebsstaette_15,
      taetigkeit_18: "Herstellung und Verkauf von Backwaren",
      nebenerwerb_20: false,
      betriebsart_22: ["handwerk", "handel"],
      anmeldung_fuer_23: "hauptniederlassung",
      erlaubnis_25: soleTrader.erlaubnis_28,
      handwerk_26: soleTrader.handwerk_29,
      aufenthaltstitel_27: soleTrader.aufenthaltstitel_30,
      auflagen_28: soleTrader.auflagen_31,
    });
    for (const asked of ["grund_ummeldung_24", "datum_aenderung_21", "taetigkeit_neu_19"])
      expect(u).not.toHaveProperty(asked);
    expect(Object.keys(issues(UMMELDUNG_FORM, u))).toEqual(["grund_ummeldung_24", "datum_aenderung_21"]);
  });

  it("renames the further persons' residence title, and keeps the branch's Hauptniederlassung", () => {
    const u = ummeldungAus(gmbh);
    expect(u.weitere_personen?.[0]).toMatchObject({
      name_4: "Okafor",
      aufenthaltstitel_27: { liegt_vor: true, behoerde: "LEA Berlin", datum: "2021-03-04" },
      auflagen_28: { vorhanden: true, beschreibung: "Selbständige Tätigkeit gestattet" },
    });
    expect(u.weitere_personen?.[0]).not.toHaveProperty("aufenthaltstitel_30");
    expect(u.hauptniederlassung_16).toEqual(gmbh.hauptniederlassung_16);
    const a = abmeldungAus(gmbh);
    expect(a.weitere_personen?.[0]).not.toHaveProperty("aufenthaltstitel_30");
    expect(a.weitere_personen?.[0]).toMatchObject({ name_4: "Okafor", wohnanschrift_11: expect.any(Object) });
  });

  it("starts a Gewerbe-Abmeldung that asks the reason, the date and the staff at closure", () => {
    const a = abmeldungAus(soleTrader);
    expect(a).toMatchObject({
      taetigkeit_18: soleTrader.taetigkeit_18,
      nebenerwerb_19: false,
      betriebsart_21: ["handwerk", "handel"],
      anmeldung_fuer_23: "hauptniederlassung",
      automaten_reise_24: { reisegewerbe: true },
    });
    expect(a).not.toHaveProperty("beschaeftigte_aufgabe_22");
    expect(Object.keys(issues(ABMELDUNG_FORM, a))).toEqual([
      "grund_abmeldung_25",
      "datum_aufgabe_20",
      "beschaeftigte_aufgabe_22",
    ]);
  });

  it("carries the Gewerbe as it stands after its Ummeldungen: the new address, the new activity", () => {
    const moved = {
      ...ummeldungAus(soleTrader),
      grund_ummeldung_24: ["verlegung", "wechsel"],
      datum_aenderung_21: today,
      betriebsstaette_15: address({ strasse: "Lindenstraße", hausnummer: "3", ort: "Potsdam", postleitzahl: "14467" }),
      taetigkeit_neu_19: "Herstellung und Verkauf von Backwaren und Speiseeis",
    } as UmmeldungData;
    const stand = gewerbeStand(soleTrader, [moved]);
    expect(stand.betriebsstaette_15).toEqual(moved.betriebsstaette_15);
    expect(stand.taetigkeit_18).toBe("Herstellung und Verkauf von Backwaren und Speiseeis");
    expect(stand.beginn_20).toBe(soleTrader.beginn_20);
    const a = abmeldungAus(stand);
    expect(a.betriebsstaette_15).toMatchObject({
      strasse: "Lindenstraße",
      hausnummer: "3",
      bundesland: { name: "Berlin" },
    });
    expect(a.taetigkeit_18).toBe("Herstellung und Verkauf von Backwaren und Speiseeis");
  });

  it("starts the Gewerbeanmeldung for another district: Verlegung, the old place as 17, the new one still to enter", () => {
    const v = verlegungAus(soleTrader);
    expect(v).toMatchObject({
      grund_25: "verlegung",
      fruehere_betriebsstaette_17: soleTrader.betriebsstaette_15,
      betriebsstaette_15: soleTrader.betriebsstaette_15,
      taetigkeit_18: soleTrader.taetigkeit_18,
    });
    for (const asked of ["beginn_20", "beschaeftigte_22", "frueherer_name_26"]) expect(v).not.toHaveProperty(asked);
    expect(issues(GEWERBEANMELDUNG_FORM, v)).toEqual({
      betriebsstaette_15:
        "Bitte geben Sie die neue Anschrift der Betriebsstätte ein: Sie ist noch dieselbe wie die frühere Betriebsstätte",
      beginn_20: "Beginn der Tätigkeit ist erforderlich",
      beschaeftigte_22: "Zahl der tätigen Personen ist erforderlich",
    });
  });
});

describe("the rules of the Ummeldung and the Abmeldung", () => {
  const u = ummeldungAus(stored(soleTraderInput()));
  const a = abmeldungAus(stored(soleTraderInput()));

  it("asks the whole new activity for a change or an extension, and refuses the old one as the new", () => {
    const wechsel = { ...u, grund_ummeldung_24: ["wechsel"], datum_aenderung_21: today };
    expect(issues(UMMELDUNG_FORM, wechsel)).toEqual({
      taetigkeit_neu_19: "Tätigkeit nach der Änderung ist erforderlich",
    });
    expect(
      issues(UMMELDUNG_FORM, { ...wechsel, taetigkeit_neu_19: " herstellung und  Verkauf von Backwaren " }),
    ).toEqual({
      taetigkeit_neu_19:
        "Bitte beschreiben Sie die Tätigkeit nach der Änderung: Sie ist noch dieselbe wie die Tätigkeit vor der Änderung",
    });
    expect(
      checkIn(UMMELDUNG_FORM, { ...wechsel, taetigkeit_neu_19: "Verkauf von Backwaren und Kaffee" }).complete,
    ).toBe(true);
  });

  it("a move needs the new Betriebsstätte; the old one is the frühere", () => {
    const move = { ...u, grund_ummeldung_24: ["verlegung"], datum_aenderung_21: today };
    expect(issues(UMMELDUNG_FORM, move)).toEqual({
      betriebsstaette_15:
        "Bitte geben Sie die neue Anschrift der Betriebsstätte ein: Sie ist noch dieselbe wie die frühere Betriebsstätte",
    });
    const done = {
      ...move,
      betriebsstaette_15: address({ strasse: "Lindenstraße", ort: "Potsdam", postleitzahl: "14467" }),
    };
    expect(checkIn(UMMELDUNG_FORM, done).complete).toBe(true);
    // Without a move, the former Betriebsstätte does not apply and is not stored.
    expect(pruneIn(UMMELDUNG_FORM, { ...move, grund_ummeldung_24: ["ausdehnung"] })).not.toHaveProperty(
      "fruehere_betriebsstaette_17",
    );
  });

  it("asks what follows from the reason of the Abmeldung", () => {
    const base = { ...a, datum_aufgabe_20: today, beschaeftigte_aufgabe_22: { vollzeit: 0, teilzeit: 0 } };
    expect(issues(ABMELDUNG_FORM, { ...base, grund_abmeldung_25: "vollstaendige_aufgabe" })).toEqual({
      aufgabegrund_28: "Grund der Betriebsaufgabe ist erforderlich",
    });
    expect(issues(ABMELDUNG_FORM, { ...base, grund_abmeldung_25: "uebergabe" })).toEqual({
      uebergabe_26: "Art der Übergabe ist erforderlich",
      nachfolger_27: "Künftiger Name ist erforderlich",
    });
    expect(issues(ABMELDUNG_FORM, { ...base, grund_abmeldung_25: "gesellschafteraustritt" })).toEqual({});
    const verlegung = checkIn(ABMELDUNG_FORM, { ...base, grund_abmeldung_25: "verlegung" });
    expect(verlegung.issues).toEqual([
      { path: "kuenftige_betriebsstaette_17", message: "Künftige Betriebsstätte ist erforderlich" },
    ]);
    expect(verlegung.warnings[0]?.message).toMatch(/^Seit dem 1\. November 2025 genügt/);
  });

  it("warns, not refuses, when the Aufgabe lies more than four weeks back; refuses more than two weeks ahead", () => {
    const base = {
      ...a,
      grund_abmeldung_25: "gesellschafteraustritt",
      beschaeftigte_aufgabe_22: { vollzeit: 1, teilzeit: 0 },
    };
    const late = checkIn(ABMELDUNG_FORM, { ...base, datum_aufgabe_20: addDays(today, -29) });
    expect(late.complete).toBe(true);
    expect(late.warnings).toEqual([
      {
        path: "datum_aufgabe_20",
        message:
          "Die Betriebsaufgabe liegt mehr als vier Wochen zurück. Die Abmeldung ist trotzdem nötig: Reichen Sie sie bitte bald ein.",
      },
    ]);
    expect(checkIn(ABMELDUNG_FORM, { ...base, datum_aufgabe_20: addDays(today, -28) }).warnings).toEqual([]);
    expect(checkIn(ABMELDUNG_FORM, { ...base, datum_aufgabe_20: addDays(today, 14) }).complete).toBe(true);
    expect(issues(ABMELDUNG_FORM, { ...base, datum_aufgabe_20: addDays(today, 15) })).toEqual({
      datum_aufgabe_20: "Das Datum darf höchstens 14 Tage in der Zukunft liegen",
    });
  });
});

describe("an Ummeldung started from the question what changes", () => {
  it("has that as its reason, the move's former Betriebsstätte with it", () => {
    const stand = stored(soleTraderInput());
    const moving = ummeldungAus(stand, ["verlegung"]);
    expect(moving.grund_ummeldung_24).toEqual(["verlegung"]);
    expect(moving.fruehere_betriebsstaette_17).toEqual(stand.betriebsstaette_15);
    expect(ummeldungAus(stored(soleTraderInput())).grund_ummeldung_24).toBeUndefined();
  });
});

describe("a notice's date and the Beginn of its Gewerbe", () => {
  const beginn = addDays(today, 5);
  const message = `Das Datum darf nicht vor dem Beginn des Gewerbes (${formatIsoDateGerman(beginn)}) liegen`;
  const abmeldung = {
    ...abmeldungAus(stored(soleTraderInput())),
    grund_abmeldung_25: "gesellschafteraustritt",
    beschaeftigte_aufgabe_22: { vollzeit: 1, teilzeit: 0 },
  };
  const ummeldung = {
    ...ummeldungAus(stored(soleTraderInput())),
    grund_ummeldung_24: ["ausdehnung"],
    taetigkeit_neu_19: "Herstellung und Verkauf von Backwaren und Speiseeis",
  };

  it("refuses an Aufgabe or a change dated before the Beginn, at the date, and accepts the Beginn itself", () => {
    const early = checkIn(ABMELDUNG_FORM, { ...abmeldung, datum_aufgabe_20: addDays(beginn, -1) }, { beginn });
    expect(early.complete).toBe(false);
    expect(early.issues).toEqual([{ path: "datum_aufgabe_20", message }]);
    expect(early.sections.find((s) => s.id === "anlass")?.complete).toBe(false);
    expect(checkIn(ABMELDUNG_FORM, { ...abmeldung, datum_aufgabe_20: beginn }, { beginn }).complete).toBe(true);

    const change = checkIn(UMMELDUNG_FORM, { ...ummeldung, datum_aenderung_21: addDays(beginn, -13) }, { beginn });
    expect(change.issues).toEqual([{ path: "datum_aenderung_21", message }]);
    expect(checkIn(UMMELDUNG_FORM, { ...ummeldung, datum_aenderung_21: beginn }, { beginn }).complete).toBe(true);
    // Without a Beginn (the check of the Gewerbeanmeldung itself) nothing is compared.
    expect(checkIn(ABMELDUNG_FORM, { ...abmeldung, datum_aufgabe_20: addDays(beginn, -1) }).complete).toBe(true);
  });

  it("takes the Beginn from the Gewerbe's Anmeldung, for its notices only", () => {
    const rows = [
      { id: "a", kind: "gewerbeanmeldung" as const, anmeldungId: null, data: { beginn_20: beginn } },
      { id: "b", kind: "gewerbeabmeldung" as const, anmeldungId: "a", data: { datum_aufgabe_20: today } },
    ].map((row) => ({ ...row, status: "vollstaendig" as const, createdAt: new Date(), completedAt: new Date() }));
    const gewerbe = gewerbeOf("a", rows);
    expect(checkContextOf("gewerbeabmeldung", gewerbe)).toEqual({ beginn });
    expect(checkContextOf("gewerbeummeldung", gewerbe)).toEqual({ beginn });
    expect(checkContextOf("gewerbeanmeldung", gewerbe)).toEqual({});
  });
});

describe("a Gewerbe's history", () => {
  const row = (id: string, kind: "gewerbeanmeldung" | "gewerbeummeldung" | "gewerbeabmeldung", extra = {}) => ({
    id,
    kind,
    status: "vollstaendig" as const,
    createdAt: new Date(`2026-0${id.length}-01T10:00:00Z`),
    completedAt: new Date("2026-10-01T10:00:00Z"),
    anmeldungId: kind === "gewerbeanmeldung" && id === "a" ? null : "a",
    data: {},
    ...extra,
  });

  it("lists the Anmeldung, then its notices; a completed Abmeldung or move elsewhere closes it", () => {
    const u = row("uu", "gewerbeummeldung", { data: { grund_ummeldung_24: ["verlegung", "wechsel"] } });
    const ab = row("abc", "gewerbeabmeldung", {
      status: "entwurf",
      completedAt: null,
      data: { grund_abmeldung_25: "uebergabe", uebergabe_26: "verkauf", datum_aufgabe_20: "2026-11-30" },
    });
    const open = gewerbeOf("a", [ab, u, row("a", "gewerbeanmeldung", { data: { beginn_20: "2025-01-02" } })]);
    expect(open.state).toBe("angemeldet");
    expect(open.history.map((h) => [h.id, h.kind, h.datum, h.grund])).toEqual([
      ["a", "gewerbeanmeldung", "2025-01-02", null],
      ["uu", "gewerbeummeldung", null, "Verlegung innerhalb des Meldebezirks, Wechsel der Tätigkeit"],
      ["abc", "gewerbeabmeldung", "2026-11-30", "Übergabe: Verkauf"],
    ]);
    const closed = gewerbeOf("a", [row("a", "gewerbeanmeldung"), { ...ab, status: "vollstaendig" }]);
    expect(closed).toMatchObject({ state: "abgemeldet", closedBy: { id: "abc", kind: "gewerbeabmeldung" } });
    const movedAway = gewerbeOf("a", [row("a", "gewerbeanmeldung"), row("bbbb", "gewerbeanmeldung")]);
    expect(movedAway).toMatchObject({ state: "abgemeldet", closedBy: { id: "bbbb", kind: "gewerbeanmeldung" } });
    expect(movedAway.history[1].verlegung).toBe(true);
    expect(gewerbeOf("a", [row("a", "gewerbeanmeldung", { status: "entwurf" })]).state).toBe("in_vorbereitung");
  });
});
