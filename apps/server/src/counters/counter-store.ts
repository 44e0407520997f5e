import type { SecondaryStorage } from "better-auth";

/**
 * Counts that expire (rate limits): in better-auth's secondary storage when there is one, so every
 * instance shares them, else in this process. Used by the per-address mail limit and the API keys.
 */
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
