/**
 * Does the answer time of request-password-reset tell whether an address has an account?
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/password-reset-timing.ts
 *
 * Starts the real server on a fresh PostgreSQL database with real SMTP (an smtp-server in this
 * process that takes 50 ms per mail, like a remote relay), signs up 60 users, then asks for a reset
 * 60 times for them and 60 times for unknown addresses, interleaved, each from its own client address
 * (the limits are per address and per email), and prints the median and 90th percentile of both.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@app/db";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { loadConfig } from "../apps/server/src/config";
import { startServer } from "../apps/server/src/server";

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error("Set BENCH_DATABASE_URL to a PostgreSQL server (a database is created and dropped)");
const USERS = 60;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => setTimeout(callback, 50));
  },
});
const smtpPort = await new Promise<number>((resolve) =>
  smtp.listen(0, "127.0.0.1", () => resolve((smtp.server.address() as { port: number }).port)),
);

const dbName = `bench_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-"));
const database = await openDatabase({ kind: "postgres", url: url.toString() });

let n = 0;
const post = (origin: string, path: string, body: unknown) =>
  fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": `10.77.${n >> 8}.${n++ & 255}` },
    body: JSON.stringify(body),
  });

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms`;
};

try {
  const server = await startServer(
    loadConfig({
      PORT: "3951",
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    }),
    { database },
  );
  const origin = server.url;
  const emails: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const email = `bench-${i}-${randomBytes(3).toString("hex")}@example.com`;
    const response = await post(origin, "/api/auth/sign-up/email", {
      email,
      password: "bench password",
      name: "Bench User",
    });
    if (!response.ok) throw new Error(`sign-up: ${response.status}`);
    emails.push(email);
  }
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < USERS; i++) {
    for (const [email, into] of [
      [emails[i], known],
      [`nobody-${i}-${randomBytes(3).toString("hex")}@example.com`, unknown],
    ] as const) {
      const start = performance.now();
      const response = await post(origin, "/api/auth/request-password-reset", { email });
      await response.arrayBuffer();
      into.push(performance.now() - start);
      if (response.status !== 200) throw new Error(`reset: ${response.status}`);
    }
  }
  console.log(`known address:   ${stats(known)}`);
  console.log(`unknown address: ${stats(unknown)}`);
  await server.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
