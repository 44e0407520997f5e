// The catalogues (messages/*.json) compiled by Paraglide into src/paraglide: a function per message, one
// module per message, imported by the web app and the server alike. Generated, never committed
// (decision 032), by whichever runs first:
// - `npm install` (the root `prepare` script), `npm run i18n:compile`, the test setup
//   (vitest.global-setup.ts) and the web build's first step: this script;
// - the web app's dev server and build: Paraglide's Vite plugin with these options (apps/web/vite.config.ts).
import { fileURLToPath } from "node:url";
import { paraglideVitePlugin } from "@inlang/paraglide-js";

const root = fileURLToPath(new URL("..", import.meta.url));

/** @type {import("@inlang/paraglide-js").CompilerOptions} */
export const paraglideOptions = {
  project: `${root}project.inlang`,
  outdir: `${root}src/paraglide`,
  // Every compile writes the same files: one module per message (Paraglide's production structure), so
  // that a web bundle carries only the messages it calls. Its development structure (one module per
  // language) loads faster but puts every text of a language into the first page (bench/README.md).
  outputStructure: "message-modules",
  // The web app is built once per language (apps/web/scripts/build.mjs); Vite replaces this global
  // with the build's language, so each bundle keeps only its own language's texts. On the server the
  // global is unset and every message follows getLocale() (the request's language) or its `locale`.
  experimentalStaticLocale: "/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__",
  strategy: ["cookie", "preferredLanguage", "baseLocale"],
  cookieName: "locale",
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
  includeEslintDisableComment: false,
};

/**
 * Compiles as the Vite plugin does at the start of a build (its `config` hook, then `buildStart`), so
 * that it shares the plugin's cache (project.inlang/cache): when the catalogues, the options and the
 * output are those of the last compile, nothing is compiled and it takes a fraction of a second.
 */
export async function compileCatalogues() {
  const plugin = paraglideVitePlugin(paraglideOptions);
  plugin.config.handler();
  await plugin.buildStart();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await compileCatalogues();
  // A compile leaves timers of Paraglide's project store (lix) pending for 30 s; nothing is left to do.
  process.exit(0);
}
