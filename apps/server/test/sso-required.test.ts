/**
 * Requiring SSO (docs/product.md#enterprise-sign-in), the paths that are not a password: once an owner requires SSO for a verified domain,
 * a passkey or Google sign-in for one of its addresses leaves no session behind (the session the
 * plugin made is taken back: sso-hooks.ts, withdrawSessionWhereSsoRequired). Checked as an attacker
 * would: the answer, get-session, the session table, and every session cookie the answer sets. Other
 * domains are unaffected, and turning the requirement off again lets the same passkey in.
 */
import { schema } from "@app/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDnsServer } from "../../../e2e/support/dns-server.mjs";
import { startOidcIdp } from "../../../e2e/support/oidc-idp.mjs";
import type { TestClient } from "./support/client";
import { type FakeGoogle, googleCallback, signInWithGoogle, startFakeGoogle } from "./support/fake-google";
import { errorOf, ok } from "./support/http";
import { firstUrl } from "./support/mail";
import { variants } from "./support/matrix";
import { createOrg } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { SoftwareAuthenticator } from "./support/software-authenticator";
import { IdpBrowser, registerProvider, returnToApp, startSso, verifyDomain } from "./support/sso";
import { PASSWORD, randomEmail, signedUpUser, type User } from "./support/users";

// Ports of its own: the SSO files run beside each other (sso-oidc 530x, sso-saml 531x, this 532x).
const DNS_PORT = 5321;
const IDP_PORT = 5322;
const CLIENT = { clientId: "dashboard-test", clientSecret: "dashboard-test-secret-0123456789" };

