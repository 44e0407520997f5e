/**
 * One mail outbox worker as a process of its own, for the kill -9 test (mail-outbox-workers.test.ts):
 * on PostgreSQL (OUTBOX_DATABASE_URL) or a PGlite directory (OUTBOX_DATA_DIR), delivering over
 * SMTP_URL, with a short lease (OUTBOX_LEASE_MS) so a test need not wait five minutes for its claim.
 */
import { openDatabase } from "@app/db";
import { createMailer } from "../../src/mail/mailer";
import { startOutboxWorker } from "../../src/outbox/outbox";

const url = process.env.OUTBOX_DATABASE_URL;
const dataDir = process.env.OUTBOX_DATA_DIR ?? "";
const database = await openDatabase(url ? { kind: "postgres", url } : { kind: "pglite", dataDir });
await database.migrate();
startOutboxWorker({
  db: database.db,
  deliver: createMailer({ smtpUrl: process.env.SMTP_URL, from: "Dashboard <no-reply@dashboard.test>", dataDir }),
  timing: { leaseMs: Number(process.env.OUTBOX_LEASE_MS), pollMs: 50, batch: 1 },
});
process.stdout.write("worker started\n");
