import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** The database pool's counters (node-postgres); absent for the embedded database. */
  poolStats?: () => PoolStats;
  /** The embedded database's statement times (DatabaseHandle.observeQueries); absent for PostgreSQL. */
  observeQueries?: (listener: (seconds: number) => void) => void;
  /** How many mails wait in the outbox (read on each scrape). */
  queuedMail?: () => Promise<number>;
  /** Redis's state, with REDIS_URL (auth/redis-storage.ts). */
  redis?: { state(): "ok" | "degraded"; onChange(listener: (available: boolean) => void): void };
}

/** How often the event loop's delay is sampled: a timer that should fire every 20 ms. */
const EVENT_LOOP_SAMPLE_MS = 20;

/**
 * Prometheus metrics of one server. A registry per server, not prom-client's global one: tests run
 * several servers in one process. Everything an operator needs to see whether the service is well:
 * traffic and latency by route, errors (status), the database pool, sign-ins, rate-limit refusals.
 */
export function createMetrics({ poolStats, observeQueries, queuedMail, redis }: MetricsOptions = {}) {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const registers = [register];

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from request to response, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const inFlight = new Gauge({
    name: "http_requests_in_flight",
    help: "Requests received and not yet answered",
    registers,
  });
  const signIns = new Counter({
    name: "auth_sign_ins_total",
    help: "Sign-in attempts by method (email, google) and outcome (success, failure, rate_limited)",
    labelNames: ["method", "outcome"] as const,
    registers,
  });
  const rateLimited = new Counter({
    name: "auth_rate_limited_total",
    help: "Requests refused with 429 by the rate limiter, by route pattern",
    labelNames: ["route"] as const,
    registers,
  });
  const cacheHits = new Counter({
    name: "session_cache_hits_total",
    help: "Session checks answered from the session cache",
    registers,
  });
  const cacheMisses = new Counter({
    name: "session_cache_misses_total",
    help: "Session checks that had to read the database",
    registers,
  });
  const cacheInvalidations = new Counter({
    name: "session_cache_invalidations_total",
    help: "Session cache entries dropped because a session was revoked, a user banned, changed or signed out",
    registers,
  });
  // A histogram, not prom-client's per-scrape gauges (nodejs_eventloop_lag_*): one stall of
  // seconds stays visible as a count in a high bucket, whenever it happened between two scrapes.
  const eventLoopDelay = new Histogram({
    name: "eventloop_delay_seconds",
    help: `How late a timer due every ${EVENT_LOOP_SAMPLE_MS} ms fired: the event loop's delay, one sample per firing`,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  let due = performance.now() + EVENT_LOOP_SAMPLE_MS;
  const sampler = setInterval(() => {
    const now = performance.now();
    eventLoopDelay.observe(Math.max(0, now - due) / 1000);
    due = now + EVENT_LOOP_SAMPLE_MS;
  }, EVENT_LOOP_SAMPLE_MS);
  sampler.unref();
  if (observeQueries) {
    // PGlite runs on the main thread: a slow statement is a stall of the whole server.
    const queryTime = new Histogram({
      name: "pglite_query_duration_seconds",
      help: "How long each statement or transaction held the embedded database (PGlite runs one at a time)",
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    observeQueries((seconds) => queryTime.observe(seconds));
  }
  if (poolStats) {
    new Gauge({
      name: "db_pool_connections",
      help: "Database pool connections by state: in_use, idle, and waiting (requests queued for a connection)",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const s = poolStats();
        this.set({ state: "in_use" }, s.total - s.idle);
        this.set({ state: "idle" }, s.idle);
        this.set({ state: "waiting" }, s.waiting);
      },
    });
  }

  if (redis) {
    // Redis away is degraded, not down (decision 017): the instance serves on, and this says so.
    new Gauge({
      name: "redis_up",
      help: "1 while Redis is in use; 0 while this instance runs without it (sessions from the database, rate limits in its memory)",
      registers,
      collect() {
        this.set(redis.state() === "ok" ? 1 : 0);
      },
    });
    const lost = new Counter({
      name: "redis_unavailable_total",
      help: "Times this instance lost Redis (refused, closed, or no answer within the command timeout)",
      registers,
    });
    redis.onChange((available) => {
      if (!available) lost.inc();
    });
  }

  const mailSent = new Counter({
    name: "mail_outbox_sent_total",
    help: "Mails this instance delivered from the outbox (to SMTP or the development outbox)",
    registers,
  });
  const mailFailed = new Counter({
    name: "mail_outbox_failed_total",
    help: "Mails this instance gave up on after their maximum age (shown to platform admins)",
    registers,
  });
  if (queuedMail) {
    new Gauge({
      name: "mail_outbox_queued",
      help: "Mails waiting in the outbox for delivery or a retry (all instances)",
      registers,
      async collect() {
        this.set(await queuedMail());
      },
    });
  }

  return {
    register,
    requestStarted: () => inFlight.inc(),
    requestFinished(method: string, route: string, status: number, seconds: number) {
      inFlight.dec();
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    signIn: (method: string, outcome: "success" | "failure" | "rate_limited") => signIns.inc({ method, outcome }),
    rateLimited: (route: string) => rateLimited.inc({ route }),
    /** For the session cache (decision 020): call these from it, and operators see its hit rate. */
    sessionCache: {
      hit: () => cacheHits.inc(),
      miss: () => cacheMisses.inc(),
      invalidated: (count = 1) => cacheInvalidations.inc(count),
    },
    /** The mail outbox's worker reports each delivery and each mail given up (decision 029). */
    mailOutbox: { sent: () => mailSent.inc(), failed: () => mailFailed.inc() },
    render: () => register.metrics(),
    contentType: register.contentType,
    /** Stops the event-loop sampler (the server's close). */
    close: () => clearInterval(sampler),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
