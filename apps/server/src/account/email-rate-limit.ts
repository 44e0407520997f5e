import { accountMessages, EMAIL_SEND_LIMIT } from "@app/domain";
import type { SecondaryStorage } from "better-auth";
import { APIError } from "better-auth/api";
import type { HookContext } from "../auth-types/hook-context";

export interface CounterStore {
  /** Adds one to `key` and returns the new count; the count starts a window of `ttlSeconds`. */
  increment(key: string, ttlSeconds: number): Promise<number>;
}

/** Redis (better-auth's secondary storage) when there is one, so every instance shares the count. */
export function counterStore(secondaryStorage?: SecondaryStorage): CounterStore {
  if (secondaryStorage) {
    return { increment: async (key, ttl) => Number(await secondaryStorage.increment(key, ttl)) };
  }
  return memoryCounterStore();
}

/** One instance only: without Redis the limit holds per process, which still bounds a flood. */
export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  return {
    increment: async (key, ttlSeconds) => {
      const time = now();
      if (counters.size > 10_000) {
        for (const [k, v] of counters) if (v.resetAt <= time) counters.delete(k);
      }
      const current = counters.get(key);
      if (!current || current.resetAt <= time) {
        counters.set(key, { count: 1, resetAt: time + ttlSeconds * 1000 });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
  };
}

/**
 * better-auth limits each client address; the endpoints marked `perEmailLimit` (auth/endpoints.ts)
 * also get a limit per email address in the body, so one mailbox cannot be flooded from many
 * addresses. The count runs whether or not an account has the address, so a refusal says nothing
 * about who is registered.
 */
export function emailRateLimit(store: CounterStore, limit: { max: number; windowSeconds: number } = EMAIL_SEND_LIMIT) {
  return async (ctx: HookContext): Promise<void> => {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== "string") return; // better-auth answers the missing field
    const key = `email-limit:${ctx.path}:${email.trim().toLowerCase()}`;
    if ((await store.increment(key, limit.windowSeconds)) > limit.max) {
      throw new APIError("TOO_MANY_REQUESTS", { message: accountMessages.tooManyRequests, code: "TOO_MANY_REQUESTS" });
    }
  };
}
