/**
 * SSO with OpenID Connect (issue 35, decision 035) against panva's `oidc-provider` on 127.0.0.1,
 * over real HTTP, on every database: a verified domain signs its people in and makes them members;
 * an unverified one signs nobody in; the attacks of point 5 fail.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDnsServer } from "../../../e2e/support/dns-server.mjs";
import { startOidcIdp } from "../../../e2e/support/oidc-idp.mjs";
import { createOrg, fullOrg } from "./organizations-fixtures";
import { errorOf } from "./support/http";
import { variants } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser, type User } from "./support/users";
import { IdpBrowser, type RegisteredProvider, registerProvider, returnToApp, startSso, verifyDomain } from "./sso-support";

const DNS_PORT = 5301;
const IDP_PORT = 5302;
const CLIENT = { clientId: "dashboard-test", clientSecret: "dashboard-test-secret-0123456789" };

describe.each(variants)("SSO with OpenID Connect on $name", (variant) => {
  let server: TestServer;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let idp: Awaited<ReturnType<typeof startOidcIdp>>;
  let owner: User;
  let orgId: string;
  let provider: RegisteredProvider;
  const domain = `acme-${variant.name.replace(/\W/g, "")}.test`;
  const providerId = `acme-oidc-${variant.name.replace(/\W/g, "")}`;

  beforeAll(async () => {
    dns = await startDnsServer({ port: DNS_PORT });
    server = await startTestServer(variant, {
      DNS_SERVERS: dns.address,
      SSO_PRIVATE_IDP_ORIGINS: `http://127.0.0.1:${IDP_PORT}`,
    });
    idp = await startOidcIdp({
      port: IDP_PORT,
      clients: [{ ...CLIENT, redirectUris: [`${server.url}/api/auth/sso/callback/${providerId}`] }],
    });
    owner = await signedUpUser(server, "Olivia Owner");
    orgId = (await createOrg(owner.client, { name: "Acme" })).id;
    provider = await registerProvider(owner.client, {
      providerId,
      issuer: idp.issuer,
      domain,
      organizationId: orgId,
      oidcConfig: { ...CLIENT, pkce: true },
    });
  });
  afterAll(async () => {
    await idp?.close();
    await server?.stop();
    dns?.close();
  });

  it("signs nobody in through a provider whose domain is not verified yet", async () => {
    const person = server.client();
    const byAddress = await startSso(person, `alice@${domain}`);
    expect(byAddress.response.status).toBe(404);
    expect(byAddress.body.code).toBe("SSO_NOT_CONFIGURED");
    const byId = await person.post("/api/auth/sign-in/sso", { providerId, callbackURL: "/dashboard" });
    expect(byId.status).toBe(401);
  });

  it("verifies the domain by its DNS TXT record, then signs a new person in as a member", async () => {
    await verifyDomain(owner.client, dns, provider);
    const person = server.client();
    const { response, body } = await startSso(person, `alice@${domain}`);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.url).toContain(`${idp.issuer}/auth`);
    const callback = await new IdpBrowser().signIn(body.url as string, server.url, { login: `alice@${domain}` });
    const answer = await returnToApp(person, callback);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/\/dashboard$/);
    const session = await person.session();
    expect(session?.user.email).toBe(`alice@${domain}`);
    expect(session?.session.activeOrganizationId).toBe(orgId);
    const members = (await fullOrg(owner.client, orgId)).members;
    expect(members.find((m) => m.user.email === `alice@${domain}`)?.role).toBe("member");
  });

  it("refuses a wrong state: nobody is signed in", async () => {
    const person = server.client();
    const { body } = await startSso(person, `bob@${domain}`);
    const callback = await new IdpBrowser().signIn(body.url as string, server.url, { login: `bob@${domain}` });
    const tampered = callback.replace(/state=[^&]+/, "state=forged-state-value");
    const answer = await returnToApp(person, tampered);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/error=/);
    expect(await person.session()).toBeNull();
  });

  it("refuses a replayed code: the second use signs nobody in", async () => {
    const first = server.client();
    const { body } = await startSso(first, `carol@${domain}`);
    const callback = await new IdpBrowser().signIn(body.url as string, server.url, { login: `carol@${domain}` });
    expect((await returnToApp(first, callback)).headers.get("location")).toMatch(/\/dashboard$/);
    // The same callback again, from another browser and from the same one.
    const attacker = server.client();
    const replay = await returnToApp(attacker, callback);
    expect(replay.headers.get("location")).toMatch(/error=/);
    expect(await attacker.session()).toBeNull();
  });

  it("refuses an address outside the provider's domain", async () => {
    const person = server.client();
    const { body } = await startSso(person, `dave@${domain}`);
    const callback = await new IdpBrowser().signIn(body.url as string, server.url, { login: "dave@elsewhere.test" });
    const answer = await returnToApp(person, callback);
    expect(answer.headers.get("location")).toMatch(/error=SSO_EMAIL_OUTSIDE_DOMAIN/);
    expect(await person.session()).toBeNull();
  });

  it("refuses password sign-in for the domain once an owner requires SSO", async () => {
    const existing = server.client();
    expect((await existing.signUp({ email: `erin@${domain}` })).response.status).toBe(200);
    const require = await owner.client.post("/api/auth/sso/update-provider", { providerId, requireSso: true });
    expect(require.status, await require.clone().text()).toBe(200);
    const refused = await errorOf(await server.client().signIn(`erin@${domain}`, "correct horse battery"));
    expect(refused).toMatchObject({ status: 403, code: "SSO_REQUIRED" });
    expect(refused.message).toContain("Sign in with SSO");
    const signUp = await server.client().signUp({ email: `frank@${domain}` });
    expect(signUp.response.status).toBe(403);
    const reset = await server.client().post("/api/auth/request-password-reset", { email: `erin@${domain}`, redirectTo: "/reset-password" });
    expect(reset.status).toBe(403);
    await owner.client.post("/api/auth/sso/update-provider", { providerId, requireSso: false });
  });
});
