// Builds the web app once per language into dist/ (decision 032): German first, as index.de.html
// with its assets under /assets/de; then English as index.html with its assets under /assets, into
// the same folder. After each language's browser build, the same code is built for Node
// (src/entry-server.tsx, into a temporary folder) and renders the language's pages to HTML
// (scripts/prerender.mjs, decision 022). Then everything is precompressed.
import { execFileSync } from "node:child_process";
import { renameSync, rmSync } from "node:fs";

const web = new URL("../", import.meta.url).pathname;
const dist = `${web}dist/`;
const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: web, stdio: "inherit", env: { ...process.env, ...env } });

// The catalogues first, in a process that exits when done: Paraglide's Vite plugin then finds them
// compiled (its cache) instead of compiling inside Vite, where a compile's timers keep Vite open 30 s.
run("node", [new URL("../../../packages/i18n/scripts/compile.mjs", import.meta.url).pathname]);
for (const locale of ["de", "en"]) {
  const renderer = `${web}node_modules/.prerender/${locale}/`;
  run("npx", ["vite", "build", "--logLevel", "warn"], { APP_LOCALE: locale });
  if (locale === "de") renameSync(`${dist}index.html`, `${dist}index.de.html`);
  run("npx", ["vite", "build", "--logLevel", "warn", "--ssr", "src/entry-server.tsx", "--outDir", renderer], {
    APP_LOCALE: locale,
  });
  run("node", ["scripts/prerender.mjs", locale, renderer]);
  rmSync(renderer, { recursive: true, force: true });
}
run("node", ["scripts/precompress.mjs"]);
