// Turns source/plz-ort.csv (12,871 rows: one per postal code and municipality, ODbL; see
// source/README.md) into the compact asset dist/plz-ort.json: { "10115": [["Berlin", "BE"]], … }.
// The Land comes from each municipality's Gemeindeschlüssel (AGS), so a code spanning two Länder
// lists both. Run by the server build, by the tests' global setup and by `npm run build -w @app/plz`.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const SOURCE = join(here, "source", "plz-ort.csv");
export const ASSET = join(here, "dist", "plz-ort.json");

/** First two AGS digits → Land (the order of the official Länder numbering). */
const LAENDER = ["SH", "HH", "NI", "HB", "NW", "HE", "RP", "BW", "BY", "SL", "BE", "BB", "MV", "SN", "ST", "TH"];

/** Parses the CSV (no quoted fields in this file; checked) into { plz: [[ort, land], …] }, sorted. */
export function parsePlzCsv(text) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const header = lines.shift()?.split(",");
  const column = (name) => {
    const index = header?.indexOf(name) ?? -1;
    if (index < 0) throw new Error(`plz-ort.csv: column ${name} missing`);
    return index;
  };
  const [agsAt, ortAt, plzAt] = [column("ags"), column("ort"), column("plz")];
  const byPlz = new Map();
  for (const line of lines) {
    if (line.includes('"')) throw new Error(`plz-ort.csv: quoted field not supported: ${line}`);
    const cells = line.split(",");
    const plz = cells[plzAt];
    const ort = cells[ortAt];
    const land = LAENDER[Number(cells[agsAt].slice(0, 2)) - 1];
    if (!/^\d{5}$/.test(plz) || !ort || !land) throw new Error(`plz-ort.csv: bad row: ${line}`);
    const places = byPlz.get(plz) ?? [];
    if (!places.some(([o, l]) => o === ort && l === land)) places.push([ort, land]);
    byPlz.set(plz, places);
  }
  const result = {};
  for (const plz of [...byPlz.keys()].sort()) {
    result[plz] = byPlz.get(plz).sort((a, b) => a[0].localeCompare(b[0], "de") || a[1].localeCompare(b[1]));
  }
  return result;
}

export function buildPlzAsset(outFile = ASSET) {
  const asset = parsePlzCsv(readFileSync(SOURCE, "utf8"));
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, JSON.stringify(asset));
  return outFile;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`PLZ asset written to ${buildPlzAsset(process.argv[2] ?? ASSET)}`);
}
