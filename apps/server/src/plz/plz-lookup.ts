import { BUNDESLAENDER, type PlzPlace } from "@app/domain";
import { loadPlzAsset, type PlzAsset } from "@app/plz";

const landNames = new Map<string, string>(BUNDESLAENDER.map((b) => [b.kuerzel, b.name]));

let asset: PlzAsset | undefined;

/**
 * The places of a postal code, from the built asset (read once, on first use: ~340 KB of JSON).
 * An unknown code has no places: the form suggests, it never forces.
 */
export function lookupPlz(plz: string): PlzPlace[] {
  asset ??= loadPlzAsset();
  return (asset[plz] ?? []).map(([ort, kuerzel]) => ({
    ort,
    bundesland: { kuerzel, name: landNames.get(kuerzel) ?? kuerzel },
  }));
}
