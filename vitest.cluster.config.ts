import { defineConfig } from "vitest/config";

// `npm run test:cluster`: three built server processes behind HAProxy (deploy/test/cluster.test.ts).
export default defineConfig({
  test: {
    include: ["deploy/test/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
