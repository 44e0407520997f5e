/**
 * Decision 029: mail is never lost. Every mail is a row in the outbox; a worker delivers
 * it over real SMTP (smtp-server in this process), retrying with backoff while SMTP is down, each mail
 * once even with several workers on one database; a mail failing past its maximum age is marked
 * failed and listed for platform admins (only them).
 */
import { schema } from "@app/db";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "../src/mail/mailer";
import { type OutboxTiming, retryDelayMs, STOP_WAIT_MS, startOutboxWorker } from "../src/outbox/outbox";
import { signedInAdmin, startAdminServer } from "./support/admin";
import { ok } from "./support/http";
import { backends } from "./support/matrix";
import { createOrg, invite } from "./support/organizations-fixtures";
import type { TestServer } from "./support/server";
import { type TestSmtp, testSmtp } from "./support/smtp";
import { randomEmail, signedUpOverHttp } from "./support/users";

/** Retries every 100–400 ms instead of 10 s–15 min, so "down for a while" fits in a test. */
const fast: Partial<OutboxTiming> = { retryBaseMs: 100, retryMaxMs: 400, pollMs: 100 };

const FROM = "Dashboard <no-reply@dashboard.test>";

async function outboxRows(server: TestServer) {
  return server.database.db.select().from(schema.mailOutbox);
}

