/**
 * Starts the real server (real HTTP, real better-auth) on a fresh database for a test file, with a
 * DATA_DIR of its own whose development outbox the test can read.
 *
 * The server's log lines go to the test's console, as the mails of the outbox do: Vitest keeps them
 * with the test that was running and prints them only when it fails (`silent: "passed-only"` in
 * vitest.config.ts), so a green run stays quiet and a red one shows what its server said.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { schema } from "@app/db";
import { count, eq } from "drizzle-orm";
import type { DestinationStream } from "pino";
import { afterAll, beforeAll } from "vitest";
import { type Config, loadConfig } from "../../src/config";
import { flushPendingMail } from "../../src/mail/pending";
import { type RunningServer, type StartOptions, startServer } from "../../src/server";
import { TestClient } from "./client";
import { freePort } from "./free-port";
import { type Mail, outbox } from "./mail";
import type { TestBackend, Variant } from "./matrix";

/** Each line a server logs, as console output of the test that caused it. */
export const testLog: DestinationStream = { write: (line: string) => console.log(line.trimEnd()) };

/** The config every test server starts from: a free port, the client's address from X-Forwarded-For. */
export async function testConfig(env: Record<string, string | undefined>): Promise<Config> {
  return loadConfig({
    NODE_ENV: "test",
    // The public URL (trusted origin, cookie and callback base) must carry the real port.
    PORT: String(await freePort()),
    TRUST_PROXY: "true",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "info",
    ...env,
  });
}

export interface TestServer extends RunningServer {
  dataDir: string;
  /** A new HTTP client with its own cookie jar and its own client address. */
  client(): TestClient;
  /** The mails to `to` in the outbox now. */
  mailsTo(to: string): Mail[];
  /** Waits for the newest mail to `to` with this subject (after `after` such mails). */
  waitForMail(to: string, subject: string, after?: number): Promise<Mail>;
  /**
   * Waits until every mail queued so far has left the outbox table (decision 029: mail is delivered
   * after the answer), so a check that a mail was NOT sent sees everything that will be.
   */
  mailSettled(): Promise<void>;
  stop(): Promise<void>;
}

/** A server on `setup`'s database, with Redis as secondary storage where `setup` names one. */
export async function startTestServer(
  setup: TestBackend | Variant,
  env: Record<string, string> = {},
  options: Pick<StartOptions, "logStream" | "webDistDir" | "outbox" | "webhooks" | "now" | "reminders"> = {},
): Promise<TestServer> {
  const { backend, redisUrl } = "backend" in setup ? setup : { backend: setup, redisUrl: undefined };
  const { database, drop } = await backend.open();
  const dataDir = mkdtempSync(join(tmpdir(), "dashboard-test-"));
  const config = await testConfig({
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...env,
  });
  const server = await startServer(config, { database, logStream: testLog, ...options }).catch(async (error) => {
    await drop();
    throw error;
  });
  const mailsTo = (to: string) => outbox(config.dataDir).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
  return {
    ...server,
    dataDir: config.dataDir,
    client: () => new TestClient(server.url),
    mailsTo,
    // Some mail is sent in the background after the answer.
    waitForMail: async (to, subject, after = 0) => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mails = mailsTo(to).filter((mail) => mail.subject === subject);
        if (mails.length > after) return mails[mails.length - 1];
        if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    mailSettled: async () => {
      await flushPendingMail();
      const outboxTable = schema.mailOutbox;
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [row] = await server.database.db
          .select({ n: count() })
          .from(outboxTable)
          .where(eq(outboxTable.status, "queued"));
        if (Number(row?.n ?? 0) === 0) return;
        if (Date.now() > deadline) throw new Error("mail is still queued in the outbox");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: async () => {
      await server.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The set-up most server test files share, as one fixture: for the enclosing describe block, a server on
 * `setup` with what `prepare` adds to it (users, say), started before the block's tests and stopped after
 * them. The returned object holds `server` and what `prepare` returned, filled in before the first test.
 */
export function serverFixture<T extends object>(
  setup: TestBackend | Variant,
  prepare: (server: TestServer) => Promise<T>,
): { server: TestServer } & T {
  const fixture = {} as { server: TestServer } & T;
  beforeAll(async () => {
    fixture.server = await startTestServer(setup);
    Object.assign(fixture, await prepare(fixture.server));
  });
  afterAll(() => fixture.server?.stop());
  return fixture;
}
