import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DirectoryLockedError } from "@app/db";
import { ConfigError, loadConfig } from "./config";
import { startServer } from "./server";

function defaultWebDist(): string {
  // Bundled: apps/server/dist/main.js; from source: apps/server/src/main.ts. Either way ../../web/dist.
  return resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "web", "dist");
}

async function main() {
  const config = loadConfig();
  const webDistDir = config.webDistDir ?? defaultWebDist();
  const server = await startServer(config, { webDistDir: existsSync(webDistDir) ? webDistDir : undefined });
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${join(config.dataDir, "pglite")}`;
  console.log(`Server listening on ${config.publicUrl} (port ${server.port}, database: ${where})`);

  const shutdown = (signal: string) => {
    console.log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error("error during shutdown:", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error("Failed to start:", error);
  }
  process.exit(1);
});
