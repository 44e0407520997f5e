/**
 * The outbox worker with its webhook queue as a process of its own, for the kill -9 test
 * (webhooks-durability.test.ts): on PostgreSQL (OUTBOX_DATABASE_URL) or a PGlite directory
 * (OUTBOX_DATA_DIR), with a short lease (OUTBOX_LEASE_MS) so the test need not wait a minute.
 */
import { openDatabase } from "@app/db";
import { createMailer } from "../../src/mail/mailer";
import { startOutboxWorker } from "../../src/outbox/outbox";
import { webhookQueue } from "../../src/webhooks/webhook-delivery";

const url = process.env.OUTBOX_DATABASE_URL;
const dataDir = process.env.OUTBOX_DATA_DIR ?? "";
const database = await openDatabase(url ? { kind: "postgres", url } : { kind: "pglite", dataDir });
await database.migrate();
startOutboxWorker({
  db: database.db,
  deliver: createMailer({ from: "Dashboard <no-reply@dashboard.test>", dataDir }),
  timing: { pollMs: 50 },
  queues: [
    webhookQueue({
      db: database.db,
      secretKey: process.env.WEBHOOK_SECRET_KEY ?? "",
      allowedHosts: ["127.0.0.1"],
      publicUrl: "http://localhost",
      timing: { leaseMs: Number(process.env.OUTBOX_LEASE_MS), batch: 1 },
    }),
  ],
});
process.stdout.write("worker started\n");
