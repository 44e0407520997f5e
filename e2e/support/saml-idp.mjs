// A SAML 2.0 identity provider for the SSO tests (decision 035), built with `samlify` on 127.0.0.1: it
// reads the service provider's AuthnRequest (HTTP-Redirect), shows a sign-in page, and posts a
// signed Response to the SP's ACS (HTTP-POST). `respond` makes Responses with chosen faults for
// the attack tests. The SP's metadata is fetched from the AuthnRequest's issuer (the product's SP
// entity id is its metadata URL). In process for the integration tests; a web server for Playwright.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import * as samlify from "samlify";
import { generate } from "selfsigned";

samlify.setSchemaValidator({ validate: async () => "skipped: the test IdP reads only its own SP's requests" });

const REDIRECT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";

const attributeTemplate = [
  {
    name: "email",
    valueTag: "email",
    nameFormat: "urn:oasis:names:tc:SAML:2.0:attrname-format:basic",
    valueXsiType: "xs:string",
  },
  {
    name: "displayName",
    valueTag: "displayName",
    nameFormat: "urn:oasis:names:tc:SAML:2.0:attrname-format:basic",
    valueXsiType: "xs:string",
  },
  {
    name: "groups",
    valueTag: "groups",
    nameFormat: "urn:oasis:names:tc:SAML:2.0:attrname-format:basic",
    valueXsiType: "xs:string",
  },
];
const responseTemplate =
  '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="{ID}" Version="2.0" IssueInstant="{IssueInstant}" Destination="{Destination}" InResponseTo="{InResponseTo}"><saml:Issuer>{Issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="{StatusCode}"/></samlp:Status><saml:Assertion ID="{AssertionID}" Version="2.0" IssueInstant="{IssueInstant}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"><saml:Issuer>{Issuer}</saml:Issuer><saml:Subject><saml:NameID Format="{NameIDFormat}">{NameID}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="{SubjectConfirmationDataNotOnOrAfter}" Recipient="{SubjectRecipient}" InResponseTo="{InResponseTo}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="{ConditionsNotBefore}" NotOnOrAfter="{ConditionsNotOnOrAfter}"><saml:AudienceRestriction><saml:Audience>{Audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="{IssueInstant}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>{AttributeStatement}</saml:Assertion></samlp:Response>';

