/**
 * Rate limits (auth/rate-limits.ts): configurable per kind, kept in memory (or Redis), never in the
 * database, and calls on one's own session are not limited per address (an office behind one NAT).
 */
import { schema } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EndpointPath, type EndpointRule, endpoints } from "../src/auth/endpoints";
import { concretePath, methodOf } from "./support/auth-endpoints";
import type { TestClient } from "./support/client";
import { backends } from "./support/matrix";
import { ORG } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser } from "./support/users";

describe.each(backends)("rate limits on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      RATE_LIMIT_SIGN_IN: "3/60",
      RATE_LIMIT_SIGN_UP: "2/60",
      RATE_LIMIT_PASSWORD_RESET: "2/60",
      RATE_LIMIT_GENERAL: "5/60",
    });
  });
  afterAll(() => server?.stop());

  async function statuses(count: number, call: () => Promise<Response>): Promise<number[]> {
    const result: number[] = [];
    for (let i = 0; i < count; i++) result.push((await call()).status);
    return result;
  }

  /** A client that shares `other`'s address, as two people behind one NAT do. */
  function sameAddress(other: TestClient): TestClient {
    const client = server.client();
    Object.defineProperty(client, "ip", { value: other.ip });
    return client;
  }

  it("RATE_LIMIT_SIGN_IN: the 4th sign-in a minute from one address is refused with 429 and Retry-After", async () => {
    const user = await signedUpUser(server);
    const attacker = server.client();
    expect(await statuses(3, () => attacker.signIn(user.email, "wrong password"))).toEqual([401, 401, 401]);
    const refused = await attacker.signIn(user.email, "correct horse battery");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: "Too many requests. Please try again later.",
      code: "TOO_MANY_REQUESTS",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await server.client().signIn(user.email, "correct horse battery")).status).toBe(200);
  });

  it("RATE_LIMIT_SIGN_UP: the 3rd sign-up a minute from one address is refused", async () => {
    const client = server.client();
    const results: number[] = [];
    for (let i = 0; i < 3; i++) results.push((await sameAddress(client).signUp()).response.status);
    expect(results).toEqual([200, 200, 429]);
  });

  it("RATE_LIMIT_PASSWORD_RESET: the 3rd reset request a minute is refused", async () => {
    const client = server.client();
    const reset = () => client.post("/api/auth/request-password-reset", { email: "someone@example.com" });
    const result = await statuses(3, reset);
    expect(result[2]).toBe(429);
  });

  it("RATE_LIMIT_GENERAL: other auth calls get 5 a minute per address", async () => {
    const client = server.client();
    const check = () => client.post(`${ORG}/check-slug`, { slug: "whatever" });
    const result = await statuses(6, check);
    expect(result.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(result[5]).toBe(429);
  });

  it("session calls are not limited per address: ten people behind one NAT", async () => {
    const shared = server.client().ip;
    const office: TestClient[] = [];
    for (let i = 0; i < 10; i++) {
      // Signed up from home, then at work behind the office's one address.
      const person = await signedUpUser(server, `Office ${i}`);
      Object.defineProperty(person.client, "ip", { value: shared });
      office.push(person.client);
    }
    const calls: Promise<Response>[] = [];
    for (const person of office) {
      for (let i = 0; i < 5; i++) calls.push(person.request("/api/auth/get-session"), person.request(`${ORG}/list`));
    }
    const answers = await Promise.all(calls);
    expect(answers).toHaveLength(100);
    expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
  });

  it("each endpoint gets the limit the endpoint table names for it; session calls none", async () => {
    const limits = { signIn: 3, signUp: 2, passwordReset: 2, none: 5 } as const;
    const user = await signedUpUser(server);
    for (const [path, { rateLimit }] of Object.entries(endpoints) as [EndpointPath, EndpointRule][]) {
      if (!rateLimit || rateLimit === "general") continue; // better-auth's own default rules apply
      // The session calls from a signed-in user, as the web app makes them; the others from a fresh address.
      const caller = rateLimit === "none" ? user.client : server.client();
      const url = `/api/auth${concretePath(path)}`;
      const call = () => (methodOf(server.auth.api, path) === "GET" ? caller.request(url) : caller.post(url, {}));
      const result = await statuses(limits[rateLimit] + 1, call);
      if (rateLimit === "none") expect(result, path).not.toContain(429);
      else {
        expect(result.slice(0, -1), path).not.toContain(429);
        expect(result.at(-1), path).toBe(429);
      }
    }
  });

  it("keeps no counter in the database", async () => {
    expect(await server.database.db.select().from(schema.rateLimit)).toEqual([]);
  });
});
