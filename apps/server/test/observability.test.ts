/** Request logs, request ids, metrics and the liveness check (decision 018). */
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpErrorHandler } from "../src/errors/answers";
import { createLogger } from "../src/observability/logger";
import { requestLog } from "../src/observability/request-log";
import { errorOf } from "./support/http";
import { backends } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";
import { totpCode } from "./support/two-factor-code";
import { PASSWORD } from "./support/users";

/** A pino destination that keeps every line, parsed. */
function captureLog() {
  const lines: Array<Record<string, unknown>> = [];
  let raw = "";
  return {
    stream: {
      write(line: string) {
        raw += line;
        lines.push(JSON.parse(line));
      },
    },
    lines,
    raw: () => raw,
    requests: () => lines.filter((l) => l.msg === "request" || l.msg === "request failed"),
  };
}

const METRICS_TOKEN = "metrics-token-for-tests-0123456789";

describe.each(backends)("request logs and metrics on $name", (backend) => {
  let server: TestServer;
  const log = captureLog();
  beforeAll(async () => {
    server = await startTestServer(backend, { LOG_LEVEL: "info", METRICS_TOKEN }, { logStream: log.stream });
  });
  afterAll(() => server?.stop());

  const scrape = async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it("returns a generated request id and logs one line with it, the route, status and duration", async () => {
    const response = await fetch(`${server.url}/api/health`);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = log.requests().find((l) => l.requestId === id);
    expect(line).toMatchObject({ method: "GET", route: "/api/health", status: 200, level: 30 });
    expect(typeof line?.durationMs).toBe("number");
  });

  it("keeps a well-formed X-Request-Id from the caller and replaces anything else", async () => {
    const kept = await fetch(`${server.url}/api/health/live`, { headers: { "x-request-id": "proxy-1234.abc" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-1234.abc");
    const forged = await fetch(`${server.url}/api/health/live`, {
      headers: { "x-request-id": `${"x".repeat(200)}` },
    });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("names the signed-in user and never logs passwords, cookies or tokens", async () => {
    const client = server.client();
    const { user } = await client.signUp({ password: "a-very-secret-password-42" });
    await client.signIn(user.email, "a-very-secret-password-42");
    const list = await client.request("/rpc/docs/gewerbeanmeldung/list", {
      method: "POST",
      json: { json: {} },
    });
    expect(list.status).toBe(200);
    const session = await client.session();
    const line = log.requests().find((l) => l.requestId === list.headers.get("x-request-id"));
    expect(line).toMatchObject({ route: "/rpc/docs/gewerbeanmeldung/list", status: 200, userId: session?.user.id });

    // A reset link carries its token in the path: the route is the pattern, the token is nowhere.
    const reset = await client.request("/api/auth/reset-password/tok-do-not-log-me?callbackURL=/x");
    const resetLine = log.requests().find((l) => l.requestId === reset.headers.get("x-request-id"));
    expect(resetLine?.route).toBe("/api/auth/reset-password/:token");

    const token = client.cookieHeader.split("=").slice(1).join("=").split(";")[0];
    expect(token.length).toBeGreaterThan(10);
    expect(log.raw()).not.toContain("a-very-secret-password-42");
    expect(log.raw()).not.toContain(token);
    expect(log.raw()).not.toContain("tok-do-not-log-me");
    expect(log.raw()).not.toContain(user.email);
  });

  it("answers /api/health/live with 200", async () => {
    const response = await fetch(`${server.url}/api/health/live`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("serves /metrics only with the bearer token", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer not-the-token" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "A valid metrics token is required", code: "UNAUTHORIZED" });
    expect(await scrape()).toContain("# TYPE http_requests_total counter");
  });

  it("counts session-cache hits and invalidations where there is a cache", async () => {
    const counter = (text: string, name: string) => Number(text.match(new RegExp(`^${name} (\\d+)`, "m"))?.[1] ?? 0);
    const before = await scrape();
    const client = server.client();
    await client.signUp();
    expect(await client.session()).not.toBeNull();
    await client.post("/api/auth/sign-out");
    const after = await scrape();
    // Every backend has a session cache now: memory on PGlite, memory kept in step by
    // LISTEN/NOTIFY on PostgreSQL without Redis (as here), Redis when there is one.
    expect(counter(after, "session_cache_hits_total")).toBeGreaterThan(counter(before, "session_cache_hits_total"));
    expect(counter(after, "session_cache_invalidations_total")).toBeGreaterThan(
      counter(before, "session_cache_invalidations_total"),
    );
  });

  it("counts requests by route pattern and status, sign-ins, failures and rate-limit refusals", async () => {
    const client = server.client();
    const { user } = await client.signUp();
    expect((await client.signIn(user.email, user.password)).status).toBe(200);
    expect((await client.signIn(user.email, "wrong password")).status).toBe(401);
    const before = await scrape();
    expect(before).toMatch(/auth_sign_ins_total\{method="email",outcome="success"\} [1-9]/);
    expect(before).toMatch(/auth_sign_ins_total\{method="email",outcome="failure"\} [1-9]/);
    expect(before).toMatch(
      /http_requests_total\{method="POST",route="\/api\/auth\/sign-in\/email",status="200"\} [1-9]/,
    );
    expect(before).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/auth\/sign-in\/email",status="401"\} [1-9]/,
    );

    // Ten sign-in attempts a minute per address; the eleventh is refused (this client made two).
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await client.signIn(user.email, "wrong password")).status);
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
    const after = await scrape();
    expect(after).toMatch(/auth_rate_limited_total\{route="\/api\/auth\/sign-in\/email"\} 1\b/);
    expect(after).toMatch(/auth_sign_ins_total\{method="email",outcome="rate_limited"\} 1\b/);

    // Unknown paths share one label: a scanner cannot create series.
    await fetch(`${server.url}/api/auth/no-such-endpoint-${Date.now()}`);
    await fetch(`${server.url}/rpc/no/such/procedure`, { method: "POST" });
    const labels = await scrape();
    expect(labels).not.toContain("no-such-endpoint");
    expect(labels).toMatch(/route="\/api\/auth\/\*",status="404"/);
    expect(labels).toMatch(/route="\/rpc\/\*",status="404"/);
  });

  it(`shows the event loop's delay as a histogram, and ${backend.name === "pglite" ? "PGlite's statement times" : "no PGlite times"} (decision 026)`, async () => {
    const sampleCount = (text: string, name: string) =>
      Number(text.match(new RegExp(`^${name}_count (\\d+)`, "m"))?.[1] ?? 0);
    const before = await scrape();
    // Statements on the database, and time for the event-loop sampler (every 20 ms) to fire.
    await server.client().signUp();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await scrape();
    expect(after).toContain("# TYPE eventloop_delay_seconds histogram");
    expect(after).toMatch(/^eventloop_delay_seconds_bucket\{le="0\.1"\} \d+/m);
    expect(sampleCount(after, "eventloop_delay_seconds")).toBeGreaterThan(
      sampleCount(before, "eventloop_delay_seconds"),
    );
    if (backend.name === "pglite") {
      expect(after).toContain("# TYPE pglite_query_duration_seconds histogram");
      expect(after).toMatch(/^pglite_query_duration_seconds_bucket\{le="0\.01"\} \d+/m);
      expect(sampleCount(after, "pglite_query_duration_seconds")).toBeGreaterThan(
        sampleCount(before, "pglite_query_duration_seconds"),
      );
    } else {
      expect(after).not.toContain("pglite_query_duration_seconds");
    }
  });

  it(`reports the database pool ${backend.name === "postgres" ? "in use and waiting" : "not at all (no pool)"}`, async () => {
    const text = await scrape();
    if (backend.name === "postgres") {
      expect(text).toMatch(/db_pool_connections\{state="in_use"\} \d+/);
      expect(text).toMatch(/db_pool_connections\{state="waiting"\} \d+/);
    } else {
      expect(text).not.toContain("db_pool_connections");
    }
  });
});

describe("metrics switched off, or on a local port", () => {
  let off: TestServer;
  let local: TestServer;
  beforeAll(async () => {
    [off, local] = await Promise.all([
      startTestServer(backends[0]),
      startTestServer(backends[0], { METRICS_PORT: "0" }),
    ]);
  });
  afterAll(() => Promise.all([off?.stop(), local?.stop()]));

  it("has no /metrics without METRICS_TOKEN or METRICS_PORT", async () => {
    const response = await fetch(`${off.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not Found", code: "NOT_FOUND" });
  });

  it("serves /metrics on METRICS_PORT (loopback only, no token) and not on the public port", async () => {
    expect(local.metricsPort).toBeGreaterThan(0);
    const response = await fetch(`http://127.0.0.1:${local.metricsPort}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("http_requests_in_flight");
    expect((await fetch(`${local.url}/metrics`)).status).toBe(404);
  });
});

describe("errors carry the request id", () => {
  let server: TestServer;
  const log = captureLog();
  beforeAll(async () => {
    server = await startTestServer(backends[0], {}, { logStream: log.stream });
  });
  afterAll(() => server?.stop());

  it("an RPC call that fails inside answers 5xx with the request id, which the error log line names", async () => {
    const client = server.client();
    await client.signUp();
    await server.database.close();
    const response = await client.request("/rpc/docs/gewerbeanmeldung/list", { method: "POST", json: { json: {} } });
    expect(response.status).toBeGreaterThanOrEqual(500);
    const id = response.headers.get("x-request-id");
    const body = (await response.json()) as { json: { data?: { requestId?: string } } };
    expect(body.json.data?.requestId).toBe(id);
    expect(log.lines.some((l) => l.requestId === id && l.level === 50 && l.error)).toBe(true);

    // better-auth's endpoints too: their failures reach the app's error handler.
    // (A sign-in: the session check alone is served from memory on PGlite, without the database.)
    const auth = await server.client().signIn("closed@example.com", "whatever password");
    expect(auth.status).toBeGreaterThanOrEqual(500);
    const authId = auth.headers.get("x-request-id");
    expect(((await auth.json()) as { requestId?: string }).requestId).toBe(authId);
    expect(log.lines.some((l) => l.requestId === authId && l.level === 50 && l.error)).toBe(true);
  });
});

describe("the HTTP error handler", () => {
  it("logs an unexpected error with the request id and answers {message, code, requestId}", async () => {
    const log = captureLog();
    const logger = createLogger({ level: "info", stream: log.stream });
    const app = new Hono();
    app.use("*", requestLog({ log: logger, routeOf: (p) => p }));
    app.get("/boom", () => {
      throw new Error("Failed query: select 1\nparams: secret-value");
    });
    app.onError(httpErrorHandler(logger));
    const response = await app.request("/boom", { headers: { "x-request-id": "req-42" } });
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe("req-42");
    expect(await response.json()).toEqual({
      message: "Internal Server Error",
      code: "INTERNAL_SERVER_ERROR",
      requestId: "req-42",
    });
    const error = log.lines.find((l) => l.msg === "unhandled error");
    expect(error).toMatchObject({ requestId: "req-42", level: 50 });
    expect(log.lines.find((l) => l.msg === "request failed")).toMatchObject({ requestId: "req-42", status: 500 });
    expect(log.raw()).not.toContain("secret-value");
  });
});

/**
 * Decision 027: a refusal the product expects (a replayed authenticator code, a wrong password or code,
 * input a rule refuses) is part of its normal work: it logs no error line and no stack trace. Error
 * lines are for what an operator must look at.
 */
describe("expected refusals are not errors", () => {
  let server: TestServer;
  const log = captureLog();
  beforeAll(async () => {
    server = await startTestServer(backends[0], { LOG_LEVEL: "info" }, { logStream: log.stream });
  });
  afterAll(() => server?.stop());

  /** The lines logged while `act` ran, other than the request lines themselves. */
  const linesOf = async (act: () => Promise<void>) => {
    const before = log.lines.length;
    await act();
    return log.lines.slice(before);
  };
  const errorLines = (lines: Array<Record<string, unknown>>) => lines.filter((l) => Number(l.level) >= 50);
  const withStack = (lines: Array<Record<string, unknown>>) =>
    lines.filter((l) => /\n\s+at /.test(JSON.stringify(l).replaceAll("\\n", "\n")));

  it("a replayed authenticator code: a warning without a stack, no error line", async () => {
    const client = server.client();
    const { user } = await client.signUp();
    const { totpURI } = (await (await client.post("/api/auth/two-factor/enable", { password: PASSWORD })).json()) as {
      totpURI: string;
    };
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: await totpCode(totpURI) })).status).toBe(200);
    const code = await totpCode(totpURI, 1);
    const first = server.client();
    await first.signIn(user.email, PASSWORD);
    expect((await first.post("/api/auth/two-factor/verify-totp", { code })).status).toBe(200);
    const lines = await linesOf(async () => {
      const second = server.client();
      await second.signIn(user.email, PASSWORD);
      const replayed = await second.post("/api/auth/two-factor/verify-totp", { code });
      expect(await errorOf(replayed)).toMatchObject({ status: 401, code: "CODE_ALREADY_USED" });
    });
    const reused = lines.find((l) => l.msg === "two-factor code reused");
    // ASVS 2.8.5: the reuse is logged, as a warning naming the request.
    expect(reused).toMatchObject({ level: 40, requestId: expect.any(String) });
    expect(errorLines(lines)).toEqual([]);
    expect(withStack(lines)).toEqual([]);
  });

  it("a wrong password, a wrong code and refused input: no error line, no stack", async () => {
    const client = server.client();
    const { user } = await client.signUp();
    const lines = await linesOf(async () => {
      expect((await server.client().signIn(user.email, "not the password")).status).toBe(401);
      const wrongCode = await client.post("/api/auth/two-factor/enable", { password: "not the password" });
      expect(wrongCode.status).toBe(400);
      const refused = await client.request("/rpc/docs/gewerbeanmeldung/create", {
        method: "POST",
        json: { json: { wohnanschrift_11: { postleitzahl: "x" } } },
      });
      expect(refused.status).toBe(400);
      const tooShort = await client.post("/api/auth/update-user", { name: "" });
      expect(tooShort.status).toBe(400);
    });
    expect(errorLines(lines)).toEqual([]);
    expect(withStack(lines)).toEqual([]);
  });

  it("a request from another site and a link to another site: warnings, no error line", async () => {
    const client = server.client();
    const { user } = await client.signUp();
    const foreign = { origin: "https://evil.example" };
    const lines = await linesOf(async () => {
      const signIn = await client.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: foreign,
        json: { email: user.email, password: PASSWORD },
      });
      expect(signIn.status).toBe(403);
      const rpc = await client.request("/rpc/health", { method: "POST", headers: foreign, json: { json: {} } });
      expect(rpc.status).toBe(403);
      const reset = await client.post("/api/auth/request-password-reset", {
        email: user.email,
        redirectTo: "https://evil.example/",
      });
      expect(reset.status).toBe(403);
    });
    // better-auth says what it refused, as a warning.
    expect(lines.filter((l) => l.component === "better-auth").map((l) => [l.level, l.msg])).toEqual([
      [40, "Invalid origin: https://evil.example"],
      [40, "Invalid redirectURL: https://evil.example/"],
    ]);
    expect(errorLines(lines)).toEqual([]);
    expect(withStack(lines)).toEqual([]);
  });
});
