import { randomBytes } from "node:crypto";
import type { SecondaryStorage } from "better-auth";
import type { Redis } from "ioredis";
import type { Logger } from "../observability/logger";
import { createMemoryStorage } from "./memory-storage";
import { connectRedis, REDIS_TIMING, type RedisTiming } from "./redis-connection";

const PREFIX = "dashboard:";
/** Which generation of the cache is current; every other key is `dashboard:<generation>:<key>`. */
export const GENERATION_KEY = `${PREFIX}generation`;

// Each script reads the current generation and acts on that generation's key, in one step. A
// missing generation (Redis restarted empty, keys evicted, flushed) reads as an empty cache.
const KEY = `local g = redis.call("GET", KEYS[1])
if not g then return {false, false} end
local k = "${PREFIX}" .. g .. ":" .. ARGV[1]`;

const SCRIPTS = {
  cacheGet: `${KEY}
return {g, redis.call("GET", k)}`,
  cacheGetDel: `${KEY}
return {g, redis.call("GETDEL", k)}`,
  cacheDel: `${KEY}
redis.call("DEL", k)
return {g, false}`,
  // INCR and a TTL set only when the key is new (the window starts at the first count).
  cacheIncr: `${KEY}
local n = redis.call("INCR", k)
if n == 1 then redis.call("EXPIRE", k, ARGV[2]) end
return {g, n}`,
  // Written only into the generation the writer read last (ARGV[3]): a write sent before an outage
  // and carried out after it (a paused Redis works off its queue) lands in no current generation.
  cacheSet: `${KEY}
if g ~= ARGV[3] then
  redis.call("DEL", k)
  return {g, 0}
end
if tonumber(ARGV[4]) > 0 then redis.call("SET", k, ARGV[2], "EX", ARGV[4]) else redis.call("SET", k, ARGV[2]) end
return {g, 1}`,
} as const;

type Reply = [string | null, string | number | null];
type ScriptClient = Redis & {
  [name in keyof typeof SCRIPTS]: (key: string, ...args: (string | number)[]) => Promise<Reply>;
};

const newGeneration = () => randomBytes(6).toString("hex");

/**
 * better-auth's secondary storage in Redis, shared by all instances: the session cache and the
 * rate-limit counters. Redis holds a copy and counters, never the truth (decision 017), so it must never
 * become a failure of a request:
 *
 * - Nothing here throws. While Redis is away (redis-connection.ts: refused, or no answer within a
 *   few hundred ms), reads are misses, so better-auth reads sessions from the database
 *   (`storeSessionInDatabase`), where a revoked or banned session is already gone; writes are
 *   skipped; counters (`increment`: rate limits per address, per email and per API key) count in
 *   this instance's memory, so every limit still holds per instance.
 * - Whatever Redis held before an outage is never read after it: every key lives in a generation,
 *   and an instance that lost Redis starts a new one (`SET dashboard:generation <random>`) before it
 *   uses Redis again, for all instances at once. A write it skipped meanwhile (a sign-out, a ban, a
 *   changed role) can therefore not leave a stale session behind, nor can a write that a paused
 *   Redis carries out late. Old generations are deleted in the background.
 */
export function createRedisStorage(url: string, log: Logger, timing: RedisTiming = REDIS_TIMING) {
  let generation = "";
  /** A write was skipped while Redis was away (also before its first answer): start a new generation. */
  let writesMissed = false;
  /** A generation this instance started and whose predecessors are still to be deleted. */
  let toSweep: string | undefined;
  let sweeping: Promise<void> | undefined;
  let closing = false;

  const connection = connectRedis(
    url,
    log,
    {
      scripts: SCRIPTS,
      prepare: async (redis, afterOutage) => {
        const fresh = newGeneration();
        // After an outage, or writes missed before the first answer, a new generation; else the
        // current one, if there is one.
        const replace = afterOutage || writesMissed;
        const started =
          (replace ? await redis.set(GENERATION_KEY, fresh) : await redis.set(GENERATION_KEY, fresh, "NX")) === "OK";
        generation = started ? fresh : ((await redis.get(GENERATION_KEY)) ?? fresh);
        writesMissed = false;
        if (started) toSweep = fresh;
      },
    },
    timing,
  );

  /** Deletes the keys of every other generation (and of the layout before generations), a batch at a time. */
  const sweep = async (current: string) => {
    const keep = `${PREFIX}${current}:`;
    let cursor = "0";
    do {
      // Another instance started a newer generation meanwhile: the older ones are its to delete.
      if (generation !== current || closing) return;
      const scanned = await connection.run((redis) => redis.scan(cursor, "MATCH", `${PREFIX}*`, "COUNT", 500));
      if (!scanned) return;
      const [next, keys] = scanned.value;
      cursor = next;
      const stale = keys.filter((key) => key !== GENERATION_KEY && !key.startsWith(keep));
      if (stale.length > 0 && !(await connection.run((redis) => redis.unlink(...stale)))) return;
    } while (cursor !== "0");
  };
  connection.onChange((available) => {
    if (!available || !toSweep || sweeping) return;
    const current = toSweep;
    toSweep = undefined;
    sweeping = sweep(current).finally(() => {
      sweeping = undefined;
    });
  });

  const script = async (name: keyof typeof SCRIPTS, key: string, ...args: (string | number)[]) => {
    const outcome = await connection.run((redis) => (redis as ScriptClient)[name](GENERATION_KEY, key, ...args));
    if (!outcome) {
      if (name !== "cacheGet" && name !== "cacheIncr") writesMissed = true;
      return undefined;
    }
    const [current, value] = outcome.value;
    if (current) generation = current;
    return { generation: current, value };
  };

  /** The generation is gone (Redis emptied while connected): start one, as at the first connection. */
  const ensureGeneration = () => connection.run((redis) => redis.set(GENERATION_KEY, newGeneration(), "NX"));

  const memory = createMemoryStorage();
  const storage: SecondaryStorage = {
    get: async (key) => (await script("cacheGet", key))?.value?.toString() ?? null,
    getAndDelete: async (key) => (await script("cacheGetDel", key))?.value?.toString() ?? null,
    set: async (key, value, ttl) => {
      const seconds = ttl && ttl > 0 ? Math.ceil(ttl) : 0;
      // A refused write has deleted the key; the next attempt writes into the generation it named
      // (another instance started it since this one last read one), or into a new one if none.
      for (let attempt = 0; attempt < 3; attempt++) {
        const answer = await script("cacheSet", key, value, generation, seconds);
        if (!answer || answer.value === 1) return;
        if (!answer.generation) await ensureGeneration();
      }
    },
    delete: async (key) => {
      await script("cacheDel", key);
    },
    increment: async (key, ttl) => {
      const seconds = Math.max(1, Math.ceil(ttl));
      let answer = await script("cacheIncr", key, seconds);
      if (answer && !answer.generation) {
        await ensureGeneration();
        answer = await script("cacheIncr", key, seconds);
      }
      if (answer?.generation) return Number(answer.value);
      // Redis is away: this instance counts on its own until it is back.
      return memory.storage.increment?.(key, ttl) ?? 1;
    },
  };

  return {
    storage,
    /** "ok" while Redis is in use, "degraded" while the instance runs without it. */
    state: (): "ok" | "degraded" => (connection.available() ? "ok" : "degraded"),
    onChange: connection.onChange,
    firstConnection: connection.firstConnection,
    close: async () => {
      closing = true;
      await sweeping;
      await connection.close();
      memory.close();
    },
  };
}

export type RedisStorage = ReturnType<typeof createRedisStorage>;
