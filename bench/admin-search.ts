/**
 * The admin user list at scale: every query type of `admin.listUsers` (first page, a deep page,
 * contains-search on email and name, rare and common terms), timed through the product's own
 * query (apps/server/src/admin/list-users.ts) on a seeded database.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/admin-search.ts
 *   BENCH_BACKEND=pglite BENCH_USERS=100000 npx tsx bench/admin-search.ts
 *
 * PostgreSQL: creates a database, seeds BENCH_USERS (1,000,000) users with generate_series, runs
 * ANALYZE, times BENCH_ROUNDS (40) calls per query type, prints p50/p95/max and the plan's top node,
 * and drops the database. Issue 12 holds every query type to p95 ≤ 30 ms at 1,000,000 users.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, openDatabase } from "@app/db";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type ListUsersQuery, listUsers } from "../apps/server/src/admin/list-users";

const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const backend = process.env.BENCH_BACKEND ?? "postgres";

let database: DatabaseHandle;
let cleanup: () => Promise<void>;
if (backend === "pglite") {
  const dir = mkdtempSync(join(tmpdir(), "bench-admin-"));
  database = await openDatabase({ kind: "pglite", dataDir: dir });
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
} else {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("Set BENCH_DATABASE_URL (a database is created and dropped) or BENCH_BACKEND=pglite");
  const name = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  database = await openDatabase({ kind: "postgres", url: url.toString() });
  cleanup = async () => {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  };
}

try {
  await database.migrate();
  const db = database.db;
  const started = performance.now();
  // Names from a small pool (so a common name matches thousands), emails unique.
  for (let from = 1; from <= USERS; from += 100_000) {
    const to = Math.min(USERS, from + 99_999);
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, created_at, updated_at, role)
      select 'u' || n,
             (array['Anna','Ben','Clara','David','Emma','Felix','Greta','Hans','Ida','Jonas'])[1 + n % 10] || ' ' ||
             (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Schulz','Hoffmann'])[1 + (n / 10) % 10] ||
             ' ' || n,
             'user' || n || '@' || (array['example.com','firma.de','mail.test'])[1 + n % 3],
             n % 2 = 0,
             now() - (n || ' seconds')::interval,
             now(),
             case when n % 1000 = 0 then 'admin' else 'user' end
      from generate_series(${from}::int, ${to}::int) as n`);
  }
  await db.execute(sql`vacuum analyze "user"`);
  console.log(
    `${backend}: seeded ${USERS.toLocaleString("en")} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const page = (q: Partial<ListUsersQuery>): ListUsersQuery => ({ searchField: "email", limit: 10, offset: 0, ...q });
  const queries: [string, ListUsersQuery][] = [
    ["first page, no search", page({})],
    ["page 1,000 (offset 9,990)", page({ offset: 9_990 })],
    ["deep page (offset 99,990)", page({ offset: 99_990 })],
    ["email contains a rare term", page({ searchValue: `user${Math.floor(USERS / 2)}@` })],
    ["email contains a common term", page({ searchValue: "firma" })],
    ["name contains a rare term", page({ searchField: "name", searchValue: ` ${USERS - 7}` })],
    ["name contains a common term", page({ searchField: "name", searchValue: "müller" })],
    ["name contains a term that matches none", page({ searchField: "name", searchValue: "zzqx" })],
  ];
  for (const [label, query] of queries) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      total = (await listUsers(db, query)).total;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
    console.log(
      `${label.padEnd(40)} p50 ${at(0.5).padStart(7)} ms  p95 ${at(0.95).padStart(7)} ms  max ${at(1).padStart(7)} ms  total ${total.toLocaleString("en")}`,
    );
  }
} finally {
  await database.close();
  await cleanup();
}
