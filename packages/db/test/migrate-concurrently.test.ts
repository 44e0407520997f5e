/** Several instances starting at once on one PostgreSQL database: the advisory lock serialises migrations. */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/index";
import { createTestDatabase } from "./postgres-database";

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("migrations on PostgreSQL from several processes at once", () => {
  let testDatabase: { url: string; drop(): Promise<void> } | undefined;
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await testDatabase?.drop();
  });

  it("applies each migration exactly once, and every instance finds the schema complete", async () => {
    testDatabase = await createTestDatabase(adminUrl as string);
    for (let i = 0; i < 4; i++)
      handles.push(await openDatabase({ kind: "postgres", url: testDatabase.url, poolSize: 2 }));

    await Promise.all(handles.map((h) => h.migrate()));

    const files = readdirSync(join(import.meta.dirname, "..", "migrations")).filter((f) => f.endsWith(".sql"));
    const applied = (await handles[0].db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ count: number }> };
    expect(applied.rows[0].count).toBe(files.length);
    for (const handle of handles) await handle.db.execute(sql`select count(*) from "document"`);
  });
});
