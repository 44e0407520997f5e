import { createHMAC } from "@better-auth/utils/hmac";
import { parseCookies } from "better-call";
import type { AuthSession, SessionReader } from "../auth-types/auth-api";
import type { Auth } from "./auth";

const VERIFIED_LIMIT = 10_000;

/**
 * Reads the caller's session for the product's own routes (RPC, PDF) the way better-auth's
 * get-session does: the signed session cookie, checked with better-auth's own HMAC utility, then
 * better-auth's session store (memory, Redis or the database, whichever it reads; revocations go
 * through the same store), and the expiry. What it leaves out is the endpoint machinery around it
 * (request context, hooks, plugins' middlewares), which cost about a millisecond of CPU per call
 * (decision 021). It does not slide the session's expiry: the web app's get-session calls do that.
 */
export function sessionReader(auth: Auth): SessionReader {
  const hmac = createHMAC("SHA-256", "base64");
  const ready = (async () => {
    const context = await auth.$context;
    return {
      context,
      cookieName: context.authCookies.sessionToken.name,
      key: await hmac.importKey(context.secret, "verify"),
    };
  })();

  // Cookie values whose signature checked out, so a browser's every call does not pay WebCrypto's
  // asynchronous HMAC again (measured: the largest single cost of this path). The check depends only on the value and
  // the secret; the session behind it is still looked up, and so refused once revoked, every time.
  const verified = new Map<string, string>();

  return async (headers) => {
    const cookie = headers.get("cookie");
    if (!cookie) return null;
    const { context, cookieName, key } = await ready;
    // The first cookie of that name, as better-auth's own reading (better-call's getSignedCookie).
    const value = parseCookies(cookie).get(cookieName);
    const dot = value?.lastIndexOf(".") ?? -1;
    if (!value || dot < 1) return null;
    let token = verified.get(value);
    if (token === undefined) {
      const signature = value.slice(dot + 1);
      if (signature.length !== 44 || !signature.endsWith("=")) return null;
      if (!(await hmac.verify(key, value.slice(0, dot), signature).catch(() => false))) return null;
      token = value.slice(0, dot);
      if (verified.size >= VERIFIED_LIMIT) verified.clear();
      verified.set(value, token);
    }
    const found = await context.internalAdapter.findSession(token);
    if (!found || found.session.expiresAt < new Date()) return null;
    return found as AuthSession;
  };
}
