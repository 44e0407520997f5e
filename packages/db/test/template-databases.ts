/**
 * The migrated databases every test database starts as, made by the test run's global setup
 * (vitest.global-setup.ts): a test server on PGlite loads a dump instead of running initdb and every
 * migration, one on PostgreSQL is created from a template database instead of running the migrations
 * (decision 023's template, for tests; bench/README.md, "Test run"). The server's own migration step
 * still runs and finds nothing to do.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../src/client";
import { migrationsFolder } from "../src/migrations-folder";
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
    for (const old of readdirSync(cacheDir))
      if (old.startsWith("pglite-")) rmSync(join(cacheDir, old), { force: true });
    await createPgliteDump(file);
  }
  return file;
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
