/**
 * The rules of the Gewerbe-Ummeldung (GewA 2) and Gewerbe-Abmeldung (GewA 3) as properties
 * (decision 034): the date of the change or of the Aufgabe, the fields each reason calls for, what a
 * notice carries over from the Gewerbe, and when a Gewerbe is abgemeldet.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ABMELDUNG_FORM,
  ABMELDUNG_GRUENDE,
  abmeldungAus,
  addDays,
  addYears,
  applicabilityIn,
  checkIn,
  GEWERBEANMELDUNG_FORM,
  type GewerbeRow,
  gewerbeOf,
  pruneIn,
  todayInGermany,
  UMMELDUNG_FORM,
  UMMELDUNG_GRUENDE,
  ummeldungAus,
  verlegungAus,
} from "../src";
import { gmbhInput, soleTraderInput, stored } from "./lifecycle-samples";
import { address } from "./sample-address";

const today = todayInGermany();
const samples = [stored(soleTraderInput()), stored(gmbhInput())];
const sample = fc.constantFrom(...samples);
/** Any day from six years back to two months ahead, as an offset from today. */
const offset = fc.integer({ min: -6 * 366, max: 60 });
const sixtyDays = fc.integer({ min: 0, max: 60 });

describe("the date of a change (GewA 2, 21) and of the Aufgabe (GewA 3, 20)", () => {
  it("is refused only beyond two weeks ahead or five years back, and only warns beyond four weeks back", () => {
    fc.assert(
      fc.property(sample, offset, fc.boolean(), (anmeldung, days, um) => {
        const datum = addDays(today, days);
        const [form, key, data] = um
          ? ([
              UMMELDUNG_FORM,
              "datum_aenderung_21",
              {
                ...ummeldungAus(anmeldung),
                grund_ummeldung_24: ["ausdehnung"],
                taetigkeit_neu_19: "Eine ganz neue Tätigkeit im Betrieb",
              },
            ] as const)
          : ([
              ABMELDUNG_FORM,
              "datum_aufgabe_20",
              {
                ...abmeldungAus(anmeldung),
                grund_abmeldung_25: "gesellschafteraustritt",
                beschaeftigte_aufgabe_22: { vollzeit: 0, teilzeit: 0 },
              },
            ] as const);
        const check = checkIn(form, { ...data, [key]: datum });
        const refused = days > 14 || datum < addYears(today, -5);
        expect(check.issues.map((i) => i.path)).toEqual(refused ? [key] : []);
        expect(check.complete).toBe(!refused);
        const late = !refused && days < -28;
        expect(check.warnings.map((w) => w.path)).toEqual(late ? [key] : []);
      }),
      { numRuns: 400 },
    );
  });
});

describe("the reasons and the fields that follow them", () => {
  it("Abmeldung: 26 for a handover, 27 for a successor, 28 for a closure, 17 for a move; the rest is not stored", () => {
    const reason = fc.option(fc.constantFrom(...ABMELDUNG_GRUENDE.map((g) => g.code)), { nil: undefined });
    fc.assert(
      fc.property(sample, reason, (anmeldung, grund) => {
        const data = {
          ...abmeldungAus(anmeldung),
          grund_abmeldung_25: grund,
          uebergabe_26: "verkauf",
          nachfolger_27: "Neue Bäckerei GmbH",
          aufgabegrund_28: "alter_gesundheit",
          kuenftige_betriebsstaette_17: address({
            ort: "Dresden",
            postleitzahl: "01067",
            bundesland: { kuerzel: "SN" },
          }),
        };
        const rules = applicabilityIn(ABMELDUNG_FORM, checkIn(ABMELDUNG_FORM, data).data);
        const expected = (applies: boolean, then = "required") =>
          grund === undefined ? "undecided" : applies ? then : "excluded";
        expect(rules.uebergabe_26).toBe(expected(grund === "uebergabe"));
        expect(rules.nachfolger_27).toBe(
          grund === "gesellschafteraustritt"
            ? "optional"
            : expected(grund === "uebergabe" || grund === "rechtsformwechsel" || grund === "umwandlung"),
        );
        expect(rules.aufgabegrund_28).toBe(expected(grund === "vollstaendige_aufgabe"));
        expect(rules.kuenftige_betriebsstaette_17).toBe(expected(grund === "verlegung"));
        const pruned = pruneIn(ABMELDUNG_FORM, checkIn(ABMELDUNG_FORM, data).data) as Record<string, unknown>;
        for (const key of ["uebergabe_26", "nachfolger_27", "aufgabegrund_28", "kuenftige_betriebsstaette_17"]) {
          expect(key in pruned).toBe(rules[key] !== "excluded");
        }
        const warned = checkIn(ABMELDUNG_FORM, data).warnings.some((w) => w.path === "grund_abmeldung_25");
        expect(warned).toBe(grund === "verlegung");
      }),
      { numRuns: 200 },
    );
  });

  it("Ummeldung: 19 for a change or extension of the activity, 17 and a new 15 for a move", () => {
    const reasons = fc.subarray(UMMELDUNG_GRUENDE.map((g) => g.code));
    fc.assert(
      fc.property(sample, reasons, fc.boolean(), (anmeldung, gruende, newPlace) => {
        const data = {
          ...ummeldungAus(anmeldung),
          grund_ummeldung_24: gruende,
          datum_aenderung_21: today,
          ...(newPlace ? { betriebsstaette_15: address({ strasse: "Neue Straße", hausnummer: "7" }) } : {}),
        };
        const check = checkIn(UMMELDUNG_FORM, data);
        const paths = check.issues.map((i) => i.path);
        const activity = gruende.includes("wechsel") || gruende.includes("ausdehnung");
        const move = gruende.includes("verlegung");
        expect(paths.includes("grund_ummeldung_24")).toBe(gruende.length === 0);
        expect(paths.includes("taetigkeit_neu_19")).toBe(activity);
        expect(paths.includes("betriebsstaette_15")).toBe(move && !newPlace);
        expect(check.complete).toBe(gruende.length > 0 && !activity && (!move || newPlace));
      }),
      { numRuns: 200 },
    );
  });
});

