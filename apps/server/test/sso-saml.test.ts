/**
 * SSO with SAML 2.0 (decision 035) against an identity provider built with `samlify` on
 * 127.0.0.1, over real HTTP, on every database: an SP-initiated sign-in makes a member, and every
 * Response of point 5's attacks is refused without a session.
 */
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { schema } from "@app/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDnsServer } from "../../../e2e/support/dns-server.mjs";
import { startSamlIdp } from "../../../e2e/support/saml-idp.mjs";
import type { TestClient } from "./support/client";
import { variants } from "./support/matrix";
import { createOrg, fullOrg } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { IdpBrowser, registerProvider, returnToApp, startSso, verifyDomain } from "./support/sso";
import { signedUpUser, type User } from "./support/users";

const DNS_PORT = 5311;
const IDP_PORT = 5312;

describe.each(variants)("SSO with SAML on $name", (variant) => {
  let server: TestServer;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let idp: Awaited<ReturnType<typeof startSamlIdp>>;
  let owner: User;
  let orgId: string;
  const domain = `saml-${variant.name.replace(/\W/g, "")}.test`;
  const providerId = `saml-${variant.name.replace(/\W/g, "")}`;

  beforeAll(async () => {
    dns = await startDnsServer({ port: DNS_PORT });
    idp = await startSamlIdp({ port: IDP_PORT });
    server = await startTestServer(variant, { DNS_SERVERS: dns.address });
    owner = await signedUpUser(server, "Olivia Owner");
    orgId = (await createOrg(owner.client, { name: "Saml Co" })).id;
    const provider = await registerProvider(owner.client, {
      providerId,
      issuer: idp.entityID,
      domain,
      organizationId: orgId,
      samlConfig: { entryPoint: idp.ssoUrl, idpMetadata: { metadata: idp.metadata } },
    });
    await verifyDomain(owner.client, dns, provider);
  });
  afterAll(async () => {
    await idp?.close();
    await server?.stop();
    dns?.close();
  });

  /** An SP-initiated sign-in up to the IdP: the request's id, SP and relay state. */
  async function requestFor(client: TestClient, email: string) {
    const { response, body } = await startSso(client, email);
    expect(response.status, JSON.stringify(body)).toBe(200);
    return idp.readRequest(body.url as string);
  }

  const postToAcs = (client: TestClient, acs: string, samlResponse: string, relayState?: string) =>
    client.request(acs, {
      method: "POST",
      body: new URLSearchParams({ SAMLResponse: samlResponse, ...(relayState ? { RelayState: relayState } : {}) }),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "null" },
    });

  /** Refused: no session, and the answer is an error (400) or an error redirect. */
  async function expectRefused(client: TestClient, response: Response) {
    const location = response.headers.get("location") ?? "";
    expect(response.status === 400 || /error=/.test(location), `${response.status} ${location}`).toBe(true);
    expect(await client.session()).toBeNull();
  }

  it("signs a person in through the IdP's page and makes them a member", async () => {
    const person = server.client();
    const { body } = await startSso(person, `alice@${domain}`);
    const acsPost = await new IdpBrowser().signIn(body.url as string, server.url, { email: `alice@${domain}` });
    expect(acsPost).toContain(`/api/auth/sso/saml2/sp/acs/${providerId}`);
    const answer = await returnToApp(person, acsPost);
    expect(answer.status, await answer.clone().text()).toBe(302);
    expect(answer.headers.get("location")).toMatch(/\/dashboard$/);
    expect((await person.session())?.user.email).toBe(`alice@${domain}`);
    const members = (await fullOrg(owner.client, orgId)).members;
    expect(members.find((m) => m.user.email === `alice@${domain}`)?.role).toBe("member");
  });

  it("maps a SAML groups attribute to roles on every sign-in, and the SP still wants signed assertions", async () => {
    const saved = await owner.client.post("/api/auth/sso/update-provider", {
      providerId,
      groupsAttribute: "groups",
      roleMapping: JSON.stringify([{ group: "Dashboard Admins", role: "admin" }]),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const email = `sam@${domain}`;
    const signIn = async (groups: string) => {
      const person = server.client();
      const { body } = await startSso(person, email);
      const acsPost = await new IdpBrowser().signIn(body.url as string, server.url, { email, groups });
      expect((await returnToApp(person, acsPost)).status).toBe(302);
      return (await fullOrg(owner.client, orgId)).members.find((m) => m.user.email === email)?.role;
    };
    expect(await signIn("Staff,Dashboard Admins")).toBe("admin");
    expect(await signIn("Staff")).toBe("member");
    expect(await signIn("dashboard admins")).toBe("admin");
    const metadata = await (
      await fetch(`${server.url}/api/auth/sso/saml2/sp/metadata?providerId=${providerId}`)
    ).text();
    expect(metadata).toContain('WantAssertionsSigned="true"');
  });

  it("publishes the SP metadata with the ACS URL and signed assertions wanted", async () => {
    const metadata = await (
      await fetch(`${server.url}/api/auth/sso/saml2/sp/metadata?providerId=${providerId}`)
    ).text();
    expect(metadata).toContain(`/api/auth/sso/saml2/sp/acs/${providerId}`);
    expect(metadata).toContain('WantAssertionsSigned="true"');
  });

  it("refuses an unsigned Response", async () => {
    const person = server.client();
    const request = await requestFor(person, `bob@${domain}`);
    const { samlResponse, acs } = await idp.respond({
      spMetadataUrl: request.spMetadataUrl,
      requestId: request.id,
      email: `bob@${domain}`,
    });
    const xml = Buffer.from(samlResponse, "base64").toString("utf8");
    const unsigned = xml.replace(/<(ds:)?Signature[\s\S]*?<\/(ds:)?Signature>/g, "");
    expect(unsigned).not.toContain("SignatureValue");
    await expectRefused(
      person,
      await postToAcs(person, acs, Buffer.from(unsigned).toString("base64"), request.relayState),
    );
  });

  it("refuses a Response signed with another key", async () => {
    const person = server.client();
    const request = await requestFor(person, `bob@${domain}`);
    const forged = await idp.respond({
      spMetadataUrl: request.spMetadataUrl,
      requestId: request.id,
      email: `bob@${domain}`,
      forged: true,
    });
    await expectRefused(person, await postToAcs(person, forged.acs, forged.samlResponse, request.relayState));
  });

  it("refuses a wrong audience", async () => {
    const person = server.client();
    const request = await requestFor(person, `bob@${domain}`);
    const wrong = await idp.respond({
      spMetadataUrl: request.spMetadataUrl,
      requestId: request.id,
      email: `bob@${domain}`,
      overrides: { Audience: "https://another-sp.example/metadata" },
    });
    await expectRefused(person, await postToAcs(person, wrong.acs, wrong.samlResponse, request.relayState));
  });

  it("refuses a wrong recipient", async () => {
    const person = server.client();
    const request = await requestFor(person, `bob@${domain}`);
    const wrong = await idp.respond({
      spMetadataUrl: request.spMetadataUrl,
      requestId: request.id,
      email: `bob@${domain}`,
      overrides: { SubjectRecipient: "https://another-sp.example/acs", Destination: "https://another-sp.example/acs" },
    });
    await expectRefused(person, await postToAcs(person, wrong.acs, wrong.samlResponse, request.relayState));
  });

  it("refuses an expired assertion", async () => {
    const person = server.client();
    const request = await requestFor(person, `bob@${domain}`);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const twoHoursAgo = new Date(Date.now() - 7_200_000).toISOString();
    const expired = await idp.respond({
      spMetadataUrl: request.spMetadataUrl,
      requestId: request.id,
      email: `bob@${domain}`,
      overrides: {
        IssueInstant: twoHoursAgo,
        ConditionsNotBefore: twoHoursAgo,
        ConditionsNotOnOrAfter: hourAgo,
        SubjectConfirmationDataNotOnOrAfter: hourAgo,
      },
    });
    await expectRefused(person, await postToAcs(person, expired.acs, expired.samlResponse, request.relayState));
  });

  it("refuses a replayed assertion id", async () => {
    const first = server.client();
    const request = await requestFor(first, `carol@${domain}`);
    const assertionId = `_${randomUUID()}`;
    const valid = await idp.respond({
      spMetadataUrl: request.spMetadataUrl,
      requestId: request.id,
      email: `carol@${domain}`,
      overrides: { AssertionID: assertionId },
    });
    const accepted = await postToAcs(first, valid.acs, valid.samlResponse, request.relayState);
    expect(accepted.headers.get("location")).toMatch(/\/dashboard$/);
    // The same assertion id again, in a fresh Response for a fresh request.
    const attacker = server.client();
    const second = await requestFor(attacker, `carol@${domain}`);
    const replay = await idp.respond({
      spMetadataUrl: second.spMetadataUrl,
      requestId: second.id,
      email: `carol@${domain}`,
      overrides: { AssertionID: assertionId },
    });
    await expectRefused(attacker, await postToAcs(attacker, replay.acs, replay.samlResponse, second.relayState));
  });

  it("refuses XML signature wrapping (an unsigned assertion beside the signed one)", async () => {
    const person = server.client();
    const request = await requestFor(person, `dave@${domain}`);
    const { samlResponse, acs } = await idp.respond({
      spMetadataUrl: request.spMetadataUrl,
      requestId: request.id,
      email: `dave@${domain}`,
    });
    const xml = Buffer.from(samlResponse, "base64").toString("utf8");
    const signedAssertion = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)?.[0] ?? "";
    const evil = signedAssertion
      .replace(/<(ds:)?Signature[\s\S]*?<\/(ds:)?Signature>/, "")
      .replace(/ID="[^"]+"/, 'ID="_evil"')
      .replaceAll(`dave@${domain}`, `owner@${domain}`);
    const wrapped = xml.replace(signedAssertion, `${evil}<samlp:Extensions>${signedAssertion}</samlp:Extensions>`);
    await expectRefused(
      person,
      await postToAcs(person, acs, Buffer.from(wrapped).toString("base64"), request.relayState),
    );
    const [evilUser] = await server.database.db
      .select()
      .from(schema.user)
      .where(eq(schema.user.email, `owner@${domain}`));
    expect(evilUser).toBeUndefined();
  });

  it("refuses a Response to another request (wrong InResponseTo)", async () => {
    const person = server.client();
    const request = await requestFor(person, `erin@${domain}`);
    const wrong = await idp.respond({
      spMetadataUrl: request.spMetadataUrl,
      requestId: "_not-this-request",
      email: `erin@${domain}`,
    });
    await expectRefused(person, await postToAcs(person, wrong.acs, wrong.samlResponse, request.relayState));
  });

  it("sends no private key back, not even in the answer to the registration that entered it", async () => {
    const { privateKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    const passphrase = "a-passphrase-just-entered";
    const registered = await owner.client.post("/api/auth/sso/register", {
      providerId: `${providerId}-keys`,
      issuer: idp.entityID,
      domain: `keys-${domain}`,
      organizationId: orgId,
      samlConfig: {
        entryPoint: idp.ssoUrl,
        idpMetadata: { metadata: idp.metadata },
        privateKey,
        spMetadata: { privateKey, privateKeyPass: passphrase },
      },
    });
    const text = await registered.text();
    expect(registered.status, text).toBe(200);
    const body = JSON.parse(text) as { samlConfig: { entryPoint: string; spMetadata: Record<string, unknown> } };
    expect(body.samlConfig.entryPoint).toBe(idp.ssoUrl);
    for (const secret of [privateKey.split("\n")[1] as string, passphrase]) expect(text).not.toContain(secret);
    expect(body.samlConfig).not.toHaveProperty("privateKey");
    expect(body.samlConfig.spMetadata).not.toHaveProperty("privateKey");
    const listed = await owner.client.request("/api/auth/sso/providers");
    expect(await listed.text()).not.toContain(passphrase);
  });

  it("refuses an IdP-initiated sign-in (it is off)", async () => {
    const person = server.client();
    const request = await requestFor(server.client(), `frank@${domain}`);
    const unsolicited = await idp.respond({ spMetadataUrl: request.spMetadataUrl, email: `frank@${domain}` });
    await expectRefused(person, await postToAcs(person, unsolicited.acs, unsolicited.samlResponse));
  });
});
