/**
 * 100 concurrent users for 60 s against the bundled server on PGlite: does any request stall?
 *
 *   npm run build -w @app/server && flock /tmp/heavy.lock npx tsx bench/load-pglite.ts
 *
 * Starts `node apps/server/dist/main.js` as its own process on a fresh PGlite directory, signs up
 * LOAD_USERS users (each with its own client address, as behind a proxy), then lets every user loop
 * without pause for LOAD_SECONDS over what the web app does: read the session, list and create
 * Gewerbeanmeldungen, list organizations and member counts, open an organization, create one now and
 * then, and sign in again. Prints throughput, p50/p95/p99/max per call and overall, the status codes,
 * and how many error lines the server logged. Environment: LOAD_USERS (100), LOAD_SECONDS (60),
 * LOAD_SERVER_MAIN (another bundled server to measure, e.g. built from an older commit),
 * LOAD_PORT (3399), LOAD_SHARED_IP=1 (after signing up, every user calls from one address, like an
 * office behind NAT), LOAD_DATABASE_URL (run against PostgreSQL instead; the database must be empty).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { sampleDocumentData } from "./support/sample-document";

const USERS = Number(process.env.LOAD_USERS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PORT = Number(process.env.LOAD_PORT ?? 3399);
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
}

class User {
  cookie = "";
  organizationId: string | undefined;
  ip: string;
  readonly email: string;

  constructor(
    readonly index: number,
    private readonly record: (sample: Sample) => void,
  ) {
    this.ip = `10.77.${(index >> 8) & 255}.${index & 255}`;
    this.email = `load-${randomBytes(4).toString("hex")}-${index}@example.com`;
  }

  async call(name: string, path: string, init: { method?: string; json?: unknown } = {}) {
    const headers: Record<string, string> = { origin, "x-forwarded-for": this.ip };
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
    this.record({ name, ms: performance.now() - t0, status, at: t0 });
    return { status, body: body as Record<string, unknown> | undefined };
  }

  signUp() {
    return this.call("sign-up", "/api/auth/sign-up/email", {
      json: { email: this.email, password: "load test password", name: `Load User ${this.index}` },
    });
  }

  /** One step of what a signed-in person does in the web app, weighted roughly like real use. */
  async step(n: number) {
    const roll = n % 20;
    if (roll < 6) return this.call("get-session", "/api/auth/get-session");
    if (roll < 10) return this.call("docs.list", "/rpc/docs/gewerbeanmeldung/list", { json: { json: {} } });
    if (roll < 12) {
      return this.call("docs.create", "/rpc/docs/gewerbeanmeldung/create", {
        json: { json: sampleDocumentData },
      });
    }
    if (roll < 14) return this.call("organization/list", "/api/auth/organization/list");
    if (roll < 16) return this.call("memberCounts", "/rpc/organizations/memberCounts", { json: { json: {} } });
    if (roll < 18 && this.organizationId) {
      return this.call(
        "get-full-organization",
        `/api/auth/organization/get-full-organization?organizationId=${this.organizationId}`,
      );
    }
    if (roll < 19 || n % 100 === 19) {
      const slug = `load-${this.index}-${randomBytes(3).toString("hex")}`;
      const created = await this.call("organization/create", "/api/auth/organization/create", {
        json: { name: `Load Org ${slug}`, slug },
      });
      if (created.status === 200 && typeof created.body?.id === "string") this.organizationId = created.body.id;
      return created;
    }
    // Now and then a fresh sign-in (well under the per-address sign-in limit).
    if (n % 200 === 199)
      return this.call("sign-in", "/api/auth/sign-in/email", {
        json: { email: this.email, password: "load test password" },
      });
    return this.call("get-session", "/api/auth/get-session");
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

function startServer(): { child: ChildProcess; errorLines: () => string[]; dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), "load-pglite-"));
  // LOAD_SERVER_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.LOAD_SERVER_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.LOAD_DATABASE_URL ?? "",
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
  child.stdout?.on("data", () => {});
  if (process.env.LOAD_SHOW_SERVER_LOG) child.stderr?.pipe(process.stderr);
  return { child, errorLines: () => errors, dataDir };
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
const server = startServer();
try {
  await waitHealthy();
  const signUps: Sample[] = [];
  const users = Array.from({ length: USERS }, (_, i) => new User(i, (s) => signUps.push(s)));
  const t0 = performance.now();
  await Promise.all(users.map((u) => u.signUp()));
  const signUpSeconds = (performance.now() - t0) / 1000;

  const samples: Sample[] = [];
  for (const u of users) {
    (u as unknown as { record: (s: Sample) => void }).record = (s) => samples.push(s);
    // An office behind one NAT: every signed-in user now comes from the same address.
    if (SHARED_IP) u.ip = "10.78.0.1";
  }
  const errorsBefore = server.errorLines().length;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    users.map(async (u) => {
      for (let n = u.index; performance.now() < deadline; n++) await u.step(n);
    }),
  );

  console.log(
    `${USERS} users for ${SECONDS} s on ${process.env.LOAD_DATABASE_URL ? "PostgreSQL" : "PGlite"}` +
      `${SHARED_IP ? ", all from one address" : ", one address each"} (server: ${main})`,
  );
  summarize(`sign-up (all at once)`, signUps, signUpSeconds);
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
  const startedAt = samples.reduce((min, s) => Math.min(min, s.at), Number.POSITIVE_INFINITY);
  const when = (s: Sample) => `at +${((s.at - startedAt) / 1000).toFixed(1)} s`;
  console.log(`slowest: ${slowest.map((s) => `${s.name} ${s.ms.toFixed(0)} ms (${s.status}, ${when(s)})`).join("; ")}`);
  const overOneSecond = samples.filter((s) => s.ms > 1000);
  const seconds = [...new Set(overOneSecond.map((s) => Math.floor((s.at - startedAt) / 1000)))].sort((a, b) => a - b);
  console.log(`calls over 1 s: ${overOneSecond.length}, started in seconds ${seconds.join(", ") || "-"}`);
  const errorLines = server.errorLines().slice(errorsBefore);
  console.log(`server error lines during the run: ${errorLines.length}`);
  // The machine is shared: a busy neighbour shows up as latency here.
  console.log(`load average (1 min) before ${loadBefore.toFixed(2)}, after ${loadavg()[0].toFixed(2)}`);
  for (const line of errorLines.slice(0, 5)) console.log(`  ${line.slice(0, 200)}`);
} finally {
  server.child.kill("SIGTERM");
  await new Promise((r) => server.child.once("exit", r));
  rmSync(server.dataDir, { recursive: true, force: true });
}
