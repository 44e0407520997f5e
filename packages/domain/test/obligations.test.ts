import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AbmeldungData,
  FEE_EXAMPLES,
  feeExampleFor,
  type GewerbeanmeldungData,
  OBLIGATION_IDS,
  type Obligation,
  type ObligationId,
  type ObligationInput,
  obligationsFor,
  obligationsMootedBy,
  PLACES,
  type StoredAddress,
  type UmmeldungData,
} from "../src";

/** The obligation rules (decision 040): which documents trigger each, and its deadline on edge dates. */

const place = (ort: string, kuerzel: string, name = kuerzel): StoredAddress => ({
  strasse: "Hauptstraße",
  hausnummer: "1",
  postleitzahl: "10115",
  ort,
  bundesland: { kuerzel, name },
  land: { kuerzel: "DE", name: "Deutschland" },
});
const berlin = place("Berlin", "BE", "Berlin");

/** A sole trader in retail who starts on Monday 2 March 2026, alone, completed the week before. */
const anmeldung = (over: Partial<GewerbeanmeldungData> = {}): GewerbeanmeldungData => ({
  rechtsform: "einzelunternehmen",
  name_4: "Muster",
  vornamen_5: "Erika",
  staatsangehoerigkeit_10: ["DE"],
  wohnanschrift_11: berlin,
  betriebsstaette_15: berlin,
  anmeldung_fuer_23: "hauptniederlassung",
  taetigkeit_18: "Einzelhandel mit Bürobedarf",
  nebenerwerb_19: false,
  beginn_20: "2026-03-02",
  betriebsart_21: ["handel"],
  beschaeftigte_22: { vollzeit: 0, teilzeit: 0 },
  grund_25: "neuerrichtung",
  erlaubnis_28: { erforderlich: false },
  ...over,
});
const a1 = (over: Partial<GewerbeanmeldungData> = {}, completedOn: string | null = "2026-02-23"): ObligationInput => ({
  kind: "gewerbeanmeldung",
  data: anmeldung(over),
  completedOn,
});
const a2 = (
  over: Partial<UmmeldungData> = {},
  follows: GewerbeanmeldungData = anmeldung(),
  completedOn: string | null = "2026-06-01",
): ObligationInput => ({
  kind: "gewerbeummeldung",
  data: {
    rechtsform: follows.rechtsform,
    wohnanschrift_11: berlin,
    betriebsstaette_15: berlin,
    taetigkeit_18: follows.taetigkeit_18,
    betriebsart_22: follows.betriebsart_21,
    datum_aenderung_21: "2026-06-01",
    grund_ummeldung_24: ["verlegung"],
    ...over,
  },
  completedOn,
  follows,
});
const a3 = (
  over: Partial<AbmeldungData> = {},
  follows: GewerbeanmeldungData = anmeldung(),
  completedOn: string | null = "2026-09-30",
): ObligationInput => ({
  kind: "gewerbeabmeldung",
  data: {
    rechtsform: follows.rechtsform,
    register_2: follows.register_2,
    wohnanschrift_11: berlin,
    betriebsstaette_15: berlin,
    taetigkeit_18: follows.taetigkeit_18,
    betriebsart_21: follows.betriebsart_21,
    beschaeftigte_aufgabe_22: { vollzeit: 0, teilzeit: 0 },
    datum_aufgabe_20: "2026-09-30",
    grund_abmeldung_25: "vollstaendige_aufgabe",
    aufgabegrund_28: "sonstige",
    ...over,
  },
  completedOn,
  follows,
});

const find = (input: ObligationInput, id: ObligationId) => obligationsFor(input).find((o) => o.id === id);
const ids = (input: ObligationInput) => obligationsFor(input).map((o) => o.id);

describe("a sole trader with employees who starts next week", () => {
  it("gets the Fragebogen, the Betriebsnummer, the BG and the IHK, and no Handwerksrolle", () => {
    const list = ids(a1({ beschaeftigte_22: { vollzeit: 1, teilzeit: 1 } }));
    expect(list).toEqual([
      "gewerbeanzeige",
      "tax-registration",
      "ihk-membership",
      "betriebsnummer",
      "sv-meldungen",
      "bg-unfallversicherung",
      "handelsregister",
    ]);
    expect(find(a1(), "handelsregister")).toMatchObject({ confidence: "M", reasons: ["sole-trader"] });
  });
});

