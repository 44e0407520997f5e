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

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    // Compiles the catalogues into packages/i18n/src/paraglide before the build, and again when one
    // changes in development (decision 032); the options are the ones every compile uses.
    paraglideVitePlugin(paraglideOptions),
    // Paths are relative to Vite's root (this folder); the router plugin must come before react().
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
    }),
    react(),
    tailwindcss(),
    ...(locale === "de" ? [germanDocument()] : []),
  ],
  define: { "globalThis.__PARAGLIDE_STATIC_LOCALE__": JSON.stringify(locale) },
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget, "/rpc": apiTarget },
  },
  // No source maps in the production build: they would be served to anyone (decision 020).
  build: {
    // What the root layout renders on every page (the header's theme, language and account menus, the
    // toaster) in one chunk: left to itself, Rolldown splits these modules, shared with lazy routes,
    // into many small chunks that cost the first page ~7 KB more gzip (decision 032).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "shell",
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
});
