/**
 * The authenticated request path against its ceiling, side by side in one run (decision 020):
 * `GET /api/auth/get-session` and `POST /rpc/docs/gewerbeanmeldung/list` (20 documents) on the
 * bundled server, and a bare Hono route answering a small JSON in its own process (the most any
 * route could do on this machine). Also oRPC's own ceiling: its handler answering the same 20
 * documents from memory and, on PostgreSQL, from the page query alone (no session, no checks); and
 * on PostgreSQL the raw-SQL floor the list is held against. Prints requests per second, p50/p99
 * and the ratios.
 *
 *   npm run build && npx tsx bench/session-path.ts                 # PGlite (sessions from memory)
 *   BENCH_DATABASE_URL=postgres://… [BENCH_REDIS_URL=redis://…] npx tsx bench/session-path.ts
 *
 * BENCH_CONNECTIONS (20) callers loop without pause for BENCH_SECONDS (10) per target, after a
 * 2-second warm-up. The callers run in this process: compare ratios, not absolute numbers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { sampleDocumentData } from "./support/sample-document";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_PORT (3397): the server's port; the bare route, the floor and oRPC's ceiling take the three below it.
const PORT = Number(process.env.BENCH_PORT ?? 3397);
const BARE_PORT = PORT - 1;
const FLOOR_PORT = PORT - 2;
const ORPC_PORT = PORT - 3;
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
// BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
const server = spawn(process.execPath, [...nodeArgs, main], { env, stdio: "inherit" });
children.push(server);
const bare = `import { serve } from "@hono/node-server"; import { Hono } from "hono";
const app = new Hono(); app.get("/x", (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: ${BARE_PORT} });`;
const bareServer = spawn(process.execPath, ["--input-type=module", "-e", bare], {
  cwd: join(root, "apps/server"),
  stdio: "inherit",
});
children.push(bareServer);
// The list's page query (first page, 20 + 1 rows), as the floor and oRPC's ceiling both run it.
const PAGE_SQL = JSON.stringify(
  "select id, created_at, updated_at, status, version, completed_at, schema_version, data from document where owner_user_id = $1 and type = 'gewerbeanmeldung' order by created_at desc, id desc limit 21",
);
// The raw-SQL floor (PostgreSQL only): a bare Hono route doing the list's two queries with raw pg
// prepared statements and the product's pool size (10): the session by token joined with its
// user, then the page. No signature check, no validation: what the product must at least match.
const floor = `import { serve } from "@hono/node-server"; import { Hono } from "hono"; import pg from "pg";
const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
const app = new Hono();
app.get("/up", (c) => c.text("ok"));
app.post("/floor", async (c) => {
  const token = /better-auth\\.session_token=([^.;]+)/.exec(c.req.header("cookie") ?? "")?.[1];
  if (!token) return c.json({ message: "no session" }, 401);
  const found = await pool.query({ name: "session", values: [token], text:
    'select s.*, row_to_json(u) as "user" from "session" s join "user" u on u.id = s.user_id where s.token = $1 and s.expires_at > now()' });
  if (!found.rows[0]) return c.json({ message: "no session" }, 401);
  const page = await pool.query({ name: "page", values: [found.rows[0].user_id], text:
    ${PAGE_SQL} });
  return c.json({ json: { documents: page.rows.slice(0, 20), nextCursor: null } });
});
serve({ fetch: app.fetch, port: ${FLOOR_PORT} });`;
const floorServer = databaseUrl
  ? spawn(process.execPath, ["--input-type=module", "-e", floor], {
      cwd: join(root, "apps/server"),
      env: { ...process.env, FLOOR_DATABASE_URL: databaseUrl },
      stdio: "inherit",
    })
  : undefined;
if (floorServer) children.push(floorServer);
// oRPC's own ceiling: its RPC handler, served the way rpc/route.ts serves it (oRPC's standard handler,
// no WHATWG request; lighter than oRPC's fetch adapter), answering the list's 20 documents, once
// from memory and once from the page query alone (raw pg prepared statement, the floor's second
// query, the owner given): no session, no schemas, no middleware. Started once the documents exist
// (BENCH_PAYLOAD_FILE holds the product's answer). What the product adds (the session, the edge
// checks, the request log) comes on top of the second.
const orpcOnly = `import { serve } from "@hono/node-server"; import { Hono } from "hono"; import { readFileSync } from "node:fs";
import { os } from "@orpc/server"; import { StandardRPCHandler } from "@orpc/server/standard";
import { toFetchResponse, toStandardHeaders } from "@orpc/standard-server-fetch"; import pg from "pg";
const payload = JSON.parse(readFileSync(process.env.BENCH_PAYLOAD_FILE, "utf8"));
for (const { meta } of payload.documents) for (const k of ["created_at", "updated_at", "completed_at"]) meta[k] = meta[k] && new Date(meta[k]);
const pool = process.env.FLOOR_DATABASE_URL && new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
const page = async () => {
  const { rows } = await pool.query({ name: "page", values: [process.env.BENCH_OWNER_ID], text:
    ${PAGE_SQL} });
  const documents = rows.slice(0, 20).map((r) => ({ meta: { id: r.id, created_at: r.created_at, updated_at: r.updated_at,
    status: r.status, version: r.version, completed_at: r.completed_at, business_name: null }, document: r.data }));
  return { documents, nextCursor: null };
};
const handler = new StandardRPCHandler({ memory: os.handler(() => payload), sql: os.handler(page) }, {});
const decoder = new TextDecoder();
const app = new Hono();
app.get("/up", (c) => c.text("ok"));
app.post("/rpc/*", async (c) => {
  const raw = c.req.raw;
  const bytes = await raw.arrayBuffer();
  const request = { url: new URL(raw.url), method: raw.method, signal: raw.signal, headers: toStandardHeaders(raw.headers),
    body: () => Promise.resolve(JSON.parse(decoder.decode(bytes))) };
  const { response } = await handler.handle(request, { prefix: "/rpc", context: {} });
  return toFetchResponse(response);
});
serve({ fetch: app.fetch, port: ${ORPC_PORT} });`;

/** CPU time (user + system) a process has used, in microseconds (Linux /proc, 100 ticks a second). */
function cpuMicros(pid: number | undefined) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * Requests per second and latency as the callers see them, and the serving process's CPU time per
 * request: the machine is shared, so throughput swings with whatever else runs, while CPU per
 * request mostly does not. Both are compared with the ceilings measured in the same run.
 */