describe("gewerbeanzeige: each form is filed at the time of its event (§ 14 GewO)", () => {
  it("is due on the Beginn, the change or the Aufgabe", () => {
    expect(find(a1(), "gewerbeanzeige")).toMatchObject({
      effect: "starts",
      deadline: { kind: "due", date: "2026-03-02" },
      reasons: ["gewerbe-event"],
      place: PLACES.gewerbeamt,
    });
    expect(find(a2(), "gewerbeanzeige")).toMatchObject({ effect: "changes", deadline: { date: "2026-06-01" } });
    expect(find(a3(), "gewerbeanzeige")).toMatchObject({ effect: "ends", deadline: { date: "2026-09-30" } });
  });

  it("says it was filed late when the form's Datum is after the event, with the fine's provision", () => {
    const late = find(a1({}, "2026-03-03"), "gewerbeanzeige");
    expect(late?.reasons).toEqual(["gewerbe-event", "filed-late"]);
    expect(late?.legalBasis.map((b) => `${b.law} ${b.paragraph}`)).toEqual([
      "GewO § 14 Abs. 1",
      "GewO § 146 Abs. 2 Nr. 2b, Abs. 3",
    ]);
    expect(find(a1({}, "2026-03-02"), "gewerbeanzeige")?.reasons).toEqual(["gewerbe-event"]);
  });

  it("waits for the date in a draft", () => {
    expect(find(a1({ beginn_20: undefined }, null), "gewerbeanzeige")).toBeUndefined();
  });
});

describe("tax-registration: the Fragebogen within a month of the start (§ 138 Abs. 1b, 4 AO)", () => {
  const dueOn = (beginn: string) => find(a1({ beginn_20: beginn }), "tax-registration")?.deadline;

  it.each([
    ["2026-03-02", "2026-04-02"], // Thursday
    ["2026-01-15", "2026-02-16"], // 15 Feb is a Sunday
    ["2026-01-31", "2026-03-02"], // 28 Feb (no 31st) is a Saturday
    ["2028-01-31", "2028-02-29"], // leap year, a Tuesday
    ["2027-01-30", "2027-03-01"], // 28 Feb 2027 is a Sunday
    ["2026-03-03", "2026-04-07"], // 3 April is Karfreitag, then Easter
    ["2026-11-25", "2026-12-28"], // Christmas and a Sunday
    ["2020-05-15", "2020-06-15"], // a start in the past: the date as it was
  ])("a start on %s is due on %s", (beginn, date) => {
    expect(dueOn(beginn)).toEqual({ kind: "due", date });
  });

  it("is done in Mein ELSTER, citing the duty, the month and the working-day rule", () => {
    const tax = find(a1(), "tax-registration");
    expect(tax?.place).toEqual({ key: "mein-elster", name: "Mein ELSTER", url: "https://www.elster.de/eportal/start" });
    expect(tax?.confidence).toBe("H");
    expect(tax?.legalBasis).toContainEqual({
      law: "AO",
      paragraph: "§ 138 Abs. 4",
      wording: "innerhalb eines Monats nach dem meldepflichtigen Ereignis",
    });
  });

  it("is not owed for a move from another district, nor for a notice (the Gewerbeanzeige informs the Finanzamt)", () => {
    expect(find(a1({ grund_25: "verlegung" }), "tax-registration")).toBeUndefined();
    expect(find(a2({ grund_ummeldung_24: ["wechsel"], taetigkeit_neu_19: "Großhandel" }), "tax-registration")).toBe(
      undefined,
    );
    expect(find(a3(), "tax-registration")).toBeUndefined();
  });

  it("asks to check when a partner joins a partnership that may be registered already", () => {
    expect(find(a1({ rechtsform: "gbr", grund_25: "gesellschaftereintritt" }), "tax-registration")?.confidence).toBe(
      "M",
    );
  });
});

