/**
 * Compiles the catalogues (messages/{locale}.json) into src/paraglide: one module per message, a
 * function per message that both the web app and the server import. The output is committed, so the
 * server, the tests and the type checker need no build step; test/catalogues.test.ts fails when it is
 * stale. Run `npm run i18n:compile` after editing a catalogue.
 */
import { fileURLToPath } from "node:url";
import { compile } from "@inlang/paraglide-js";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function compileCatalogues(outdir = `${root}src/paraglide`): Promise<void> {
  await compile({
    project: `${root}project.inlang`,
    outdir,
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
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await compileCatalogues(process.argv[2]);