async function keyPair() {
  const pems = await generate([{ name: "commonName", value: "saml-idp.test" }], { keySize: 2048, algorithm: "sha256" });
  return { privateKey: pems.private, cert: pems.cert };
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param {{ port: number }} options */
export async function startSamlIdp({ port }) {
  const origin = `http://127.0.0.1:${port}`;
  const entityID = `${origin}/metadata`;
  const ssoUrl = `${origin}/sso`;
  const signing = await keyPair();
  // Same entity id, another key: what a forged Response is signed with.
  const forger = await keyPair();
  const makeIdp = (keys) =>
    samlify.IdentityProvider({
      entityID,
      privateKey: keys.privateKey,
      signingCert: keys.cert,
      singleSignOnService: [{ Binding: REDIRECT, Location: ssoUrl }],
      nameIDFormat: ["urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress"],
      loginResponseTemplate: { context: responseTemplate, attributes: attributeTemplate },
    });
  const idp = makeIdp(signing);
  const forgedIdp = makeIdp(forger);
  const metadata = idp.getMetadata();

  const spCache = new Map();
  async function serviceProvider(metadataUrl) {
    if (!spCache.has(metadataUrl)) {
      const response = await fetch(metadataUrl);
      if (!response.ok) throw new Error(`SP metadata ${metadataUrl}: ${response.status}`);
      spCache.set(metadataUrl, samlify.ServiceProvider({ metadata: await response.text() }));
    }
    return spCache.get(metadataUrl);
  }

  /** The AuthnRequest of an SP-initiated sign-in URL: its id and the SP it came from. */
  async function readRequest(url) {
    const query = Object.fromEntries(new URL(url).searchParams);
    const xml = samlify.Utility.inflateString(decodeURIComponent(query.SAMLRequest));
    const issuer = /<saml:Issuer[^>]*>([^<]+)<\/saml:Issuer>/.exec(xml)?.[1];
    const id = /ID="([^"]+)"/.exec(xml)?.[1];
    if (!issuer || !id) throw new Error("not an AuthnRequest");
    return { id, spMetadataUrl: issuer.replaceAll("&amp;", "&"), relayState: query.RelayState, query };
  }

  /**
   * A Response for `email` to the request (or none: IdP-initiated), signed by this IdP unless
   * `forged`, with the template's values replaced by `overrides` (Audience, SubjectRecipient,
   * Destination, InResponseTo, ConditionsNotOnOrAfter, SubjectConfirmationDataNotOnOrAfter,
   * AssertionID, ConditionsNotBefore…). Returns the base64 SAMLResponse and the ACS URL.
   */
  async function respond({ spMetadataUrl, requestId, email, groups = [], overrides = {}, forged = false }) {
    const sp = await serviceProvider(spMetadataUrl);
    const acs = sp.entityMeta.getAssertionConsumerService("post");
    const signer = forged ? forgedIdp : idp;
    const now = new Date();
    const later = new Date(now.getTime() + 5 * 60_000);
    const user = { email, displayName: email.split("@")[0], groups: groups.join(",") };
    const { context } = await signer.createLoginResponse(
      sp,
      { extract: { request: { id: requestId ?? "" } } },
      "post",
      user,
      {
        customTagReplacement: (template) => {
          const id = `_${randomUUID()}`;
          const values = {
            ID: id,
            AssertionID: `_${randomUUID()}`,
            Destination: acs,
            Audience: sp.entityMeta.getEntityID(),
            SubjectRecipient: acs,
            Issuer: entityID,
            IssueInstant: now.toISOString(),
            StatusCode: "urn:oasis:names:tc:SAML:2.0:status:Success",
            ConditionsNotBefore: now.toISOString(),
            ConditionsNotOnOrAfter: later.toISOString(),
            SubjectConfirmationDataNotOnOrAfter: later.toISOString(),
            NameIDFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
            NameID: email,
            InResponseTo: requestId ?? "",
            attrEmail: email,
            attrDisplayName: user.displayName,
            attrGroups: user.groups,
            ...overrides,
          };
          return { id, context: samlify.SamlLib.replaceTagsByValue(template, values) };
        },
      },
    );
    return { samlResponse: context, acs };
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", origin);
      if (url.pathname === "/metadata") {
        res.writeHead(200, { "content-type": "application/xml" }).end(metadata);
        return;
      }
      if (url.pathname === "/health") {
        res.writeHead(200).end("ok");
        return;
      }
      if (url.pathname === "/sso" && req.method === "GET") {
        await readRequest(url.href);
        const hidden = [...url.searchParams]
          .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
          .join("");
        res
          .writeHead(200, { "content-type": "text/html; charset=utf-8" })
          .end(`<!doctype html><html lang="en"><head><title>Test SAML IdP</title></head><body>
<main><h1>Sign in to the test identity provider</h1>
<form method="post" action="/sso">${hidden}
<label>Email <input name="email" type="email" required></label>
<label>Groups <input name="groups"></label>
<button type="submit">Sign in</button></form></main></body></html>`);
        return;
      }
      if (url.pathname === "/sso" && req.method === "POST") {
        let body = "";
        for await (const chunk of req) body += chunk;
        const form = new URLSearchParams(body);
        const request = await readRequest(
          `${ssoUrl}?${new URLSearchParams({ SAMLRequest: form.get("SAMLRequest") ?? "", RelayState: form.get("RelayState") ?? "" })}`,
        );
        const { samlResponse, acs } = await respond({
          spMetadataUrl: request.spMetadataUrl,
          requestId: request.id,
          email: form.get("email") ?? "",
          groups: (form.get("groups") ?? "").split(",").filter(Boolean),
        });
        res
          .writeHead(200, { "content-type": "text/html; charset=utf-8" })
          .end(`<!doctype html><html lang="en"><head><title>Signing in…</title></head><body>
<form id="saml" method="post" action="${escapeHtml(acs)}">
<input type="hidden" name="SAMLResponse" value="${escapeHtml(samlResponse)}">
<input type="hidden" name="RelayState" value="${escapeHtml(form.get("RelayState") ?? "")}">
<button type="submit">Continue</button></form>
<script>document.getElementById("saml").submit()</script></body></html>`);
        return;
      }
      res.writeHead(404).end();
    } catch (error) {
      res.writeHead(400).end(String(error));
    }
  });
  server.listen(port, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    origin,
    entityID,
    ssoUrl,
    metadata,
    cert: signing.cert,
    readRequest,
    respond,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const idp = await startSamlIdp({ port: Number(process.env.SAML_IDP_PORT ?? 5312) });
  console.log(`SAML IdP on ${idp.origin}`);
}
