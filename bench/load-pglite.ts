/**
 * 100 people, each from their own address and with their own organization, calling the bundled
 * server without pause for 60 s (decision 026; first decision 002): does any request stall?
 *
 *   npm run build -w @app/server && flock /tmp/heavy.lock npx tsx bench/load-pglite.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/load-pglite.ts
 *
 * Starts `node apps/server/dist/main.js` as its own process, on a fresh PGlite directory or (with
 * BENCH_DATABASE_URL) on a fresh database made on that PostgreSQL server and dropped after. Signs up
 * LOAD_USERS users, each behind its own X-Forwarded-For address (the server trusts the proxy, so
 * per-address rate limits count each person apart) and each creating an organization; then every
 * user loops for LOAD_SECONDS over the issue's mix: get-session, organization list, document list,
 * create a document and get it, member counts, and now and then a sign-in. Prints p50/p95/p99/max
 * per kind, the status codes, the event loop's longest delay as the server measured it (its
 * /metrics on a loopback port, scraped every second) and, when the server has them, its event-loop
 * delay and PGlite query-time histograms.
 *
 * Environment: LOAD_USERS (100), LOAD_SECONDS (60), LOAD_PORT (3500; metrics on the next port),
 * LOAD_SERVER_MAIN (another bundled server to measure, e.g. built from an older commit),
 * LOAD_SERVER_ARGS (node flags for the server, e.g. "--trace-gc"), LOAD_SHARED_IP=1 (after signing
 * up, every user calls from one address, like an office behind NAT), LOAD_SHOW_SERVER_LOG=1,
 * BENCH_DATABASE_URL, LOAD_REDIS_URL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sampleDocumentData } from "./support/sample-document";
import { temporaryDatabase } from "./support/temporary-database";

const USERS = Number(process.env.LOAD_USERS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PORT = Number(process.env.LOAD_PORT ?? 3500);
const METRICS_PORT = PORT + 1;
const SHARED_IP = process.env.LOAD_SHARED_IP === "1";
const origin = `http://localhost:${PORT}`;
// LOAD_SERVER_MAIN: another build to compare with, e.g. one made from an older commit.
const main = process.env.LOAD_SERVER_MAIN ?? join(import.meta.dirname, "..", "apps", "server", "dist", "main.js");
if (!existsSync(main)) throw new Error(`${main} is missing: run "npm run build -w @app/server" first`);

interface Sample {
  name: string;
  ms: number;
  status: number;
  /** When the call started, ms since the script started. */
  at: number;
  /** Sent as X-Request-Id: the server's log line for the call carries it. */
  requestId: string;
}

let calls = 0;

const PASSWORD = "load test password";

class User {
  cookie = "";
  ip: string;
  readonly email: string;

  constructor(
    readonly index: number,
    public record: (sample: Sample) => void,
  ) {
    this.ip = `10.77.${(index >> 8) & 255}.${index & 255}`;
    this.email = `load-${randomBytes(4).toString("hex")}-${index}@example.com`;
  }

