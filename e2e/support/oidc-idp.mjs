// An OpenID Connect provider for the SSO tests (decision 035): panva's `oidc-provider`, a certified
// implementation, on 127.0.0.1 with its own sign-in page (its development interactions: type any
// login; the account's claims come from the `accounts` given or are made from the login). Used in
// process by the integration tests and as a web server by Playwright (run this file).
import { generateKeyPairSync } from "node:crypto";
import Provider from "oidc-provider";

/**
 * @param {{ port: number, clients: { clientId: string, clientSecret: string, redirectUris: string[] }[],
 *   accounts?: Map<string, Record<string, unknown>> }} options
 */
export async function startOidcIdp({ port, clients, accounts = new Map() }) {
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    })),
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test-key", use: "sig", alg: "RS256" }] },
    cookies: { keys: ["oidc-idp-test-cookie-key-not-a-secret"] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id.includes("@") ? id : `${id}@example.test`,
        email_verified: true,
        name: id.split("@")[0],
        ...accounts.get(id),
      }),
    }),
    // Groups (and roles, for a provider that names that claim) with the profile, as an IdP configured
    // to release them to this app does.
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "groups", "roles"] },
    scopes: ["openid", "email", "profile", "groups", "offline_access"],
    // Claims in the ID token too (better-auth reads the userinfo endpoint anyway).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    // No consent screen: the test user grants what the client asks.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope("openid email profile groups offline_access");
      await grant.save();
      return grant;
    },
  });
  // oidc-provider refuses to run its development sign-in page in production.
  const server = provider.listen(port, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    issuer,
    provider,
    accounts,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.OIDC_IDP_PORT ?? 5311);
  const redirectUris = (process.env.OIDC_IDP_REDIRECT_URIS ?? "").split(",").filter(Boolean);
  const idp = await startOidcIdp({
    port,
    clients: [
      {
        clientId: process.env.OIDC_IDP_CLIENT_ID ?? "e2e-oidc-client",
        clientSecret: process.env.OIDC_IDP_CLIENT_SECRET ?? "e2e-oidc-secret",
        redirectUris,
      },
    ],
  });
  console.log(`OIDC provider on ${idp.issuer}`);
}
