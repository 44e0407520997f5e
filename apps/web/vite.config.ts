import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget, "/rpc": apiTarget },
  },
  // No source maps in the production build: they would be served to anyone (decision 020).
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Rolldown merges a common chunk into the entry once the entry needs any module of it, so the first
      // page would carry code only lazy routes use (the form's zod schemas came in for a list of step
      // names). Shared code stays in shared chunks that load with the routes that use them (decision 022).
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        codeSplitting: {
          groups: [
            // The zod-free domain modules the first page reads in its router (search parsing, redirects)
            // get a chunk of their own; left alone, Rolldown puts them into a chunk shared with the
            // zod schemas, and the first page would load zod for a list of step names (decision 022).
            {
              name: "domain-light",
              test: /packages\/domain\/src\/(redirect|control-characters|health-status|admin-search|roles|gewerbeanmeldung\/(section-ids|document-title))\.ts$/,
            },
          ],
        },
      },
    },
  },
});