async function measure(label: string, pid: number | undefined, call: () => Promise<Response>) {
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
  const cpuBefore = cpuMicros(pid);
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(end, true)));
  const cpu = (cpuMicros(pid) - cpuBefore) / times.length;
  times.sort((a, b) => a - b);
  const rps = times.length / SECONDS;
  const p = (q: number) => times[Math.floor(q * (times.length - 1))].toFixed(1);
  console.log(
    `${label.padEnd(34)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${p(0.5)} ms  p99 ${p(0.99)} ms  CPU ${cpu.toFixed(0).padStart(5)} µs/req  failures ${failures}`,
  );
  return { rps, cpu, p99: Number(p(0.99)) };
}

try {
  await waitFor(`${origin}/api/health`);
  await waitFor(`http://localhost:${BARE_PORT}/x`);
  if (databaseUrl) await waitFor(`http://localhost:${FLOOR_PORT}/up`);
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
  const ownerId = ((await signUp.json()) as { user: { id: string } }).user.id;
  for (let i = 0; i < 20; i++) {
    await fetch(`${origin}/rpc/docs/gewerbeanmeldung/create`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ json: sampleDocumentData }),
    });
  }
  const payloadFile = join(dataDir, "list.json");
  const callList = () =>
    fetch(`${origin}/rpc/docs/gewerbeanmeldung/list`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: '{"json":{}}',
    });
  const listed = await callList();
  writeFileSync(payloadFile, JSON.stringify(((await listed.json()) as { json: unknown }).json));
  const orpcServer = spawn(process.execPath, ["--input-type=module", "-e", orpcOnly], {
    cwd: join(root, "apps/server"),
    env: {
      ...process.env,
      BENCH_PAYLOAD_FILE: payloadFile,
      BENCH_OWNER_ID: ownerId,
      ...(databaseUrl ? { FLOOR_DATABASE_URL: databaseUrl } : {}),
    },
    stdio: "inherit",
  });
  children.push(orpcServer);
  await waitFor(`http://localhost:${ORPC_PORT}/up`);
  const where = databaseUrl ? `PostgreSQL${process.env.BENCH_REDIS_URL ? " + Redis" : ""}` : "PGlite";
  console.log(`${where}, ${CONNECTIONS} connections, ${SECONDS} s each`);
  // BENCH_ONLY=list (or session, bare, orpc, floor, or several: list,floor): measure those targets
  // alone, e.g. to profile one.
  const only = process.env.BENCH_ONLY?.split(",");
  const skipped = { rps: Number.NaN, cpu: Number.NaN, p99: Number.NaN };
  const target = (name: string, label: string, pid: number | undefined, call: () => Promise<Response>) =>
    !only || only.includes(name) ? measure(label, pid, call) : Promise.resolve(skipped);
  const ceiling = await target("bare", "bare Hono GET /x", bareServer.pid, () =>
    fetch(`http://localhost:${BARE_PORT}/x`),
  );
  const session = await target("session", "GET /api/auth/get-session", server.pid, () =>
    fetch(`${origin}/api/auth/get-session`, { headers: { cookie } }),
  );
  const list = await target("list", "POST docs.gewerbeanmeldung.list", server.pid, callList);
  const orpcCall = (procedure: string) => () =>
    fetch(`http://localhost:${ORPC_PORT}/rpc/${procedure}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"json":{}}',
    });
  const orpcMemory = await target("orpc", "oRPC alone, from memory", orpcServer.pid, orpcCall("memory"));
  const orpcSql = databaseUrl
    ? await target("orpc", "oRPC alone, the page query", orpcServer.pid, orpcCall("sql"))
    : skipped;
  const floorRate = floorServer
    ? await target("floor", "raw-SQL floor (same two queries)", floorServer.pid, () =>
        fetch(`http://localhost:${FLOOR_PORT}/floor`, { method: "POST", headers: { cookie }, body: "{}" }),
      )
    : skipped;
  // Throughput ratio, and the same from CPU per request (the serving process's CPU, not the database's).
  const pct = (a: { rps: number; cpu: number }, b: { rps: number; cpu: number }) =>
    `${((a.rps / b.rps) * 100).toFixed(1)}% by req/s, ${((b.cpu / a.cpu) * 100).toFixed(1)}% by CPU per request`;
  // Only the ratios whose two targets were measured (BENCH_ONLY may leave some out).
  const both = (a: { rps: number }, b: { rps: number }) => Number.isFinite(a.rps) && Number.isFinite(b.rps);
  if (both(session, ceiling)) console.log(`get-session: ${pct(session, ceiling)} of bare Hono (goal ≥ 10%)`);
  if (both(list, ceiling)) console.log(`list: ${pct(list, ceiling)} of bare Hono`);
  if (both(list, floorRate)) {
    const p99 = (list.p99 / floorRate.p99).toFixed(1);
    console.log(`list: ${pct(list, floorRate)} of the raw-SQL floor, p99 ${p99}× the floor's (goal ≥ 60%, ≤ 2×)`);
  }
  if (both(orpcMemory, floorRate)) {
    console.log(`oRPC alone, from memory: ${pct(orpcMemory, floorRate)} of the raw-SQL floor`);
    console.log(`oRPC alone, the page query: ${pct(orpcSql, floorRate)} of the raw-SQL floor`);
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
