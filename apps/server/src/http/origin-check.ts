import { m } from "@app/i18n/messages";
import type { MiddlewareHandler } from "hono";

/**
 * better-auth checks the Origin of cookie-carrying requests under /api/auth; this does the same for
 * /rpc so a page on another site cannot make a signed-in browser call our procedures.
 */
export function originCheck(trustedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(trustedOrigins);
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    const origin = c.req.header("origin");
    if (origin && !allowed.has(origin)) {
      return c.json({ message: m.error_invalid_origin(), code: "FORBIDDEN" }, 403);
    }
    if (!origin && c.req.header("sec-fetch-site") === "cross-site") {
      return c.json({ message: m.error_invalid_origin(), code: "FORBIDDEN" }, 403);
    }
    return next();
  };
}
