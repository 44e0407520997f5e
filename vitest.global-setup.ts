// What the tests import that the build would otherwise make: Paraglide's compiled messages (decision
// 032; in a fraction of a second when the catalogues did not change) and the postal-code asset.
import { execFileSync } from "node:child_process";
import { buildPlzAsset } from "./packages/plz/build.mjs";

export default function setup() {
  // In a process of its own, which exits when done (a compile leaves 30 s timers behind, scripts/compile.mjs).
  execFileSync(process.execPath, ["packages/i18n/scripts/compile.mjs"], { stdio: "inherit" });
  buildPlzAsset();
}
