import { randomUUID } from "node:crypto";
import type { Locale } from "@app/i18n";
import type { MiddlewareHandler } from "hono";
import { localeOfRequest } from "../i18n/request-locale";
import type { Logger } from "./logger";
import type { Metrics } from "./metrics";
import { type RequestContext, runInRequestContext } from "./request-context";

export const REQUEST_ID_HEADER = "x-request-id";

// A proxy's or client's id is kept when it looks like one (it ties their logs to ours); anything
// else (too long, odd characters that could forge log lines) is replaced.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface RequestLogDeps {
  log: Logger;
  metrics?: Metrics;
  routeOf: (path: string) => string;
}

/**
 * One JSON line per request: id, method, route pattern, status, duration, and the user where the
 * request read its session. Never the query string, headers, cookies or bodies. The request id is
 * accepted from X-Request-Id or generated, returned in the response, and carried (with a logger
 * that prints it) through everything the request awaits.
 */
export function requestLog({ log, metrics, routeOf }: RequestLogDeps): MiddlewareHandler {
  return async (c, next) => {
    const started = process.hrtime.bigint();
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    // The child logger only once something logs: most requests never do, and pino's child costs.
    let child: Logger | undefined;
    let locale: Locale | undefined;
    const context: RequestContext = {
      requestId,
      startedAt: performance.now(),
      get log() {
        child ??= log.child({ requestId });
        return child;
      },
      get locale() {
        locale ??= localeOfRequest(c.req.raw);
        return locale;
      },
    };
    metrics?.requestStarted();
    let status = 500;
    try {
      await runInRequestContext(context, () => next());
      status = c.res.status;
      try {
        c.res.headers.set(REQUEST_ID_HEADER, requestId);
      } catch {
        // A response with immutable headers (one passed through from fetch): copy it.
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set(REQUEST_ID_HEADER, requestId);
      }
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = c.req.method;
      const route = routeOf(c.req.path);
      metrics?.requestFinished(method, route, status, seconds);
      if (metrics) countAuthOutcomes(metrics, c.req.path, route, status, c.res.headers.get("location"));
      const line = {
        requestId,
        method,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(context.userId ? { userId: context.userId } : {}),
      };
      if (status >= 500) log.error(line, "request failed");
      else log.info(line, "request");
    }
  };
}

function countAuthOutcomes(metrics: Metrics, path: string, route: string, status: number, location: string | null) {
  if (!path.startsWith("/api/auth/")) return;
  if (status === 429) metrics.rateLimited(route);
  let method: string | undefined;
  if (path === "/api/auth/sign-in/email") method = "email";
  // The end of a Google sign-in: a redirect into the app, or to the error page.
  else if (path === "/api/auth/callback/google") method = "google";
  if (!method) return;
  if (status === 429) metrics.signIn(method, "rate_limited");
  else if (method === "email") metrics.signIn(method, status === 200 ? "success" : "failure");
  else if (status === 302) metrics.signIn(method, location?.includes("error=") ? "failure" : "success");
  else metrics.signIn(method, "failure");
}
