/**
 * Decision 017: Redis is a cache, not a single point of failure. A server with REDIS_URL at a Redis of
 * this test's own, under load, while that Redis is stopped (connections refused) and started again
 * empty, and while it is paused (SIGSTOP: nothing answers, and it keeps what it held): no 5xx, the
 * instance stays ready (200, `redis: "degraded"`), sessions come from the database with every
 * revocation, ban and role change in force, limits still hold, and after the outage Redis is used
 * again without a restart and nothing it held before is read.
 *
 * Runs where `redis-server` is installed, on every backend (PGlite; PostgreSQL with TEST_DATABASE_URL).
 */
import { randomBytes } from "node:crypto";
import { EMAIL_SEND_LIMIT } from "@app/domain";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERATION_KEY } from "../src/auth/redis-storage";
import { ADMIN, type AdminServer, signedInAdmin, startAdminServer } from "./support/admin";
import type { TestClient } from "./support/client";
import { ok } from "./support/http";
import { backends } from "./support/matrix";
import { hasRedisServer, type OwnRedis, startOwnRedis } from "./support/redis-server";
import { testLog } from "./support/server";
import { anotherSession, PASSWORD, signedUpUser, type User } from "./support/users";

const METRICS_TOKEN = "metrics-token-for-redis-outage-tests";
/** How long Redis stays paused. */
const PAUSE_MS = 6000;