async function waitForEmptyOutbox(server: TestServer, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await outboxRows(server)).some((row) => row.status === "queued")) {
    if (Date.now() > deadline) throw new Error("the outbox did not empty");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it("retries back off exponentially up to the cap", () => {
  const timing = { retryBaseMs: 10_000, retryMaxMs: 15 * 60_000 };
  expect([1, 2, 3, 4, 8, 20].map((n) => retryDelayMs(n, timing))).toEqual([
    10_000, 20_000, 40_000, 80_000, 900_000, 900_000,
  ]);
});

// Several seconds of retries each, on a machine shared with other work: a wider limit than 30 s.
describe.each(backends)("the mail outbox on $name", { timeout: 90_000 }, (backend) => {
  let smtp: TestSmtp | undefined;
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    await smtp?.down();
    server = undefined;
    smtp = undefined;
  });

  it("invitations and resets written while SMTP is down arrive exactly once when it is back", async () => {
    smtp = await testSmtp();
    const admin = await startAdminServer(backend, { SMTP_URL: smtp.url, MAIL_FROM: FROM }, { outbox: fast });
    server = admin.server;
    const owner = await signedUpOverHttp(server, "Olga Owner");
    const org = await createOrg(owner.client, { name: "Down Time" });
    const invitees = [randomEmail("invitee"), randomEmail("invitee"), randomEmail("invitee")];
    for (const email of invitees) await ok(await invite(owner.client, org.id, email));
    const resetters = [await signedUpOverHttp(server, "Rita Reset"), await signedUpOverHttp(server, "Rolf Reset")];
    for (const user of resetters) {
      const started = performance.now();
      await ok(await server.client().post("/api/auth/request-password-reset", { email: user.email }));
      // The answer does not wait for delivery (or its failure).
      expect(performance.now() - started).toBeLessThan(2_000);
    }

    // SMTP stays down while the worker retries a few times: nothing is lost, nothing arrives.
    const users = [owner, ...resetters];
    const deadline = Date.now() + 30_000;
    for (;;) {
      const rows = await outboxRows(server);
      const expected = invitees.length + resetters.length + users.length; // + a verification mail each
      if (rows.length === expected && rows.every((row) => row.attempts >= 2)) break;
      if (Date.now() > deadline) throw new Error(`outbox rows: ${JSON.stringify(rows.map((r) => r.attempts))}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const retried = await outboxRows(server);
    expect(retried.every((row) => row.status === "queued" && row.lastError)).toBe(true);
    expect(smtp.received).toHaveLength(0);

    await smtp.up();
    await waitForEmptyOutbox(server);
    // A moment longer: a duplicate would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const email of invitees) expect(smtp.count(email, "Olga Owner invited you to Down Time")).toBe(1);
    for (const user of resetters) expect(smtp.count(user.email, "Reset your password")).toBe(1);
    for (const user of users) expect(smtp.count(user.email, "Verify your email address")).toBe(1);
    expect(smtp.received).toHaveLength(invitees.length + resetters.length + users.length);
  });

  it("while SMTP holds a delivery, the reset answers at once and a shutdown does not wait for it; the mail stays", async () => {
    smtp = await testSmtp();
    await smtp.up();
    const admin = await startAdminServer(
      backend,
      { SMTP_URL: smtp.url, MAIL_FROM: FROM },
      { outbox: { ...fast, leaseMs: 1_500 } },
    );
    server = admin.server;
    const user = await signedUpOverHttp(server, "Hal Held");
    await smtp.waitFor(() => smtp?.count(user.email, "Verify your email address") === 1, "the verification mail");

    smtp.stallNext();
    const started = performance.now();
    await ok(await server.client().post("/api/auth/request-password-reset", { email: user.email }));
    expect(performance.now() - started).toBeLessThan(1_000);
    await smtp.waitFor(() => smtp?.stalled === 1, "the reset mail held by SMTP");

    const closing = performance.now();
    await server.close();
    expect(performance.now() - closing).toBeLessThan(STOP_WAIT_MS + 2_000);
    const [held] = await outboxRows(server);
    expect(held).toMatchObject({
      recipient: user.email,
      subject: "Reset your password",
      status: "queued",
      attempts: 1,
    });

    // The next start (here: a worker on the same database) sends it once its claim has run out.
    const next = startOutboxWorker({
      db: server.database.db,
      deliver: createMailer({ smtpUrl: smtp.url, from: FROM, dataDir: server.dataDir }),
      timing: fast,
    });
    try {
      await smtp.waitFor(() => smtp?.count(user.email, "Reset your password") === 1, "the reset mail");
      await waitForEmptyOutbox(server);
    } finally {
      await next.stop();
    }
    await smtp.down(); // cuts the held connection: its late failure must not bring the mail back
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outboxRows(server)).toEqual([]);
    expect(smtp.count(user.email, "Reset your password")).toBe(1);
  });

  it("a mail failing past its maximum age is marked failed and listed for admins, who alone may see it", async () => {
    smtp = await testSmtp(); // never up
    const admin = await startAdminServer(
      backend,
      { SMTP_URL: smtp.url, MAIL_FROM: FROM },
      { outbox: { ...fast, maxAgeMs: 600 } },
    );
    server = admin.server;
    const adminUser = await signedInAdmin(admin);
    const user = await signedUpOverHttp(server, "Fay Failed");
    await ok(await server.client().post("/api/auth/request-password-reset", { email: user.email }));

    const deadline = Date.now() + 30_000;
    while ((await outboxRows(server)).some((row) => row.status === "queued")) {
      if (Date.now() > deadline) throw new Error("no mail was marked failed");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [reset] = await server.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.subject, "Reset your password"));
    // Its body (the reset link) is no longer kept.
    expect(reset).toMatchObject({ status: "failed", recipient: user.email, text: null, html: null });

    const listed = await adminUser.client.rpc<{
      mails: { recipient: string; subject: string; attempts: number; lastError: string | null; failedAt: string }[];
    }>("admin.listFailedMail");
    expect(listed.status).toBe(200);
    const mail = listed.body.mails.find((m) => m.recipient === user.email && m.subject === "Reset your password");
    expect(mail).toBeDefined();
    expect(mail?.attempts).toBeGreaterThanOrEqual(2);
    expect(mail?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(Object.keys(mail ?? {})).not.toContain("text");

    // Not for anyone else: 403 for a signed-in user, 401 signed out.
    const other = await user.client.rpc<{ code: string; message: string }>("admin.listFailedMail");
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: "FORBIDDEN", message: "You are not allowed to list failed mail" });
    expect((await server.client().rpc("admin.listFailedMail")).status).toBe(401);
  });

  it("the metrics count the queued and the sent mail", async () => {
    smtp = await testSmtp();
    const admin = await startAdminServer(
      backend,
      { SMTP_URL: smtp.url, MAIL_FROM: FROM, METRICS_TOKEN: "a-metrics-token-of-16+" },
      { outbox: { ...fast, maxAgeMs: 60_000 } },
    );
    server = admin.server;
    await signedUpOverHttp(server, "Quinn Queued");
    await new Promise((resolve) => setTimeout(resolve, 300));
    let text = await server.metrics?.render();
    expect(text).toMatch(/^mail_outbox_queued 1$/m);
    expect(text).toMatch(/^mail_outbox_sent_total 0$/m);
    await smtp.up();
    await waitForEmptyOutbox(server);
    text = await server.metrics?.render();
    expect(text).toMatch(/^mail_outbox_queued 0$/m);
    expect(text).toMatch(/^mail_outbox_sent_total 1$/m);
    expect(text).toMatch(/^mail_outbox_failed_total 0$/m);
  });
});
