import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/index";

async function countUsers(database: DatabaseHandle): Promise<number> {
  const result = (await database.db.execute(sql`select count(*)::int as count from "user"`)) as unknown as {
    rows: Array<{ count: number }>;
  };
  return result.rows[0].count;
}

describe("PGlite on a data directory", () => {
  let dataDir: string;
  let database: DatabaseHandle | undefined;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "pglite-test-"));
  });
  afterEach(async () => {
    await database?.close();
    database = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("migrates, closes, and opens again with its tables and rows", async () => {
    database = await openDatabase({ kind: "pglite", dataDir });
    expect(database.kind).toBe("pglite");
    await database.migrate();
    expect(await countUsers(database)).toBe(0);
    await database.db.execute(
      sql`insert into "user" (id, name, email) values ('u1', 'Ada Lovelace', 'ada@example.com')`,
    );
    await database.close();
    await database.close(); // closing twice is harmless
    expect(existsSync(join(dataDir, "server.lock"))).toBe(false);

    database = await openDatabase({ kind: "pglite", dataDir });
    expect(existsSync(join(dataDir, "server.lock"))).toBe(true);
    await database.migrate(); // already applied: a no-op
    expect(await countUsers(database)).toBe(1);
    await database.ping();
  }, 90_000); // PGlite creates its cluster on disk first: slow on a busy machine
});
