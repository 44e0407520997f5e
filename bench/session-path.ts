/**
 * The authenticated request path against its ceiling, side by side in one run (issue 12):
 * `GET /api/auth/get-session` and `POST /rpc/docs/gewerbeanmeldung/list` (20 documents) on the
 * bundled server, and a bare Hono route answering a small JSON in its own process (the most any
 * route could do on this machine). Prints requests per second, p50/p99 and the ratios.
 *
 *   npm run build && npx tsx bench/session-path.ts                 # PGlite (sessions from memory)
 *   BENCH_DATABASE_URL=postgres://… [BENCH_REDIS_URL=redis://…] npx tsx bench/session-path.ts
 *
 * BENCH_CONNECTIONS (20) callers loop without pause for BENCH_SECONDS (10) per target, after a
 * 2-second warm-up. The callers run in this process: compare ratios, not absolute numbers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3397;
const BARE_PORT = 3396;
const origin = `http://localhost:${PORT}`;
const root = join(import.meta.dirname, "..");

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

let databaseUrl: string | undefined;
let dropDatabase = async () => {};
if (process.env.BENCH_DATABASE_URL) {
  const name = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  };
}
const dataDir = mkdtempSync(join(tmpdir(), "bench-session-"));
const children: ChildProcess[] = [];
const env = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(PORT),
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  // The bench is one address calling as fast as it can: the general limit would measure 429s.
  RATE_LIMIT_GENERAL: "1000000/1",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
};
// BENCH_SERVER_MAIN: another build to compare with (e.g. one made from an older commit).
const main = process.env.BENCH_SERVER_MAIN ?? join(root, "apps/server/dist/main.js");
children.push(spawn(process.execPath, [main], { env, stdio: "inherit" }));
const bare = `import { serve } from "@hono/node-server"; import { Hono } from "hono";
const app = new Hono(); app.get("/x", (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: ${BARE_PORT} });`;
children.push(
  spawn(process.execPath, ["--input-type=module", "-e", bare], { cwd: join(root, "apps/server"), stdio: "inherit" }),
);

async function measure(label: string, call: () => Promise<Response>) {
  const times: number[] = [];
  let failures = 0;
  const run = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const t = performance.now();
      const response = await call();
      await response.arrayBuffer();
      if (!response.ok) failures++;
      if (record) times.push(performance.now() - t);
    }
  };
  const warm = performance.now() + 2000;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(warm, false)));
  failures = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(end, true)));
  times.sort((a, b) => a - b);
  const rps = times.length / SECONDS;
  const p = (q: number) => times[Math.floor(q * (times.length - 1))].toFixed(1);
  console.log(
    `${label.padEnd(34)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${p(0.5)} ms  p99 ${p(0.99)} ms  failures ${failures}`,
  );
  return rps;
}

try {
  await waitFor(`${origin}/api/health`);
  await waitFor(`http://localhost:${BARE_PORT}/x`);
  const headers: Record<string, string> = { origin, "content-type": "application/json" };
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      email: `bench-${randomBytes(4).toString("hex")}@example.com`,
      password: "bench password",
      name: "Bench",
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const address = {
    strasse: "Unter den Linden",
    hausnummer: "15a",
    postleitzahl: "10117",
    ort: "Berlin",
    bundesland: { kuerzel: "BE" },
    land: { kuerzel: "DE" },
  };
  for (let i = 0; i < 20; i++) {
    await fetch(`${origin}/rpc/docs/gewerbeanmeldung/create`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ json: { wohnanschrift_11: address, betriebsstaette_15: address } }),
    });
  }
  const where = databaseUrl ? `PostgreSQL${process.env.BENCH_REDIS_URL ? " + Redis" : ""}` : "PGlite";
  console.log(`${where}, ${CONNECTIONS} connections, ${SECONDS} s each`);
  const ceiling = await measure("bare Hono GET /x", () => fetch(`http://localhost:${BARE_PORT}/x`));
  const session = await measure("GET /api/auth/get-session", () =>
    fetch(`${origin}/api/auth/get-session`, { headers: { cookie } }),
  );
  const list = await measure("POST docs.gewerbeanmeldung.list", () =>
    fetch(`${origin}/rpc/docs/gewerbeanmeldung/list`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: '{"json":{}}',
    }),
  );
  console.log(
    `get-session ${((session / ceiling) * 100).toFixed(1)}% of bare Hono; list ${((list / ceiling) * 100).toFixed(1)}% of bare Hono`,
  );
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
