/**
 * What a Redis outage does to requests (decision 017): the bundled server on PostgreSQL with REDIS_URL
 * at a Redis of this script's own, a steady load of sign-ins, session reads, document lists and
 * creates, and in the middle the Redis stopped (connections refused) or paused (SIGSTOP: connections
 * accepted, nothing answers, like a hung or blackholed Redis) and then brought back.
 *
 *   npm run build -w @app/server && flock /tmp/heavy.lock npx tsx bench/redis-outage.ts
 *
 * Prints, for the time before, during and after the outage: calls, statuses, p50/p99/max, and the
 * slowest call; and what /api/health answered (polled every 250 ms).
 *
 * Environment: OUTAGE_KIND (stop | pause, default stop), OUTAGE_USERS (20), OUTAGE_BEFORE (5 s),
 * OUTAGE_SECONDS (10), OUTAGE_AFTER (10 s), OUTAGE_PORT (3200), OUTAGE_REDIS_PORT (6391),
 * OUTAGE_SERVER_MAIN (another bundled server, e.g. one built from an older commit),
 * BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { startOwnRedis } from "../apps/server/test/support/redis-server";
import { sampleDocumentData } from "./support/sample-document";
import { temporaryDatabase } from "./support/temporary-database";

const KIND = process.env.OUTAGE_KIND === "pause" ? "pause" : "stop";
const USERS = Number(process.env.OUTAGE_USERS ?? 20);
const BEFORE = Number(process.env.OUTAGE_BEFORE ?? 5);
const OUTAGE = Number(process.env.OUTAGE_SECONDS ?? 10);
const AFTER = Number(process.env.OUTAGE_AFTER ?? 10);
const PORT = Number(process.env.OUTAGE_PORT ?? 3200);
const origin = `http://localhost:${PORT}`;
const main = process.env.OUTAGE_SERVER_MAIN ?? join(import.meta.dirname, "..", "apps", "server", "dist", "main.js");
if (!existsSync(main)) throw new Error(`${main} is missing: run "npm run build -w @app/server" first`);
const PASSWORD = "outage bench password";

type Phase = "before" | "outage" | "after";
interface Sample {
  name: string;
  ms: number;
  status: number;
  phase: Phase;
}
let phase: Phase = "before";
const samples: Sample[] = [];

class User {
  cookie = "";
  readonly ip: string;
  readonly email = `outage-${randomBytes(4).toString("hex")}@example.com`;
  constructor(readonly index: number) {
    this.ip = `10.79.${index >> 8}.${index & 255}`;
  }

  async call(name: string, path: string, json?: unknown) {
    const headers: Record<string, string> = { origin, "x-forwarded-for": this.ip };
    if (this.cookie) headers.cookie = this.cookie;
    if (json !== undefined) headers["content-type"] = "application/json";
    const started = phase;
    const t0 = performance.now();
    let status = -1;
    let body: unknown;
    try {
      const response = await fetch(`${origin}${path}`, {
        method: json === undefined ? "GET" : "POST",
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      status = response.status;
      const session = response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .find((c) => c.startsWith("better-auth.session_token="));
      if (session) this.cookie = session;
      const text = await response.text();
      body = text ? JSON.parse(text) : undefined;
    } catch {}
    samples.push({ name, ms: performance.now() - t0, status, phase: started });
    return { status, body: body as { json?: { documentId?: string } } | undefined };
  }

  async seed() {
    const up = await this.call("sign-up", "/api/auth/sign-up/email", {
      email: this.email,
      password: PASSWORD,
      name: `Outage User ${this.index}`,
    });
    if (up.status !== 200) throw new Error(`sign-up answered ${up.status}`);
    const org = await this.call("organization/create", "/api/auth/organization/create", {
      name: `Outage Org ${this.index}`,
      slug: `outage-${this.index}-${randomBytes(3).toString("hex")}`,
    });
    if (org.status !== 200) throw new Error(`organization/create answered ${org.status}`);
  }

  step(n: number) {
    if (n % 25 === 24)
      return this.call("sign-in", "/api/auth/sign-in/email", { email: this.email, password: PASSWORD });
    const roll = n % 10;
    if (roll < 4) return this.call("get-session", "/api/auth/get-session");
    if (roll < 7) return this.call("docs.list", "/rpc/docs/gewerbeanmeldung/list", { json: {} });
    return this.call("docs.create", "/rpc/docs/gewerbeanmeldung/create", { json: sampleDocumentData });
  }
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

function report(label: string, list: Sample[], seconds: number) {
  const ms = list.map((s) => s.ms).sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const s of list) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
  const slowest = list.reduce<Sample | undefined>((a, s) => (!a || s.ms > a.ms ? s : a), undefined);
  console.log(
    `${label.padEnd(15)} ${String(list.length).padStart(6)} calls (${(list.length / seconds).toFixed(0)}/s), ` +
      `p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, max ${(ms.at(-1) ?? 0).toFixed(0)} ms` +
      `${slowest ? ` (${slowest.name}, ${slowest.status})` : ""}; statuses ${[...statuses].map(([k, v]) => `${k}×${v}`).join(", ")}`,
  );
}

const redis = await startOwnRedis(Number(process.env.OUTAGE_REDIS_PORT ?? 6391));
const database = await temporaryDatabase(
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  "outage",
);
const dataDir = mkdtempSync(join(tmpdir(), "redis-outage-"));
const server: ChildProcess = spawn(process.execPath, [main], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
  },
  stdio: ["ignore", "pipe", "inherit"],
});
const serverLines: string[] = [];
server.stdout?.on("data", (d: Buffer) =>
  serverLines.push(
    ...d
      .toString()
      .split("\n")
      .filter((line) => line && !line.startsWith('{"mail"')),
  ),
);
const health: Array<{ phase: Phase; status: number; body: string; ms: number }> = [];
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {}
    if (i > 300) throw new Error("server did not become healthy");
    await new Promise((r) => setTimeout(r, 100));
  }
  const users = Array.from({ length: USERS }, (_, i) => new User(i));
  await Promise.all(users.map((u) => u.seed()));
  samples.length = 0;
  const loadBefore = loadavg()[0];
  let stop = false;
  const poller = setInterval(async () => {
    const p = phase;
    const t0 = performance.now();
    try {
      const response = await fetch(`${origin}/api/health`);
      health.push({ phase: p, status: response.status, body: await response.text(), ms: performance.now() - t0 });
    } catch {
      health.push({ phase: p, status: -1, body: "", ms: performance.now() - t0 });
    }
  }, 250);
  const loops = users.map(async (u) => {
    for (let n = u.index; !stop; n++) await u.step(n);
  });
  const wait = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
  await wait(BEFORE);
  phase = "outage";
  if (KIND === "stop") await redis.stop();
  else redis.pause();
  await wait(OUTAGE);
  phase = "after";
  if (KIND === "stop") await redis.start();
  else redis.resume();
  await wait(AFTER);
  stop = true;
  await Promise.all(loops);
  clearInterval(poller);

  console.log(`Redis ${KIND === "stop" ? "stopped (refused)" : "paused (SIGSTOP)"} for ${OUTAGE} s; ${USERS} users`);
  console.log(`server: ${main}`);
  const seconds = { before: BEFORE, outage: OUTAGE, after: AFTER };
  for (const p of ["before", "outage", "after"] as const) {
    const inPhase = samples.filter((s) => s.phase === p);
    report(p, inPhase, seconds[p]);
    for (const name of [...new Set(inPhase.map((s) => s.name))].sort())
      report(
        `  ${name}`,
        inPhase.filter((s) => s.name === name),
        seconds[p],
      );
  }
  for (const p of ["before", "outage", "after"] as const) {
    const answers = new Map<string, number>();
    for (const h of health.filter((x) => x.phase === p)) {
      const key = `${h.status} ${h.body}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
    const slowest = Math.max(0, ...health.filter((x) => x.phase === p).map((h) => h.ms));
    console.log(
      `health ${p}: ${[...answers].map(([k, v]) => `${v}× ${k}`).join("; ")} (slowest ${slowest.toFixed(0)} ms)`,
    );
  }
  console.log(`server log lines at warn or above: ${serverLines.length}`);
  for (const line of serverLines.slice(0, 6)) console.log(`  ${line.slice(0, 240)}`);
  console.log(`load average (1 min) before ${loadBefore.toFixed(2)}, after ${loadavg()[0].toFixed(2)}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
  await redis.close();
}
