/**
 * The admin user list at scale: every query type of `admin.listUsers` (first page, page 2, the last
 * reachable page, contains-search on email and name with rare, middling and common terms), timed
 * through the product's own query (apps/server/src/admin/list-users.ts) on a seeded database, each
 * p95 held against decision 024's goal (≤ 30 ms at 1,000,000 users on PostgreSQL) and beside the
 * round trip of `select 1` measured in the same run (the floor no query can beat).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/admin-search.ts
 *   BENCH_BACKEND=pglite BENCH_USERS=100000 npx tsx bench/admin-search.ts
 *
 * PostgreSQL: creates a database, seeds BENCH_USERS (1,000,000) users with generate_series, runs
 * VACUUM ANALYZE, times BENCH_ROUNDS (40) calls per query type, prints p50/p95/max, and drops the
 * database. With BENCH_DB_NAME=<name> the database is kept and reused by the next run when it holds
 * BENCH_USERS users (seeding a million takes minutes).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, openDatabase } from "@app/db";
import { ADMIN_USERS_REACHABLE } from "@app/domain";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type ListUsersQuery, listUsers } from "../apps/server/src/admin/list-users";

const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const backend = process.env.BENCH_BACKEND ?? "postgres";
/** The product's bound (decision 024) unless BENCH_REACHABLE weighs another. */
const REACHABLE = Number(process.env.BENCH_REACHABLE ?? ADMIN_USERS_REACHABLE);

let database: DatabaseHandle;
let cleanup: () => Promise<void>;
if (backend === "pglite") {
  const dir = mkdtempSync(join(tmpdir(), "bench-admin-"));
  database = await openDatabase({ kind: "pglite", dataDir: dir });
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
} else {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("Set BENCH_DATABASE_URL (a database is created and dropped) or BENCH_BACKEND=pglite");
  const kept = process.env.BENCH_DB_NAME;
  if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept))
    throw new Error("BENCH_DB_NAME: lowercase letters, digits, _");
  const name = kept ?? `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  database = await openDatabase({ kind: "postgres", url: url.toString() });
  cleanup = async () => {
    if (!kept) await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  };
}

/** Seeds USERS users unless the (kept) database already holds exactly them. */
async function seed(db: DatabaseHandle["db"]) {
  const counted = (await db.execute(sql`select count(*)::int as n from "user"`)) as unknown as {
    rows: { n: number }[];
  };
  if (Number(counted.rows[0]?.n) === USERS) {
    console.log(`${backend}: reusing ${USERS.toLocaleString("en")} seeded users`);
    return;
  }
  // TRUNCATE fires no delete trigger: the kept count (migration 0006) is reset by hand.
  await db.execute(sql`truncate "user" cascade`);
  await db.execute(sql`update "user_count" set "total" = 0`);
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
}

const GOAL_MS = 30;

async function time(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}

try {
  await database.migrate();
  const db = database.db;
  await seed(db);

  const page = (q: Partial<ListUsersQuery>): ListUsersQuery => ({ searchField: "email", limit: 10, offset: 0, ...q });
  const lastReachable = REACHABLE - 10;
  // The pool repeats every 100 users: "anna müller" is 1 in 100 (10,000 of a million, so the bounded
  // count has to find all of them), "müller" 1 in 10, "firma" 1 in 3.
  const queries: [string, ListUsersQuery][] = [
    ["first page, no search", page({})],
    ["page 2, no search", page({ offset: 10 })],
    [`last reachable page (offset ${lastReachable.toLocaleString("en")})`, page({ offset: lastReachable })],
    ["email, rare term", page({ searchValue: `user${Math.floor(USERS / 2)}@` })],
    ["email, common term", page({ searchValue: "firma" })],
    ["email, common term, page 2", page({ searchValue: "firma", offset: 10 })],
    ["email, common term, last reachable page", page({ searchValue: "firma", offset: lastReachable })],
    ["name, rare term", page({ searchField: "name", searchValue: ` ${USERS - 7}` })],
    ["name, 1 in 100 (anna müller)", page({ searchField: "name", searchValue: "anna müller" })],
    [
      "name, 1 in 100, last reachable page",
      page({ searchField: "name", searchValue: "anna müller", offset: lastReachable }),
    ],
    ["name, common term (müller)", page({ searchField: "name", searchValue: "müller" })],
    [
      "name, common term, last reachable page",
      page({ searchField: "name", searchValue: "müller", offset: lastReachable }),
    ],
    ["name, matches none", page({ searchField: "name", searchValue: "zzqx" })],
  ];
  const floor = await time(() => db.execute(sql`select 1`));
  console.log(
    `${"round trip (select 1)".padEnd(48)} p50 ${floor.p50.toFixed(1).padStart(6)} ms  p95 ${floor.p95.toFixed(1).padStart(6)} ms`,
  );
  let over = 0;
  for (const [label, query] of queries) {
    let answer = await listUsers(db, query, { reachable: REACHABLE });
    const t = await time(async () => {
      answer = await listUsers(db, query, { reachable: REACHABLE });
    });
    const verdict = t.p95 <= GOAL_MS ? "ok" : "OVER";
    if (t.p95 > GOAL_MS) over++;
    const total = `${answer.total.toLocaleString("en")}${answer.totalIsLowerBound ? "+" : ""}`;
    console.log(
      `${label.padEnd(48)} p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms  max ${t.max.toFixed(1).padStart(6)} ms  ${verdict.padEnd(4)}  total ${total}, ${answer.users.length} rows`,
    );
  }
  console.log(
    `${backend}, ${USERS.toLocaleString("en")} users, ${REACHABLE.toLocaleString("en")} reachable, ${ROUNDS} rounds: ${over === 0 ? "every" : `${queries.length - over} of ${queries.length}`} query type(s) at p95 ≤ ${GOAL_MS} ms`,
  );
} finally {
  await database.close();
  await cleanup();
}
