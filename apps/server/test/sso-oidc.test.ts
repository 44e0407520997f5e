/**
 * SSO with OpenID Connect (decision 035) against panva's `oidc-provider` on 127.0.0.1,
 * over real HTTP, on every database: a verified domain signs its people in and makes them members;
 * an unverified one signs nobody in; the attacks of point 5 fail.
 */
import { schema } from "@app/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDnsServer } from "../../../e2e/support/dns-server.mjs";
import { startOidcIdp } from "../../../e2e/support/oidc-idp.mjs";
import { errorOf, ok } from "./support/http";
import { firstUrl } from "./support/mail";
import { variants } from "./support/matrix";
import { createOrg, fullOrg } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import {
  IdpBrowser,
  type RegisteredProvider,
  registerProvider,
  returnToApp,
  startSso,
  verifyDomain,
} from "./support/sso";
import { totpCode } from "./support/two-factor-code";
import { signedUpUser, type User } from "./support/users";

const DNS_PORT = 5301;
const IDP_PORT = 5302;
const OTHER_IDP_PORT = 5303;
const CLIENT = { clientId: "dashboard-test", clientSecret: "dashboard-test-secret-0123456789" };

describe.each(variants)("SSO with OpenID Connect on $name", (variant) => {
  let server: TestServer;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let idp: Awaited<ReturnType<typeof startOidcIdp>>;
  let otherIdp: Awaited<ReturnType<typeof startOidcIdp>>;
  let owner: User;
  let orgId: string;
  let provider: RegisteredProvider;
  const domain = `acme-${variant.name.replace(/\W/g, "")}.test`;
  const providerId = `acme-oidc-${variant.name.replace(/\W/g, "")}`;

  beforeAll(async () => {
    dns = await startDnsServer({ port: DNS_PORT });
    server = await startTestServer(variant, {
      DNS_SERVERS: dns.address,
      SSO_PRIVATE_IDP_ORIGINS: `http://127.0.0.1:${IDP_PORT},http://127.0.0.1:${OTHER_IDP_PORT}`,
    });
    const redirectUris = [providerId, `${providerId}-x`, `${providerId}-evil`].map(
      (id) => `${server.url}/api/auth/sso/callback/${id}`,
    );
    idp = await startOidcIdp({ port: IDP_PORT, clients: [{ ...CLIENT, redirectUris }] });
    otherIdp = await startOidcIdp({ port: OTHER_IDP_PORT, clients: [{ ...CLIENT, redirectUris }] });
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
    await otherIdp?.close();
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

  it("refuses a sign-in body that is not an object, or a domain that is not a domain, with 400", async () => {
    const person = server.client();
    for (const json of [null, [], "alice@example.com", { domain: 42 }, { domain: "not a domain" }]) {
      const response = await person.post("/api/auth/sign-in/sso", json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      const error = await errorOf(response);
      expect(error.message, JSON.stringify(json)).toBeTruthy();
      expect(error.code, JSON.stringify(json)).toBeTruthy();
    }
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
    const reset = await server
      .client()
      .post("/api/auth/request-password-reset", { email: `erin@${domain}`, redirectTo: "/reset-password" });
    expect(reset.status).toBe(403);
    // Erin's verification link (mailed at sign-up) verifies her address and signs nobody in.
    const mail = await server.waitForMail(`erin@${domain}`, "Verify your email address");
    const opener = server.client();
    const opened = await opener.request(firstUrl(mail.text));
    expect(opened.status).toBe(302);
    expect(await opener.session()).toBeNull();
    const [erin] = await server.database.db
      .select()
      .from(schema.user)
      .where(eq(schema.user.email, `erin@${domain}`));
    expect(erin.emailVerified).toBe(true);
    await owner.client.post("/api/auth/sso/update-provider", { providerId, requireSso: false });
  });

  it("refuses an ID token with another sign-in's nonce, before any account exists", async () => {
    const person = server.client();
    const { body } = await startSso(person, `gina@${domain}`);
    const url = new URL(body.url as string);
    expect(url.searchParams.get("nonce")).toBeTruthy();
    url.searchParams.set("nonce", "a-nonce-of-another-sign-in");
    const callback = await new IdpBrowser().signIn(url.href, server.url, { login: `gina@${domain}` });
    const answer = await returnToApp(person, callback);
    expect(answer.headers.get("location")).toMatch(/error=SSO_NONCE_MISMATCH/);
    expect(await person.session()).toBeNull();
    const members = (await fullOrg(owner.client, orgId)).members;
    expect(members.some((m) => m.user.email === `gina@${domain}`)).toBe(false);
  });

  it("refuses a token from another issuer than the provider's", async () => {
    // A provider that says it is the other IdP but whose endpoints are this one's.
    const otherDomain = `x-${domain}`;
    const config = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      string
    >;
    const impostor = await registerProvider(owner.client, {
      providerId: `${providerId}-x`,
      issuer: otherIdp.issuer,
      domain: otherDomain,
      organizationId: orgId,
      oidcConfig: {
        ...CLIENT,
        pkce: true,
        skipDiscovery: true,
        authorizationEndpoint: config.authorization_endpoint,
        tokenEndpoint: config.token_endpoint,
        jwksEndpoint: config.jwks_uri,
        userInfoEndpoint: config.userinfo_endpoint,
      },
    });
    await verifyDomain(owner.client, dns, impostor);
    const person = server.client();
    const { body } = await startSso(person, `hank@${otherDomain}`);
    const callback = await new IdpBrowser().signIn(body.url as string, server.url, { login: `hank@${otherDomain}` });
    const answer = await returnToApp(person, callback);
    expect(answer.headers.get("location")).toMatch(/error=/);
    expect(await person.session()).toBeNull();
  });

  it("lets no provider claim another organization's verified domain, and an unverified one signs nobody in", async () => {
    const rival = await signedUpUser(server, "Rita Rival");
    const rivalOrg = (await createOrg(rival.client, { name: "Rival" })).id;
    const claim = await errorOf(
      await rival.client.post("/api/auth/sso/register", {
        providerId: `${providerId}-evil`,
        issuer: idp.issuer,
        domain,
        organizationId: rivalOrg,
        oidcConfig: { ...CLIENT, pkce: true },
      }),
    );
    expect(claim).toMatchObject({ status: 409, code: "SSO_DOMAIN_TAKEN" });
    // Its own, unverified domain, with a provider that would speak for the victim's addresses.
    await registerProvider(rival.client, {
      providerId: `${providerId}-evil`,
      issuer: idp.issuer,
      domain: `evil-${domain}`,
      organizationId: rivalOrg,
      oidcConfig: { ...CLIENT, pkce: true },
    });
    const person = server.client();
    const start = await person.post("/api/auth/sign-in/sso", {
      providerId: `${providerId}-evil`,
      callbackURL: "/dashboard",
    });
    expect(start.status).toBe(401);
    // Nor can it verify the victim's domain by changing its own provider's.
    const moved = await errorOf(
      await rival.client.post("/api/auth/sso/update-provider", { providerId: `${providerId}-evil`, domain }),
    );
    expect(moved).toMatchObject({ status: 409, code: "SSO_DOMAIN_TAKEN" });
  });

  it("keeps a two-factor account's second step after SSO, unless the organization lets the provider's MFA suffice", async () => {
    const person = server.client();
    const email = `ivy@${domain}`;
    expect((await person.signUp({ email })).response.status).toBe(200);
    // Her address is verified (as opening the mailed link does: account-verification.test.ts); an
    // unverified account is not linked to an SSO identity (better-auth's requireLocalEmailVerified).
    await server.database.db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.email, email));
    const enabled = (await (
      await person.post("/api/auth/two-factor/enable", { password: "correct horse battery" })
    ).json()) as {
      totpURI: string;
    };
    expect(
      (await person.post("/api/auth/two-factor/verify-totp", { code: await totpCode(enabled.totpURI) })).status,
    ).toBe(200);

    const browser = server.client();
    const { body } = await startSso(browser, email, "/dashboard/account");
    const callback = await new IdpBrowser().signIn(body.url as string, server.url, { login: email });
    const answer = await returnToApp(browser, callback);
    expect(answer.headers.get("location")).toBe(
      `${server.url}/login/second-step?redirectTo=${encodeURIComponent("/dashboard/account")}`,
    );
    expect(await browser.session()).toBeNull();
    const code = await totpCode(enabled.totpURI, 1);
    expect((await browser.post("/api/auth/two-factor/verify-totp", { code })).status).toBe(200);
    expect((await browser.session())?.user.email).toBe(email);

    await owner.client.post("/api/auth/sso/update-provider", { providerId, mfaSuffices: true });
    const trusted = server.client();
    const again = await startSso(trusted, email);
    const back = await new IdpBrowser().signIn(again.body.url as string, server.url, { login: email });
    expect((await returnToApp(trusted, back)).headers.get("location")).toMatch(/\/dashboard$/);
    expect((await trusted.session())?.user.email).toBe(email);
    await owner.client.post("/api/auth/sso/update-provider", { providerId, mfaSuffices: false });
  });

  it("maps provider groups to roles on every sign-in: first match, else member; never an owner", async () => {
    const jack = `jack@${domain}`;
    const signIn = async (groups: string[]) => {
      idp.accounts.set(jack, { groups });
      const person = server.client();
      const { body } = await startSso(person, jack);
      const callback = await new IdpBrowser().signIn(body.url as string, server.url, { login: jack });
      await returnToApp(person, callback);
      expect((await person.session())?.user.email).toBe(jack);
      return (await fullOrg(owner.client, orgId)).members.find((m) => m.user.email === jack)?.role;
    };
    // The older admin groups are still taken: each group gives admin.
    const legacy = await owner.client.post("/api/auth/sso/update-provider", {
      providerId,
      groupsAttribute: "groups",
      adminGroups: JSON.stringify(["Dashboard Admins"]),
    });
    expect(legacy.status, await legacy.clone().text()).toBe(200);
    expect(((await legacy.json()) as { roleMapping: string }).roleMapping).toBe(
      JSON.stringify([{ group: "Dashboard Admins", role: "admin" }]),
    );
    expect(await signIn(["Staff", "dashboard admins"])).toBe("admin");

    // A role of the organization's own, after admin in the order.
    const clerks = await owner.client.post("/api/auth/organization/create-role", {
      organizationId: orgId,
      role: "clerks",
      permission: { document: ["read"] },
      additionalFields: { label: "Clerks" },
    });
    expect(clerks.status, await clerks.clone().text()).toBe(200);
    const mapping = [
      { group: "Dashboard Admins", role: "admin" },
      { group: "Clerks", role: "clerks" },
    ];
    const saved = await owner.client.post("/api/auth/sso/update-provider", {
      providerId,
      roleMapping: JSON.stringify(mapping),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    // The role follows the groups of each sign-in: the first entry that matches, none is member.
    expect(await signIn(["Clerks"])).toBe("clerks");
    expect(await signIn(["Clerks", "Dashboard Admins"])).toBe("admin");
    expect(await signIn([])).toBe("member");

    // Owners are never changed by the directory.
    await server.database.db
      .update(schema.member)
      .set({ role: "owner" })
      .where(
        eq(
          schema.member.userId,
          (await server.database.db.select().from(schema.user).where(eq(schema.user.email, jack)))[0].id,
        ),
      );
    expect(await signIn(["Clerks"])).toBe("owner");

    const activity = await server.database.db
      .select()
      .from(schema.organizationActivity)
      .where(eq(schema.organizationActivity.organizationId, orgId));
    expect(activity.filter((a) => a.kind === "sso.role_mapping_changed").map((a) => a.details)).toContainEqual(
      expect.objectContaining({ providerId, roleMapping: mapping }),
    );
    expect(
      activity.filter((a) => a.kind === "member.role_changed" && (a.details as { via?: string }).via === "sso"),
    ).toContainEqual(
      expect.objectContaining({
        target: expect.stringContaining(jack),
        details: expect.objectContaining({ from: "clerks", to: "admin" }),
      }),
    );
  });

  it("reads the groups from the claim the provider names (roles); a name that is none is refused with 400", async () => {
    const kim = `kim@${domain}`;
    const signIn = async () => {
      const person = server.client();
      const { body } = await startSso(person, kim);
      await returnToApp(person, await new IdpBrowser().signIn(body.url as string, server.url, { login: kim }));
      expect((await person.session())?.user.email).toBe(kim);
      return (await fullOrg(owner.client, orgId)).members.find((m) => m.user.email === kim)?.role;
    };
    idp.accounts.set(kim, { groups: [], roles: ["Approvers"] });
    await ok(
      await owner.client.post("/api/auth/sso/update-provider", {
        providerId,
        groupsAttribute: " roles ",
        roleMapping: JSON.stringify([{ group: "Approvers", role: "admin" }]),
      }),
    );
    expect(await signIn()).toBe("admin");
    const providers = await ok<{ providers: { providerId: string; groupsAttribute?: string }[] }>(
      await owner.client.request("/api/auth/sso/providers"),
    );
    expect(providers.providers.find((p) => p.providerId === providerId)?.groupsAttribute).toBe("roles");

    for (const groupsAttribute of ["", "   ", "groups\nroles", "x".repeat(201), 42]) {
      const refused = await owner.client.post("/api/auth/sso/update-provider", { providerId, groupsAttribute });
      expect(await errorOf(refused), JSON.stringify(groupsAttribute)).toMatchObject({
        status: 400,
        message:
          "Name the claim or attribute that carries the groups: 1 to 200 characters, such as groups, roles or a SAML attribute's URI.",
      });
    }
    const blank = await owner.client.post("/api/auth/sso/update-provider", { providerId, groupsAttribute: "" });
    expect(await errorOf(blank)).toMatchObject({ code: "SSO_GROUPS_ATTRIBUTE_INVALID" });

    // Back to the groups claim: the roles claim is not read any more.
    await ok(await owner.client.post("/api/auth/sso/update-provider", { providerId, groupsAttribute: "groups" }));
    expect(await signIn()).toBe("member");
  });

  it("refuses a mapping to owner, to an unknown role or to another organization's role, with 400", async () => {
    const other = await signedUpUser(server, "Otto Other");
    const otherOrg = (await createOrg(other.client, { name: "Other Co" })).id;
    const theirs = await other.client.post("/api/auth/organization/create-role", {
      organizationId: otherOrg,
      role: "auditors",
      permission: { document: ["read"] },
      additionalFields: { label: "Auditors" },
    });
    expect(theirs.status).toBe(200);
    const attempt = (roleMapping: unknown) =>
      owner.client.post("/api/auth/sso/update-provider", { providerId, roleMapping: JSON.stringify(roleMapping) });
    expect(await errorOf(await attempt([{ group: "Bosses", role: "owner" }]))).toMatchObject({
      status: 400,
      code: "ROLE_MAPPING_OWNER",
    });
    expect(await errorOf(await attempt([{ group: "Ghosts", role: "ghost" }]))).toMatchObject({
      status: 400,
      code: "ROLE_MAPPING_UNKNOWN_ROLE",
    });
    expect(await errorOf(await attempt([{ group: "Audit", role: "auditors" }]))).toMatchObject({
      status: 400,
      code: "ROLE_MAPPING_UNKNOWN_ROLE",
    });
    expect(await errorOf(await attempt({ group: "not a list" }))).toMatchObject({
      status: 400,
      code: "ROLE_MAPPING_INVALID",
    });
    const notJson = await owner.client.post("/api/auth/sso/update-provider", { providerId, roleMapping: "[" });
    expect(await errorOf(notJson)).toMatchObject({ status: 400, code: "ROLE_MAPPING_INVALID" });
    // At registration too.
    const registered = await owner.client.post("/api/auth/sso/register", {
      providerId: `${providerId}-map`,
      issuer: idp.issuer,
      domain: `map-${domain}`,
      organizationId: orgId,
      oidcConfig: { ...CLIENT, pkce: true },
      roleMapping: JSON.stringify([{ group: "Bosses", role: "owner" }]),
    });
    expect(await errorOf(registered)).toMatchObject({ status: 400, code: "ROLE_MAPPING_OWNER" });
  });

  it("keeps the client secret encrypted in the database and out of every answer", async () => {
    const [row] = await server.database.db
      .select({ oidcConfig: schema.ssoProvider.oidcConfig })
      .from(schema.ssoProvider)
      .where(eq(schema.ssoProvider.providerId, providerId));
    expect(row.oidcConfig).not.toContain(CLIENT.clientSecret);
    expect(row.oidcConfig).toContain("enc:v1:");
    const listed = await owner.client.request("/api/auth/sso/providers");
    expect(await listed.text()).not.toContain(CLIENT.clientSecret);
    // Not even the answer to the registration that entered it, nor to a change of it.
    const secret = "a-secret-just-entered-0123456789";
    const registered = await owner.client.post("/api/auth/sso/register", {
      providerId: `${providerId}-secret`,
      issuer: idp.issuer,
      domain: `secret-${domain}`,
      organizationId: orgId,
      oidcConfig: { clientId: CLIENT.clientId, clientSecret: secret, pkce: true },
    });
    const text = await registered.text();
    expect(registered.status, text).toBe(200);
    expect(text).not.toContain(secret);
    const body = JSON.parse(text) as { providerId: string; oidcConfig: Record<string, unknown> };
    expect(body.providerId).toBe(`${providerId}-secret`);
    expect(body.oidcConfig).toMatchObject({ clientId: CLIENT.clientId, pkce: true });
    expect(body.oidcConfig).not.toHaveProperty("clientSecret");
    const changed = await owner.client.post("/api/auth/sso/update-provider", {
      providerId: `${providerId}-secret`,
      oidcConfig: { clientSecret: `${secret}-new` },
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).not.toContain(secret);
    const got = await owner.client.request(`/api/auth/sso/get-provider?providerId=${providerId}-secret`);
    expect(await got.text()).not.toContain(secret);
  });

  it("a TXT record not set yet or with another value is a 422 that names the record; a DNS server that does not answer, 502", async () => {
    const pending = await registerProvider(owner.client, {
      providerId: `${providerId}-dns`,
      issuer: idp.issuer,
      domain: `dns-${domain}`,
      organizationId: orgId,
      oidcConfig: { ...CLIENT, pkce: true },
    });
    const name = `_dashboard-domain-${pending.providerId}.${pending.domain}`;
    const value = `_dashboard-domain-${pending.providerId}=${pending.domainVerificationToken}`;
    const verify = () => owner.client.post("/api/auth/sso/verify-domain", { providerId: pending.providerId });

    const missing = await verify();
    expect(await errorOf(missing)).toEqual({
      status: 422,
      code: "SSO_DOMAIN_RECORD_MISSING",
      message: `No TXT record was found at ${name}. Publish a TXT record there with the value ${value}, then check again.`,
    });

    dns.setTxt(name, "an-old-value");
    const wrong = await verify();
    expect(await errorOf(wrong)).toEqual({
      status: 422,
      code: "SSO_DOMAIN_RECORD_WRONG",
      message: `The TXT record at ${name} holds "an-old-value", not ${value}. Change its value to ${value}, then check again.`,
    });
    // In German too, as the person's language asks.
    const german = await owner.client.request("/api/auth/sso/verify-domain", {
      method: "POST",
      body: JSON.stringify({ providerId: pending.providerId }),
      headers: { "content-type": "application/json", "accept-language": "de" },
    });
    expect((await errorOf(german)).message).toBe(
      `Der TXT-Eintrag unter ${name} enthält "an-old-value", nicht ${value}. Ändern Sie seinen Wert auf ${value} und prüfen Sie dann erneut.`,
    );

    // The DNS server does not answer: the plugin's 502 stands ("try again later").
    await dns.close();
    try {
      const unanswered = await verify();
      expect(unanswered.status).toBe(502);
      expect((await errorOf(unanswered)).code).toBe("DOMAIN_VERIFICATION_FAILED");
    } finally {
      dns = await startDnsServer({ port: DNS_PORT });
    }
    // Published: verified, and nobody else learns the value (another organization's owner).
    dns.setTxt(name, value);
    const outsider = await signedUpUser(server, "Oscar Outsider");
    const refused = await outsider.client.post("/api/auth/sso/verify-domain", { providerId: pending.providerId });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await refused.text()).not.toContain(pending.domainVerificationToken);
    expect((await verify()).status).toBe(204);
  });
});
