import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERATION_KEY } from "../src/auth/redis-storage";
import { backends } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";

// With REDIS_URL, better-auth keeps sessions and rate-limit counters in Redis as well (several
// instances share them). Runs where a Redis is available (CI sets TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("with Redis as secondary storage", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backends[0], { REDIS_URL: redisUrl! });
  });
  afterAll(() => server?.stop());

  it("health includes Redis and reports ok", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(await response.json()).toEqual({ api: "ok", db: "ok", auth: "ok", redis: "ok" });
  });

  it("sign-up, session and sign-out work", async () => {
    const client = server.client();
    const { response, user } = await client.signUp();
    expect(response.status).toBe(200);
    expect((await client.session())?.user.email).toBe(user.email);
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    expect(await client.session()).toBeNull();
  });

  it("sign-in attempts are counted in Redis: the 11th within a minute is refused", async () => {
    const client = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await client.signIn("nobody@example.com", "wrong password")).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const redis = new Redis(redisUrl!);
    try {
      // Keys live in the cache's current generation (auth/redis-storage.ts).
      const generation = await redis.get(GENERATION_KEY);
      expect(generation).toBeTruthy();
      expect(Number(await redis.get(`dashboard:${generation}:${client.ip}|/sign-in/email`))).toBeGreaterThanOrEqual(10);
    } finally {
      redis.disconnect();
    }
  });
});