describe.each(variants)("requiring SSO against passkey and Google sign-in on $name", (variant) => {
  let server: TestServer;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let idp: Awaited<ReturnType<typeof startOidcIdp>>;
  let google: FakeGoogle;
  let owner: User;
  /** An address of the domain with a passkey, both made before SSO was required. */
  let insider: User;
  let insiderKey: SoftwareAuthenticator;
  /** An address of another domain with a passkey. */
  let outsider: User;
  let outsiderKey: SoftwareAuthenticator;
  const suffix = variant.name.replace(/\W/g, "");
  const domain = `required-${suffix}.test`;
  const providerId = `required-oidc-${suffix}`;

  const requireSso = async (requireSso: boolean) => {
    const response = await owner.client.post("/api/auth/sso/update-provider", { providerId, requireSso });
    expect(response.status, await response.clone().text()).toBe(200);
  };

  const registerPasskey = async (user: User) => {
    const authenticator = new SoftwareAuthenticator("localhost", server.url);
    const options = await ok<{ challenge: string }>(
      await user.client.request("/api/auth/passkey/generate-register-options"),
    );
    await ok(
      await user.client.post("/api/auth/passkey/verify-registration", {
        response: authenticator.register(options),
        name: "Laptop",
      }),
    );
    return authenticator;
  };

  const passkeySignIn = async (authenticator: SoftwareAuthenticator) => {
    const client = server.client();
    const options = await ok<{ challenge: string }>(
      await client.request("/api/auth/passkey/generate-authenticate-options"),
    );
    const response = await client.post("/api/auth/passkey/verify-authentication", {
      response: authenticator.authenticate(options),
    });
    return { client, response };
  };

  /** The tokens of the sessions in the database for the address (none if there is no such user). */
  const sessionTokens = async (email: string) => {
    const rows = await server.database.db
      .select({ token: schema.session.token })
      .from(schema.session)
      .innerJoin(schema.user, eq(schema.user.id, schema.session.userId))
      .where(eq(schema.user.email, email));
    return rows.map((row) => row.token).sort();
  };

  /**
   * Nobody is signed in on `client` after `response`: get-session answers null, and a session cookie
   * the answer sets is a deletion, or one a fresh browser that replays it is not signed in with.
   */
  const expectNoSession = async (client: TestClient, response: Response) => {
    expect(await client.session()).toBeNull();
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1).trim();
      if (!/session_token$/.test(name)) continue;
      expect(value === "" || /max-age=0/i.test(line), `a session cookie is set: ${line}`).toBe(true);
      if (value === "") continue;
      const replay = await fetch(new URL("/api/auth/get-session", server.url), { headers: { cookie: pair } });
      expect(await replay.json()).toBeNull();
    }
  };

  beforeAll(async () => {
    dns = await startDnsServer({ port: DNS_PORT });
    google = await startFakeGoogle();
    server = await startTestServer(variant, {
      ...google.env,
      DNS_SERVERS: dns.address,
      SSO_PRIVATE_IDP_ORIGINS: `http://127.0.0.1:${IDP_PORT}`,
    });
    idp = await startOidcIdp({
      port: IDP_PORT,
      clients: [{ ...CLIENT, redirectUris: [`${server.url}/api/auth/sso/callback/${providerId}`] }],
    });
    owner = await signedUpUser(server, "Olivia Owner");
    const orgId = (await createOrg(owner.client, { name: "Required" })).id;
    const provider = await registerProvider(owner.client, {
      providerId,
      issuer: idp.issuer,
      domain,
      organizationId: orgId,
      oidcConfig: { ...CLIENT, pkce: true },
    });
    await verifyDomain(owner.client, dns, provider);

    // Before SSO is required: a person of the domain signs up with a password and adds a passkey.
    const client = server.client();
    const email = `dana@${domain}`;
    const signUp = await client.signUp({ email, name: "Dana Domain" });
    expect(signUp.response.status, JSON.stringify(signUp.body)).toBe(200);
    insider = { client, email, name: "Dana Domain", userId: signUp.body.user.id };
    // She opens the mailed link: a verified address, which Google sign-in links to (an unverified
    // one it does not link: account_not_linked, which would refuse for another reason).
    const mail = await server.waitForMail(email, "Verify your email address");
    expect((await client.request(firstUrl(mail.text))).status).toBe(302);
    insiderKey = await registerPasskey(insider);
    outsider = await signedUpUser(server, "Otto Outsider");
    outsiderKey = await registerPasskey(outsider);
  });
  afterAll(async () => {
    await idp?.close();
    await server?.stop();
    google?.stop();
    dns?.close();
  });

  it("takes back a passkey sign-in for an address of the domain: 403 SSO_REQUIRED, no session anywhere", async () => {
    // The passkey works while SSO is not required (so the refusal below is the requirement's).
    const before = await passkeySignIn(insiderKey);
    await ok(before.response);
    expect((await before.client.session())?.user.email).toBe(insider.email);

    await requireSso(true);
    const tokens = await sessionTokens(insider.email);
    const { client, response } = await passkeySignIn(insiderKey);
    const error = await errorOf(response.clone());
    expect(error).toMatchObject({ status: 403, code: "SSO_REQUIRED" });
    expect(error.message).toContain(domain);
    expect(error.message).toContain("Sign in with SSO");
    await expectNoSession(client, response);
    expect(await sessionTokens(insider.email)).toEqual(tokens);
  });

  it("refuses Google sign-in for a new address of the domain before any account exists: to the SSO page", async () => {
    await requireSso(true);
    for (const email of [`gina@${domain}`, `Hugo@${domain.toUpperCase()}`]) {
      const client = server.client();
      const response = await googleCallback(client, email, "Gina Google");
      expect(response.status, email).toBe(302);
      expect(response.headers.get("location"), email).toBe(`${server.url}/login/sso?error=SSO_REQUIRED`);
      await expectNoSession(client, response);
      expect(await sessionTokens(email.toLowerCase()), email).toEqual([]);
      const users = await server.database.db
        .select({ id: schema.user.id })
        .from(schema.user)
        .where(eq(schema.user.email, email.toLowerCase()));
      expect(users, email).toEqual([]);
    }
  });

  it("takes Google sign-in back for an existing account of the domain: to the SSO page, no session", async () => {
    await requireSso(true);
    const tokens = await sessionTokens(insider.email);
    const client = server.client();
    const response = await googleCallback(client, insider.email, insider.name);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${server.url}/login/sso?error=SSO_REQUIRED`);
    await expectNoSession(client, response);
    expect(await sessionTokens(insider.email)).toEqual(tokens);
  });

  it("leaves addresses of other domains alone: their passkey and Google sign-in still work", async () => {
    await requireSso(true);
    const byPasskey = await passkeySignIn(outsiderKey);
    await ok(byPasskey.response);
    expect((await byPasskey.client.session())?.user.email).toBe(outsider.email);

    const googleUser = server.client();
    const email = randomEmail("google");
    await signInWithGoogle(googleUser, email, "Gail Google");
    expect((await googleUser.session())?.user.email).toBe(email);
    // A domain that only ends like the required one is another domain.
    const lookalike = server.client();
    await signInWithGoogle(lookalike, `ivan@not-${domain}`, "Ivan Lookalike");
    expect((await lookalike.session())?.user.email).toBe(`ivan@not-${domain}`);
  });

  it("lets the same passkey and Google in again once the owner stops requiring SSO", async () => {
    await requireSso(true);
    expect((await passkeySignIn(insiderKey)).response.status).toBe(403);
    await requireSso(false);
    const { client, response } = await passkeySignIn(insiderKey);
    await ok(response);
    expect((await client.session())?.user.email).toBe(insider.email);
    const byGoogle = server.client();
    await signInWithGoogle(byGoogle, `gina@${domain}`, "Gina Google");
    expect((await byGoogle.session())?.user.email).toBe(`gina@${domain}`);
  });

  it("requiring SSO ends the domain's password, passkey and Google sessions, not SSO's, with an activity entry and a mail", async () => {
    await requireSso(false);
    // Signed in before: by password, by passkey, by Google, through the organization's SSO; and
    // someone of another domain.
    const byPassword = server.client();
    await ok(await byPassword.post("/api/auth/sign-in/email", { email: insider.email, password: PASSWORD }));
    const byPasskey = await passkeySignIn(insiderKey);
    await ok(byPasskey.response);
    const byGoogle = server.client();
    await signInWithGoogle(byGoogle, `gina@${domain}`, "Gina Google");
    const bySso = server.client();
    const started = await startSso(bySso, `sam@${domain}`);
    expect(started.response.status, JSON.stringify(started.body)).toBe(200);
    const callback = await new IdpBrowser().signIn(started.body.url as string, server.url, { login: `sam@${domain}` });
    expect((await returnToApp(bySso, callback)).status).toBe(302);
    expect((await bySso.session())?.user.email).toBe(`sam@${domain}`);
    const other = await passkeySignIn(outsiderKey);
    await ok(other.response);
    // Theirs, also from earlier tests: every one of them ends.
    const sessions = (await sessionTokens(insider.email)).length + (await sessionTokens(`gina@${domain}`)).length;
    expect(sessions).toBeGreaterThanOrEqual(3);

    await requireSso(true);
    for (const client of [byPassword, byPasskey.client, byGoogle]) expect(await client.session()).toBeNull();
    expect(await sessionTokens(insider.email)).toEqual([]);
    expect(await sessionTokens(`gina@${domain}`)).toEqual([]);
    expect((await bySso.session())?.user.email).toBe(`sam@${domain}`);
    expect((await other.client.session())?.user.email).toBe(outsider.email);
    expect((await owner.client.session())?.user.email).toBe(owner.email);

    const entries = await server.database.db
      .select()
      .from(schema.organizationActivity)
      .where(eq(schema.organizationActivity.kind, "sso.sessions_ended"));
    expect(entries.at(-1)).toMatchObject({
      target: domain,
      details: expect.objectContaining({ providerId, people: 2, sessions }),
    });
    const mail = await server.waitForMail(insider.email, "Sign in with single sign-on from now on");
    expect(mail.text).toContain(`requires single sign-on for addresses at ${domain}`);
    expect(mail.text).toContain(`${server.url}/login/sso`);
    await server.waitForMail(`gina@${domain}`, "Sign in with single sign-on from now on");
    expect(server.mailsTo(`sam@${domain}`).filter((m) => /single sign-on/.test(m.subject))).toEqual([]);
    await requireSso(false);
  });
});