  async call(name: string, path: string, init: { method?: string; json?: unknown } = {}) {
    const requestId = `load-${++calls}`;
    const headers: Record<string, string> = { origin, "x-forwarded-for": this.ip, "x-request-id": requestId };
    if (this.cookie) headers.cookie = this.cookie;
    if (init.json !== undefined) headers["content-type"] = "application/json";
    const t0 = performance.now();
    let status = 0;
    let body: unknown;
    try {
      const response = await fetch(`${origin}${path}`, {
        method: init.method ?? (init.json === undefined ? "GET" : "POST"),
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      status = response.status;
      const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
      const session = cookies.find((c) => c.startsWith("better-auth.session_token="));
      if (session) this.cookie = session;
      const text = await response.text();
      body = text ? JSON.parse(text) : undefined;
    } catch {
      status = -1; // connection failed
    }
    this.record({ name, ms: performance.now() - t0, status, at: t0, requestId });
    return { status, body: body as Record<string, unknown> | undefined };
  }

  /** Sign-up, then an organization of one's own (better-auth makes it the active one). */
  async seed() {
    const signedUp = await this.call("sign-up", "/api/auth/sign-up/email", {
      json: { email: this.email, password: PASSWORD, name: `Load User ${this.index}` },
    });
    if (signedUp.status !== 200) throw new Error(`sign-up answered ${signedUp.status}`);
    const slug = `load-${this.index}-${randomBytes(3).toString("hex")}`;
    const created = await this.call("organization/create", "/api/auth/organization/create", {
      json: { name: `Load Org ${this.index}`, slug },
    });
    if (created.status !== 200) throw new Error(`organization/create answered ${created.status}`);
  }

  /**
   * One step of the issue's mix. Sign-in every 100th step: about once a minute per person at these
   * rates, well under the per-address sign-in limit (10 a minute).
   */
  async step(n: number) {
    if (n % 100 === 99)
      return this.call("sign-in", "/api/auth/sign-in/email", { json: { email: this.email, password: PASSWORD } });
    const roll = n % 20;
    if (roll < 7) return this.call("get-session", "/api/auth/get-session");
    if (roll < 10) return this.call("organization/list", "/api/auth/organization/list");
    if (roll < 14) return this.call("docs.list", "/rpc/docs/gewerbeanmeldung/list", { json: { json: {} } });
    if (roll < 17) {
      const created = await this.call("docs.create", "/rpc/docs/gewerbeanmeldung/create", {
        json: { json: sampleDocumentData },
      });
      const id = (created.body?.json as { documentId?: string } | undefined)?.documentId;
      if (created.status !== 200 || !id) return created;
      return this.call("docs.getById", "/rpc/docs/gewerbeanmeldung/getById", { json: { json: { id } } });
    }
    return this.call("memberCounts", "/rpc/organizations/memberCounts", { json: { json: {} } });
  }
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summarize(label: string, samples: Sample[], seconds?: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const rate = seconds ? `, ${(samples.length / seconds).toFixed(0)} req/s` : "";
  const f = (v: number) => v.toFixed(0).padStart(6);
  console.log(
    `${label.padEnd(24)} n=${String(samples.length).padStart(6)}${rate.padEnd(12)} p50 ${f(percentile(ms, 50))}  p95 ${f(percentile(ms, 95))}  p99 ${f(percentile(ms, 99))}  max ${f(ms.at(-1) ?? 0)} ms`,
  );
}

/** The samples of one metric in Prometheus' text format: labels text → value. */
function metricSamples(text: string, name: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_:]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (match && match[1] === name) found.set(match[2] ?? "", Number(match[3]));
  }
  return found;
}

async function scrapeMetrics(): Promise<string | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

/** A histogram's observations above each bucket bound from 0.1 s up, and its count and mean. */
function describeHistogram(text: string, name: string) {
  const buckets = metricSamples(text, `${name}_bucket`);
  const count = [...metricSamples(text, `${name}_count`).values()].reduce((a, b) => a + b, 0);
  const sum = [...metricSamples(text, `${name}_sum`).values()].reduce((a, b) => a + b, 0);
  if (count === 0) return `${name}: no samples`;
  const over: string[] = [];
  for (const [labels, value] of buckets) {
    const le = /le="([^"]+)"/.exec(labels)?.[1];
    if (!le || le === "+Inf" || Number(le) < 0.1) continue;
    over.push(`>${le}s: ${count - value}`);
  }
  return `${name}: ${count} samples, mean ${((sum / count) * 1000).toFixed(2)} ms; ${over.join(", ")}`;
}

function startServer(databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), "load-pglite-"));
  const nodeArgs = (process.env.LOAD_SERVER_ARGS ?? "").split(" ").filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      METRICS_PORT: String(METRICS_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      REDIS_URL: process.env.LOAD_REDIS_URL ?? "",
      TRUST_PROXY: "true",
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const errors: string[] = [];
  child.stderr?.on("data", (d: Buffer) => {
    for (const line of d.toString().split("\n")) if (line.trim()) errors.push(line);
  });
  // The server's own duration of each call (its request log line), by request id: a call slow here
  // and fast there waited outside the server's handlers (connection, kernel, this process).
  const serverMs = new Map<string, number>();
  let partial = "";
  child.stdout?.on("data", (d: Buffer) => {
    const lines = (partial + d.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      const match = /"requestId":"(load-\d+)".*"durationMs":([\d.]+)/.exec(line);
      if (match) serverMs.set(match[1], Number(match[2]));
    }
  });
  if (process.env.LOAD_SHOW_SERVER_LOG) {
    child.stderr?.pipe(process.stderr);
    child.stdout?.pipe(process.stderr);
  }
  return { child, errorLines: () => errors, serverMs, dataDir };
}

async function waitHealthy() {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy");
}

const loadBefore = loadavg()[0];
// This process's own event loop: callers starved here would look like a slow server.
const ownDelay = monitorEventLoopDelay({ resolution: 10 });
const database = process.env.BENCH_DATABASE_URL
  ? await temporaryDatabase(process.env.BENCH_DATABASE_URL, "load")
  : undefined;
