import { fileURLToPath } from "node:url";
import prefresh from "@prefresh/vite";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { defineConfig, type PluginOption } from "vite";
import { preactAliases } from "./preact-aliases.ts";

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig(({ command }) => ({
  plugins: [
    // Paths are relative to Vite's root (this folder); the router plugin must come before the refresh plugin.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The home page and its layout are small and are what most visits start on: in the first chunk
        // they save a phone a round trip before the first paint (decision 022). Every other route's
        // component loads with the route.
        splitBehavior: ({ routeId }) => (routeId === "/_public" || routeId === "/_public/" ? [] : undefined),
      },
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
    }),
    // The app runs on Preact (decision 022): React's fast refresh cannot reach Preact's components (an
    // edited component kept its old output until a manual reload), Preact's own refresh can. The
    // build needs no plugin for JSX: `oxc` below sets it. (prefresh types its plugin against its own
    // copy of vite's types, hence the cast.)
    command === "serve" && (prefresh() as PluginOption),
    tailwindcss(),
  ],
  // JSX through the "react" runtime, which the aliases turn into Preact's (prefresh's default is Preact's
  // classic `h`).
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  resolve: {
    alias: [{ find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) }, ...preactAliases],
  },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget, "/rpc": apiTarget },
  },
  // No source maps in the production build: they would be served to anyone (decision 020).
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs (React, TanStack Router and Query, class helpers) in one file: the
            // server speaks HTTP/1.1, and a dozen small shared chunks cost a phone more round trips
            // than their bytes (Lighthouse's first paint, decision 022).
            {
              name: "framework",
              test: /node_modules\/(preact|react|react-dom|scheduler|@tanstack\/(react-router|router-core|history|store|react-store|react-query|query-core)|tailwind-merge|clsx|class-variance-authority)\//,
            },
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
}));
