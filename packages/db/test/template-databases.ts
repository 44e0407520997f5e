/**
 * The migrated databases every test database starts as, made by the test run's global setup
 * (vitest.global-setup.ts): a test server on PGlite loads a dump instead of running initdb and every
 * migration, one on PostgreSQL is created from a template database instead of running the migrations
 * (decision 023's template, for tests; bench/README.md, "Test run"). The server's own migration step
 * still runs and finds nothing to do.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../src/client";
import { migrationsFolder } from "../src/migrations-folder";
import { pgliteOptions } from "../src/pglite-settings";
import { createPgliteDump } from "../src/pglite-template";
import { createTestDatabase } from "./postgres-database";

const cacheDir = fileURLToPath(new URL("../../../node_modules/.cache/dashboard-tests", import.meta.url));

/**
 * The PGlite dump of a migrated database, kept between runs (node_modules/.cache) under a name that
 * changes with the migrations and the PGlite version.
 */
export async function pgliteDump(): Promise<string> {
  const hash = createHash("sha256");
  const pglite = fileURLToPath(new URL("../../../node_modules/@electric-sql/pglite/package.json", import.meta.url));
  const pgliteVersion = JSON.parse(readFileSync(pglite, "utf8")).version;
  hash.update(`pglite ${pgliteVersion}\n`);
  const migrations = migrationsFolder();
  for (const name of readdirSync(migrations, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(migrations, name);
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(`${name}\n`).update(readFileSync(path));
  }
  const name = `pglite-${hash.digest("hex").slice(0, 16)}.tar`;
  const file = join(cacheDir, name);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    // The old dumps and the templates made from them (pgliteTemplate).
    for (const old of readdirSync(cacheDir))
      if (old.startsWith("pglite-")) rmSync(join(cacheDir, old), { recursive: true, force: true });
    await createPgliteDump(file);
  }
  return file;
}

/**
 * The dump as a data directory, beside it in the cache: the template a test server on a fresh DATA_DIR
 * starts from (`openDatabase({ kind: "pglite", dataDir, template })`), as the one `npm run build`
 * puts beside the bundle does (decision 023). Without one each fresh DATA_DIR costs an initdb and
 * every migration, several seconds; loading the dump takes about one.
 */
export async function pgliteTemplate(dump: string): Promise<string> {
  const dir = dump.replace(/\.tar$/, "-template");
  if (existsSync(join(dir, "PG_VERSION"))) return dir;
  // Made beside it and renamed: a reader never sees half a directory (nor another run's).
  const staging = `${dir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const pg = new PGlite(pgliteOptions(staging, new Blob([readFileSync(dump)])));
  try {
    await pg.waitReady;
  } finally {
    await pg.close();
  }
  try {
    renameSync(staging, dir);
  } catch (error) {
    // Another test run made it first.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(join(dir, "PG_VERSION"))) throw error;
  }
  return dir;
}

/** A migrated template database on the PostgreSQL server at `adminUrl`, for this run only. */
export async function createPostgresTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const template = await createTestDatabase(adminUrl, `template_${randomBytes(3).toString("hex")}`);
  const database = await openDatabase({ kind: "postgres", url: template.url, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
    await database.close();
  }
  return { name: new URL(template.url).pathname.slice(1), drop: template.drop };
}