describe("ihk-membership: automatic for a business other than a craft (§ 2 IHKG)", () => {
  it("starts by itself for trade, industry or other businesses", () => {
    for (const art of [["handel"], ["industrie"], ["sonstiges"], ["handwerk", "handel"]] as const)
      expect(find(a1({ betriebsart_21: [...art] }), "ihk-membership")).toMatchObject({
        confidence: "H",
        effect: "starts",
        actionRequired: false,
        deadline: { kind: "none" },
        reasons: ["ihk-business"],
      });
  });

  it("not for a craft alone", () => {
    expect(find(a1({ betriebsart_21: ["handwerk"] }), "ihk-membership")).toBeUndefined();
  });

  it("ends with an Abmeldung (from a chamber page: to check), and is not touched by an Ummeldung", () => {
    expect(find(a3(), "ihk-membership")).toMatchObject({ confidence: "M", effect: "ends", actionRequired: false });
    expect(find(a2(), "ihk-membership")).toBeUndefined();
  });
});

describe("hwk-handwerksrolle and hwk-anzeige-b: a craft business", () => {
  const craft = { betriebsart_21: ["handwerk" as const], taetigkeit_18: "Elektroinstallation" };

  it("entered in the Handwerksrolle (A1 29): the entry before the start, certain", () => {
    const input = a1({
      ...craft,
      handwerk_29: { eingetragen: true, handwerkskammer: "HWK Berlin", datum: "2025-01-01" },
    });
    expect(find(input, "hwk-handwerksrolle")).toMatchObject({
      confidence: "H",
      deadline: { kind: "before", date: "2026-03-02" },
      reasons: ["craft", "craft-handwerksrolle-answered", "business-starts"],
      place: { key: "hwk" },
    });
    expect(find(input, "hwk-anzeige-b")).toBeUndefined();
  });

  it("not entered: Anlage A or B cannot be read from the form, so both are to check", () => {
    const input = a1({ ...craft, handwerk_29: { eingetragen: false } });
    expect(find(input, "hwk-handwerksrolle")).toMatchObject({ confidence: "M", deadline: { kind: "before" } });
    expect(find(input, "hwk-anzeige-b")).toMatchObject({
      confidence: "M",
      deadline: { kind: "promptly", from: "2026-03-02" },
      legalBasis: [{ law: "HwO", paragraph: "§ 18 Abs. 1", wording: "unverzüglich" }],
    });
  });

  it("no craft, no chamber of crafts", () => {
    expect(find(a1(), "hwk-handwerksrolle")).toBeUndefined();
    expect(find(a1(), "hwk-anzeige-b")).toBeUndefined();
  });

  it("an Ummeldung that changes a craft's activity needs it before the change; a move alone does not", () => {
    const follows = anmeldung({ ...craft, handwerk_29: { eingetragen: true } });
    const change = a2(
      {
        grund_ummeldung_24: ["ausdehnung"],
        taetigkeit_neu_19: "Elektro- und Sanitärinstallation",
        handwerk_26: { eingetragen: true },
      },
      follows,
    );
    expect(find(change, "hwk-handwerksrolle")).toMatchObject({
      effect: "changes",
      confidence: "H",
      deadline: { kind: "before", date: "2026-06-01" },
    });
    expect(find(a2({}, follows), "hwk-handwerksrolle")).toBeUndefined();
  });

  it("an Abmeldung ends the entry (deleted, the card returned) at once", () => {
    const follows = anmeldung({ ...craft, handwerk_29: { eingetragen: true } });
    expect(find(a3({}, follows), "hwk-handwerksrolle")).toMatchObject({
      confidence: "H",
      effect: "ends",
      deadline: { kind: "promptly", from: "2026-09-30" },
    });
    expect(find(a3({}, anmeldung({ ...craft, handwerk_29: { eingetragen: false } })), "hwk-anzeige-b")).toMatchObject({
      effect: "ends",
    });
  });
});

