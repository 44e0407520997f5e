import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["./vitest.global-setup.ts"],
    // What a test writes to the console, the log lines and outbox mails of the servers it starts
    // included (apps/server/test/support/server.ts), shows only when that test fails.
    silent: "passed-only",
    // Each server file starts its own server on its own database; PGlite start-up takes a few seconds.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "node", include: ["packages/*/test/**/*.test.ts", "apps/server/test/**/*.test.ts"] },
      },
      {
        // The web app's helpers and components, in a simulated browser (happy-dom) with the app's "@/" alias.
        extends: true,
        plugins: [react()],
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: {
          name: "web",
          include: ["apps/web/test/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          // lib/env reads the page's origin as the server URL.
          environmentOptions: { happyDOM: { url: "http://localhost:3000" } },
          setupFiles: ["apps/web/test/setup.ts"],
        },
      },
    ],
  },
});
