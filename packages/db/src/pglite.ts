import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Database, DatabaseHandle } from "./database";
import { acquireDirectoryLock } from "./directory-lock";
import { migrationsFolder } from "./migrations-folder";
import { createPacer, pacedClient } from "./pglite-pacing";
import { pgliteOptions } from "./pglite-settings";
import { builtTemplateDir, seedFromTemplate } from "./pglite-template";
import * as schema from "./schema";

export async function openPglite(
  dataDir: string | undefined,
  template?: string | false,
  dump?: string,
): Promise<DatabaseHandle> {
  // PGlite does not lock its directory itself, and a second process writing to it destroys it.
  let releaseLock = () => {};
  let client: PGlite;
  try {
    if (dataDir) {
      mkdirSync(dataDir, { recursive: true });
      releaseLock = acquireDirectoryLock(dataDir);
      // Under the lock: a fresh directory starts as a copy of the migrated template (no initdb).
      const source = template === undefined ? builtTemplateDir() : template || undefined;
      if (source) seedFromTemplate(source, join(dataDir, "pglite"));
    }
    // Options first: with `new PGlite(undefined, options)` the options are ignored.
    client = dataDir
      ? new PGlite(pgliteOptions(join(dataDir, "pglite")))
      : new PGlite(pgliteOptions(undefined, dump ? new Blob([readFileSync(dump)]) : undefined));
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  // Every statement of the product goes through the pacer, so one busy moment cannot hold the
  // event loop (and new connections) for long (decision 026).
  const pacer = createPacer();
  const paced = pacedClient(client, pacer);
  const db = drizzle({ client: paced, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    observeQueries: pacer.observe,
    orderQueriesBy: pacer.orderBy,
    migrate: async () => {
      // Also after a copy of the template: one older than the migrations is brought forward here.
      await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
    },
    ping: async () => {
      await paced.query("select 1");
    },
    listenLocally: (channel, onMessage) => client.listen(channel, () => onMessage()),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}
