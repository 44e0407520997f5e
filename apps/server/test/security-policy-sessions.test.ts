/**
 * An organization's two-factor requirement and session limits (decision 043), through the real
 * endpoints: a member without two-factor is refused on /rpc, /api/v1 (an API key) and the raw
 * routes until they set it up; a session made without the second factor is asked for it; a session
 * past the absolute lifetime or the idle timeout is refused; the person's other organization keeps
 * working. The clock is the server's, moved by the test (sessions are made on the real one).
 */
import { schema } from "@app/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setRoleInDb } from "./support/admin";
import type { TestClient } from "./support/client";
import { errorOf, ok } from "./support/http";
import { variants } from "./support/matrix";
import { createOrg, type OrgWithRoles, orgWithRoles } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { totpCode } from "./support/two-factor-code";
import { anotherSession, PASSWORD } from "./support/users";

type Policy = {
  twoFactorRequired: boolean;
  idleTimeoutMinutes: number | null;
  absoluteLifetimeMinutes: number | null;
  membersWithoutTwoFactor: number;
  code?: string;
  message?: string;
};
type Standing = { refusal: { code: string; message: string } | null };

const update = (client: TestClient, organizationId: string, change: Record<string, unknown>) =>
  client.rpc<Policy>("securityPolicy.update", { organizationId, ...change });
const read = (client: TestClient, organizationId: string) =>
  client.rpc<Policy>("securityPolicy.get", { organizationId });
const dashboard = (client: TestClient, organizationId: string) =>
  client.rpc<{ code?: string; message?: string }>("organizations.dashboard", { organizationId });
const standing = (client: TestClient, organizationId: string) =>
  client.rpc<Standing>("securityPolicy.standing", { organizationId });

/** Turns TOTP on for the signed-in client and confirms it with a code; the authenticator URI. */
async function enrollTotp(client: TestClient): Promise<string> {
  const { totpURI } = await ok<{ totpURI: string }>(
    await client.post("/api/auth/two-factor/enable", { password: PASSWORD }),
  );
  await ok(await client.post("/api/auth/two-factor/verify-totp", { code: await totpCode(totpURI) }));
  return totpURI;
}

