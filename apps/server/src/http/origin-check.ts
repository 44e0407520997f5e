import { m } from "@app/i18n/messages";
import type { MiddlewareHandler } from "hono";
import { errorResponse } from "../errors/answers";

/**
 * better-auth checks the Origin of cookie-carrying requests under /api/auth; this does the same for
 * /rpc and the logo upload, so a page on another site cannot make a signed-in browser call them.
 * Kept rather than hono/csrf, which checks only the content types an HTML form can send: a JSON
 * call from another site's origin would pass it, and this refuses every write from one.
 */
export function originCheck(trustedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(trustedOrigins);
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    const origin = c.req.header("origin");
    const foreign = origin ? !allowed.has(origin) : c.req.header("sec-fetch-site") === "cross-site";
    if (foreign)
      return errorResponse(c.req.path, { status: 403, code: "FORBIDDEN", message: m.error_invalid_origin() });
    return next();
  };
}
