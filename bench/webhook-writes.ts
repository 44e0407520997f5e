/**
 * Does a subscribed webhook make a document write slower (decision 036)? Two organizations side by
 * side on one server: one without endpoints, one with five endpoints subscribed to every
 * Gewerbeanmeldung event (receivers on 127.0.0.1 answering 200, so the worker delivers meanwhile).
 *
 *   npx tsx bench/webhook-writes.ts                                    # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/webhook-writes.ts
 *
 * Times REQUESTS draft saves (PUT /api/v1/gewerbeanmeldungen/{id}, API key) per organization,
 * alternating between the two so both see the same machine, and counts the rows each request
 * inserted: `document` and `webhook_event` rows written per request (the worker's fan-out and
 * attempts are outside the request and counted apart). BENCH_PORT (3952), BENCH_REQUESTS (300).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, openDatabase } from "@app/db";
import { WEBHOOK_EVENT_TYPES } from "@app/domain";
import { sql } from "drizzle-orm";
import pg from "pg";
import { loadConfig } from "../apps/server/src/config";
import { startServer } from "../apps/server/src/server";
import { sampleAddress } from "./support/sample-document";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const adminUrl = process.env.BENCH_DATABASE_URL;
const port = process.env.BENCH_PORT ?? "3952";

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
const dataDir = mkdtempSync(join(tmpdir(), "bench-webhooks-"));
let received = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    received++;
    res.end("ok");
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", () => resolve()));
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

try {
  const server = await startServer(
    loadConfig({
      PORT: port,
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
      WEBHOOK_ALLOWED_HOSTS: "127.0.0.1",
      RATE_LIMIT_API_KEY: "100000/60",
    }),
    { database },
  );
  const origin = server.url;
  const call = async (method: string, path: string, body: unknown, headers: Record<string, string>) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { "content-type": "application/json", origin, ...headers },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const json = (await response.json()) as Record<string, unknown> & { json?: Record<string, unknown> };
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return { body: json, setCookie };
  };
  const signUp = await call(
    "POST",
    "/api/auth/sign-up/email",
    { email: "owner@example.com", password: "bench password", name: "Bench" },
    {},
  );
  const cookie = { cookie: signUp.setCookie };
  const setUp = async (slug: string, endpoints: number) => {
    const org = (await call("POST", "/api/auth/organization/create", { name: slug, slug }, cookie)).body as {
      id: string;
    };
    const key = (
      await call(
        "POST",
        "/api/auth/api-key/create",
        { name: slug, metadata: { organizationId: org.id, scope: "write" } },
        cookie,
      )
    ).body.key as string;
    for (let i = 0; i < endpoints; i++) {
      await call(
        "POST",
        "/rpc/webhooks/create",
        { json: { organizationId: org.id, url: `${hookUrl}?${i}`, eventTypes: [...WEBHOOK_EVENT_TYPES] } },
        cookie,
      );
    }
    const api = { "x-api-key": key };
    const created = await call(
      "POST",
      "/api/v1/gewerbeanmeldungen",
      {
        wohnanschrift_11: sampleAddress,
        betriebsstaette_15: { ...sampleAddress, ort: "Potsdam", postleitzahl: "14467", bundesland: { kuerzel: "BB" } },
      },
      api,
    );
    return { id: String(created.body.documentId), api, version: 1, times: [] as number[], orgId: org.id };
  };
  const none = await setUp("none", 0);
  const five = await setUp("five", 5);
  const count = async (table: string, orgId: string) =>
    Number(
      (
        (await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where organization_id = ${orgId}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n,
    );
  const save = async (target: typeof none, i: number) => {
    const t0 = performance.now();
    const answer = await call(
      "PUT",
      `/api/v1/gewerbeanmeldungen/${target.id}`,
      {
        version: target.version,
        document: {
          wohnanschrift_11: sampleAddress,
          betriebsstaette_15: {
            ...sampleAddress,
            ort: "Potsdam",
            postleitzahl: "14467",
            bundesland: { kuerzel: "BB" },
          },
          taetigkeit_18: `Backwaren herstellen und verkaufen, Lauf ${i}`,
        },
      },
      target.api,
    );
    target.times.push(performance.now() - t0);
    target.version = (answer.body.meta as { version: number }).version;
  };
  for (let i = 0; i < 20; i++) {
    await save(none, i);
    await save(five, i);
  }
  none.times = [];
  five.times = [];
  const eventsBefore = [await count("webhook_event", none.orgId), await count("webhook_event", five.orgId)];
  for (let i = 0; i < REQUESTS; i++) {
    await save(none, i);
    await save(five, i);
  }
  const eventsAfter = [await count("webhook_event", none.orgId), await count("webhook_event", five.orgId)];
  const median = (t: number[]) => [...t].sort((a, b) => a - b)[Math.floor(t.length / 2)] as number;
  const p95 = (t: number[]) => [...t].sort((a, b) => a - b)[Math.floor(t.length * 0.95)] as number;
  const perRequest = (i: number) => (((eventsAfter[i] ?? 0) - (eventsBefore[i] ?? 0)) / REQUESTS).toFixed(2);
  console.log(`draft saves on ${adminUrl ? "PostgreSQL" : "PGlite"}, ${REQUESTS} per organization, alternating:`);
  console.log(
    `  0 endpoints: median ${median(none.times).toFixed(2)} ms, p95 ${p95(none.times).toFixed(2)} ms, webhook_event rows per request ${perRequest(0)}`,
  );
  console.log(
    `  5 endpoints: median ${median(five.times).toFixed(2)} ms, p95 ${p95(five.times).toFixed(2)} ms, webhook_event rows per request ${perRequest(1)}`,
  );
  console.log(`  ratio of medians (5 / 0): ${(median(five.times) / median(none.times)).toFixed(3)}`);
  // Let the worker finish, then show what it did outside the requests.
  const deadline = Date.now() + 60_000;
  while (received < (eventsAfter[1] ?? 0) * 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  console.log(`  deliveries received by the 5 endpoints (outside the requests): ${received}`);
  await server.close();
} finally {
  receiver.close();
  await database.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
