// The metrics endpoint answers Prometheus and the operator only, never a user.
import { createHash, timingSafeEqual } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Context } from "hono";
import { Hono } from "hono";
import type { Metrics } from "./metrics";

const notFound = (c: Context) => c.json({ message: "Not Found", code: "NOT_FOUND" }, 404);

function sameToken(given: string, expected: string): boolean {
  // Digests first: equal lengths for timingSafeEqual, and no early exit on the first wrong character.
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * GET /metrics on the public port: only with METRICS_TOKEN, as a bearer token. Without it the path
 * does not exist (404), so nothing about the server leaks to the internet by default.
 */
export function metricsHandler(metrics: Metrics | undefined, token: string | undefined) {
  return async (c: Context) => {
    if (!metrics || !token) return notFound(c);
    const header = c.req.header("authorization") ?? "";
    const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
    if (!sameToken(given, token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.json({ message: "A valid metrics token is required", code: "UNAUTHORIZED" }, 401);
    }
    return c.body(await metrics.render(), 200, { "Content-Type": metrics.contentType });
  };
}

/** METRICS_PORT: /metrics without a token on a port bound to the loopback interface only. */
export async function serveMetricsLocally(metrics: Metrics, port: number) {
  const app = new Hono();
  app.get("/metrics", async (c) => c.body(await metrics.render(), 200, { "Content-Type": metrics.contentType }));
  app.all("*", notFound);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(s));
    s.once("error", reject);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      }),
  };
}