describe.each(variants)("two-factor required and session limits on $name", (variant) => {
  let server: TestServer;
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const later = (minutes: number) => {
    offset += minutes * 60_000;
  };

  it("starts", async () => {
    server = await startTestServer(variant, { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" }, { now: clock });
  });

  it("two-factor required: refused until set up, on /rpc, /api/v1 and the CSV route; other organizations keep working", {
    timeout: 90_000,
  }, async () => {
    const o: OrgWithRoles = await orgWithRoles(server);
    const own = await createOrg(o.member.client, { name: "Mia's own" });
    const key = await ok<{ key: string }>(
      await o.member.client.post("/api/auth/api-key/create", {
        name: "Export",
        metadata: { organizationId: o.org.id, scope: "read" },
      }),
    );
    // A second session of the member, signed in with the password before they set up two-factor.
    const laptop = await anotherSession(server, o.member);
    const endpoint = await o.owner.client.rpc("webhooks.create", {
      organizationId: o.org.id,
      url: "http://127.0.0.1:9/hook",
      eventTypes: ["organization.security_policy.updated"],
    });
    expect(endpoint.status).toBe(200);

    // The switch shows who would not meet it: everyone, so far.
    expect((await read(o.owner.client, o.org.id)).body).toMatchObject({
      twoFactorRequired: false,
      membersWithoutTwoFactor: 3,
    });
    // Turning it on without meeting it oneself would lock the owner out.
    expect(await update(o.owner.client, o.org.id, { twoFactorRequired: true })).toMatchObject({
      status: 400,
      body: { code: "SECURITY_POLICY_LOCKOUT" },
    });
    await enrollTotp(o.owner.client);
    expect((await read(o.owner.client, o.org.id)).body.membersWithoutTwoFactor).toBe(2);
    expect(await update(o.owner.client, o.org.id, { twoFactorRequired: true })).toMatchObject({
      status: 200,
      body: { twoFactorRequired: true, membersWithoutTwoFactor: 2 },
    });

    // Those without it are told what to do; the owner, who has it, is not.
    const mail = await server.waitForMail(o.member.email, "Shared Org now requires two-factor authentication");
    expect(mail.text).toContain("add an authenticator app or a passkey in your account security settings");
    expect(mail.text).toContain("/dashboard/account/security");
    await server.waitForMail(o.admin.email, "Shared Org now requires two-factor authentication");
    await server.mailSettled();
    expect(server.mailsTo(o.owner.email).filter((m) => m.subject.includes("two-factor"))).toEqual([]);

    const refused = await dashboard(o.member.client, o.org.id);
    expect(refused).toMatchObject({ status: 403, body: { code: "ORGANIZATION_TWO_FACTOR_REQUIRED" } });
    expect(refused.body.message).toContain("set up an authenticator app or a passkey");
    expect((await standing(o.member.client, o.org.id)).body.refusal).toMatchObject({
      code: "ORGANIZATION_TWO_FACTOR_REQUIRED",
    });
    expect((await dashboard(o.owner.client, o.org.id)).status).toBe(200);
    expect((await standing(o.owner.client, o.org.id)).body).toEqual({ organizationId: o.org.id, refusal: null });
    // The member's own organization requires nothing.
    expect((await dashboard(o.member.client, own.id)).status).toBe(200);
    // Their API key stops working for this organization, and so does the admin's CSV download.
    const api = await server.client().request("/api/v1/me", { headers: { "x-api-key": key.key } });
    expect(await errorOf(api)).toMatchObject({ status: 403, code: "ORGANIZATION_TWO_FACTOR_REQUIRED" });
    const csv = await o.admin.client.request(`/api/organizations/${o.org.id}/activity.csv`);
    expect(await errorOf(csv)).toMatchObject({ status: 403, code: "ORGANIZATION_TWO_FACTOR_REQUIRED" });

    // better-auth's own organization endpoints hold the policy too: the admin without two-factor can
    // neither read the members nor invite anyone there; the owner, who meets it, can; leaving stays open.
    const listMembers = `/api/auth/organization/list-members?organizationId=${o.org.id}`;
    expect(await errorOf(await o.admin.client.request(listMembers))).toMatchObject({
      status: 403,
      code: "ORGANIZATION_TWO_FACTOR_REQUIRED",
    });
    const invite = await o.admin.client.post("/api/auth/organization/invite-member", {
      organizationId: o.org.id,
      email: `invited-${o.org.id}@example.com`,
      role: "member",
    });
    expect(await errorOf(invite)).toMatchObject({ status: 403, code: "ORGANIZATION_TWO_FACTOR_REQUIRED" });
    expect((await o.owner.client.request(listMembers)).status).toBe(200);
    expect((await o.member.client.request(`/api/auth/organization/list-members?organizationId=${own.id}`)).status).toBe(
      200,
    );

    // Once set up (in this session), the member is let in, and the key works again.
    const totpURI = await enrollTotp(o.member.client);
    expect((await dashboard(o.member.client, o.org.id)).status).toBe(200);
    expect((await server.client().request("/api/v1/me", { headers: { "x-api-key": key.key } })).status).toBe(200);
    expect((await read(o.owner.client, o.org.id)).body.membersWithoutTwoFactor).toBe(1);

    // The session signed in with the password alone is asked for the second factor, and passes it.
    expect(await dashboard(laptop, o.org.id)).toMatchObject({
      status: 403,
      body: { code: "ORGANIZATION_TWO_FACTOR_NOT_VERIFIED" },
    });
    expect((await dashboard(laptop, own.id)).status).toBe(200);
    await ok(await laptop.post("/api/auth/two-factor/verify-totp", { code: await totpCode(totpURI, -1) }));
    expect((await dashboard(laptop, o.org.id)).status).toBe(200);

    // The session cannot claim a second factor for itself.
    const bare = await anotherSession(server, o.admin);
    await bare.post("/api/auth/update-session", { secondFactor: "totp" });
    expect((await dashboard(bare, o.org.id)).body.code).toBe("ORGANIZATION_TWO_FACTOR_REQUIRED");

    // Recorded and announced.
    const log = await o.owner.client.rpc<{ entries: { kind: string; details: unknown }[] }>("organizations.activity", {
      organizationId: o.org.id,
      kind: "security.policy_changed",
    });
    expect(log.body.entries[0]).toMatchObject({ details: { twoFactorRequired: { from: false, to: true } } });
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
          twoFactorRequired: true,
          idleTimeoutMinutes: null,
          absoluteLifetimeMinutes: null,
          allowedNetworks: [],
        }),
      }),
    ]);

    // Off again: everyone is let in.
    expect((await update(o.owner.client, o.org.id, { twoFactorRequired: false })).status).toBe(200);
    expect((await dashboard(o.admin.client, o.org.id)).status).toBe(200);
  });

  it("a session that has not shown the existing second factor cannot add, swap or remove one", async () => {
    const o: OrgWithRoles = await orgWithRoles(server);
    // Signed in with the password before the member set up two-factor: it never showed the code.
    const laptop = await anotherSession(server, o.member);
    const totpURI = await enrollTotp(o.member.client);
    // With the password alone it could otherwise swap the authenticator's secret for one of its own
    // and pass an organization's two-factor requirement with it.
    for (const path of ["/two-factor/enable", "/two-factor/disable", "/two-factor/generate-backup-codes"]) {
      expect(await errorOf(await laptop.post(`/api/auth${path}`, { password: PASSWORD })), path).toMatchObject({
        status: 403,
        code: "SECOND_FACTOR_FIRST",
      });
    }
    // Once it has shown the code, it may.
    await ok(await laptop.post("/api/auth/two-factor/verify-totp", { code: await totpCode(totpURI, -1) }));
    expect((await laptop.post("/api/auth/two-factor/generate-backup-codes", { password: PASSWORD })).status).toBe(200);
    // An account's first factor needs no such proof.
    expect((await o.admin.client.post("/api/auth/two-factor/enable", { password: PASSWORD })).status).toBe(200);
  });

  it("session limits take 15 minutes to 30 days, the idle timeout no longer than the lifetime", async () => {
    const o = await orgWithRoles(server);
    for (const change of [
      { idleTimeoutMinutes: 5 },
      { absoluteLifetimeMinutes: 60 * 24 * 31 },
      { idleTimeoutMinutes: 30.5 },
    ]) {
      const refused = await update(o.owner.client, o.org.id, change);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain("between 15 minutes and 30 days");
    }
    expect((await update(o.owner.client, o.org.id, { absoluteLifetimeMinutes: 60 })).status).toBe(200);
    expect(await update(o.owner.client, o.org.id, { idleTimeoutMinutes: 120 })).toMatchObject({
      status: 400,
      body: { message: "The idle timeout cannot be longer than the absolute lifetime" },
    });
    expect((await update(o.admin.client, o.org.id, { absoluteLifetimeMinutes: 15 })).status).toBe(403);
    expect((await update(o.owner.client, o.org.id, { absoluteLifetimeMinutes: null })).status).toBe(200);
  });

  // The absolute lifetime first: the clock only moves forward, and sessions are made on the real time.
  it("an absolute lifetime refuses an older session at its next request, for that organization only", async () => {
    const o = await orgWithRoles(server);
    const own = await createOrg(o.member.client, { name: "Mia's own" });
    expect(await update(o.owner.client, o.org.id, { absoluteLifetimeMinutes: 60 })).toMatchObject({
      status: 200,
      body: { absoluteLifetimeMinutes: 60 },
    });
    expect((await dashboard(o.member.client, o.org.id)).status).toBe(200);
    later(59);
    expect((await dashboard(o.member.client, o.org.id)).status).toBe(200);
    later(2);
    const refused = await dashboard(o.member.client, o.org.id);
    expect(refused).toMatchObject({
      status: 403,
      body: {
        code: "ORGANIZATION_SESSION_EXPIRED",
        message: "Your session is older than this organization allows: sign in again to continue",
      },
    });
    expect((await standing(o.member.client, o.org.id)).body.refusal?.code).toBe("ORGANIZATION_SESSION_EXPIRED");
    expect((await dashboard(o.member.client, own.id)).status).toBe(200);
    // The owner's session is as old (a new sign-in would not be: here the clock runs ahead of the
    // sessions' real time, so a platform admin, whom the policy's own procedures let through, lifts it).
    expect((await update(o.owner.client, o.org.id, { absoluteLifetimeMinutes: null })).body.code).toBe(
      "ORGANIZATION_SESSION_EXPIRED",
    );
    await setRoleInDb(server, o.owner.userId, "admin");
    expect((await update(o.owner.client, o.org.id, { absoluteLifetimeMinutes: null })).status).toBe(200);
    expect((await dashboard(o.member.client, o.org.id)).status).toBe(200);
  });

  it("an idle timeout counts from this session's last use of the organization, written at most once a minute", async () => {
    const o = await orgWithRoles(server);
    const own = await createOrg(o.member.client, { name: "Mia's own" });
    expect((await update(o.owner.client, o.org.id, { idleTimeoutMinutes: 30 })).status).toBe(200);
    expect((await dashboard(o.member.client, o.org.id)).status).toBe(200);
    const uses = () =>
      server.database.db
        .select({ lastUsedAt: schema.organizationSessionUse.lastUsedAt })
        .from(schema.organizationSessionUse)
        .where(eq(schema.organizationSessionUse.organizationId, o.org.id));
    const first = (await uses()).map((row) => row.lastUsedAt.getTime());
    // Within the minute: no write.
    expect((await dashboard(o.member.client, o.org.id)).status).toBe(200);
    expect((await uses()).map((row) => row.lastUsedAt.getTime())).toEqual(first);
    later(20);
    expect((await dashboard(o.member.client, o.org.id)).status).toBe(200);
    later(25);
    // 45 minutes after the first use, 25 after the last: still in.
    expect((await dashboard(o.member.client, o.org.id)).status).toBe(200);
    later(31);
    expect(await dashboard(o.member.client, o.org.id)).toMatchObject({
      status: 403,
      body: {
        code: "ORGANIZATION_SESSION_EXPIRED",
        message: "Your session was idle for longer than this organization allows: sign in again to continue",
      },
    });
    // The same session's other organization keeps working; a new sign-in is let in.
    expect((await dashboard(o.member.client, own.id)).status).toBe(200);
    const again = await anotherSession(server, o.member);
    expect((await dashboard(again, o.org.id)).status).toBe(200);
  });

  it("the OpenAPI reference names the refusals' codes", async () => {
    const document = await (await server.client().request("/api/v1/openapi.json")).text();
    expect(document).toContain("`ORGANIZATION_TWO_FACTOR_REQUIRED` when the organization requires two-factor");
    expect(document).toContain("`ORGANIZATION_SESSION_EXPIRED`");
    expect(document).toContain("twoFactorRequired");
  });

  it("stops", () => server?.stop());
});
