import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";

/** The header better-auth reads the client's address from (rate limits, session records). */
export const CLIENT_IP_HEADER = "x-client-ip";

/** The client's address: from the socket or, behind a trusted proxy, the first X-Forwarded-For hop. */
export function clientIpOf(c: Context, trustProxy: boolean): string | undefined {
  let ip: string | undefined;
  if (trustProxy) ip = c.req.raw.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || undefined;
  if (!ip) {
    try {
      ip = getConnInfo(c).remote.address;
    } catch {
      ip = undefined; // app.request() in-process has no socket
    }
  }
  return ip;
}

/**
 * @hono/node-server passes no client address to web-standard handlers, so every client would share
 * one rate-limit bucket. This sets the header from the socket (or, behind a trusted proxy, from
 * the first X-Forwarded-For hop), always replacing whatever the client sent.
 */
export function requestWithClientIp(c: Context, trustProxy: boolean): Request {
  return new Request(c.req.raw, { headers: headersWithClientIp(c, trustProxy) });
}

/** The request's headers with the client's address set as above (for direct `auth.api` calls). */
export function headersWithClientIp(c: Context, trustProxy: boolean): Headers {
  const headers = new Headers(c.req.raw.headers);
  const ip = clientIpOf(c, trustProxy);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}

/** The context variable that works the client's address out when asked (rpc/organization-access.ts' routes). */
export const CLIENT_IP = "clientIp";
declare module "hono" {
  interface ContextVariableMap {
    [CLIENT_IP]: () => string | undefined;
  }
}

/** Lets every later handler ask the client's address, by the same rule as above. */
export function rememberClientIp(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    c.set(CLIENT_IP, () => clientIpOf(c, trustProxy));
    await next();
  };
}
