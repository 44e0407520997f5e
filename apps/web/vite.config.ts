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
  build: { sourcemap: false, chunkSizeWarningLimit: 600 },
});
