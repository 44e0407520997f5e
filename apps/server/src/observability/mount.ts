import type { Hono } from "hono";
import type { Auth } from "../auth/auth";
import type { Config } from "../config";
import { requestLog } from "../http/request-log";
import type { Logger } from "./logger";
import type { Metrics } from "./metrics";
import { metricsHandler } from "./metrics-endpoint";
import { routeLabeler } from "./route-label";

export interface ObservabilityDeps {
  config: Config;
  auth: Auth;
  log: Logger;
  metrics?: Metrics;
}

/**
 * Mounted first, so every request is logged and counted, whatever answers it. Also the two paths
 * operators call: liveness (the process runs and its event loop turns; nothing else is checked, so
 * an orchestrator does not restart an instance for its database's trouble) and the metrics.
 */
export function mountObservability(app: Hono, { config, auth, log, metrics }: ObservabilityDeps) {
  const authPaths = Object.values(auth.api as Record<string, { path?: unknown }>)
    .map((endpoint) => endpoint?.path)
    .filter((path): path is string => typeof path === "string");
  app.use("*", requestLog({ log, metrics, routeOf: routeLabeler(authPaths) }));
  app.get("/api/health/live", (c) => c.json({ status: "ok" }));
  app.get("/metrics", metricsHandler(metrics, config.metrics.token));
}