describe("permit-gewo: a permit under §§ 30–34i GewO before the start", () => {
  it("certain when the form says a permit is needed (A1 28)", () => {
    expect(
      find(
        a1({ erlaubnis_28: { erforderlich: true, art: "Bewachung", behoerde: "Ordnungsamt", datum: "2026-01-10" } }),
        "permit-gewo",
      ),
    ).toMatchObject({
      confidence: "H",
      deadline: { kind: "before", date: "2026-03-02" },
      reasons: ["permit-answered"],
    });
  });

  it("to check when only the activity's words name a permit", () => {
    const makler = find(a1({ taetigkeit_18: "Immobilienmakler für Wohnungen" }), "permit-gewo");
    expect(makler).toMatchObject({
      confidence: "M",
      reasons: ["permit-activity"],
      place: { key: "erlaubnisbehoerde" },
    });
    expect(makler?.legalBasis[0]).toEqual({ law: "GewO", paragraph: "§ 34c", wording: "bedarf der Erlaubnis" });
  });

  it("an insurance broker gets the IHK's permit and the Vermittlerregister", () => {
    const broker = find(a1({ taetigkeit_18: "Versicherungsmakler" }), "permit-gewo");
    expect(broker?.place?.key).toBe("ihk-vermittlerregister");
    expect(broker?.legalBasis.map((b) => b.paragraph)).toEqual(["§ 34d", "§ 15 Abs. 2", "§ 11a"]);
  });

  it.each([
    ["Immobilienmakler", ["§ 34c"]],
    ["Versicherungsmakler", ["§ 34d"]],
    ["Immobiliardarlehensvermittler", ["§ 34i"]],
    ["Darlehensvermittler", ["§ 34c"]],
    ["Finanzanlagenvermittler", ["§ 34f"]],
    ["Honorar-Finanzanlagenberater", ["§ 34h"]],
    ["Bewachungsgewerbe", ["§ 34a"]],
    ["Betrieb einer Spielhalle mit Geldspielgeräten", ["§ 33c", "§ 33i"]],
  ])("%s needs the permit of %j", (taetigkeit, provisions) => {
    const permit = find(a1({ taetigkeit_18: taetigkeit }), "permit-gewo");
    const cited = permit?.legalBasis.map((b) => b.paragraph).filter((p) => /^§ 3\d/.test(p));
    expect(cited).toEqual(provisions);
  });

  it("nothing for an activity without a permit and A1 28 = Nein", () => {
    expect(find(a1(), "permit-gewo")).toBeUndefined();
  });

  it("an Ummeldung to a new activity may need one; an Abmeldung never", () => {
    expect(
      find(
        a2({ grund_ummeldung_24: ["wechsel"], taetigkeit_neu_19: "Sicherheitsdienst und Objektschutz" }),
        "permit-gewo",
      ),
    ).toMatchObject({ effect: "changes", confidence: "M", deadline: { kind: "before", date: "2026-06-01" } });
    expect(find(a2({ grund_ummeldung_24: ["verlegung"], erlaubnis_25: { erforderlich: true } }), "permit-gewo")).toBe(
      undefined,
    );
    expect(find(a3({}, anmeldung({ taetigkeit_18: "Pfandleihe" })), "permit-gewo")).toBeUndefined();
  });
});

describe("permit-gaststaette: food or drink served (§ 2 GastG, Land law differs: to check)", () => {
  it.each(["Betrieb eines Restaurants", "Café mit Kuchenverkauf", "Cocktailbar", "Imbiss", "Shisha-Bar"])(
    "%s",
    (taetigkeit) => {
      expect(find(a1({ taetigkeit_18: taetigkeit }), "permit-gaststaette")).toMatchObject({
        confidence: "M",
        deadline: { kind: "before", date: "2026-03-02" },
      });
    },
  );
  it.each(["Barbier und Friseur", "Lieferbare Software", "Handel mit Kaffeemaschinen"])("not %s", (taetigkeit) => {
    expect(find(a1({ taetigkeit_18: taetigkeit }), "permit-gaststaette")).toBeUndefined();
  });
});

