import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** PLZ → [[Ort, Bundesland-Kürzel], …], as packages/plz/build.mjs writes it. */
export type PlzAsset = Record<string, [string, string][]>;

export const PLZ_ASSET_FILE = "plz-ort.json";

/**
 * The built asset: beside the server bundle (apps/server/dist) or in packages/plz/dist when running
 * from source. Built by `npm run build` (and the test setup); see build.mjs.
 */
export function plzAssetPath(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, PLZ_ASSET_FILE), join(here, "..", "dist", PLZ_ASSET_FILE)];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`PLZ data not built: run npm run build (looked in ${candidates.join(", ")})`);
  return found;
}

export function loadPlzAsset(file: string = plzAssetPath()): PlzAsset {
  return JSON.parse(readFileSync(file, "utf8")) as PlzAsset;
}
