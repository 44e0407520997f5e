import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DirectoryLockedError, openDatabase } from "@app/db";
import { ConfigError, loadConfig } from "./config";

function defaultWebDist(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // The release tree (npm run package): release/web beside release/main.js.
  if (existsSync(join(here, "web", "index.html"))) return join(here, "web");
  // Bundled: apps/server/dist/main.js; from source: apps/server/src/main.ts. Either way ../../web/dist.
  return resolve(here, "..", "..", "web", "dist");
}

async function main() {
  const config = loadConfig();
  // The embedded database starts first, and its WebAssembly compiles on other threads while the
  // rest of the server loads: the two no longer add up in the time to the first answer (decision 023).
  const database = config.databaseUrl ? undefined : openDatabase({ kind: "pglite", dataDir: config.dataDir });
  // Handled where startServer awaits it; this only keeps an early failure from being "unhandled".
  database?.catch(() => {});
  const { startServer } = await import("./server");
  const webDistDir = config.webDistDir ?? defaultWebDist();
  const server = await startServer(config, {
    openingDatabase: database,
    webDistDir: existsSync(webDistDir) ? webDistDir : undefined,
  });
  const { log } = server;
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${join(config.dataDir, "pglite")}`;
  log.info(`Server listening on ${config.publicUrl} (port ${server.port}, database: ${where})`);

  let stopping = false;
  const shutdown = (signal: string) => {
    // Ctrl-C under `npm start` reaches the server twice (from the terminal and forwarded by npm): the
    // second changes nothing, and the shutdown already under way finishes.
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, shutting down`);
    // The last resort; the server itself waits at most DRAIN_TIMEOUT_MS for requests in progress.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    server.close().then(
      () => {
        log.info("shut down");
        process.exit(0);
      },
      (error) => {
        log.error({ err: error }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  // Before the server (and its logger) exists: plain text for the person starting it.
  if (error instanceof ConfigError || error instanceof DirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error("Failed to start:", error);
  }
  process.exit(1);
});