describe("reisegewerbekarte: A1 24 Reisegewerbe (§ 55 GewO)", () => {
  it("before the start when ticked, not otherwise", () => {
    expect(find(a1({ automaten_reise_24: { reisegewerbe: true } }), "reisegewerbekarte")).toMatchObject({
      confidence: "H",
      deadline: { kind: "before", date: "2026-03-02" },
      reasons: ["reisegewerbe"],
    });
    expect(find(a1({ automaten_reise_24: { reisegewerbe: false } }), "reisegewerbekarte")).toBeUndefined();
    expect(find(a1(), "reisegewerbekarte")).toBeUndefined();
  });
});

describe("aufenthaltstitel: a nationality without freedom of establishment (a warning)", () => {
  it("for the main or a further person, not for EU citizens", () => {
    expect(find(a1({ staatsangehoerigkeit_10: ["TR"] }), "aufenthaltstitel")).toMatchObject({
      confidence: "M",
      deadline: { kind: "none" },
      place: { key: "auslaenderbehoerde", url: null },
    });
    expect(
      find(
        a1({ rechtsform: "gbr", weitere_personen: [{ name_4: "Okafor", staatsangehoerigkeit_10: ["NG"] }] }),
        "aufenthaltstitel",
      ),
    ).toBeDefined();
    expect(find(a1({ staatsangehoerigkeit_10: ["DE", "TR"] }), "aufenthaltstitel")).toBeUndefined();
    expect(find(a1({ staatsangehoerigkeit_10: ["FR"] }), "aufenthaltstitel")).toBeUndefined();
  });
});

describe("betriebsnummer: an employer's number (§ 18i SGB IV)", () => {
  it("before the first report: six weeks after the start, or at the start in a Sofortmeldung sector", () => {
    expect(find(a1({ beschaeftigte_22: { vollzeit: 0, teilzeit: 1 } }), "betriebsnummer")).toMatchObject({
      confidence: "H",
      deadline: { kind: "before", date: "2026-04-13" },
      reasons: ["employees"],
      place: {
        key: "ba-betriebsnummern-service",
        url: "https://www.arbeitsagentur.de/unternehmen/betriebsnummern-service",
      },
    });
    expect(
      find(a1({ beschaeftigte_22: { vollzeit: 2, teilzeit: 0 }, taetigkeit_18: "Taxiunternehmen" }), "betriebsnummer"),
    ).toMatchObject({
      deadline: { kind: "before", date: "2026-03-02" },
      reasons: ["employees", "sofortmeldung-sector"],
    });
  });

  it("not without staff", () => {
    expect(find(a1(), "betriebsnummer")).toBeUndefined();
    expect(find(a1({ beschaeftigte_22: undefined }, null), "betriebsnummer")).toBeUndefined();
  });

  it("a complete closure is reported at once; an employer's move is a change (to check: the staff may have left)", () => {
    const employer = anmeldung({ beschaeftigte_22: { vollzeit: 3, teilzeit: 0 } });
    expect(
      find(a3({ beschaeftigte_aufgabe_22: { vollzeit: 2, teilzeit: 0 } }, employer), "betriebsnummer"),
    ).toMatchObject({
      confidence: "H",
      effect: "ends",
      deadline: { kind: "promptly", from: "2026-09-30" },
      reasons: ["employees-at-closure", "business-ends"],
    });
    expect(find(a3({}, employer), "betriebsnummer")?.confidence).toBe("M");
    expect(find(a3({ grund_abmeldung_25: "uebergabe", uebergabe_26: "verkauf" }, employer), "betriebsnummer")).toBe(
      undefined,
    );
    expect(find(a2({}, employer), "betriebsnummer")).toMatchObject({
      confidence: "M",
      effect: "changes",
      reasons: ["employees", "business-moves"],
    });
    expect(find(a2(), "betriebsnummer")).toBeUndefined();
    expect(find(a3(), "betriebsnummer")).toBeUndefined();
  });
});

