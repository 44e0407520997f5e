/**
 * A fresh DATA_DIR starts as a copy of the migrated template `npm run build` makes (decision 023):
 * the copy is a working database at the latest migration, an older template is migrated forward,
 * existing data is never replaced by it, and without a template PGlite creates the database itself.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/index";
import { migrationsFolder } from "../src/migrations-folder";
import { createPgliteDump, createPgliteTemplate, seedFromTemplate } from "../src/pglite-template";

const journal = JSON.parse(readFileSync(join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const latest = journal.entries.length;

async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** How many migrations drizzle has recorded as applied (0 on a database it never migrated). */
async function appliedMigrations(database: DatabaseHandle): Promise<number> {
  const [{ exists }] = await rows<{ exists: boolean }>(
    database,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!exists) return 0;
  const [{ count }] = await rows<{ count: number }>(
    database,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return count;
}

async function userCount(database: DatabaseHandle): Promise<number> {
  const [{ count }] = await rows<{ count: number }>(database, sql`select count(*)::int as count from "user"`);
  return count;
}

describe("PGlite data directories from a template", () => {
  let work: string;
  let template: string;
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "pglite-template-test-"));
    template = join(work, "template");
    await createPgliteTemplate(template);
  }, 120_000);
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("a fresh directory is a copy at the latest migration that works, and reopens with its data", async () => {
    const dataDir = join(work, "fresh");
    database = await openDatabase({ kind: "pglite", dataDir, template });
    // Migrated before migrate() runs: it came from the template, not from an initdb.
    expect(await appliedMigrations(database)).toBe(latest);
    await database.migrate(); // nothing left to apply
    expect(await appliedMigrations(database)).toBe(latest);
    await database.db.execute(
      sql`insert into "user" (id, name, email) values ('u1', 'Ada Lovelace', 'ada@example.com')`,
    );
    expect(await rows(database, sql`select total::int from user_count`)).toEqual([{ total: 1 }]);
    // The copy is the owner's alone, as initdb makes a data directory.
    expect(statSync(join(dataDir, "pglite")).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, "pglite", "PG_VERSION")).mode & 0o777).toBe(0o600);
    await database.close();

    // Opened again with the template at hand: the database is there, and it is not replaced.
    database = await openDatabase({ kind: "pglite", dataDir, template });
    await database.migrate();
    expect(await userCount(database)).toBe(1);
  }, 120_000);

  it("a template older than the migrations is migrated forward", async () => {
    const olderMigrations = join(work, "older-migrations");
    cpSync(migrationsFolder(), olderMigrations, { recursive: true });
    // Every migration before user_language (0011), which adds the column checked below.
    const before = journal.entries.findIndex((entry: { tag: string }) => entry.tag === "0011_user_language");
    const olderJournal = { ...journal, entries: journal.entries.slice(0, before) };
    writeFileSync(join(olderMigrations, "meta", "_journal.json"), JSON.stringify(olderJournal));
    const olderTemplate = join(work, "older-template");
    await createPgliteTemplate(olderTemplate, olderMigrations);

    database = await openDatabase({ kind: "pglite", dataDir: join(work, "from-older"), template: olderTemplate });
    expect(await appliedMigrations(database)).toBe(before);
    // user_language adds the user's language column.
    const languageColumn = sql`select count(*)::int as n from information_schema.columns where table_name = 'user' and column_name = 'language'`;
    expect(await rows(database, languageColumn)).toEqual([{ n: 0 }]);
    await database.migrate();
    expect(await appliedMigrations(database)).toBe(latest);
    await database.db.execute(
      sql`insert into "user" (id, name, email, language) values ('u1', 'Ada Lovelace', 'ada@example.com', 'de')`,
    );
    expect(await rows(database, sql`select language from "user"`)).toEqual([{ language: "de" }]);
  }, 120_000);

  it("without a template (none, or a directory that holds none) PGlite creates the database itself", async () => {
    for (const [name, without] of [
      ["no-template", false],
      ["missing-template", join(work, "does-not-exist")],
    ] as const) {
      database = await openDatabase({ kind: "pglite", dataDir: join(work, name), template: without });
      expect(await appliedMigrations(database)).toBe(0);
      await database.migrate();
      expect(await appliedMigrations(database)).toBe(latest);
      expect(await userCount(database)).toBe(0);
      await database.close();
      database = undefined;
    }
  }, 240_000);

  it("is not copied over a directory that already holds something", () => {
    const pgDir = join(work, "occupied", "pglite");
    mkdirSync(pgDir, { recursive: true });
    writeFileSync(join(pgDir, "someone's file"), "keep me");
    expect(seedFromTemplate(template, pgDir)).toBe(false);
    expect(readFileSync(join(pgDir, "someone's file"), "utf8")).toBe("keep me");
    expect(existsSync(join(pgDir, "PG_VERSION"))).toBe(false);
  });

  it("a database in memory from a dump is at the latest migration, and each one is its own", async () => {
    const dump = join(work, "dump.tar");
    await createPgliteDump(dump);
    database = await openDatabase({ kind: "pglite", dump });
    expect(await appliedMigrations(database)).toBe(latest);
    await database.db.execute(
      sql`insert into "user" (id, name, email) values ('u1', 'Ada Lovelace', 'ada@example.com')`,
    );
    expect(await rows(database, sql`select total::int from user_count`)).toEqual([{ total: 1 }]);
    const other = await openDatabase({ kind: "pglite", dump });
    try {
      expect(await userCount(other)).toBe(0);
      expect(await rows(other, sql`show shared_buffers`)).toEqual([{ shared_buffers: "16MB" }]);
    } finally {
      await other.close();
    }
  }, 120_000);

  it("opens every embedded database with shared_buffers of 16MB", async () => {
    database = await openDatabase({ kind: "pglite" });
    expect(await rows(database, sql`show shared_buffers`)).toEqual([{ shared_buffers: "16MB" }]);
  });
});
