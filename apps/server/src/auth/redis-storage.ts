import type { SecondaryStorage } from "better-auth";
import { Redis } from "ioredis";
import type { Logger } from "../observability/logger";

const INCREMENT_SCRIPT = `
local n = redis.call("INCR", KEYS[1])
if n == 1 then redis.call("EXPIRE", KEYS[1], ARGV[1]) end
return n`;

/** better-auth's secondary storage (sessions cache, rate-limit counters) in Redis, shared by all instances. */
export function createRedisStorage(url: string, log: Logger) {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false, keyPrefix: "dashboard:" });
  redis.on("error", (error) => log.error({ error: error.message }, "redis error"));
  const storage: SecondaryStorage = {
    get: (key) => redis.get(key),
    getAndDelete: (key) => redis.getdel(key),
    // INCR and a TTL set only when the key is new, in one round trip and atomically.
    increment: async (key, ttl) => Number(await redis.eval(INCREMENT_SCRIPT, 1, key, Math.max(1, Math.ceil(ttl)))),
    set: async (key, value, ttl) => {
      if (ttl && ttl > 0) await redis.set(key, value, "EX", Math.ceil(ttl));
      else await redis.set(key, value);
    },
    delete: async (key) => {
      await redis.del(key);
    },
  };
  return {
    storage,
    ping: async () => {
      await redis.ping();
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
