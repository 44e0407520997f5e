/** How errors become answers (errors/): honest statuses, always JSON, nothing sensitive logged. */
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { answerForError } from "../src/errors/answers";
import { classifyError, describeError } from "../src/errors/failure";
import { createLogger } from "../src/observability/logger";

function pgError(code: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(`database error ${code}`), { code, ...extra });
}

/** What drizzle throws: the driver's error as `cause`, the query and its parameters in the message. */
function drizzleError(cause: unknown) {
  return Object.assign(
    new Error('Failed query: insert into "user" values ($1, $2)\nparams: ada@example.com,$scrypt$hash'),
    {
      name: "DrizzleQueryError",
      cause,
    },
  );
}

describe("classifyError", () => {
  it.each([
    [pgError("23505", { constraint: "organization_slug_unique" }), 409, "ORGANIZATION_ALREADY_EXISTS"],
    [pgError("23505", { constraint: "user_email_unique" }), 409, "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"],
    [
      pgError("23505", { constraint: "member_organization_user_idx" }),
      409,
      "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION",
    ],
    [pgError("23505", { constraint: "something_else" }), 409, "CONFLICT"],
    [pgError("23503"), 409, "CONFLICT"],
    [pgError("22021"), 400, "INVALID_INPUT"], // NUL in a text value
    [pgError("2201X"), 400, "INVALID_INPUT"], // negative OFFSET
    [pgError("22008"), 400, "INVALID_INPUT"], // date out of range
    [pgError("54001"), 400, "INVALID_INPUT"], // statement too complex
    [pgError("40001"), 503, "SERVICE_UNAVAILABLE"],
    [pgError("57P01"), 503, "SERVICE_UNAVAILABLE"], // admin shutdown
    [pgError("53300"), 503, "SERVICE_UNAVAILABLE"], // too many connections
    [pgError("08006"), 503, "SERVICE_UNAVAILABLE"],
    [pgError("ECONNREFUSED"), 503, "SERVICE_UNAVAILABLE"],
    [new AggregateError([pgError("ECONNREFUSED"), pgError("ECONNREFUSED")]), 503, "SERVICE_UNAVAILABLE"],
    [new Error("Connection terminated unexpectedly"), 503, "SERVICE_UNAVAILABLE"],
    [new Error("timeout exceeded when trying to connect"), 503, "SERVICE_UNAVAILABLE"],
    [new Error("Cannot use a pool after calling end on the pool"), 503, "SERVICE_UNAVAILABLE"],
    [new Error("PGlite is closed"), 503, "SERVICE_UNAVAILABLE"],
    [drizzleError(pgError("23505", { constraint: "user_email_unique" })), 409, "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"],
    [{ status: "INTERNAL_SERVER_ERROR", cause: drizzleError(pgError("ECONNRESET")) }, 503, "SERVICE_UNAVAILABLE"],
  ])("%s → %i %s", (error, status, code) => {
    expect(classifyError(error)).toMatchObject({ status, code });
  });

  it("gives a 503 a Retry-After", () => {
    expect(classifyError(new Error("Connection terminated unexpectedly"))?.retryAfter).toBeGreaterThan(0);
  });

  it.each([new TypeError("x is not a function"), new RangeError("Invalid time value"), "a string", null, undefined])(
    "%s is a bug, not a database failure",
    (error) => {
      expect(classifyError(error)).toBeUndefined();
    },
  );
});

/** A JSON logger whose lines are kept here. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: createLogger({ level: "info", stream }), lines };
}

describe("answerForError", () => {
  it("a bug answers 500 with { message, code } and logs it", async () => {
    const { log, lines } = capturedLog();
    const response = answerForError("/api/auth/x", new TypeError("boom"), log);
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({ message: "Internal Server Error", code: "INTERNAL_SERVER_ERROR" });
    expect(lines).toHaveLength(1);
  });

  it("a lost database answers 503 with Retry-After; under /rpc with oRPC's envelope too", async () => {
    const response = answerForError(
      "/rpc/docs/gewerbeanmeldung/list",
      drizzleError(pgError("ECONNREFUSED")),
      capturedLog().log,
    );
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await response.json()) as { message: string; code: string; json: Record<string, unknown> };
    expect(body.code).toBe("SERVICE_UNAVAILABLE");
    expect(body.json).toEqual({ defined: false, code: "SERVICE_UNAVAILABLE", status: 503, message: body.message });
  });
});

describe("describeError", () => {
  it("names the chain's errors and codes but never the query's parameters or PostgreSQL's detail", () => {
    const error = drizzleError(
      pgError("23505", { constraint: "user_email_unique", detail: "Key (email)=(ada@example.com) already exists." }),
    );
    const line = describeError(error);
    expect(line).toContain("DrizzleQueryError");
    expect(line).toContain("[23505]");
    expect(line).toContain("parameters not logged");
    expect(line).not.toContain("ada@example.com");
    expect(line).not.toContain("scrypt");
  });
});