describe("sv-meldungen: reports on employees (DEÜV, § 28a SGB IV)", () => {
  it("the Anmeldung within six weeks of the start", () => {
    expect(find(a1({ beschaeftigte_22: { vollzeit: 1, teilzeit: 0 } }), "sv-meldungen")).toMatchObject({
      confidence: "H",
      deadline: { kind: "due", date: "2026-04-13" },
      place: null,
    });
  });

  it("the Sofortmeldung at the start in a listed sector (matched in the words: to check)", () => {
    expect(
      find(a1({ beschaeftigte_22: { vollzeit: 1, teilzeit: 0 }, taetigkeit_18: "Gebäudereinigung" }), "sv-meldungen"),
    ).toMatchObject({ confidence: "M", deadline: { kind: "before", date: "2026-03-02" } });
  });

  it("the Abmeldung within six weeks of a closure with staff; nothing without", () => {
    expect(find(a3({ beschaeftigte_aufgabe_22: { vollzeit: 1, teilzeit: 0 } }), "sv-meldungen")).toMatchObject({
      effect: "ends",
      deadline: { kind: "due", date: "2026-11-11" },
    });
    expect(find(a3(), "sv-meldungen")).toBeUndefined();
    expect(find(a1(), "sv-meldungen")).toBeUndefined();
  });
});

describe("bg-unfallversicherung: every business within a week of its start (§ 192 SGB VII)", () => {
  it("a week after the start; a Gewerbeanzeige filed within it counts", () => {
    expect(find(a1(), "bg-unfallversicherung")).toMatchObject({
      confidence: "H",
      deadline: { kind: "due", date: "2026-03-09" },
      reasons: ["business-starts", "gewerbeanzeige-counts"],
    });
    expect(find(a1({}, "2026-03-09"), "bg-unfallversicherung")?.reasons).toEqual([
      "business-starts",
      "gewerbeanzeige-counts",
    ]);
    expect(find(a1({}, "2026-03-10"), "bg-unfallversicherung")?.reasons).toEqual(["business-starts"]);
    expect(find(a1({ beginn_20: "2028-02-22" }), "bg-unfallversicherung")?.deadline).toEqual({
      kind: "due",
      date: "2028-02-29",
    });
    expect(find(a1({ beginn_20: "2026-12-28" }), "bg-unfallversicherung")?.deadline).toEqual({
      kind: "due",
      date: "2027-01-04",
    });
  });

  it("a takeover: a change of owner within four weeks", () => {
    expect(find(a1({ grund_25: "kauf", frueherer_name_26: "Alt GmbH" }), "bg-unfallversicherung")).toMatchObject({
      deadline: { kind: "due", date: "2026-03-30" },
      reasons: ["change-of-owner"],
    });
  });

  it("a change of activity within four weeks; a move alone is none of its business", () => {
    expect(
      find(
        a2({ grund_ummeldung_24: ["wechsel"], taetigkeit_neu_19: "Großhandel mit Bürobedarf" }),
        "bg-unfallversicherung",
      ),
    ).toMatchObject({ effect: "changes", deadline: { kind: "due", date: "2026-06-29" } });
    expect(find(a2(), "bg-unfallversicherung")).toBeUndefined();
    expect(find(a1({ grund_25: "verlegung" }), "bg-unfallversicherung")).toBeUndefined();
  });

  it("a handover ends within four weeks (old and new owner); a complete closure is not in it", () => {
    expect(
      find(a3({ grund_abmeldung_25: "uebergabe", uebergabe_26: "verpachtung" }), "bg-unfallversicherung"),
    ).toMatchObject({ effect: "ends", deadline: { kind: "due", date: "2026-10-28" }, reasons: ["change-of-owner"] });
    expect(find(a3(), "bg-unfallversicherung")).toBeUndefined();
  });
});

