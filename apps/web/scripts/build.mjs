// Builds the web app once per language into dist/ (decision 032): German first, as index.de.html
// with its assets under /assets/de; then English as index.html with its assets under /assets, into
// the same folder; then precompresses everything.
import { execFileSync } from "node:child_process";
import { renameSync } from "node:fs";

const dist = new URL("../dist/", import.meta.url).pathname;
const run = (command, args, env = {}) =>
  execFileSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });

// The catalogues first, in a process that exits when done: Paraglide's Vite plugin then finds them
// compiled (its cache) instead of compiling inside Vite, where a compile's timers keep Vite open 30 s.
run("node", [new URL("../../../packages/i18n/scripts/compile.mjs", import.meta.url).pathname]);
run("npx", ["vite", "build", "--logLevel", "warn"], { APP_LOCALE: "de" });
renameSync(`${dist}index.html`, `${dist}index.de.html`);
run("npx", ["vite", "build", "--logLevel", "warn"], { APP_LOCALE: "en" });
run("node", ["scripts/precompress.mjs"]);
