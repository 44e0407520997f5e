/**
 * The admin list at scale (issue 12): contains-search on email and name uses the trigram indexes
 * (migration 0005), the newest-first order reads an index instead of sorting, and the total
 * without a search is a number the database keeps (migration 0006).
 * Sequential scans are switched off for the check, so the answer does not depend on the table's
 * size (a planner prefers a scan of a tiny table), and the terms are selective, as a search is;
 * timings live in bench/admin-search.ts.
 */
import type { DatabaseHandle } from "@app/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "./harness";

describe.each(backends)("admin search indexes on $name", (backend) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    await database.migrate();
    await database.db.execute(sql`
      insert into "user" (id, name, email, created_at, updated_at)
      select 'u' || n, 'Anna Müller ' || n, 'user' || n || '@firma.de', now() - (n || ' seconds')::interval, now()
      from generate_series(1, 3000) as n`);
    // VACUUM moves the rows from GIN's pending list into the index, as autovacuum does in production.
    await database.db.execute(sql`vacuum analyze "user"`);
  });
  afterAll(() => drop?.());

  async function plan(query: ReturnType<typeof sql>): Promise<string> {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join("\n");
    });
  }

  it("email contains-search uses the trigram index", async () => {
    expect(await plan(sql`select count(*) from "user" where email ilike '%user1234@%'`)).toContain(
      "user_email_trgm_idx",
    );
  });

  it("name contains-search uses the trigram index", async () => {
    expect(await plan(sql`select count(*) from "user" where name ilike '%müller 1234%'`)).toContain(
      "user_name_trgm_idx",
    );
  });

  it("the newest-first page reads the (created_at, id) index without a sort", async () => {
    const text = await plan(sql`select id from "user" order by created_at desc, id desc limit 10 offset 20`);
    expect(text).toContain("user_created_at_id_idx");
    expect(text).not.toMatch(/\bSort\b/);
  });
  it("keeps the number of users exact through bulk inserts and deletes", async () => {
    const total = async () => {
      const kept = (await database.db.execute(sql`select "total" from "user_count"`)) as unknown as {
        rows: { total: unknown }[];
      };
      const counted = (await database.db.execute(sql`select count(*) as n from "user"`)) as unknown as {
        rows: { n: unknown }[];
      };
      return [Number(kept.rows[0].total), Number(counted.rows[0].n)];
    };
    expect(await total()).toEqual([3000, 3000]);
    await database.db.execute(sql`delete from "user" where id in ('u1', 'u2', 'u3')`);
    await database.db.execute(sql`
      insert into "user" (id, name, email, created_at, updated_at)
      select 'v' || n, 'V ' || n, 'v' || n || '@firma.de', now(), now() from generate_series(1, 10) as n`);
    expect(await total()).toEqual([3007, 3007]);
  });
});