describe("transparenzregister: a company's beneficial owners (§ 20 GwG)", () => {
  const gmbh = {
    rechtsform: "gmbh",
    register_2: { gericht: "Berlin", art: "HRB", nummer: "12345" },
  } satisfies Partial<GewerbeanmeldungData>;

  it.each(["gmbh", "ug", "ag", "eg", "ohg", "kg", "gmbh_co_kg", "partg", "egbr"] as const)(
    "promptly for a %s",
    (rechtsform) => {
      expect(find(a1({ rechtsform }), "transparenzregister")).toMatchObject({
        confidence: "H",
        effect: "starts",
        deadline: { kind: "promptly", from: "2026-03-02" },
        reasons: ["legal-form-company"],
        place: { key: "transparenzregister", url: "https://www.transparenzregister.de/" },
      });
    },
  );

  it.each(["einzelunternehmen", "ek", "gbr", "ev"] as const)("not for a %s", (rechtsform) => {
    expect(find(a1({ rechtsform }), "transparenzregister")).toBeUndefined();
  });

  it("a partner joining or a new form changes the entry; a handover in an Abmeldung is to check", () => {
    expect(find(a1({ ...gmbh, grund_25: "gesellschaftereintritt" }), "transparenzregister")).toMatchObject({
      effect: "changes",
      reasons: ["legal-form-company", "partners-change"],
    });
    const follows = anmeldung(gmbh);
    expect(find(a3({ grund_abmeldung_25: "gesellschafteraustritt" }, follows), "transparenzregister")).toMatchObject({
      confidence: "M",
      effect: "changes",
    });
    expect(find(a3({}, follows), "transparenzregister")).toBeUndefined();
  });
});

describe("handelsregister: the firm's entry (§ 29 HGB)", () => {
  it("to check for a GmbH whose entry is only applied for, citing § 11 GmbHG", () => {
    const gmbh = find(
      a1({ rechtsform: "gmbh", register_2: { gericht: "Berlin", art: "HRB", beantragt: true } }),
      "handelsregister",
    );
    expect(gmbh).toMatchObject({ confidence: "M", deadline: { kind: "none" }, reasons: ["register-missing"] });
    expect(gmbh?.legalBasis.map((b) => `${b.law} ${b.paragraph}`)).toEqual(["HGB § 29", "GmbHG § 11", "HGB § 14"]);
    expect(find(a1({ rechtsform: "kg" }), "handelsregister")?.legalBasis[1].paragraph).toBe("§ 106 Abs. 1");
  });

  it("nothing once the number is given, nor for a form outside the Handelsregister", () => {
    expect(
      find(
        a1({ rechtsform: "gmbh", register_2: { gericht: "Berlin", art: "HRB", nummer: "12345" } }),
        "handelsregister",
      ),
    ).toBeUndefined();
    for (const rechtsform of ["gbr", "ev", "eg", "partg"] as const)
      expect(find(a1({ rechtsform }), "handelsregister")).toBeUndefined();
  });

  it("a sole trader checks whether a merchant's set-up is needed (§ 1 Abs. 2 HGB)", () => {
    expect(find(a1(), "handelsregister")).toMatchObject({ confidence: "M", reasons: ["sole-trader"] });
  });

  it("a registered firm's change or end is to check (the end of the Gewerbe need not end the firm)", () => {
    const ek = anmeldung({ rechtsform: "ek", register_2: { gericht: "Berlin", art: "HRA", nummer: "999" } });
    expect(find(a3({}, ek), "handelsregister")).toMatchObject({
      confidence: "M",
      effect: "ends",
      reasons: ["registered-firm", "business-ends"],
    });
    expect(find(a2({}, ek), "handelsregister")).toMatchObject({
      effect: "changes",
      reasons: ["registered-firm", "business-moves"],
    });
    expect(find(a3(), "handelsregister")).toBeUndefined();
  });
});

describe("the end of a Gewerbe makes moot what its start needed", () => {
  it("an Abmeldung closes permits and entries, never tax, staff or company duties", () => {
    const moot = obligationsMootedBy({ kind: "gewerbeabmeldung" });
    expect([...moot].sort()).toEqual(
      [
        "aufenthaltstitel",
        "hwk-anzeige-b",
        "hwk-handwerksrolle",
        "permit-gaststaette",
        "permit-gewo",
        "reisegewerbekarte",
      ].sort(),
    );
    expect(obligationsMootedBy({ kind: "gewerbeanmeldung" })).toEqual([]);
    expect(obligationsMootedBy({ kind: "gewerbeummeldung" })).toEqual([]);
  });
});

