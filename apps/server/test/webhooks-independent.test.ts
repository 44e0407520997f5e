/**
 * Decision 036: deliveries to different endpoints run independently. A receiver that accepts the
 * connection and never answers delays only its own endpoint's queue: another organization's event and
 * a mail asked for meanwhile arrive while its attempt is still open. One organization's hanging
 * receivers take at most its share of the worker's deliveries in flight; one endpoint gets one
 * delivery at a time, in the order of its events. PGlite and PostgreSQL, real HTTP and real SMTP.
 */
import { schema } from "@app/db";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ok } from "./support/http";
import { variants } from "./support/matrix";
import { createOrg, ORG } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { type TestSmtp, testSmtp } from "./support/smtp";
import { signedUpUser, type User } from "./support/users";
import { type Receiver, startReceiver } from "./support/webhook-receiver";

describe.each(variants.filter((v) => !v.redisUrl))("one hanging receiver delays nobody else on $name", (variant) => {
  let server: TestServer;
  let smtp: TestSmtp;
  const receivers: Receiver[] = [];

  const receiver = async () => {
    const r = await startReceiver();
    receivers.push(r);
    return r;
  };
  /** An owner with an organization whose changes go to each of `urls`. */
  const organizationSending = async (...urls: string[]) => {
    const owner = await signedUpUser(server, "Olivia Owner");
    const org = await createOrg(owner.client, { name: "Start" });
    const endpoints: string[] = [];
    for (const url of urls) {
      const made = await owner.client.rpc<{ endpoint: { id: string } }>("webhooks.create", {
        organizationId: org.id,
        url,
        eventTypes: ["organization.updated"],
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      endpoints.push(made.body.endpoint.id);
    }
    const rename = async (name: string) =>
      ok(await owner.client.post(`${ORG}/update`, { organizationId: org.id, data: { name } }));
    return { owner, org, endpoints, rename };
  };
  /** What the delivery log says of the endpoint's deliveries (straight from the table). */
  const attemptsOf = async (endpointId: string) => {
    const deliveries = await server.database.db
      .select({ id: schema.webhookDelivery.id })
      .from(schema.webhookDelivery)
      .where(eq(schema.webhookDelivery.endpointId, endpointId));
    let settled = 0;
    for (const d of deliveries) {
      settled += (
        await server.database.db.select().from(schema.webhookAttempt).where(eq(schema.webhookAttempt.deliveryId, d.id))
      ).length;
    }
    return { deliveries: deliveries.length, settled };
  };
  const nameOf = (r: Receiver, i: number) =>
    (JSON.parse(r.received[i]?.body ?? "{}") as { data?: { name?: string } }).data?.name;

  beforeAll(async () => {
    smtp = await testSmtp();
    await smtp.up();
    server = await startTestServer(
      variant,
      { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1", SMTP_URL: smtp.url },
      {
        // A hanging attempt stays open for the whole test (15 s in production); at most two deliveries
        // in flight, one per organization, so that one organization's hanging receivers could take them all.
        webhooks: { attemptTimeoutMs: 120_000, leaseMs: 240_000, concurrency: 2, perOrganization: 1 },
        outbox: { pollMs: 100 },
      },
    );
  });
  afterEach(() => {
    for (const r of receivers) r.release();
  });
  afterAll(async () => {
    for (const r of receivers) r.release();
    await server?.stop();
    await smtp?.down();
    for (const r of receivers) await r.close();
  });

  it("another organization's event and a mail arrive while the hanging attempt is still open", async () => {
    const hanging = await receiver();
    const fast = await receiver();
    hanging.hang();
    const a = await organizationSending(hanging.url);
    const b = await organizationSending(fast.url);
    await a.rename("Hanging");
    await hanging.waitFor(() => hanging.stalled === 1);

    await b.rename("Fast");
    await fast.waitFor((received) => received.length === 1, 10_000);
    expect(nameOf(fast, 0)).toBe("Fast");
    const person: User = await signedUpUser(server, "Paula Person");
    await ok(await person.client.post("/api/auth/request-password-reset", { email: person.email, redirectTo: "/" }));
    await smtp.waitFor(() => smtp.count(person.email, "Reset your password") === 1, "the reset mail", 10_000);

    // All of that while the hanging attempt is still open: it has no result yet.
    expect(hanging.stalled).toBe(1);
    expect(hanging.open).toBe(1);
    expect(await attemptsOf(a.endpoints[0] as string)).toEqual({ deliveries: 1, settled: 0 });

    // Answered at last, it settles as delivered.
    hanging.release();
    await expect.poll(async () => (await attemptsOf(a.endpoints[0] as string)).settled, { timeout: 10_000 }).toBe(1);
  });

  it("one organization's hanging receivers take only its share: another organization's event still goes", async () => {
    const first = await receiver();
    const second = await receiver();
    const fast = await receiver();
    first.hang();
    second.hang();
    const a = await organizationSending(first.url, second.url);
    const b = await organizationSending(fast.url);
    await a.rename("Hanging twice");
    await first.waitFor(() => first.stalled + second.stalled === 1);

    await b.rename("Fast");
    await fast.waitFor((received) => received.length === 1, 10_000);
    // The organization's second endpoint waits for its turn, it is not lost.
    expect(first.stalled + second.stalled).toBe(1);
    first.release();
    second.release();
    await first.waitFor(() => first.received.length === 1 && second.received.length === 1, 10_000);
  });

  it("one endpoint gets one delivery at a time, in the order of its events", async () => {
    const r = await receiver();
    r.hang();
    const c = await organizationSending(r.url);
    await c.rename("One");
    await r.waitFor((received) => received.length === 1);
    await c.rename("Two");
    await c.rename("Three");
    // The later events wait while the first is open; another organization's event goes meanwhile.
    const other = await receiver();
    const d = await organizationSending(other.url);
    await d.rename("Elsewhere");
    await other.waitFor((received) => received.length === 1, 10_000);
    expect(r.received).toHaveLength(1);
    r.release();
    await r.waitFor((received) => received.length === 3, 10_000);
    expect([0, 1, 2].map((i) => nameOf(r, i))).toEqual(["One", "Two", "Three"]);
    expect(r.mostOpen).toBe(1);
  });
});
