/**
 * Decision 029: several workers on one database deliver each mail once, and a worker
 * killed with kill -9 in the middle of a delivery loses none: its claim runs out and a new worker
 * delivers the mail. Real SMTP (smtp-server in this process), PGlite and PostgreSQL.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, openDatabase, schema } from "@app/db";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../../../packages/db/test/postgres-database";
import { createMailer, type Mail } from "../src/mail/mailer";
import { enqueueMail, startOutboxWorker } from "../src/outbox/outbox";
import { type TestSmtp, testSmtp } from "./support/smtp";

const FROM = "Dashboard <no-reply@dashboard.test>";
const adminUrl = process.env.TEST_DATABASE_URL;
const child = join(import.meta.dirname, "support", "outbox-worker-child.ts");
const repoRoot = join(import.meta.dirname, "..", "..", "..");

/**
 * Where a database lives: a PGlite directory (one process at a time) or a PostgreSQL database, each
 * starting as the test run's migrated database (an initdb and every migration cost seconds per test);
 * the tests still run the migration step, which finds nothing to do.
 */
interface Place {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

const places: { name: string; create(): Promise<Place> }[] = [
  {
    name: "pglite",
    create: async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "dashboard-outbox-"));
      return {
        env: { OUTBOX_DATA_DIR: dataDir },
        open: () => openDatabase({ kind: "pglite", dataDir, template: inject("pgliteTemplate") }),
        drop: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
  ...(adminUrl
    ? [
        {
          name: "postgres",
          create: async (): Promise<Place> => {
            const created = await createTestDatabase(adminUrl, "outbox", inject("postgresTemplate"));
            return {
              env: { OUTBOX_DATABASE_URL: created.url },
              open: () => openDatabase({ kind: "postgres", url: created.url, poolSize: 5 }),
              drop: created.drop,
            };
          },
        },
      ]
    : []),
];

const mails = (n: number, prefix: string): Mail[] =>
  Array.from({ length: n }, (_, i) => ({
    to: `${prefix}-${i}@example.com`,
    subject: `Mail ${i}`,
    text: `Body ${i}`,
  }));

// A process start, PGlite recovery and 40 deliveries: a wider limit than 30 s on a shared machine.
describe.each(places)("outbox workers on $name", { timeout: 120_000 }, (setup) => {
  let place: Place | undefined;
  let smtp: TestSmtp | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await smtp?.down();
    await place?.drop();
  });

  it("two workers (two connections on PostgreSQL) deliver each of 40 mails exactly once", async () => {
    place = await setup.create();
    smtp = await testSmtp();
    await smtp.up();
    const first = await place.open();
    cleanups.push(() => first.close());
    await first.migrate();
    // PGlite serves one process: there both workers share it. PostgreSQL: two pools, as two instances.
    const second = setup.name === "postgres" ? await place.open() : first;
    if (second !== first) cleanups.push(() => second.close());
    const queued = mails(40, "twice");
    for (const mail of queued) await enqueueMail(first.db, mail, new Date());

    const deliveredBy = [0, 0];
    const smtpMailer = createMailer({ smtpUrl: smtp.url, from: FROM, dataDir: "" });
    const workers = [first, second].map((database, n) =>
      startOutboxWorker({
        db: database.db,
        deliver: {
          send: async (mail) => {
            await smtpMailer.send(mail);
            deliveredBy[n]++;
          },
        },
        timing: { batch: 3, pollMs: 20 },
      }),
    );
    cleanups.push(async () => {
      for (const worker of workers) await worker.stop();
    });

    await smtp.waitFor(() => smtp?.received.length === 40, "40 mails", 60_000);
    await new Promise((resolve) => setTimeout(resolve, 500)); // a duplicate would arrive now
    for (const mail of queued) expect(smtp.count(mail.to, mail.subject)).toBe(1);
    expect(smtp.received).toHaveLength(40);
    // Both took part: the claims really competed.
    expect(deliveredBy[0]).toBeGreaterThan(0);
    expect(deliveredBy[1]).toBeGreaterThan(0);
    expect(await first.db.select().from(schema.mailOutbox)).toEqual([]);
  });

  it("a mail written in a transaction exists exactly when the transaction commits", async () => {
    place = await setup.create();
    const database = await place.open();
    cleanups.push(() => database.close());
    await database.migrate();
    const [kept, dropped] = mails(2, "transaction");
    await database.db.transaction(async (tx) => {
      await enqueueMail(tx, kept, new Date());
    });
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, dropped, new Date());
        throw new Error("what caused the mail failed");
      }),
    ).rejects.toThrow("what caused the mail failed");
    const rows = await database.db.select().from(schema.mailOutbox);
    expect(rows.map((row) => row.recipient)).toEqual([kept.to]);
  });

  it("a worker killed with kill -9 during a delivery loses no mail; a new worker delivers all once", async () => {
    place = await setup.create();
    smtp = await testSmtp();
    await smtp.up();
    const queued = mails(3, "killed");
    const before = await place.open();
    await before.migrate();
    for (const mail of queued) await enqueueMail(before.db, mail, new Date());
    await before.close(); // the PGlite directory is now free for the worker process

    smtp.stallNext();
    const worker = spawn(process.execPath, ["--import", "tsx", child], {
      cwd: repoRoot,
      env: { ...process.env, ...place.env, SMTP_URL: smtp.url, OUTBOX_LEASE_MS: "2000" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    worker.stdout.on("data", (d) => {
      output += d;
    });
    worker.stderr.on("data", (d) => {
      output += d;
    });
    const exited = new Promise((resolve) => worker.once("exit", resolve));
    // The worker has sent the first mail's content and waits for SMTP's answer: kill it there.
    await smtp.waitFor(() => smtp?.stalled === 1, `a delivery in progress (worker said: ${output})`, 60_000);
    worker.kill("SIGKILL");
    await exited;
    expect(smtp.received).toHaveLength(0);

    const after = await place.open();
    cleanups.push(() => after.close());
    await after.migrate();
    const rows = await after.db.select().from(schema.mailOutbox);
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.attempts === 1)).toHaveLength(1); // the one being delivered

    const next = startOutboxWorker({
      db: after.db,
      deliver: createMailer({ smtpUrl: smtp.url, from: FROM, dataDir: "" }),
      timing: { pollMs: 50 },
    });
    cleanups.push(() => next.stop());
    // The killed worker's claim runs out after its 2 s lease; then its mail goes too.
    await smtp.waitFor(() => smtp?.received.length === 3, "all three mails", 45_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const mail of queued) expect(smtp.count(mail.to, mail.subject)).toBe(1);
    expect(await after.db.select().from(schema.mailOutbox)).toEqual([]);
  });
});