describe("what a notice carries over", () => {
  it("is a valid draft of its form holding the Gewerbe's answers, and asks nothing the Gewerbe answered", () => {
    fc.assert(
      fc.property(sample, (anmeldung) => {
        for (const [form, notice, asked] of [
          [UMMELDUNG_FORM, ummeldungAus(anmeldung), ["grund_ummeldung_24", "datum_aenderung_21"]],
          [
            ABMELDUNG_FORM,
            abmeldungAus(anmeldung),
            ["grund_abmeldung_25", "datum_aufgabe_20", "beschaeftigte_aufgabe_22"],
          ],
          [GEWERBEANMELDUNG_FORM, verlegungAus(anmeldung), ["betriebsstaette_15", "beginn_20", "beschaeftigte_22"]],
        ] as const) {
          const check = checkIn(form, notice);
          // Nothing carried is invalid: the check's valid data is all of it.
          expect(check.data).toEqual(notice);
          expect([...new Set(check.issues.map((i) => i.path.split(".")[0]))].sort()).toEqual([...asked].sort());
          for (const key of ["name_4", "wohnanschrift_11", "rechtsform", "betriebsstaette_15"]) {
            expect((notice as Record<string, unknown>)[key]).toEqual((anmeldung as Record<string, unknown>)[key]);
          }
        }
      }),
    );
  });
});

describe("a Gewerbe's state", () => {
  const kind = fc.constantFrom("gewerbeanmeldung", "gewerbeummeldung", "gewerbeabmeldung") as fc.Arbitrary<
    GewerbeRow["kind"]
  >;
  const status = fc.constantFrom("entwurf", "vollstaendig") as fc.Arbitrary<GewerbeRow["status"]>;
  const following = fc.array(fc.record({ kind, status, day: sixtyDays }), { maxLength: 6 });

  it("is abgemeldet exactly when an Abmeldung or a registration elsewhere is complete; its history is in order", () => {
    fc.assert(
      fc.property(status, following, (rootStatus, notices) => {
        const rows: GewerbeRow[] = [
          {
            id: "root",
            kind: "gewerbeanmeldung",
            status: rootStatus,
            createdAt: new Date(Date.UTC(2026, 0, 1)),
            completedAt: null,
            anmeldungId: null,
            data: {},
          },
          ...notices.map((n, i) => ({
            id: `n${i}`,
            kind: n.kind,
            status: n.status,
            createdAt: new Date(Date.UTC(2026, 0, 2 + n.day)),
            completedAt: null,
            anmeldungId: "root",
            data: {},
          })),
        ];
        const gewerbe = gewerbeOf("root", [...rows].reverse());
        const closes = notices.some((n) => n.status === "vollstaendig" && n.kind !== "gewerbeummeldung");
        expect(gewerbe.state).toBe(
          closes ? "abgemeldet" : rootStatus === "vollstaendig" ? "angemeldet" : "in_vorbereitung",
        );
        expect(gewerbe.history[0].id).toBe("root");
        const times = gewerbe.history.map((h) => h.created_at.getTime());
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(gewerbe.history).toHaveLength(rows.length);
      }),
      { numRuns: 300 },
    );
  });
});
