import { generateRandomString } from "better-auth/crypto";
import type { AuthRequest, HookContext } from "../auth-types/hook-context";

/** Where a sign-in's nonce waits for its callback: `sso-nonce:<state>` in the verification table. */
export const NONCE_PREFIX = "sso-nonce:";
/** As long as better-auth's own OAuth state lives. */
const NONCE_SECONDS = 600;

/**
 * OpenID Connect's nonce (decision 035): better-auth's SSO plugin sends none, so the product adds one
 * to the authorization URL of every OIDC sign-in, keyed by the sign-in's `state`, and the plugin's
 * `resolveUser` (sso-plugin.ts) refuses an ID token that does not carry it, before any account or
 * session exists. SAML's AuthnRequest id plays this part there (the plugin's InResponseTo check).
 */
export async function addNonce(ctx: HookContext, _request: AuthRequest) {
  const returned = ctx.context.returned as { url?: unknown } | undefined;
  if (!returned || typeof returned.url !== "string" || returned instanceof Error) return;
  const url = new URL(returned.url);
  const state = url.searchParams.get("state");
  // SAML sign-ins carry a SAMLRequest, not an OAuth state.
  if (!state || url.searchParams.has("SAMLRequest")) return;
  const nonce = generateRandomString(32);
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: `${NONCE_PREFIX}${state}`,
    value: nonce,
    expiresAt: new Date(Date.now() + NONCE_SECONDS * 1000),
  });
  url.searchParams.set("nonce", nonce);
  returned.url = url.toString();
}
