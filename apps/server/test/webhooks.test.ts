/**
 * Outgoing webhooks (decision 036) over real HTTP on every database: who may manage
 * endpoints, the URL rules (SSRF), the secret shown once, rotation, signatures verified with the
 * reference library `standardwebhooks`, every event type with its data and nothing from another
 * organization, the delivery log, the public API's paths and the OpenAPI document's `webhooks`.
 */
import { schema } from "@app/db";
import { WEBHOOK_EVENT_TYPES } from "@app/domain";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "../src/webhooks/webhook-url";
import { completeSoleTrader, quickCreate } from "./support/gewerbeanmeldung-fixtures";
import { ok } from "./support/http";
import { variants } from "./support/matrix";
import { createOrg, ORG, type OrgWithRoles, orgWithRoles } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser } from "./support/users";
import { type Received, type Receiver, startReceiver } from "./support/webhook-receiver";

interface Endpoint {
  id: string;
  url: string;
  eventTypes: string[];
  secretStart: string;
  paused: boolean;
  pausedReason: string | null;
  previousSecretExpiresAt: string | null;
}
interface Made {
  endpoint: Endpoint;
  secret: string;
  code?: string;
  message?: string;
}
interface Event {
  type: string;
  timestamp: string;
  data: Record<string, unknown> & { meta?: Record<string, unknown>; user?: Record<string, unknown> };
}

const headersOf = (r: Received) => ({
  "webhook-id": String(r.headers["webhook-id"]),
  "webhook-timestamp": String(r.headers["webhook-timestamp"]),
  "webhook-signature": String(r.headers["webhook-signature"]),
});
const eventOf = (r: Received) => JSON.parse(r.body) as Event;
/** The body of a 2xx answer (a create answers 201). */
async function done<T>(response: Response): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBeLessThan(300);
  return JSON.parse(text) as T;
}

