/**
 * An organization's allowed networks (decision 043), through the real endpoints: who may read and
 * change them, the lock-out guard, and that a request from elsewhere is refused for that
 * organization only, on /rpc, /api/v1 and the raw routes, by the address the rate limits use.
 */
import { schema } from "@app/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inNetworks } from "../src/rpc/organization-policy";
import { setRoleInDb } from "./support/admin";
import type { TestClient } from "./support/client";
import { errorOf, ok } from "./support/http";
import { backends, variants } from "./support/matrix";
import { createOrg, type OrgWithRoles, orgWithRoles } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser } from "./support/users";

type Policy = { organizationId: string; allowedNetworks: string[]; message?: string; code?: string };

const update = (client: TestClient, organizationId: string, allowedNetworks: unknown) =>
  client.rpc<Policy>("securityPolicy.update", { organizationId, allowedNetworks });
const dashboard = (client: TestClient, organizationId: string) =>
  client.rpc<{ code?: string; message?: string }>("organizations.dashboard", { organizationId });

/** The client's next requests come from this address (the test servers trust X-Forwarded-For). */
function from(client: TestClient, ip: string): TestClient {
  Object.defineProperty(client, "ip", { value: ip });
  return client;
}

describe("which addresses a list of networks holds", () => {
  it.each([
    ["192.0.2.0", ["192.0.2.0/24"], true],
    ["192.0.2.255", ["192.0.2.0/24"], true],
    ["192.0.3.0", ["192.0.2.0/24"], false],
    ["192.0.1.255", ["192.0.2.0/24"], false],
    ["203.0.113.7", ["203.0.113.7"], true],
    ["203.0.113.8", ["203.0.113.7/32"], false],
    ["198.51.100.1", ["0.0.0.0/0"], true],
    ["2001:db8::1", ["2001:db8::/32"], true],
    ["2001:db8:ffff:ffff:ffff:ffff:ffff:ffff", ["2001:db8::/32"], true],
    ["2001:db9::", ["2001:db8::/32"], false],
    ["2001:DB8::1", ["2001:db8:0:0::1"], true],
    ["fe80::1%eth0", ["fe80::/10"], true],
    ["::ffff:203.0.113.7", ["203.0.113.0/24"], true],
    ["::ffff:203.0.114.7", ["203.0.113.0/24"], false],
    ["203.0.113.7", ["::ffff:203.0.113.0/120"], true],
    ["2001:db8::1", ["192.0.2.0/24"], false],
    [undefined, ["0.0.0.0/0"], false],
    ["not-an-address", ["0.0.0.0/0"], false],
  ] as const)("%s in %j: %s", (ip, networks, inside) => {
    expect(inNetworks(ip, networks)).toBe(inside);
  });
});