/** A steady load of session reads and RPC calls from signed-in users until `stop`. */
function load(clients: TestClient[]) {
  const answers: Array<{ status: number; ms: number }> = [];
  const transportErrors: unknown[] = [];
  let running = true;
  const loops = clients.map(async (client, i) => {
    for (let n = i; running; n++) {
      const t0 = performance.now();
      try {
        const response =
          n % 2 === 0
            ? await client.request("/api/auth/get-session")
            : await client.post("/rpc/organizations/memberCounts", { json: {} });
        await response.arrayBuffer();
        answers.push({ status: response.status, ms: performance.now() - t0 });
      } catch (error) {
        transportErrors.push(error);
      }
    }
  });
  return {
    answers,
    transportErrors,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe.skipIf(!hasRedisServer()).each(backends)("Redis away on $name", (backend) => {
  let redis: OwnRedis;
  let env: AdminServer;
  let admin: User;
  const logLines: string[] = [];

  const url = () => env.server.url;
  const health = async () => {
    const response = await fetch(`${url()}/api/health`);
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
  const redisStateIs = async (state: "ok" | "degraded") => {
    const end = Date.now() + 20_000;
    while ((await health()).body.redis !== state) {
      if (Date.now() > end) throw new Error(`health never said redis: ${state}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const metric = async (name: string) => {
    const text = await (
      await fetch(`${url()}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    return Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1]);
  };
  const logged = (message: string) => logLines.filter((line) => line.includes(message)).length;
  const userId = async (client: TestClient) => ((await client.session())?.user.id as string | undefined) ?? null;
  const signInAttempts = async (client: TestClient, email: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await client.signIn(email, "wrong password!")).status);
    return statuses;
  };

  beforeAll(async () => {
    redis = await startOwnRedis();
    env = await startAdminServer(
      backend,
      { REDIS_URL: redis.url, METRICS_TOKEN },
      {
        logStream: {
          write: (line: string) => {
            logLines.push(line);
            testLog.write(line);
          },
        },
      },
    );
    admin = await signedInAdmin(env);
  });
  afterAll(async () => {
    await env?.server.stop();
    await redis?.close();
  });

  it("Redis stopped under load: no 5xx, still ready, sessions and revocations from the database, limits per instance, back without a restart", async () => {
    const alice = await signedUpUser(env.server, "Alice");
    const aliceLaptop = await anotherSession(env.server, alice);
    const bob = await signedUpUser(env.server, "Bob");
    const loaders = [alice.client, ...(await Promise.all([1, 2, 3].map(() => anotherSession(env.server, alice))))];
    expect(await health()).toEqual({ status: 200, body: { api: "ok", db: "ok", auth: "ok", redis: "ok" } });
    expect(await metric("redis_up")).toBe(1);
    const traffic = load(loaders);

    await redis.stop();
    await redisStateIs("degraded");
    expect(await health()).toEqual({ status: 200, body: { api: "ok", db: "ok", auth: "ok", redis: "degraded" } });
    // The home page's health (the RPC procedure) keeps its three fields, all ok.
    expect(await env.server.client().rpc("health")).toEqual({ status: 200, body: { api: "ok", db: "ok", auth: "ok" } });
    expect(logged("redis unavailable")).toBe(1);
    expect(await metric("redis_up")).toBe(0);
    expect(await metric("redis_unavailable_total")).toBe(1);

    // A valid session works; one signed out, and a banned user's, are refused.
    expect(await userId(alice.client)).toBe(alice.userId);
    expect((await aliceLaptop.post("/api/auth/sign-out")).status).toBe(200);
    expect(await aliceLaptop.session()).toBeNull();
    await ok(await admin.client.post(`${ADMIN}/ban-user`, { userId: bob.userId }));
    expect(await bob.client.session()).toBeNull();
    expect((await bob.client.rpc("organizations.memberCounts", {})).status).toBe(401);
    // Sign-in is limited per address (10 a minute) and reset mail per address (EMAIL_SEND_LIMIT),
    // counted in this instance's memory now.
    const attacker = env.server.client();
    const attempts = await signInAttempts(attacker, alice.email, 11);
    expect(attempts.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(attempts[10]).toBe(429);
    const resets: number[] = [];
    for (let i = 0; i <= EMAIL_SEND_LIMIT.max; i++) {
      const response = await env.server
        .client()
        .post("/api/auth/request-password-reset", { email: alice.email, redirectTo: "/reset-password" });
      resets.push(response.status);
    }
    expect(resets).toEqual([...Array(EMAIL_SEND_LIMIT.max).fill(200), 429]);
    // A new sign-in works without Redis.
    const aliceTablet = await anotherSession(env.server, alice);
    expect(await userId(aliceTablet)).toBe(alice.userId);

    await redis.start();
    await redisStateIs("ok");
    expect(logged("redis available again")).toBe(1);
    expect(await metric("redis_up")).toBe(1);
    await traffic.stop();

    expect(traffic.transportErrors).toEqual([]);
    expect(traffic.answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(new Set(traffic.answers.map((a) => a.status))).toEqual(new Set([200]));
    // After: everything the database says, and Redis in use again for sessions and counters.
    expect(await userId(alice.client)).toBe(alice.userId);
    expect(await userId(aliceTablet)).toBe(alice.userId);
    expect(await aliceLaptop.session()).toBeNull();
    expect(await bob.client.session()).toBeNull();
    const afterwards = await anotherSession(env.server, alice);
    const client = new Redis(redis.url);
    try {
      const generation = await client.get(GENERATION_KEY);
      const token = decodeURIComponent(/better-auth\.session_token=([^.;]+)/.exec(afterwards.cookieHeader)?.[1] ?? "");
      expect(await client.exists(`dashboard:${generation}:${token}`)).toBe(1);
      expect(await signInAttempts(afterwards, `${randomBytes(4).toString("hex")}@example.com`, 1)).toEqual([401]);
      // Its sign-in and the failed attempt.
      expect(Number(await client.get(`dashboard:${generation}:${afterwards.ip}|/sign-in/email`))).toBe(2);
    } finally {
      client.disconnect();
    }
  });

  it("Redis paused (it keeps what it held): no request waits on it, and nothing it held is read after it answers again", async () => {
    const carol = await signedUpUser(env.server, "Carol");
    const carolPhone = await anotherSession(env.server, carol);
    const dave = await signedUpUser(env.server, "Dave");
    const demoted = await signedUpUser(env.server, "Soon Demoted");
    await ok(await admin.client.post(`${ADMIN}/set-role`, { userId: demoted.userId, role: "admin" }));
    // Everything cached in Redis before it stops answering.
    expect(await userId(carolPhone)).toBe(carol.userId);
    expect(await userId(dave.client)).toBe(dave.userId);
    expect((await demoted.client.session())?.user.role).toBe("admin");
    const traffic = load([carol.client, dave.client]);
    const unavailableBefore = logged("redis unavailable");

    redis.pause();
    const pausedAt = Date.now();
    try {
      await redisStateIs("degraded");
      expect(logged("redis unavailable")).toBe(unavailableBefore + 1);
      // Changes Redis never hears of: a sign-out, a ban, a role taken away.
      expect((await carolPhone.post("/api/auth/sign-out")).status).toBe(200);
      await ok(await admin.client.post(`${ADMIN}/ban-user`, { userId: dave.userId }));
      await ok(await admin.client.post(`${ADMIN}/set-role`, { userId: demoted.userId, role: "user" }));
      expect(await carolPhone.session()).toBeNull();
      expect(await dave.client.session()).toBeNull();
      expect((await demoted.client.session())?.user.role).toBe("user");
      // Paused long enough that a call waiting for Redis would show.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, PAUSE_MS - (Date.now() - pausedAt))));
    } finally {
      redis.resume();
    }
    await redisStateIs("ok");
    await traffic.stop();

    expect(traffic.transportErrors).toEqual([]);
    expect(traffic.answers.filter((a) => a.status >= 500)).toEqual([]);
    // The build before waited for the whole pause; the command timeout is 300 ms, and this bound,
    // well below the pause, only catches a call that waited for Redis to answer again.
    expect(Math.max(...traffic.answers.map((a) => a.ms))).toBeLessThan(PAUSE_MS / 2);
    // Redis still holds the entries from before the pause; none of them is read.
    expect(await carolPhone.session()).toBeNull();
    expect(await dave.client.session()).toBeNull();
    expect((await demoted.client.session())?.user.role).toBe("user");
    expect((await demoted.client.rpc("admin.listUsers", {})).status).toBe(403);
    expect(await userId(carol.client)).toBe(carol.userId);
    expect((await env.server.client().signIn(carol.email, PASSWORD)).status).toBe(200);
  });

  // Last: it closes the server's database (on PGlite, whose close the test's stop tolerates twice).
  it.runIf(backend.name === "pglite")(
    "the database gone is still 503 with db: error, with Redis in use or away",
    async () => {
      await env.server.database.close();
      expect(await health()).toEqual({ status: 503, body: { api: "ok", db: "error", auth: "error", redis: "ok" } });
      await redis.stop();
      await redisStateIs("degraded");
      expect(await health()).toEqual({
        status: 503,
        body: { api: "ok", db: "error", auth: "error", redis: "degraded" },
      });
    },
  );
});
