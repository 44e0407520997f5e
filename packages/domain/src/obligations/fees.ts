// i18n-ignore-file: the municipalities' names (data)
import type { StoredAddress } from "../gewerbeanmeldung/address";
import type { FeeAmount, FeeExample } from "./types";

/**
 * The Gewerbeamt's fee is set by Land fee law and the municipality's statutes: the product does not
 * know it. These are the examples the reference map read on the municipalities' own (undated) pages,
 * stored in 2025/26, in euros.
 */
const euro = (min: number, max = min): FeeAmount => ({ min, max });
const source = { kind: "municipal-page", retrieved: "2025/2026", dated: false } as const;

export const FEE_EXAMPLES: readonly FeeExample[] = [
  {
    municipality: "Laichingen",
    land: "BW",
    fees: { gewerbeanmeldung: [euro(20)], gewerbeummeldung: [euro(20)], gewerbeabmeldung: [euro(20)] },
    source,
  },
  {
    municipality: "Kierspe",
    land: "NW",
    fees: {
      gewerbeanmeldung: [
        { ...euro(26), filer: "natuerliche_person" },
        { ...euro(33), filer: "juristische_person" },
      ],
      gewerbeummeldung: [
        { ...euro(26), filer: "natuerliche_person" },
        { ...euro(33), filer: "juristische_person" },
      ],
      gewerbeabmeldung: [euro(0)],
    },
    source,
  },
  {
    municipality: "Rotenburg (Wümme)",
    land: "NI",
    fees: { gewerbeanmeldung: [euro(30)], gewerbeummeldung: [euro(30)], gewerbeabmeldung: [euro(20)] },
    source,
  },
  {
    municipality: "Rosenheim",
    land: "BY",
    fees: { gewerbeanmeldung: [euro(40)], gewerbeummeldung: [euro(25, 30)], gewerbeabmeldung: [euro(25)] },
    source,
  },
  {
    municipality: "Nordhausen",
    land: "TH",
    fees: { gewerbeanmeldung: [euro(25)], gewerbeummeldung: [euro(15)], gewerbeabmeldung: [euro(10)] },
    source,
  },
];

/** Letters only, lower case: "Rotenburg (Wümme)", "Rotenburg/Wümme" and "rotenburg wümme" are one town. */
const comparable = (name: string) =>
  name
    .normalize("NFC")
    .toLocaleLowerCase("de-DE")
    .replace(/[^\p{L}]/gu, "");

/**
 * The example for the municipality of a Betriebsstätte (its Ort and Land), or undefined: then the
 * screen says to ask the Gewerbeamt.
 */
export function feeExampleFor(
  betriebsstaette: { ort?: StoredAddress["ort"]; bundesland?: { kuerzel?: string } } | undefined,
): FeeExample | undefined {
  const ort = betriebsstaette?.ort && comparable(betriebsstaette.ort);
  if (!ort) return undefined;
  return FEE_EXAMPLES.find(
    (example) => example.land === betriebsstaette.bundesland?.kuerzel && comparable(example.municipality) === ort,
  );
}
