import type { DatabaseHandle } from "@app/db";
import type { HealthStatus } from "@app/domain";
import type { Auth } from "../auth/auth";
import { CLIENT_IP_HEADER } from "../http/client-ip";

export interface HealthDeps {
  database: DatabaseHandle;
  auth: Auth;
  /** Extra check of auth's own storage (Redis), when configured. */
  pingAuthStorage?: () => Promise<void>;
}

const TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error("timed out")), TIMEOUT_MS).unref()),
  ]);
}

async function passes(check: () => Promise<unknown>): Promise<"ok" | "error"> {
  try {
    await withTimeout(check());
    return "ok";
  } catch (error) {
    console.error("health check failed:", (error as Error).message);
    return "error";
  }
}

/**
 * db: a round trip to the database. auth: better-auth answers its own /ok endpoint, its session
 * table is readable (its migrations ran), and its secondary storage answers.
 */
export async function checkHealth({ database, auth, pingAuthStorage }: HealthDeps): Promise<HealthStatus> {
  const [db, authState] = await Promise.all([
    passes(() => database.ping()),
    passes(async () => {
      const response = await auth.handler(
        new Request(new URL("/api/auth/ok", auth.options.baseURL as string), {
          headers: { [CLIENT_IP_HEADER]: "127.0.0.1" },
        }),
      );
      if (!response.ok) throw new Error(`auth answered ${response.status}`);
      const ctx = await auth.$context;
      await ctx.adapter.findOne({ model: "session", where: [{ field: "id", value: "health-check" }] });
      await pingAuthStorage?.();
    }),
  ]);
  return { api: "ok", db, auth: authState };
}