describe.each(variants)("allowed networks on $name", (variant) => {
  let server: TestServer;
  let t: OrgWithRoles;

  it("starts", async () => {
    server = await startTestServer(variant, { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" });
    t = await orgWithRoles(server);
  });

  it("only those with security:manage read and change the policy; outsiders get 404", async () => {
    expect(await t.owner.client.rpc<Policy>("securityPolicy.get", { organizationId: t.org.id })).toMatchObject({
      status: 200,
      body: { allowedNetworks: [] },
    });
    for (const party of [t.admin, t.member]) {
      const refused = await update(party.client, t.org.id, [`${party.client.ip}/32`]);
      expect(refused).toMatchObject({
        status: 403,
        body: { message: "Only those who manage the organization's security can change its security policy" },
      });
    }
    const stranger = await signedUpUser(server);
    expect((await stranger.client.rpc("securityPolicy.get", { organizationId: t.org.id })).status).toBe(404);
  });

  it("refuses entries that are no address or range, and duplicates, with the entry's words", async () => {
    const bad = await update(t.owner.client, t.org.id, ["10.0.0.0/33", "example.com"]);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('\\"10.0.0.0/33\\" is not an IPv4 or IPv6 address or CIDR range');
    const twice = await update(t.owner.client, t.org.id, ["10.0.0.0/8", "10.0.0.0/8"]);
    expect(JSON.stringify(twice.body)).toContain("is listed twice");
  });

  it("refuses a list that would lock out the person saving it", async () => {
    const refused = await update(t.owner.client, t.org.id, ["192.0.2.0/24"]);
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: "SECURITY_POLICY_LOCKOUT",
        message: `Your own address ${t.owner.client.ip} is not in this list: saving it would lock you out. Add your address or a range that includes it`,
      },
    });
    expect(
      (await t.owner.client.rpc<Policy>("securityPolicy.get", { organizationId: t.org.id })).body.allowedNetworks,
    ).toEqual([]);
  });

  it("refuses requests from elsewhere for that organization only, on /rpc, /api/v1 and the CSV route", async () => {
    const o = await orgWithRoles(server);
    const own = await createOrg(o.member.client, { name: "Mia's own" });
    const key = await ok<{ key: string }>(
      await o.member.client.post("/api/auth/api-key/create", {
        name: "Export",
        metadata: { organizationId: o.org.id, scope: "read" },
      }),
    );
    expect((await dashboard(o.member.client, o.org.id)).status).toBe(200);
    const endpoint = await o.owner.client.rpc("webhooks.create", {
      organizationId: o.org.id,
      url: "http://127.0.0.1:9/hook",
      eventTypes: ["organization.security_policy.updated"],
    });
    expect(endpoint.status).toBe(200);

    const saved = await update(o.owner.client, o.org.id, [`${o.owner.client.ip}/32`, "2001:db8::/32"]);
    expect(saved).toMatchObject({
      status: 200,
      body: { allowedNetworks: [`${o.owner.client.ip}/32`, "2001:db8::/32"] },
    });

    // The other members are told what to do, in their language (the outbox, after the answer).
    const mail = await server.waitForMail(o.member.email, "Shared Org can now only be reached from its own networks");
    expect(mail.text).toContain(`${o.owner.client.ip}/32, 2001:db8::/32`);
    expect(mail.text).toContain("ask an owner to add your address");
    await server.mailSettled();
    expect(server.mailsTo(o.owner.email).filter((m) => m.subject.includes("own networks"))).toEqual([]);

    const refused = await dashboard(o.member.client, o.org.id);
    expect(refused).toMatchObject({ status: 403, body: { code: "ORGANIZATION_NETWORK_NOT_ALLOWED" } });
    expect(refused.body.message).toContain(o.member.client.ip);
    expect((await dashboard(o.owner.client, o.org.id)).status).toBe(200);
    // The member's own organization has no such list.
    expect((await dashboard(o.member.client, own.id)).status).toBe(200);

    const api = await o.member.client.request("/api/v1/me", { headers: { "x-api-key": key.key } });
    expect(await errorOf(api)).toMatchObject({ status: 403, code: "ORGANIZATION_NETWORK_NOT_ALLOWED" });
    const csv = await o.admin.client.request(`/api/organizations/${o.org.id}/activity.csv`);
    expect(await errorOf(csv)).toMatchObject({ status: 403, code: "ORGANIZATION_NETWORK_NOT_ALLOWED" });

    // better-auth's own organization endpoints too (its members, its invitations).
    const members = await o.admin.client.request(`/api/auth/organization/list-members?organizationId=${o.org.id}`);
    expect(await errorOf(members)).toMatchObject({ status: 403, code: "ORGANIZATION_NETWORK_NOT_ALLOWED" });
    const invite = await o.admin.client.post("/api/auth/organization/invite-member", {
      organizationId: o.org.id,
      email: `invited-${o.org.id}@example.com`,
      role: "member",
    });
    expect(await errorOf(invite)).toMatchObject({ status: 403, code: "ORGANIZATION_NETWORK_NOT_ALLOWED" });

    // IPv6 inside the range, and an IPv4-mapped IPv6 address of an allowed IPv4 one.
    expect((await dashboard(from(o.member.client, "2001:db8::42"), o.org.id)).status).toBe(200);
    expect((await dashboard(from(o.member.client, "2001:db9::42"), o.org.id)).status).toBe(403);
    expect((await dashboard(from(o.member.client, `::ffff:${o.owner.client.ip}`), o.org.id)).status).toBe(200);
    const fromInside = await o.member.client.request("/api/v1/me", { headers: { "x-api-key": key.key } });
    expect(fromInside.status).toBe(200);

    // The change is in the activity log.
    const log = await o.owner.client.rpc<{ entries: { kind: string; details: unknown }[] }>("organizations.activity", {
      organizationId: o.org.id,
      kind: "security.policy_changed",
    });
    expect(log.body.entries[0]).toMatchObject({
      kind: "security.policy_changed",
      details: { allowedNetworks: { from: [], to: [`${o.owner.client.ip}/32`, "2001:db8::/32"] } },
    });

    // And it is announced to the organization's webhooks.
    const events = await server.database.db
      .select({ payload: schema.webhookEvent.payload })
      .from(schema.webhookEvent)
      .where(
        and(
          eq(schema.webhookEvent.organizationId, o.org.id),
          eq(schema.webhookEvent.type, "organization.security_policy.updated"),
        ),
      );
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          allowedNetworks: [`${o.owner.client.ip}/32`, "2001:db8::/32"],
          updatedBy: o.owner.userId,
        }),
      }),
    ]);

    // Emptying the list lets everyone in again.
    expect((await update(o.owner.client, o.org.id, [])).status).toBe(200);
    expect((await dashboard(from(o.member.client, "198.51.100.1"), o.org.id)).status).toBe(200);
  });

  it("the OpenAPI reference names the refusal's code", async () => {
    const document = await (await server.client().request("/api/v1/openapi.json")).text();
    expect(document).toContain("`ORGANIZATION_NETWORK_NOT_ALLOWED` when the organization allows only its own networks");
  });

  it("stops", () => server?.stop());
});

describe.each(backends)("allowed networks without TRUST_PROXY on $name", (backend) => {
  it("a forged X-Forwarded-For counts for nothing: the socket's address decides", async () => {
    const server = await startTestServer(backend, { TRUST_PROXY: "false" });
    try {
      const owner = await signedUpUser(server);
      const org = await createOrg(owner.client);
      // Every client claims 10.x in X-Forwarded-For; the socket is the loopback address.
      expect((await update(owner.client, org.id, [`${owner.client.ip}/32`])).body.code).toBe("SECURITY_POLICY_LOCKOUT");
      await server.database.db
        .insert(schema.organizationSecurityPolicy)
        .values({ organizationId: org.id, allowedNetworks: [owner.client.ip] });
      const refused = await dashboard(owner.client, org.id);
      expect(refused).toMatchObject({ status: 403, body: { code: "ORGANIZATION_NETWORK_NOT_ALLOWED" } });
      expect(refused.body.message).not.toContain(owner.client.ip);
      // The policy holds its own settings too; a platform admin is not held there and undoes it.
      expect((await update(owner.client, org.id, ["127.0.0.1", "::1"])).body.code).toBe(
        "ORGANIZATION_NETWORK_NOT_ALLOWED",
      );
      await setRoleInDb(server, owner.userId, "admin");
      expect((await update(owner.client, org.id, ["127.0.0.1", "::1"])).status).toBe(200);
      expect((await dashboard(owner.client, org.id)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
