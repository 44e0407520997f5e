import { describe, expect, it } from "vitest";
import { gewerbeanmeldungDraftSchema, REGISTRY, UMMELDUNG_FORM } from "../src";

const UMMELDUNG_REGISTRY = UMMELDUNG_FORM.registry;

/**
 * Field numbers read on the rendered 2019 forms (decision 040): where the registry numbered a field
 * the form does not have, or gave a box a choice the form does not print.
 */

describe("GewA 1 field 24 is the one box 'ein Reisegewerbe'", () => {
  const entry = REGISTRY.automaten_reise_24;

  it("asks and prints only the Reisegewerbe", () => {
    expect(entry).toMatchObject({ nr: 24, label: "Reisegewerbe" });
    expect(Object.keys(entry.parts)).toEqual(["reisegewerbe"]);
    expect(entry.pdf.print({ reisegewerbe: true })).toEqual({ checks: [{ label: "ein Reisegewerbe", checked: true }] });
  });

  it("drops a former Automatenaufstellung answer when a stored draft is saved again", () => {
    const saved = gewerbeanmeldungDraftSchema.shape.automaten_reise_24.parse({
      automatenaufstellung: true,
      reisegewerbe: false,
    });
    expect(saved).toEqual({ reisegewerbe: false });
  });
});

describe("GewA 2: 20 is 'Sonstige Gründe', 22 the staff, 24 the Reisegewerbe", () => {
  it("gives the Nebenerwerb, the Art des Betriebes and the Grund der Ummeldung no number of the form", () => {
    expect(UMMELDUNG_REGISTRY.nebenerwerb_20.nr).toBeNull();
    expect(UMMELDUNG_REGISTRY.betriebsart_22.nr).toBeNull();
    expect(UMMELDUNG_REGISTRY.grund_ummeldung_24.nr).toBeNull();
    const numbered = Object.values(UMMELDUNG_REGISTRY).map((entry) => entry.nr);
    for (const nr of [20, 22, 24]) expect(numbered).not.toContain(nr);
  });

  it("keeps 21 the date of the change and 23 the establishment", () => {
    expect(UMMELDUNG_REGISTRY.datum_aenderung_21).toMatchObject({ nr: 21, label: "Datum der Änderung" });
    expect(UMMELDUNG_REGISTRY.anmeldung_fuer_23.nr).toBe(23);
  });
});