describe("the fee examples", () => {
  it("finds the example of the Betriebsstätte's town, whatever its spelling, only in its Land", () => {
    expect(feeExampleFor(place("Rotenburg/Wümme", "NI"))?.fees.gewerbeanmeldung).toEqual([{ min: 30, max: 30 }]);
    expect(feeExampleFor(place("rotenburg (wümme)", "NI"))?.municipality).toBe("Rotenburg (Wümme)");
    expect(feeExampleFor(place("Rosenheim", "BY"))?.fees.gewerbeummeldung).toEqual([{ min: 25, max: 30 }]);
    expect(feeExampleFor(place("Kierspe", "NW"))?.fees.gewerbeanmeldung).toEqual([
      { min: 26, max: 26, filer: "natuerliche_person" },
      { min: 33, max: 33, filer: "juristische_person" },
    ]);
    expect(feeExampleFor(place("Rosenheim", "BW"))).toBeUndefined();
    expect(feeExampleFor(berlin)).toBeUndefined();
    expect(feeExampleFor(undefined)).toBeUndefined();
    expect(feeExampleFor({})).toBeUndefined();
  });

  it("each example notes its source (undated municipal pages stored in 2025/26)", () => {
    expect(FEE_EXAMPLES).toHaveLength(5);
    for (const example of FEE_EXAMPLES)
      expect(example.source).toEqual({ kind: "municipal-page", retrieved: "2025/2026", dated: false });
  });
});

describe("every answer, for any combination of answers", () => {
  const some = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
  const date = fc
    .date({ min: new Date(Date.UTC(2015, 0, 1)), max: new Date(Date.UTC(2030, 11, 31)), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  const data = fc.record({
    rechtsform: some(fc.constantFrom("einzelunternehmen", "ek", "gbr", "gmbh", "ug", "kg", "ev", "auslaendisch")),
    staatsangehoerigkeit_10: some(fc.subarray(["DE", "TR", "FR", "NG"], { minLength: 1 })),
    taetigkeit_18: some(
      fc.constantFrom("Einzelhandel", "Immobilienmakler", "Restaurant", "Taxi", "Elektroinstallation"),
    ),
    beginn_20: some(date),
    betriebsart_21: some(fc.subarray(["industrie", "handwerk", "handel", "sonstiges"] as const, { minLength: 1 })),
    beschaeftigte_22: some(fc.record({ vollzeit: fc.nat(5), teilzeit: fc.nat(5) })),
    grund_25: some(fc.constantFrom("neuerrichtung", "verlegung", "kauf", "gesellschaftereintritt", "umwandlung")),
    erlaubnis_28: some(fc.record({ erforderlich: fc.boolean() })),
    handwerk_29: some(fc.record({ eingetragen: fc.boolean() })),
    automaten_reise_24: some(fc.record({ reisegewerbe: fc.boolean() })),
  });

  const check = (list: Obligation[], eventDay: string | undefined) => {
    const order = list.map((o) => OBLIGATION_IDS.indexOf(o.id));
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(new Set(order).size).toBe(order.length);
    for (const o of list) {
      expect(o.reasons.length).toBeGreaterThan(0);
      expect(o.legalBasis.length).toBeGreaterThan(0);
      if (o.deadline.kind === "due" || o.deadline.kind === "before")
        expect(o.deadline.date >= (eventDay ?? "")).toBe(true);
      if (o.deadline.kind === "promptly") expect(o.deadline.from).toBe(eventDay);
    }
  };

  it("lists each obligation once, in the map's order, with reasons, a legal basis and a deadline from the event on", () => {
    fc.assert(
      fc.property(data, fc.option(date, { nil: null }), (answers, completedOn) => {
        const full = anmeldung({ ...answers });
        const clean = Object.fromEntries(
          Object.entries(full).filter(([, v]) => v !== undefined),
        ) as GewerbeanmeldungData;
        check(obligationsFor({ kind: "gewerbeanmeldung", data: clean, completedOn }), clean.beginn_20);
        check(obligationsFor(a3({}, clean)), "2026-09-30");
        check(
          obligationsFor(a2({ grund_ummeldung_24: ["wechsel"], taetigkeit_neu_19: "Restaurant" }, clean)),
          "2026-06-01",
        );
      }),
    );
  });
});
