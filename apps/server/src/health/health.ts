import type { DatabaseHandle } from "@app/db";
import type { HealthStatus } from "@app/domain";
import { type Logger, safeErrorMessage } from "../observability/logger";
import { requestLog } from "../observability/request-context";

export interface HealthDeps {
  database: DatabaseHandle;
  /** better-auth's context (`auth.$context`): its adapter reads the session table. */
  auth: {
    $context: Promise<{
      adapter: { findOne(query: { model: string; where: { field: string; value: string }[] }): Promise<unknown> };
    }>;
  };
  /** Whether Redis (REDIS_URL) is in use now; absent without Redis. Never a reason to answer 503. */
  redisState?: () => RedisState;
  log: Logger;
}

/**
 * "ok" while Redis is in use; "degraded" while the instance runs without it (sessions from the
 * database, rate limits in its own memory: redis-storage.ts), which is slower but correct.
 */
export type RedisState = "ok" | "degraded";

/** The health of docs/product.md#home (api, db, auth) and, with REDIS_URL, Redis's state beside it. */
export type HealthReport = HealthStatus & { redis?: RedisState };

const TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error("timed out")), TIMEOUT_MS).unref()),
  ]);
}

async function passes(what: string, log: Logger, check: () => Promise<unknown>): Promise<"ok" | "error"> {
  try {
    await withTimeout(check());
    return "ok";
  } catch (error) {
    requestLog(log).warn({ check: what, error: safeErrorMessage(error) }, "health check failed");
    return "error";
  }
}

/**
 * db: a round trip to the database. auth: better-auth's context is initialised and its session table
 * is readable through its own adapter (its migrations ran). Both are what the instance needs to
 * serve, so they decide readiness (503). Redis is not: without it sessions come from the database
 * and counters from memory (decision 017), so its state is reported beside them, from the connection's
 * own watch (a PING every second), without a round trip here. This is called by load balancers every
 * second, so it does not go through better-auth's router (`auth.handler` builds it per call,
 * decision 020): one query.
 */
export async function checkHealth({ database, auth, redisState, log }: HealthDeps): Promise<HealthReport> {
  const [db, authState] = await Promise.all([
    passes("db", log, () => database.ping()),
    passes("auth", log, async () => {
      const ctx = await auth.$context;
      await ctx.adapter.findOne({ model: "session", where: [{ field: "id", value: "health-check" }] });
    }),
  ]);
  return { api: "ok", db, auth: authState, ...(redisState ? { redis: redisState() } : {}) };
}
