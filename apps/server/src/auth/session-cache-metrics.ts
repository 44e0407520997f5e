import type { SecondaryStorage } from "better-auth";
import type { Metrics } from "../observability/metrics";

/** better-auth stores a session under its bare token (32 letters and digits); its other keys carry a prefix. */
const isSessionKey = (key: string) => /^[A-Za-z0-9]{32}$/.test(key);

/**
 * Counts what the session cache (the secondary storage: memory or Redis) does for session checks:
 * a hit is a session read from it, a miss one better-auth then reads from the database, an
 * invalidation a session dropped from it (sign-out, revocation, ban, deletion).
 */
export function withSessionCacheMetrics(
  storage: SecondaryStorage,
  counters: Metrics["sessionCache"],
): SecondaryStorage {
  return {
    ...storage,
    get: async (key) => {
      const value = await storage.get(key);
      if (isSessionKey(key)) {
        if (value === null || value === undefined) counters.miss();
        else counters.hit();
      }
      return value;
    },
    delete: async (key) => {
      await storage.delete(key);
      if (isSessionKey(key)) counters.invalidated();
    },
  };
}
