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
  /** Extra check of auth's own storage (Redis), when configured. */
  pingAuthStorage?: () => Promise<void>;
  log: Logger;
}

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
 * db: a round trip to the database. auth: better-auth's context is initialised, its session table is
 * readable through its own adapter (its migrations ran), and its secondary storage answers. This is
 * called by load balancers every few seconds, so it does not go through better-auth's router
 * (`auth.handler` builds it per call, DESIGN.md): one query and one Redis PING.
 */
export async function checkHealth({ database, auth, pingAuthStorage, log }: HealthDeps): Promise<HealthStatus> {
  const [db, authState] = await Promise.all([
    passes("db", log, () => database.ping()),
    passes("auth", log, async () => {
      const ctx = await auth.$context;
      await ctx.adapter.findOne({ model: "session", where: [{ field: "id", value: "health-check" }] });
      await pingAuthStorage?.();
    }),
  ]);
  return { api: "ok", db, auth: authState };
}
