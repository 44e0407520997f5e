import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { paraglideOptions } from "../../packages/i18n/scripts/compile.mjs";

/**
 * The app is built once per language (decision 032): APP_LOCALE=de builds the German app beside the
 * English one (scripts/build.mjs). Paraglide's messages read this global, so each bundle keeps only
 * its own language's texts; the server sends index.html or index.de.html by the request's language.
 */
const locale = process.env.APP_LOCALE === "de" ? "de" : "en";

/** The chunk of what the root layout renders on every page (the build's codeSplitting group below). */
const SHELL_CHUNK = "shell";

/** The German page says so: `<html lang="de">`, and its description is German. */
function germanDocument(): Plugin {
  return {
    name: "german-document",
    transformIndexHtml: (html) =>
      html
        .replace('<html lang="en"', '<html lang="de"')
        .replace('content="A web application."', 'content="Eine Webanwendung."'),
  };
}

/**
 * The dev server sends every page as the build does (scripts/prerender.mjs): rendered by
 * src/entry-server.tsx into index.html, then hydrated by main.tsx, which needs the router's state.
 */
function renderPagesInDev(): Plugin {
  return {
    name: "render-pages-in-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.originalUrl ?? "/";
        const path = url.split("?")[0];
        if (
          req.method !== "GET" ||
          !req.headers.accept?.includes("text/html") ||
          /^\/(@|src\/|node_modules\/)|\.\w+$/.test(path)
        ) {
          return next();
        }
        try {
          const template = await server.transformIndexHtml(
            url,
            readFileSync(new URL("./index.html", import.meta.url), "utf8"),
          );
          const { render, pageHtml } = await server.ssrLoadModule("/src/entry-server.tsx");
          res.setHeader("content-type", "text/html; charset=UTF-8");
          res.end(pageHtml(template, await render(url)));
        } catch (error) {
          server.ssrFixStacktrace(error as Error);
          next(error);
        }
      });
    },
  };
}

/**
 * V8's compile hint for the two chunks every page runs as it starts: the entry (React, the router) and
 * the shell (the root layout's menus, the toaster, the auth client). Chromium then compiles the whole
 * file on a background thread while it downloads, instead of each function on the main thread at its
 * first call, inside hydration's long tasks (decision 046). Other browsers read a comment. Lazy chunks
 * stay lazily compiled: most of their code never runs on a given visit. V8 honours the hint on a
 * file's first line, so it goes in after Vite has written its own (the map of preloaded modules), and
 * the hash covers it.
 */
function compileHints(): Plugin {
  const hint = "//# allFunctionsCalledOnLoad";
  const runsOnEveryStart = (chunk: { isEntry: boolean; name: string }) => chunk.isEntry || chunk.name === SHELL_CHUNK;
  return {
    name: "compile-hints",
    apply: "build",
    augmentChunkHash: (chunk) => (runsOnEveryStart(chunk) ? hint : undefined),
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !runsOnEveryStart(chunk)) continue;
          chunk.code = `${hint}\n${chunk.code}`;
          // A build with source maps (for profiling, bench/hydration-profile.ts): one line more to map.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === "asset") {
            const source = JSON.parse(String(map.source));
            map.source = JSON.stringify({ ...source, mappings: `;${source.mappings}` });
          }
        }
      },
    },
  };
}

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Compiles the catalogues into packages/i18n/src/paraglide before the build, and again when one
    // changes in development (decision 032); the options are the ones every compile uses.
    paraglideVitePlugin(paraglideOptions),
    // Options in tsr.config.json (scripts/generate-routes.mjs reads them too); before react().
    tanstackRouter(),
    react(),
    tailwindcss(),
    ...(locale === "de" ? [germanDocument()] : []),
    renderPagesInDev(),
    ...(isSsrBuild ? [] : [compileHints()]),
  ],
  define: { "globalThis.__PARAGLIDE_STATIC_LOCALE__": JSON.stringify(locale) },
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget, "/rpc": apiTarget },
  },
  // No source maps in the production build: they would be served to anyone (decision 037).
  build: isSsrBuild
    ? // The pages' renderer for scripts/prerender.mjs (src/entry-server.tsx), run at build time only.
      { sourcemap: false, copyPublicDir: false }
    : {
        // What the root layout renders on every page (the header's theme, language and account menus, the
        // toaster) in one chunk: left to itself, Rolldown splits these modules, shared with lazy routes,
        // into many small chunks that cost the first page ~7 KB more gzip (decision 032).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: SHELL_CHUNK,
                  test: /components[\\/](ui[\\/]dropdown-menu|mode-toggle|language-switch)|node_modules[\\/](@radix-ui[\\/]react-(dropdown-menu|menu|popper|roving-focus|collection|focus-guards|focus-scope|dismissable-layer|portal|presence|arrow|use-size|direction|id|use-callback-ref|use-controllable-state|use-escape-keydown|use-layout-effect|use-rect|compose-refs|context|primitive|slot)|@floating-ui|sonner|aria-hidden|react-remove-scroll)/,
                },
              ],
            },
          },
        },
        sourcemap: false,
        chunkSizeWarningLimit: 600,
        // German assets under /assets/de; the English build follows into the same folder (scripts/build.mjs).
        ...(locale === "de" ? { assetsDir: "assets/de" } : { emptyOutDir: false }),
      },
}));
