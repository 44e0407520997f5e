/**
 * How fast is the first page of the Gewerbeanmeldung list with 1,000 documents?
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/list-documents.ts
 *
 * Creates a fresh database on that server, starts the real server on it, seeds 1,000 documents for
 * one user (plus 1,000 for another user, so the index has to pick), then times 200 sequential
 * `docs.gewerbeanmeldung.list` calls over HTTP as the signed-in user, and drops the database.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, schema } from "@app/db";
import { resolveAddress } from "@app/domain";
import { sql } from "drizzle-orm";
import pg from "pg";
import { loadConfig } from "../apps/server/src/config";
import { startServer } from "../apps/server/src/server";
import { sampleAddress } from "./support/sample-document";

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error("Set BENCH_DATABASE_URL to a PostgreSQL server (a database is created and dropped)");
const DOCUMENTS = 1000;
const REQUESTS = 200;

const dbName = `bench_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-"));
const database = await openDatabase({ kind: "postgres", url: url.toString() });

try {
  const server = await startServer(
    loadConfig({ PORT: "3950", DATA_DIR: dataDir, BETTER_AUTH_SECRET: randomBytes(32).toString("hex") }),
    { database },
  );
  const origin = server.url;
  const signUp = async (email: string) => {
    const response = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email, password: "bench password", name: "Bench" }),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const body = (await response.json()) as { user: { id: string } };
    return { cookie, userId: body.user.id };
  };
  const me = await signUp("bench@example.com");
  const someoneElse = await signUp("other@example.com");

  const address = resolveAddress(sampleAddress);
  for (const owner of [me.userId, someoneElse.userId]) {
    const start = Date.now() - DOCUMENTS * 1000;
    const rows = Array.from({ length: DOCUMENTS }, (_, i) => ({
      id: randomUUID(),
      type: "gewerbeanmeldung",
      ownerUserId: owner,
      data: { wohnanschrift_11: address, betriebsstaette_15: address },
      createdAt: new Date(start + i * 1000),
      updatedAt: new Date(start + i * 1000),
    }));
    for (let i = 0; i < rows.length; i += 250) await database.db.insert(schema.document).values(rows.slice(i, i + 250));
  }
  await database.db.execute(sql`analyze document`);

  const list = () =>
    fetch(`${origin}/rpc/docs/gewerbeanmeldung/list`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: me.cookie, origin },
      body: JSON.stringify({ json: {} }),
    });
  for (let i = 0; i < 20; i++) await (await list()).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const response = await list();
    const body = (await response.json()) as { json: { documents: unknown[] } };
    times.push(performance.now() - t0);
    if (body.json.documents.length !== 20) throw new Error("unexpected page size");
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);

  const plan = (await database.db.execute(
    sql`explain analyze select id, created_at, data from document where owner_user_id = ${me.userId} and type = 'gewerbeanmeldung' order by created_at desc, id desc limit 21`,
  )) as unknown as { rows: { "QUERY PLAN": string }[] };
  console.log(`first page of ${DOCUMENTS} documents over HTTP (${REQUESTS} requests, session check included):`);
  console.log(`  median ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`);
  console.log("query plan:");
  for (const row of plan.rows) console.log(`  ${row["QUERY PLAN"]}`);
  await server.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