describe.each(variants.filter((v) => !v.redisUrl))("webhooks on $name", (variant) => {
  let server: TestServer;
  let a: OrgWithRoles;
  let receiver: Receiver;
  let orgB: { id: string };
  let ownerKey: string;

  const api = (key: string, path: string, init: { method?: string; json?: unknown } = {}) =>
    fetch(new URL(`/api/v1${path}`, server.url), {
      method: init.method ?? "GET",
      headers: { "x-api-key": key, ...(init.json === undefined ? {} : { "content-type": "application/json" }) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  const keyFor = async (
    client: TestServer["client"] extends () => infer C ? C : never,
    organizationId: string,
    scope = "write",
  ) =>
    (
      await ok<{ key: string }>(
        await client.post("/api/auth/api-key/create", { name: "Hooks", metadata: { organizationId, scope } }),
      )
    ).key;

  /** Receiver paths tell endpoints apart. */
  const at = (path: string) => receiver.url.replace("/hook", `/${path}`);
  const to = (path: string) => receiver.received.filter((r) => r.path === `/${path}`);
  const create = (client = a.owner.client, input: Record<string, unknown> = {}) =>
    client.rpc<Made>("webhooks.create", {
      organizationId: a.org.id,
      url: at("default"),
      eventTypes: ["gewerbeanmeldung.created"],
      ...input,
    });

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer(
      variant,
      { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" },
      // A reminders' sweep at every wake-up, so the completed document's reminder comes at once.
      { webhooks: { retryScheduleMs: [50, 50, 50] }, reminders: { intervalMs: 0 } },
    );
    a = await orgWithRoles(server);
    orgB = await createOrg(a.owner.client, { name: "Other Org" });
    ownerKey = await keyFor(a.owner.client, a.org.id);
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it("owners and admins add endpoints and see the secret once; a member may not; other organizations' ids are 404", async () => {
    const made = await create();
    expect(made.status).toBe(200);
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(made.body.endpoint.secretStart).toBe(`${made.body.secret.slice(0, 10)}…`);
    const listed = await a.admin.client.rpc<{ endpoints: Endpoint[] }>("webhooks.list", { organizationId: a.org.id });
    expect(listed.status).toBe(200);
    expect(listed.body.endpoints.map((e) => e.id)).toContain(made.body.endpoint.id);
    expect(JSON.stringify(listed.body)).not.toContain(made.body.secret);
    const [row] = await server.database.db
      .select()
      .from(schema.webhookEndpoint)
      .where(eq(schema.webhookEndpoint.id, made.body.endpoint.id));
    expect(row?.secret).not.toContain(made.body.secret.slice(6));

    for (const procedure of ["list", "create"]) {
      const byMember = await a.member.client.rpc<{ code: string; message: string }>(`webhooks.${procedure}`, {
        organizationId: a.org.id,
        url: at("x"),
        eventTypes: ["member.added"],
      });
      expect(byMember.status).toBe(403);
      expect(byMember.body.code).toBe("FORBIDDEN");
      expect(byMember.body.message).toBeTruthy();
    }
    const ids = { organizationId: a.org.id, endpointId: made.body.endpoint.id };
    for (const procedure of ["get", "pause", "rotateSecret", "delete", "sendTest", "listDeliveries"]) {
      const byMember = await a.member.client.rpc<{ code: string }>(`webhooks.${procedure}`, ids);
      expect(byMember.status, procedure).toBe(403);
    }
    // An endpoint of A through organization B, and an outsider on A.
    const inB = await a.owner.client.rpc<{ code: string; message: string }>("webhooks.get", {
      organizationId: orgB.id,
      endpointId: made.body.endpoint.id,
    });
    expect(inB.status).toBe(404);
    expect(inB.body.code).toBe("NOT_FOUND");
    const outsider = await signedUpUser(server, "Otto Outsider");
    const outside = await outsider.client.rpc<{ code: string }>("webhooks.list", { organizationId: a.org.id });
    expect(outside.status).toBe(404);
    const bad = await create(a.owner.client, { eventTypes: [] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "BAD_REQUEST" });
    expect(bad.body.message).toBeTruthy();
  });

  it("refuses http, private addresses and names that resolve to loopback, on create and on change", async () => {
    for (const [url, code] of [
      ["http://example.com/hook", "WEBHOOK_URL_NOT_HTTPS"],
      ["https://127.0.0.2/hook", "WEBHOOK_URL_PRIVATE_ADDRESS"],
      ["https://[::1]/hook", "WEBHOOK_URL_PRIVATE_ADDRESS"],
      ["https://[::ffff:10.0.0.1]/hook", "WEBHOOK_URL_PRIVATE_ADDRESS"],
      ["https://169.254.169.254/latest", "WEBHOOK_URL_PRIVATE_ADDRESS"],
      ["https://192.168.1.10/hook", "WEBHOOK_URL_PRIVATE_ADDRESS"],
      ["https://[fd00:ec2::254]/", "WEBHOOK_URL_PRIVATE_ADDRESS"],
      ["https://localhost/hook", "WEBHOOK_URL_PRIVATE_ADDRESS"],
      ["http://localhost:1/hook", "WEBHOOK_URL_NOT_HTTPS"],
      ["https://no-such-host.invalid/hook", "WEBHOOK_URL_UNRESOLVABLE"],
    ]) {
      const refused = await create(a.owner.client, { url });
      expect(refused.status, url).toBe(400);
      expect(refused.body, url).toMatchObject({ code });
      expect(refused.body.message, url).toBeTruthy();
    }
    const made = await create();
    const changed = await a.owner.client.rpc<{ code: string }>("webhooks.update", {
      organizationId: a.org.id,
      endpointId: made.body.endpoint.id,
      url: "https://10.1.2.3/",
    });
    expect(changed.status).toBe(400);
    expect(changed.body.code).toBe("WEBHOOK_URL_PRIVATE_ADDRESS");
  });

  it("checks the address actually connected to: a name that resolves to loopback at delivery is refused there", async () => {
    const made = await create(a.owner.client, { url: at("rebound"), eventTypes: ["member.added"] });
    // As if its DNS answer changed after the check (rebinding): the stored URL now names loopback.
    const port = new URL(receiver.url).port;
    await server.database.db
      .update(schema.webhookEndpoint)
      .set({ url: `https://localhost:${port}/rebound` })
      .where(eq(schema.webhookEndpoint.id, made.body.endpoint.id));
    const ids = { organizationId: a.org.id, endpointId: made.body.endpoint.id };
    await a.owner.client.rpc("webhooks.sendTest", ids);
    const attempts = async () =>
      (
        await a.owner.client.rpc<{ deliveries: { attempts: { statusCode: number | null; response: string }[] }[] }>(
          "webhooks.listDeliveries",
          ids,
        )
      ).body.deliveries[0]?.attempts ?? [];
    await expect.poll(async () => (await attempts()).length, { timeout: 10_000 }).toBe(1);
    expect((await attempts())[0]).toMatchObject({
      statusCode: null,
      response: expect.stringMatching(/^refused: .*127\.0\.0\.1|^refused: .*::1/),
    });
    expect(to("rebound")).toEqual([]);
  });

  it("signs every delivery to the Standard Webhooks specification; tampering, an old timestamp and the wrong secret fail", async () => {
    const made = await create(a.owner.client, { url: at("signed") });
    const doc = await done<{ documentId: string }>(
      await api(ownerKey, "/gewerbeanmeldungen", { method: "POST", json: quickCreate() }),
    );
    const [delivery] = (await receiver.waitFor(() => to("signed").length >= 1)).filter((r) => r.path === "/signed");
    if (!delivery) throw new Error("no delivery");
    const hook = new Webhook(made.body.secret);
    const verified = hook.verify(delivery.body, headersOf(delivery)) as Event;
    expect(verified.type).toBe("gewerbeanmeldung.created");
    expect(verified.data.meta?.id).toBe(doc.documentId);
    expect(headersOf(delivery)["webhook-id"]).toMatch(/^msg_/);
    expect(headersOf(delivery)["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(() => hook.verify(delivery.body.replace("entwurf", "vollstaendig"), headersOf(delivery))).toThrow();
    const old = String(Math.floor(Date.now() / 1000) - 3600);
    expect(() => hook.verify(delivery.body, { ...headersOf(delivery), "webhook-timestamp": old })).toThrow();
    const other = (await create(a.owner.client, { url: at("other") })).body.secret;
    expect(() => new Webhook(other).verify(delivery.body, headersOf(delivery))).toThrow();
  });

  it("sends each event type with the object's data, and nothing of another organization", async () => {
    const all = await create(a.owner.client, { url: at("all"), eventTypes: [...WEBHOOK_EVENT_TYPES] });
    const inB = await a.owner.client.rpc<Made>("webhooks.create", {
      organizationId: orgB.id,
      url: at("b"),
      eventTypes: [...WEBHOOK_EVENT_TYPES],
    });
    expect(inB.status).toBe(200);
    const owner = a.owner.client;
    // Documents, through the public API.
    const { documentId } = await done<{ documentId: string }>(
      await api(ownerKey, "/gewerbeanmeldungen", { method: "POST", json: quickCreate() }),
    );
    const saved = await ok<{ meta: { version: number } }>(
      await api(ownerKey, `/gewerbeanmeldungen/${documentId}`, {
        method: "PUT",
        json: { version: 1, document: completeSoleTrader() },
      }),
    );
    const completed = await ok<{ meta: { version: number } }>(
      await api(ownerKey, `/gewerbeanmeldungen/${documentId}/complete`, {
        method: "POST",
        json: { version: saved.meta.version },
      }),
    );
    // Its next steps: one marked done, and the Gewerbeanzeige, due today, reminded of.
    await ok(await api(ownerKey, `/documents/${documentId}/obligations/tax-registration/done`, { method: "PUT" }));
    await receiver.waitFor(() => to("all").some((r) => eventOf(r).type === "gewerbe.obligation.due"));
    await ok(
      await api(ownerKey, `/gewerbeanmeldungen/${documentId}/reopen`, {
        method: "POST",
        json: { version: completed.meta.version },
      }),
    );
    await ok(await api(ownerKey, `/gewerbeanmeldungen/${documentId}`, { method: "DELETE" }));
    // Members and invitations, through better-auth's organization plugin.
    const joiner = await signedUpUser(server, "Jo Joiner");
    const invitation = await ok<{ id: string }>(
      await owner.post(`${ORG}/invite-member`, { organizationId: a.org.id, email: joiner.email, role: "member" }),
    );
    const accepted = await ok<{ member: { id: string } }>(
      await joiner.client.post(`${ORG}/accept-invitation`, { invitationId: invitation.id }),
    );
    await ok(
      await owner.post(`${ORG}/update-member-role`, {
        organizationId: a.org.id,
        memberId: accepted.member.id,
        role: "admin",
      }),
    );
    await ok(
      await owner.post(`${ORG}/remove-member`, { organizationId: a.org.id, memberIdOrEmail: accepted.member.id }),
    );
    const canceled = await ok<{ id: string }>(
      await owner.post(`${ORG}/invite-member`, {
        organizationId: a.org.id,
        email: "later@example.com",
        role: "member",
      }),
    );
    await ok(await owner.post(`${ORG}/cancel-invitation`, { invitationId: canceled.id }));
    await ok(await owner.post(`${ORG}/update`, { organizationId: a.org.id, data: { name: "Renamed Org" } }));
    // The organization's security policy: an empty list of networks (everyone may reach it).
    expect((await owner.rpc("securityPolicy.update", { organizationId: a.org.id, allowedNetworks: [] })).status).toBe(
      200,
    );
    // A role of the organization's own: created, renamed, deleted.
    const role = await ok<{ roleData: { id: string } }>(
      await owner.post(`${ORG}/create-role`, {
        organizationId: a.org.id,
        role: "clerks",
        permission: { document: ["read"] },
        additionalFields: { label: "Clerks" },
      }),
    );
    await ok(
      await owner.post(`${ORG}/update-role`, {
        organizationId: a.org.id,
        roleId: role.roleData.id,
        data: { label: "Sachbearbeitung" },
      }),
    );
    await ok(await owner.post(`${ORG}/delete-role`, { organizationId: a.org.id, roleId: role.roleData.id }));
    // Which directory groups give which role (SCIM provisioning's mapping).
    const roleMapping = [{ group: "Dashboard Admins", role: "admin" }];
    expect((await owner.rpc("scim.setRoleMapping", { organizationId: a.org.id, roleMapping })).status).toBe(200);

    await receiver.waitFor(() => new Set(to("all").map((r) => eventOf(r).type)).size >= WEBHOOK_EVENT_TYPES.length);
    const events = to("all").map(eventOf);
    const first = (type: string) => events.find((e) => e.type === type) as Event;
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(WEBHOOK_EVENT_TYPES));
    for (const r of to("all")) new Webhook(all.body.secret).verify(r.body, headersOf(r));
    expect(first("gewerbeanmeldung.created").data.meta).toMatchObject({
      id: documentId,
      status: "entwurf",
      version: 1,
    });
    expect(first("gewerbeanmeldung.updated").data.meta).toMatchObject({ id: documentId, version: 2 });
    expect(first("gewerbeanmeldung.updated").data.document).toMatchObject({
      taetigkeit_18: completeSoleTrader().taetigkeit_18,
    });
    expect(first("gewerbeanmeldung.completed").data.meta).toMatchObject({ status: "vollstaendig" });
    expect(first("gewerbeanmeldung.reopened").data.meta).toMatchObject({ status: "entwurf" });
    expect(first("gewerbeanmeldung.deleted").data).toEqual({ documentId });
    expect(first("member.added").data).toMatchObject({
      organizationId: a.org.id,
      role: "member",
      user: { email: joiner.email, name: "Jo Joiner" },
    });
    expect(first("member.role_changed").data).toMatchObject({ role: "admin", previousRole: "member" });
    expect(first("member.removed").data).toMatchObject({ id: accepted.member.id, user: { email: joiner.email } });
    expect(first("invitation.created").data).toMatchObject({
      id: invitation.id,
      email: joiner.email,
      status: "pending",
    });
    expect(first("invitation.accepted").data).toMatchObject({ id: invitation.id, status: "accepted" });
    expect(first("invitation.canceled").data).toMatchObject({ id: canceled.id, status: "canceled" });
    expect(first("organization.updated").data).toMatchObject({ id: a.org.id, name: "Renamed Org" });
    expect(first("organization.role.created").data).toMatchObject({ role: "clerks", label: "Clerks" });
    expect(first("organization.role.updated").data).toMatchObject({ role: "clerks", label: "Sachbearbeitung" });
    expect(first("organization.role.deleted").data).toMatchObject({ id: role.roleData.id, label: "Sachbearbeitung" });
    expect(first("organization.role_mapping.updated").data).toEqual({
      organizationId: a.org.id,
      source: "scim",
      providerId: null,
      roleMapping,
    });
    // Nothing secret, nothing of B in A's and nothing of A in B's.
    for (const e of events) expect(JSON.stringify(e)).not.toMatch(/whsec_|password|dash_/);
    expect(to("b")).toEqual([]);
    expect(events.every((e) => JSON.stringify(e.data).includes(a.org.id) || e.type.startsWith("gewerbe"))).toBe(true);
    // Each webhook-id once.
    const ids = to("all").map((r) => r.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("rotation: for 24 hours each delivery verifies with the old and the new secret", async () => {
    const made = await create(a.owner.client, { url: at("rotated"), eventTypes: ["gewerbeanmeldung.created"] });
    const rotated = await a.admin.client.rpc<Made>("webhooks.rotateSecret", {
      organizationId: a.org.id,
      endpointId: made.body.endpoint.id,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(made.body.secret);
    expect(rotated.body.endpoint.previousSecretExpiresAt).toBeTruthy();
    await done(await api(ownerKey, "/gewerbeanmeldungen", { method: "POST", json: quickCreate() }));
    await receiver.waitFor(() => to("rotated").length >= 1);
    const [delivery] = to("rotated");
    if (!delivery) throw new Error("no delivery");
    expect(headersOf(delivery)["webhook-signature"].split(" ")).toHaveLength(2);
    expect(() => new Webhook(made.body.secret).verify(delivery.body, headersOf(delivery))).not.toThrow();
    expect(() => new Webhook(rotated.body.secret).verify(delivery.body, headersOf(delivery))).not.toThrow();
  });

  it("pause, resume, test event, the delivery log with attempts, resend, and each in the activity log", async () => {
    const made = await create(a.owner.client, { url: at("log") });
    const ids = { organizationId: a.org.id, endpointId: made.body.endpoint.id };
    const paused = await a.owner.client.rpc<{ endpoint: Endpoint }>("webhooks.pause", ids);
    expect(paused.body.endpoint).toMatchObject({ paused: true, pausedReason: "manual" });
    await done(await api(ownerKey, "/gewerbeanmeldungen", { method: "POST", json: quickCreate() }));
    receiver.status = 500;
    const test = await a.owner.client.rpc<{ deliveryId: string }>("webhooks.sendTest", ids);
    expect(test.status).toBe(200);
    await receiver.waitFor(() => to("log").length >= 1);
    const log = async () =>
      (
        await a.owner.client.rpc<{
          deliveries: {
            id: string;
            eventType: string;
            status: string;
            attempts: { statusCode: number; response: string; durationMs: number }[];
          }[];
        }>("webhooks.listDeliveries", ids)
      ).body.deliveries;
    let entries = await log();
    // Paused: the document's event never reached it; the test event did, and failed.
    expect(entries.map((d) => d.eventType)).toEqual(["webhook.test"]);
    await expect.poll(async () => (await log())[0]?.status).toBe("failed");
    entries = await log();
    expect(entries[0]?.attempts[0]).toMatchObject({ statusCode: 500, response: "status 500" });
    receiver.status = 200;
    const resent = await a.owner.client.rpc<{ delivery: { status: string } }>("webhooks.resendDelivery", {
      ...ids,
      deliveryId: test.body.deliveryId,
    });
    expect(resent.status).toBe(200);
    await expect.poll(async () => (await log())[0]?.status).toBe("delivered");
    expect((await log())[0]?.attempts.map((t) => t.statusCode)).toEqual([500, 200]);
    const sent = to("log").map((r) => r.headers["webhook-id"]);
    expect(new Set(sent).size).toBe(1);
    const resumed = await a.owner.client.rpc<{ endpoint: Endpoint }>("webhooks.resume", ids);
    expect(resumed.body.endpoint.paused).toBe(false);
    const missing = await a.owner.client.rpc<{ code: string }>("webhooks.resendDelivery", {
      ...ids,
      deliveryId: "nope",
    });
    expect(missing.status).toBe(404);
    const changed = await a.owner.client.rpc("webhooks.update", { ...ids, description: "CRM" });
    expect(changed.status).toBe(200);
    expect((await a.owner.client.rpc("webhooks.delete", ids)).status).toBe(200);
    expect((await a.owner.client.rpc("webhooks.get", ids)).status).toBe(404);
    const kinds = (
      await server.database.db
        .select({ kind: schema.organizationActivity.kind, details: schema.organizationActivity.details })
        .from(schema.organizationActivity)
        .where(eq(schema.organizationActivity.organizationId, a.org.id))
    )
      .filter((r) => (r.details as { endpointId?: string } | null)?.endpointId === made.body.endpoint.id)
      .map((r) => r.kind);
    expect(new Set(kinds)).toEqual(
      new Set([
        "webhook.endpoint_created",
        "webhook.endpoint_paused",
        "webhook.endpoint_resumed",
        "webhook.endpoint_changed",
        "webhook.endpoint_deleted",
      ]),
    );
  });

  it("the list carries each endpoint's newest delivery: none before the first, then the newest, in the one answer", async () => {
    const first = (await create(a.owner.client, { url: at("last-1") })).body.endpoint.id;
    const second = (await create(a.owner.client, { url: at("last-2") })).body.endpoint.id;
    type Listed = Endpoint & {
      lastDelivery: { id: string; eventType: string; status: string; attempts: { statusCode: number }[] } | null;
    };
    const listed = async () => {
      const answer = await a.owner.client.rpc<{ endpoints: Listed[] }>("webhooks.list", { organizationId: a.org.id });
      expect(answer.status).toBe(200);
      return new Map(answer.body.endpoints.map((endpoint) => [endpoint.id, endpoint.lastDelivery]));
    };
    let list = await listed();
    expect(list.get(first)).toBeNull();
    expect(list.get(second)).toBeNull();

    const delivered = await a.owner.client.rpc<{ deliveryId: string }>("webhooks.sendTest", {
      organizationId: a.org.id,
      endpointId: first,
    });
    await expect.poll(async () => (await listed()).get(first)?.status).toBe("delivered");
    list = await listed();
    expect(list.get(first)).toMatchObject({
      id: delivered.body.deliveryId,
      eventType: "webhook.test",
      attempts: [{ statusCode: 200 }],
    });
    expect(list.get(second)).toBeNull();

    receiver.status = 500;
    const failing = await a.owner.client.rpc<{ deliveryId: string }>("webhooks.sendTest", {
      organizationId: a.org.id,
      endpointId: first,
    });
    await expect.poll(async () => (await listed()).get(first)?.attempts.length).toBeGreaterThan(0);
    receiver.status = 200;
    list = await listed();
    expect(list.get(first)).toMatchObject({ id: failing.body.deliveryId, eventType: "webhook.test" });
    expect(list.get(first)?.attempts[0]?.statusCode).toBe(500);
    expect(list.get(second)).toBeNull();
    for (const endpointId of [first, second]) {
      await a.owner.client.rpc("webhooks.delete", { organizationId: a.org.id, endpointId });
    }
  });

  it("the public API's paths: owners' and admins' write keys manage, read keys read, members' keys and other organizations do not", async () => {
    const base = `/organizations/${a.org.id}/webhook-endpoints`;
    const made = await api(ownerKey, base, { method: "POST", json: { url: at("api"), eventTypes: ["member.added"] } });
    expect(made.status).toBe(201);
    const body = (await made.json()) as Made;
    expect(body.secret).toMatch(/^whsec_/);
    const listed = (await (await api(ownerKey, base)).json()) as { endpoints: Endpoint[] };
    expect(listed.endpoints.map((e) => e.id)).toContain(body.endpoint.id);
    const patched = await api(ownerKey, `${base}/${body.endpoint.id}`, {
      method: "PATCH",
      json: { description: "API" },
    });
    expect(patched.status).toBe(200);
    expect((await api(ownerKey, `${base}/${body.endpoint.id}/rotate-secret`, { method: "POST" })).status).toBe(200);
    expect((await api(ownerKey, `${base}/${body.endpoint.id}/deliveries`)).status).toBe(200);
    const readKey = await keyFor(a.admin.client, a.org.id, "read");
    expect((await api(readKey, base)).status).toBe(200);
    const readCreate = await api(readKey, base, {
      method: "POST",
      json: { url: at("api"), eventTypes: ["member.added"] },
    });
    expect(readCreate.status).toBe(403);
    expect(await readCreate.json()).toMatchObject({ code: "FORBIDDEN" });
    const memberKey = await keyFor(a.member.client, a.org.id);
    const byMember = await api(memberKey, base);
    expect(byMember.status).toBe(403);
    expect(await byMember.json()).toMatchObject({ code: "FORBIDDEN" });
    const otherOrg = await api(ownerKey, `/organizations/${orgB.id}/webhook-endpoints`);
    expect(otherOrg.status).toBe(404);
    const refused = await api(ownerKey, base, {
      method: "POST",
      json: { url: "https://10.0.0.1/", eventTypes: ["member.added"] },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "WEBHOOK_URL_PRIVATE_ADDRESS" });
    expect((await api(ownerKey, `${base}/${body.endpoint.id}`, { method: "DELETE" })).status).toBe(200);
  });

  it("the OpenAPI document lists every event under `webhooks` and the endpoints' paths", async () => {
    const doc = (await (await fetch(new URL("/api/v1/openapi.json", server.url))).json()) as {
      webhooks: Record<
        string,
        {
          post: {
            requestBody: { content: { "application/json": { schema: { properties: Record<string, unknown> } } } };
          };
        }
      >;
      paths: Record<string, unknown>;
    };
    for (const type of WEBHOOK_EVENT_TYPES) {
      const schemaOf = doc.webhooks[type]?.post.requestBody.content["application/json"].schema;
      expect(Object.keys(schemaOf?.properties ?? {}), type).toEqual(["type", "timestamp", "data"]);
    }
    expect(Object.keys(doc.paths)).toContain("/organizations/{organizationId}/webhook-endpoints");
    expect(Object.keys(doc.paths)).toContain(
      "/organizations/{organizationId}/webhook-endpoints/{endpointId}/rotate-secret",
    );
  });
});

describe("public addresses", () => {
  it.each([
    ["8.8.8.8", true],
    ["2606:4700:4700::1111", true],
    ["::ffff:8.8.8.8", true],
    ["127.0.0.1", false],
    ["0.0.0.0", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["192.168.0.1", false],
    ["100.64.0.1", false],
    ["169.254.169.254", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["::", false],
    ["::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["64:ff9b::a00:1", false],
    ["fe80::1", false],
    ["fd00:ec2::254", false],
    ["ff02::1", false],
    ["2002:c0a8:101::1", false],
    ["not an address", false],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
