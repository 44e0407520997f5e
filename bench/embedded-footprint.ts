/**
 * How light the embedded database is (decision 037): the bundled server on PGlite,
 * started as `npm start` starts it (no DATABASE_URL), from process spawn until GET /api/health
 * answers 200, on a fresh DATA_DIR and on an existing one, and its resident memory (VmRSS from
 * /proc/<pid>/status) at idle after the start and after a few requests. Builds nothing itself:
 *
 *   npm run build && flock /tmp/heavy.lock npx tsx bench/embedded-footprint.ts
 *
 * Each round: a fresh temporary DATA_DIR → start, measure, idle, RSS; sign up one user and do what
 * the web app does first (session, lists, one Gewerbeanmeldung, organizations) → RSS right after and
 * once settled; stop (SIGTERM); start again on the same directory → start time and idle RSS; stop.
 * Prints every round and the medians against the goals, with the machine's load average.
 * Environment: FOOTPRINT_ROUNDS (5), FOOTPRINT_IDLE_MS (3000, the wait before "idle"),
 * FOOTPRINT_SETTLE_MS (5000, the wait after the requests), FOOTPRINT_PORT (3397),
 * FOOTPRINT_SERVER_MAIN (another bundled server to measure, e.g. one built from an older commit).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sampleDocumentData } from "./support/sample-document";

const ROUNDS = Number(process.env.FOOTPRINT_ROUNDS ?? 5);
const IDLE_MS = Number(process.env.FOOTPRINT_IDLE_MS ?? 3_000);
const SETTLE_MS = Number(process.env.FOOTPRINT_SETTLE_MS ?? 5_000);
const PORT = Number(process.env.FOOTPRINT_PORT ?? 3397);
const origin = `http://localhost:${PORT}`;
const main = process.env.FOOTPRINT_SERVER_MAIN ?? join(import.meta.dirname, "..", "apps", "server", "dist", "main.js");
if (!existsSync(main)) throw new Error(`${main} is missing: run "npm run build" first`);

const GOALS = { freshMs: 1_500, existingMs: 800, idleRssMiB: 250 };

/** Resident and peak resident memory of a process, in MiB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

/** Spawns the server and resolves once /api/health answers 200, with the milliseconds that took. */
async function start(dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  const deadline = t0 + 60_000;
  while (performance.now() < deadline && !exited) {
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) return { child, ms: performance.now() - t0 };
    } catch {}
    // Short: the poll's own delay is part of what is measured.
    await sleep(5);
  }
  child.kill("SIGKILL");
  throw new Error(exited ? "the server exited before it was healthy" : "the server was not healthy within 60 s");
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** What a person's first minute costs the server: sign up, read the session, lists, one document. */
async function someRequests() {
  let cookie = "";
  const call = async (path: string, json?: unknown) => {
    const headers: Record<string, string> = { origin };
    if (cookie) headers.cookie = cookie;
    if (json !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${origin}${path}`, {
      method: json === undefined ? "GET" : "POST",
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const session = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("better-auth.session_token="));
    if (session) cookie = session;
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  };
  await call("/");
  await call("/api/auth/sign-up/email", {
    email: `footprint-${Date.now()}@example.com`,
    password: "footprint bench password",
    name: "Footprint",
  });
  await call("/api/auth/get-session");
  await call("/rpc/docs/gewerbeanmeldung/list", { json: {} });
  await call("/rpc/docs/gewerbeanmeldung/create", { json: sampleDocumentData });
  await call("/rpc/docs/gewerbeanmeldung/list", { json: {} });
  await call("/api/auth/organization/list");
  await call("/rpc/organizations/memberCounts", { json: {} });
  await call("/api/health");
}

interface Round {
  freshMs: number;
  idleRss: number;
  afterRequestsRss: number;
  settledRss: number;
  peakRss: number;
  existingMs: number;
  existingIdleRss: number;
}

async function round(): Promise<Round> {
  const dataDir = mkdtempSync(join(tmpdir(), "embedded-footprint-"));
  try {
    const fresh = await start(dataDir);
    let r: Omit<Round, "existingMs" | "existingIdleRss">;
    try {
      const pid = fresh.child.pid as number;
      await sleep(IDLE_MS);
      const idleRss = memory(pid).rss;
      await someRequests();
      const afterRequestsRss = memory(pid).rss;
      await sleep(SETTLE_MS);
      const settled = memory(pid);
      r = { freshMs: fresh.ms, idleRss, afterRequestsRss, settledRss: settled.rss, peakRss: settled.peak };
    } finally {
      await stop(fresh.child);
    }
    const existing = await start(dataDir);
    try {
      await sleep(IDLE_MS);
      return { ...r, existingMs: existing.ms, existingIdleRss: memory(existing.child.pid as number).rss };
    } finally {
      await stop(existing.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

console.log(`server: ${main}`);
console.log(`machine: ${availableParallelism()} cores, load average before: ${load()}`);
console.log(
  "round  fresh ms  existing ms  idle RSS  after requests  settled  peak  idle RSS (existing)   (MiB)".padEnd(80),
);
const rounds: Round[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const r = await round();
  rounds.push(r);
  const f = (v: number, w: number) => v.toFixed(0).padStart(w);
  console.log(
    `${f(i + 1, 5)}  ${f(r.freshMs, 8)}  ${f(r.existingMs, 11)}  ${f(r.idleRss, 8)}  ${f(r.afterRequestsRss, 14)}  ${f(r.settledRss, 7)}  ${f(r.peakRss, 4)}  ${f(r.existingIdleRss, 19)}`,
  );
}
console.log(`load average after: ${load()}`);

const verdict = (value: number, goal: number) => `${value <= goal ? "within" : "OVER"} the goal of ${goal}`;
const m = (key: keyof Round) => median(rounds.map((r) => r[key]));
console.log(`\nmedians of ${ROUNDS} rounds:`);
console.log(
  `  start to healthy, fresh DATA_DIR:    ${m("freshMs").toFixed(0)} ms (${verdict(m("freshMs"), GOALS.freshMs)})`,
);
console.log(
  `  start to healthy, existing DATA_DIR: ${m("existingMs").toFixed(0)} ms (${verdict(m("existingMs"), GOALS.existingMs)})`,
);
console.log(
  `  idle RSS after start:                ${m("idleRss").toFixed(0)} MiB (${verdict(m("idleRss"), GOALS.idleRssMiB)})`,
);
console.log(`  idle RSS, existing DATA_DIR:         ${m("existingIdleRss").toFixed(0)} MiB`);
console.log(`  RSS right after a few requests:      ${m("afterRequestsRss").toFixed(0)} MiB`);
console.log(`  RSS ${SETTLE_MS / 1000} s after them:              ${m("settledRss").toFixed(0)} MiB`);
console.log(`  peak RSS (VmHWM):                    ${m("peakRss").toFixed(0)} MiB`);
