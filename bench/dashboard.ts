/**
 * How fast is the dashboard's one request (`organizations.dashboard`, decision 031) with 100,000
 * documents in the organization?
 *
 *   npx tsx bench/dashboard.ts                                    # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/dashboard.ts
 *
 * Starts the real server on a fresh database (PostgreSQL: created and dropped on that server),
 * signs up an owner, creates the organization through better-auth, seeds 100,000 documents in it
 * over the last 12 months (half the owner's, half another member's; drafts and complete ones) and
 * 20,000 in a second organization, plus 1,000 activity entries, then times REQUESTS sequential
 * dashboard calls over HTTP as the owner (session check included) and prints the plans of the two
 * document-count queries (organization_document_stats, kept by a trigger). BENCH_PORT (3951).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, openDatabase } from "@app/db";
import { sql } from "drizzle-orm";
import pg from "pg";
import { loadConfig } from "../apps/server/src/config";
import { startServer } from "../apps/server/src/server";

const DOCUMENTS = 100_000;
const OTHER_ORG_DOCUMENTS = 20_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const adminUrl = process.env.BENCH_DATABASE_URL;
const port = process.env.BENCH_PORT ?? "3951";

let database: DatabaseHandle;
let drop = async () => {};
if (adminUrl) {
  const dbName = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  database = await openDatabase({ kind: "postgres", url: url.toString() });
  drop = async () => {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  };
} else {
  database = await openDatabase({ kind: "pglite" });
}
const dataDir = mkdtempSync(join(tmpdir(), "bench-dashboard-"));

try {
  const server = await startServer(
    loadConfig({
      PORT: port,
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
    }),
    { database },
  );
  const origin = server.url;
  const post = async (path: string, body: unknown, cookie = "") => {
    const response = await fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { body: (await response.json()) as Record<string, unknown> & { json?: unknown }, setCookie };
  };
  const signUp = async (email: string) => {
    const { body, setCookie } = await post("/api/auth/sign-up/email", {
      email,
      password: "bench password",
      name: "Bench",
    });
    if (!body.user) throw new Error(`sign-up answered ${JSON.stringify(body)}`);
    return { cookie: setCookie, userId: (body.user as { id: string }).id };
  };
  const owner = await signUp("owner@example.com");
  const colleague = await signUp("colleague@example.com");
  const org = (await post("/api/auth/organization/create", { name: "Bench", slug: "bench" }, owner.cookie)).body;
  const other = (await post("/api/auth/organization/create", { name: "Other", slug: "other" }, colleague.cookie)).body;

  // Seeded in SQL: 100,000 rows through the API would take the bench's whole budget.
  const seed = async (organizationId: string, count: number, owners: string[]) => {
    for (let start = 0; start < count; start += 10_000) {
      await database.db.execute(sql`
        insert into document (id, type, owner_user_id, organization_id, data, status, created_at, updated_at)
        select md5(${organizationId} || i::text), 'gewerbeanmeldung',
               (${sql.raw(`array[${owners.map((o) => `'${o}'`).join(",")}]`)})[1 + i % ${owners.length}::int],
               ${organizationId}, '{}'::jsonb,
               case when i % 3 = 0 then 'vollstaendig' else 'entwurf' end,
               now() - (i % 360) * interval '1 day', now()
        from generate_series(${start}::int, ${Math.min(count, start + 10_000) - 1}::int) as i`);
    }
  };
  await seed(String(org.id), DOCUMENTS, [owner.userId, colleague.userId]);
  await seed(String(other.id), OTHER_ORG_DOCUMENTS, [colleague.userId]);
  await database.db.execute(sql`
    insert into organization_activity (id, organization_id, actor_user_id, kind, created_at)
    select md5('a' || i::text), ${String(org.id)}, ${owner.userId}, 'document.created', now() - i * interval '1 minute'
    from generate_series(1, 1000) as i`);
  await database.db.execute(sql`analyze`);

  const dashboard = () => post("/rpc/organizations/dashboard", { json: { organizationId: org.id } }, owner.cookie);
  const first = (await dashboard()).body.json as { myDocuments: unknown; documentsPerMonth: { count: number }[] };
  const total = first.documentsPerMonth.reduce((sum, m) => sum + m.count, 0);
  if (total !== DOCUMENTS) throw new Error(`expected ${DOCUMENTS} documents in the months, got ${total}`);
  for (let i = 0; i < 10; i++) await dashboard(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    await dashboard();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(
    `dashboard on ${adminUrl ? "PostgreSQL" : "PGlite"}, ${DOCUMENTS} documents in the organization (${OTHER_ORG_DOCUMENTS} in another), ${REQUESTS} sequential calls over HTTP:`,
  );
  console.log(`  my documents ${JSON.stringify(first.myDocuments)}`);
  console.log(`  median ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`);
  const org_ = String(org.id);
  for (const [name, query] of [
    [
      "per month",
      sql`explain analyze select month, sum(count) from organization_document_stats where organization_id = ${org_} and month >= to_char(now() - interval '11 months', 'YYYY-MM') group by month`,
    ],
    [
      "mine by status",
      sql`explain analyze select status, sum(count) from organization_document_stats where organization_id = ${org_} and owner_user_id = ${owner.userId} group by status`,
    ],
  ] as const) {
    const plan = (await database.db.execute(query)) as unknown as { rows: { "QUERY PLAN": string }[] };
    console.log(`plan, ${name}:`);
    for (const row of plan.rows) console.log(`  ${row["QUERY PLAN"]}`);
  }
  await server.close();
} finally {
  await database.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
