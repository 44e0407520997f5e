/**
 * better-auth's secondary storage in Redis (auth/redis-storage.ts) against a Redis of the test's own
 * that is stopped, paused, flushed and shared by two instances (decision 017): it never throws, never
 * waits long on an unreachable Redis, counts in memory meanwhile, and never reads what Redis held
 * before an outage. Runs where `redis-server` is installed.
 */
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRedisStorage, GENERATION_KEY, type RedisStorage } from "../src/auth/redis-storage";
import { createLogger } from "../src/observability/logger";
import { hasRedisServer, type OwnRedis, startOwnRedis } from "./support/redis-server";
import { testLog } from "./support/server";

const TIMING = { timeoutMs: 300, probeMs: 200 };

describe.skipIf(!hasRedisServer())("the Redis storage", () => {
  let redis: OwnRedis;
  let raw: Redis;
  const opened: RedisStorage[] = [];
  const log = createLogger({ level: "info", stream: testLog });

  const open = async (timing = TIMING) => {
    const storage = createRedisStorage(redis.url, log, timing);
    opened.push(storage);
    await storage.firstConnection(5000);
    expect(storage.state()).toBe("ok");
    return storage;
  };
  const becomes = async (storage: RedisStorage, state: "ok" | "degraded") => {
    const end = Date.now() + 15_000;
    while (storage.state() !== state) {
      if (Date.now() > end) throw new Error(`the storage never became ${state}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const timed = async <T>(call: () => Promise<T> | T) => {
    const t0 = performance.now();
    const value = await call();
    return { value, ms: performance.now() - t0 };
  };

  beforeAll(async () => {
    redis = await startOwnRedis();
  });
  beforeEach(() => {
    // The test's own look at Redis, beside the storages under test.
    raw = new Redis(redis.url);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((storage) => storage.close()));
    await raw.flushall();
    raw.disconnect();
  });
  afterAll(() => redis?.close());

  it("stopped: reads miss, writes are skipped, counters count in memory, nothing throws; back by itself", async () => {
    const cache = await open();
    const { storage } = cache;
    await storage.set("k", "before", 60);
    expect(await storage.get("k")).toBe("before");

    await redis.stop();
    expect(await storage.get("k")).toBeNull();
    expect(cache.state()).toBe("degraded");
    await expect(storage.set("k", "during", 60)).resolves.toBeUndefined();
    await expect(storage.delete("k")).resolves.toBeUndefined();
    expect(await storage.getAndDelete("k")).toBeNull();
    expect([await storage.increment?.("n", 60), await storage.increment?.("n", 60)]).toEqual([1, 2]);

    await redis.start();
    await becomes(cache, "ok");
    expect(await storage.get("k")).toBeNull();
    await storage.set("k", "after", 60);
    expect(await storage.get("k")).toBe("after");
    // Counted in Redis again, from zero.
    expect(await storage.increment?.("n", 60)).toBe(1);
  });

  it("paused: no call waits for it, and what it held before is not read when it answers again", async () => {
    const cache = await open();
    await cache.storage.set("session", "valid", 60);
    const before = await raw.get(GENERATION_KEY);

    redis.pause();
    // The first call waits for the timeout (300 ms; 2 s here only catches a hang) and marks Redis
    // away; the calls after it send nothing until a probe finds it again.
    const first = await timed(() => cache.storage.get("session"));
    expect(first.value).toBeNull();
    expect(first.ms).toBeLessThan(2000);
    expect(cache.state()).toBe("degraded");
    await cache.storage.delete("session");

    redis.resume();
    await becomes(cache, "ok");
    // The deletion never reached Redis; the entry is in the old generation, never read again.
    expect(await raw.get(GENERATION_KEY)).not.toBe(before);
    expect(await cache.storage.get("session")).toBeNull();
  });

  it("a new generation started by another instance holds for every instance at once", async () => {
    const a = await open();
    const b = await open({ ...TIMING, probeMs: 60_000 });
    await b.storage.set("shared", "v1", 60);
    expect(await a.storage.get("shared")).toBe("v1");

    // What an instance that lost Redis does when it is back (redis-storage.ts, prepare).
    await raw.set(GENERATION_KEY, "another-instance");
    expect(await a.storage.get("shared")).toBeNull();
    // b last read the old generation: its write is refused there and made in the current one.
    await b.storage.set("shared", "v2", 60);
    expect(await a.storage.get("shared")).toBe("v2");
    expect(await raw.get("dashboard:another-instance:shared")).toBe("v2");
  });

  it("an emptied Redis (flushed while connected) starts a generation and goes on", async () => {
    const cache = await open();
    expect(await cache.storage.increment?.("counter", 60)).toBe(1);
    await raw.flushall();
    expect(await cache.storage.get("anything")).toBeNull();
    expect(await cache.storage.increment?.("counter", 60)).toBe(1);
    await cache.storage.set("k", "v", 60);
    expect(await cache.storage.get("k")).toBe("v");
    expect(await raw.exists(GENERATION_KEY)).toBe(1);
  });

  it("whoever starts a generation deletes the others', and keys of the layout before generations", async () => {
    await raw.set("dashboard:0123456789abcdef0123456789abcdef", "an old cached session");
    await raw.set("dashboard:oldgen:revoked-sessions-before-u1", "1");
    await raw.set("someone-else:key", "kept");
    const cache = await open();
    await cache.storage.set("new", "v", 60);
    const generation = await raw.get(GENERATION_KEY);
    const end = Date.now() + 10_000;
    while ((await raw.keys("dashboard:*")).length > 2 && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await raw.keys("dashboard:*")).sort()).toEqual([`dashboard:${generation}:new`, GENERATION_KEY].sort());
    expect(await raw.get("someone-else:key")).toBe("kept");
  });
});
