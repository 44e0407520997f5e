/**
 * The admin list at scale (decision 024): contains-search on the lower-cased email and name uses the
 * trigram indexes (migrations 0005, 0007), the newest-first order reads an index instead of sorting,
 * a page of a search finds its ids on that index alone (0007, decision 025), and the total without
 * a search is a number the database keeps (migration 0006).
 * Sequential scans are switched off for the check, so the answer does not depend on the table's
 * size (a planner prefers a scan of a tiny table), and the terms are selective, as a search is;
 * timings live in bench/admin-search.ts.
 */
import type { DatabaseHandle } from "@app/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "./support/matrix";

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
    expect(await plan(sql`select count(*) from "user" where email_search like lower('%USER1234@%')`)).toContain(
      "user_email_search_trgm_idx",
    );
  });

  it("name contains-search uses the trigram index", async () => {
    expect(await plan(sql`select count(*) from "user" where name_search like lower('%MÜLLER 1234%')`)).toContain(
      "user_name_search_trgm_idx",
    );
  });

  it.each(["name_search", "email_search"])(
    "a search's page finds its ids on the date index alone, without the table (%s)",
    async (column) => {
      const text = await plan(
        sql`select id from "user" where ${sql.identifier(column)} like '%a%' order by created_at desc, id desc limit 10 offset 990`,
      );
      expect(text).toContain("Index Only Scan Backward using user_created_at_id_idx");
      expect(text).not.toMatch(/\bSort\b/);
    },
  );

  it("the planner keeps a histogram of 1,000 values for the search columns", async () => {
    const result = (await database.db.execute(sql`
      select attname, attstattarget from pg_attribute
      where attrelid = '"user"'::regclass and attname in ('name_search', 'email_search') order by attname`)) as unknown as {
      rows: { attname: string; attstattarget: number }[];
    };
    expect(result.rows.map((r) => [r.attname, Number(r.attstattarget)])).toEqual([
      ["email_search", 1000],
      ["name_search", 1000],
    ]);
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
