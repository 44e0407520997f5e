/**
 * Decision 036: webhook delivery is durable. A receiver that is down and comes back
 * gets every event once; 410 Gone pauses the endpoint; an endpoint failing for days is paused and
 * its owners are mailed (real SMTP; the days are set in its row, not slept); a worker killed with
 * kill -9 in the middle of a delivery loses nothing. PGlite and PostgreSQL.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, openDatabase, schema } from "@app/db";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../../../packages/db/test/postgres-database";
import { createMailer } from "../src/mail/mailer";
import { startOutboxWorker } from "../src/outbox/outbox";
import { webhookQueue } from "../src/webhooks/webhook-delivery";
import { encryptSecret, newSecret } from "../src/webhooks/webhook-store";
import { quickCreate } from "./support/gewerbeanmeldung-fixtures";
import { ok } from "./support/http";
import { variants } from "./support/matrix";
import { type OrgWithRoles, orgWithRoles } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { type TestSmtp, testSmtp } from "./support/smtp";
import { type Receiver, startReceiver } from "./support/webhook-receiver";

const adminUrl = process.env.TEST_DATABASE_URL;
const child = join(import.meta.dirname, "support", "webhook-worker-child.ts");
const repoRoot = join(import.meta.dirname, "..", "..", "..");

interface Delivery {
  status: string;
  attempts: { statusCode: number | null }[];
}

/** How often each webhook-id arrived. */
const countsById = (receiver: Receiver) => {
  const counts = new Map<string, number>();
  for (const r of receiver.received) {
    const id = String(r.headers["webhook-id"]);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
};

describe.each(variants.filter((v) => !v.redisUrl))("webhook delivery is durable on $name", (variant) => {
  let server: TestServer;
  let smtp: TestSmtp;
  let a: OrgWithRoles;
  let key: string;
  const receivers: Receiver[] = [];

  const receiver = async () => {
    const r = await startReceiver();
    receivers.push(r);
    return r;
  };
  const endpoint = async (url: string) =>
    (
      await a.owner.client.rpc<{ endpoint: { id: string }; secret: string }>("webhooks.create", {
        organizationId: a.org.id,
        url,
        eventTypes: ["gewerbeanmeldung.created"],
      })
    ).body;
  const createDocument = async () => {
    const response = await fetch(new URL("/api/v1/gewerbeanmeldungen", server.url), {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "application/json" },
      body: JSON.stringify(quickCreate()),
    });
    expect(response.status).toBe(201);
  };
  const endpointRow = async (id: string) =>
    (await server.database.db.select().from(schema.webhookEndpoint).where(eq(schema.webhookEndpoint.id, id)))[0];
  const deliveries = async (endpointId: string) =>
    (
      await a.owner.client.rpc<{ deliveries: Delivery[] }>("webhooks.listDeliveries", {
        organizationId: a.org.id,
        endpointId,
      })
    ).body.deliveries;

  beforeAll(async () => {
    smtp = await testSmtp();
    await smtp.up();
    server = await startTestServer(
      variant,
      { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1", SMTP_URL: smtp.url },
      {
        // An attempt's time limit (15 s in production) short enough for a test of a receiver that hangs;
        // retries for about 20 s, longer than the test's receiver is down: an endpoint's deliveries
        // take their turns one at a time, so five of them use up a short schedule sooner.
        webhooks: { retryScheduleMs: [100, ...Array<number>(60).fill(300)], attemptTimeoutMs: 5_000 },
        outbox: { pollMs: 100 },
      },
    );
    a = await orgWithRoles(server);
    key = (
      await ok<{ key: string }>(
        await a.owner.client.post("/api/auth/api-key/create", {
          name: "Durable",
          metadata: { organizationId: a.org.id, scope: "write" },
        }),
      )
    ).key;
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.down();
    for (const r of receivers) await r.close();
  });

  it("a receiver that is down and comes back gets every event, none lost and none twice", async () => {
    const r = await receiver();
    const made = await endpoint(r.url);
    await r.down();
    for (let i = 0; i < 5; i++) await createDocument();
    // Every delivery has failed at least once while the receiver was down.
    await expect
      .poll(async () => (await deliveries(made.endpoint.id)).filter((d) => d.attempts.length >= 1).length, {
        timeout: 15_000,
        interval: 50,
      })
      .toBe(5);
    expect((await endpointRow(made.endpoint.id))?.failingSince).toBeTruthy();
    await r.up();
    await r.waitFor(() => countsById(r).size === 5);
    await expect
      .poll(async () => (await deliveries(made.endpoint.id)).every((d) => d.status === "delivered"), {
        timeout: 15_000,
      })
      .toBe(true);
    expect([...countsById(r).values()]).toEqual([1, 1, 1, 1, 1]);
    for (const got of r.received) {
      new Webhook(made.secret).verify(got.body, {
        "webhook-id": String(got.headers["webhook-id"]),
        "webhook-timestamp": String(got.headers["webhook-timestamp"]),
        "webhook-signature": String(got.headers["webhook-signature"]),
      });
    }
    expect((await endpointRow(made.endpoint.id))?.failingSince).toBeNull();
  });

  it("an attempt that gets no answer in time fails and the next one delivers", async () => {
    const r = await receiver();
    const made = await endpoint(r.url);
    r.stallNext();
    await createDocument();
    await r.waitFor((received) => received.length === 2);
    await expect
      .poll(async () => (await deliveries(made.endpoint.id))[0]?.status, { timeout: 15_000 })
      .toBe("delivered");
    const [delivery] = await deliveries(made.endpoint.id);
    expect(delivery.attempts.map((attempt) => attempt.statusCode)).toEqual(expect.arrayContaining([null, 200]));
    expect(new Set(r.received.map((got) => got.headers["webhook-id"])).size).toBe(1);
  });

  it("a redirect is not followed: the attempt fails with its status and the other address gets nothing", async () => {
    const r = await receiver();
    const elsewhere = await receiver();
    r.status = 307;
    r.location = elsewhere.url;
    const made = await endpoint(r.url);
    await createDocument();
    await expect
      .poll(async () => (await deliveries(made.endpoint.id))[0]?.attempts[0]?.statusCode, { timeout: 15_000 })
      .toBe(307);
    expect((await deliveries(made.endpoint.id))[0]?.status).not.toBe("delivered");
    expect(elsewhere.received).toHaveLength(0);
    r.status = 200;
    r.location = undefined;
  });

  it("410 Gone pauses the endpoint at once", async () => {
    const r = await receiver();
    r.status = 410;
    const made = await endpoint(r.url);
    await createDocument();
    await expect
      .poll(async () => (await endpointRow(made.endpoint.id))?.pausedReason, { timeout: 15_000 })
      .toBe("gone");
    expect(r.received).toHaveLength(1);
    expect((await deliveries(made.endpoint.id))[0]?.status).toBe("failed");
    // Paused: later events are not sent.
    await createDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(r.received).toHaveLength(1);
  });

  it("an endpoint failing for five days is paused and the owners get a mail", async () => {
    const r = await receiver();
    r.status = 503;
    const made = await endpoint(r.url);
    // Its deliveries have failed since six days ago (the rows say so; nothing sleeps).
    await server.database.db
      .update(schema.webhookEndpoint)
      .set({ failingSince: new Date(Date.now() - 6 * 86_400_000) })
      .where(eq(schema.webhookEndpoint.id, made.endpoint.id));
    await createDocument();
    await expect
      .poll(async () => (await endpointRow(made.endpoint.id))?.pausedReason, { timeout: 15_000 })
      .toBe("failing");
    await smtp.waitFor(() => smtp.count(a.owner.email, /webhook/i) === 1, "the owner's mail");
    const mail = smtp.received.find((m) => /webhook/i.test(m.subject ?? ""));
    expect(mail?.text).toContain(r.url);
    expect(smtp.count(a.member.email, /webhook/i)).toBe(0);
    expect(smtp.count(a.admin.email, /webhook/i)).toBe(0);
  });
});

/**
 * Where a database lives: a PGlite directory (one process at a time) or a PostgreSQL database, each
 * starting as the test run's migrated database (an initdb and every migration cost seconds); the test
 * still runs the migration step, which finds nothing to do.
 */
const places: {
  name: string;
  create(): Promise<{ env: Record<string, string>; open(): Promise<DatabaseHandle>; drop(): Promise<void> }>;
}[] = [
  {
    name: "pglite",
    create: async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "dashboard-webhooks-"));
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
          create: async () => {
            const created = await createTestDatabase(adminUrl, "webhooks", inject("postgresTemplate"));
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

describe.each(places)("a worker killed mid-delivery on $name", (place) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("loses no event: a new worker delivers every one after the killed worker's lease", async () => {
    const where = await place.create();
    cleanups.push(where.drop);
    const r = await startReceiver();
    cleanups.push(() => r.close());
    const secretKey = "a-test-key-of-at-least-thirty-two-characters";
    const secret = newSecret();
    const before = await where.open();
    await before.migrate();
    const now = new Date();
    await before.db.insert(schema.organization).values({ id: "org-k", name: "Killed", slug: "killed", createdAt: now });
    await before.db.insert(schema.webhookEndpoint).values({
      id: "ep-k",
      organizationId: "org-k",
      url: r.url,
      eventTypes: ["organization.updated"],
      secret: await encryptSecret(secretKey, secret),
      secretStart: secret.slice(0, 10),
      createdAt: now,
      updatedAt: now,
    });
    // Three changes of the organization: the trigger writes three events.
    for (const name of ["One", "Two", "Three"]) {
      await before.db.update(schema.organization).set({ name }).where(eq(schema.organization.id, "org-k"));
    }
    expect(await before.db.select().from(schema.webhookEvent)).toHaveLength(3);
    await before.close(); // the PGlite directory is now free for the worker process

    r.stallNext();
    const worker = spawn(process.execPath, ["--import", "tsx", child], {
      cwd: repoRoot,
      env: { ...process.env, ...where.env, WEBHOOK_SECRET_KEY: secretKey, OUTBOX_LEASE_MS: "2000" },
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
    // The worker sent the first event and waits for the answer: kill it there.
    await r
      .waitFor(() => r.stalled === 1, 60_000)
      .catch((error) => {
        throw new Error(`${error} (worker said: ${output})`);
      });
    worker.kill("SIGKILL");
    await exited;

    const after = await where.open();
    cleanups.push(() => after.close());
    await after.migrate();
    // The one in flight is still pending under the dead worker's claim; the others wait behind it
    // (one delivery of an endpoint at a time), as events or as deliveries not yet attempted.
    const pending = await after.db.select().from(schema.webhookDelivery);
    expect(pending.filter((d) => d.attempts > 0).map((d) => [d.status, d.attempts])).toEqual([["pending", 1]]);
    expect(pending.every((d) => d.status === "pending")).toBe(true);
    expect(await after.db.select().from(schema.webhookEvent)).toHaveLength(3);

    const next = startOutboxWorker({
      db: after.db,
      deliver: createMailer({ from: "Dashboard <no-reply@dashboard.test>", dataDir: "" }),
      timing: { pollMs: 50 },
      queues: [
        webhookQueue({
          db: after.db,
          secretKey,
          allowedHosts: ["127.0.0.1"],
          publicUrl: "http://localhost",
          timing: { leaseMs: 2000 },
        }),
      ],
    });
    cleanups.push(() => next.stop());
    // The killed worker's claim runs out after its 2 s lease; then its event goes too.
    await r.waitFor(() => countsById(r).size === 3, 45_000);
    await expect
      .poll(async () => (await after.db.select().from(schema.webhookDelivery)).every((d) => d.status === "delivered"), {
        timeout: 10_000,
      })
      .toBe(true);
    const counts = [...countsById(r).values()].sort();
    // None lost; the one in flight at the kill arrived twice (at least once: the receiver drops it by webhook-id).
    expect(counts).toEqual([1, 1, 2]);
    const names = r.received.map((got) => (JSON.parse(got.body) as { data: { name: string } }).data.name);
    expect(new Set(names)).toEqual(new Set(["One", "Two", "Three"]));
    // A process of its own starts, opens the database and migrates: more than the default 30 s on a busy machine.
  }, 90_000);
});
