import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * The app is built once per language (decision 032): APP_LOCALE=de builds the German app beside the
 * English one (scripts/build.mjs). Paraglide's messages read this global, so each bundle keeps only
 * its own language's texts; the server sends index.html or index.de.html by the request's language.
 */
const locale = process.env.APP_LOCALE === "de" ? "de" : "en";

/** The German page says so: `<html lang="de">`. */
function germanDocument(): Plugin {
  return {
    name: "german-document",
    transformIndexHtml: (html) => html.replace('<html lang="en"', '<html lang="de"'),
  };
}

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
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
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // German assets under /assets/de; the English build follows into the same folder (scripts/build.mjs).
    ...(locale === "de" ? { assetsDir: "assets/de" } : { emptyOutDir: false }),
  },
});
