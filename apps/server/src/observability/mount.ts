import type { Hono } from "hono";
import type { Logger } from "./logger";
import type { Metrics } from "./metrics";
import { metricsHandler } from "./metrics-endpoint";
import { requestLog } from "./request-log";
import { routeLabeler } from "./route-label";

export interface ObservabilityDeps {
  /** better-auth's endpoint paths (under /api/auth), the patterns auth routes are counted under. */
  authPaths: string[];
  /** METRICS_TOKEN: /metrics answers only with it. */
  metricsToken?: string;
  log: Logger;
  metrics?: Metrics;
}

/**
 * Mounted first, so every request is logged and counted, whatever answers it. Also the two paths
 * operators call: liveness (the process runs and its event loop turns; nothing else is checked, so
 * an orchestrator does not restart an instance for its database's trouble) and the metrics.
 */
export function mountObservability(app: Hono, { authPaths, metricsToken, log, metrics }: ObservabilityDeps) {
  app.use("*", requestLog({ log, metrics, routeOf: routeLabeler(authPaths) }));
  app.get("/api/health/live", (c) => c.json({ status: "ok" }));
  app.get("/metrics", metricsHandler(metrics, metricsToken));
}