const server = startServer(database?.url);
try {
  await waitHealthy();
  const signUps: Sample[] = [];
  const users = Array.from({ length: USERS }, (_, i) => new User(i, (s) => signUps.push(s)));
  const t0 = performance.now();
  await Promise.all(users.map((u) => u.seed()));
  const seedSeconds = (performance.now() - t0) / 1000;

  const samples: Sample[] = [];
  for (const u of users) {
    u.record = (s) => samples.push(s);
    // An office behind one NAT: every signed-in user now comes from the same address.
    if (SHARED_IP) u.ip = "10.78.0.1";
  }
  // prom-client's nodejs_eventloop_lag_max_seconds is the longest delay since the previous scrape.
  let longestDelay = { seconds: 0, at: 0 };
  await scrapeMetrics(); // starts the first window with the run
  const errorsBefore = server.errorLines().length;
  ownDelay.enable();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const scraper = setInterval(async () => {
    const text = await scrapeMetrics();
    const max = text ? [...metricSamples(text, "nodejs_eventloop_lag_max_seconds").values()][0] : undefined;
    if (max !== undefined && max > longestDelay.seconds)
      longestDelay = { seconds: max, at: (performance.now() - started) / 1000 };
  }, 1000);
  await Promise.all(
    users.map(async (u) => {
      for (let n = u.index; performance.now() < deadline; n++) await u.step(n);
    }),
  );
  clearInterval(scraper);
  const metrics = await scrapeMetrics();
  const lastMax = metrics ? [...metricSamples(metrics, "nodejs_eventloop_lag_max_seconds").values()][0] : undefined;
  if (lastMax !== undefined && lastMax > longestDelay.seconds) longestDelay = { seconds: lastMax, at: SECONDS };

  console.log(
    `${USERS} users for ${SECONDS} s on ${database ? "PostgreSQL" : "PGlite"}` +
      `${SHARED_IP ? ", all from one address" : ", one address each"} (server: ${main})`,
  );
  summarize("seed: sign-up + org", signUps, seedSeconds);
  console.log("");
  summarize("all calls", samples, SECONDS);
  for (const name of [...new Set(samples.map((s) => s.name))].sort()) {
    summarize(
      `  ${name}`,
      samples.filter((s) => s.name === name),
    );
  }
  const statuses = new Map<number, number>();
  for (const s of samples) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
  console.log(`statuses: ${[...statuses].map(([k, v]) => `${k}×${v}`).join(", ")}`);
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5);
  const when = (s: Sample) => `at +${((s.at - started) / 1000).toFixed(1)} s`;
  const inServer = (s: Sample) => server.serverMs.get(s.requestId)?.toFixed(0) ?? "?";
  console.log(
    `slowest: ${slowest.map((s) => `${s.name} ${s.ms.toFixed(0)} ms (${s.status}, ${when(s)}, ${inServer(s)} ms in the server)`).join("; ")}`,
  );
  const overOneSecond = samples.filter((s) => s.ms > 1000);
  const seconds = [...new Set(overOneSecond.map((s) => Math.floor((s.at - started) / 1000)))].sort((a, b) => a - b);
  console.log(`calls over 1 s: ${overOneSecond.length}, started in seconds ${seconds.join(", ") || "-"}`);
  console.log(
    `event loop: longest delay ${(longestDelay.seconds * 1000).toFixed(0)} ms (in the second before +${longestDelay.at.toFixed(0)} s)`,
  );
  console.log(`the bench's own event loop: longest delay ${(ownDelay.max / 1e6).toFixed(0)} ms`);
  if (metrics) {
    for (const name of ["eventloop_delay_seconds", "pglite_query_duration_seconds"]) {
      if (metrics.includes(`${name}_count`)) console.log(describeHistogram(metrics, name));
    }
  }
  const errorLines = server.errorLines().slice(errorsBefore);
  console.log(`server error lines during the run: ${errorLines.length}`);
  // The machine is shared: a busy neighbour shows up as latency here.
  console.log(`load average (1 min) before ${loadBefore.toFixed(2)}, after ${loadavg()[0].toFixed(2)}`);
  for (const line of errorLines.slice(0, 5)) console.log(`  ${line.slice(0, 200)}`);
} finally {
  server.child.kill("SIGTERM");
  await new Promise((r) => server.child.once("exit", r));
  rmSync(server.dataDir, { recursive: true, force: true });
  await database?.drop();
}
