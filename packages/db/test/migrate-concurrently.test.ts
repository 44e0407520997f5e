/** Several instances starting at once on one PostgreSQL database: the advisory lock serialises migrations. */
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/index";

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("migrations on PostgreSQL from several processes at once", () => {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("applies each migration exactly once, and every instance finds the schema complete", async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    for (let i = 0; i < 4; i++)
      handles.push(await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 }));

    await Promise.all(handles.map((h) => h.migrate()));

    const files = readdirSync(join(import.meta.dirname, "..", "migrations")).filter((f) => f.endsWith(".sql"));
    const applied = (await handles[0].db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ count: number }> };
    expect(applied.rows[0].count).toBe(files.length);
    for (const handle of handles) await handle.db.execute(sql`select count(*) from "document"`);
  });
});
