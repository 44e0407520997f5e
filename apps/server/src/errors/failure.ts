import { m } from "@app/i18n/messages";
/**
 * What a client is told when something below the endpoint fails: a database error becomes an
 * honest status (409 for a value that is already taken, 503 for a database that cannot be reached,
 * 400 for a value it cannot store) instead of a bare 500. Anything not recognised here is a bug.
 */
export interface Failure {
  status: 400 | 409 | 500 | 503;
  code: string;
  message: string;
  /** Seconds, sent as Retry-After with a 503. */
  retryAfter?: number;
}

export const RETRY_AFTER_SECONDS = 5;

// The messages are getters: read when the answer is made, in the request's language.
export const internalFailure: Failure = {
  status: 500,
  code: "INTERNAL_SERVER_ERROR",
  get message() {
    return m.error_internal();
  },
};

const unavailable: Failure = {
  status: 503,
  code: "SERVICE_UNAVAILABLE",
  get message() {
    return m.error_unavailable();
  },
  retryAfter: RETRY_AFTER_SECONDS,
};

/**
 * Unique constraints a client can run into (usually by a race: two requests pass the "does it
 * exist?" check at once), named by the index drizzle-kit generated. The organization slug answers
 * with the code the web client's slug retry waits for (docs/product.md#creating-an-organization).
 */
const uniqueViolations: Record<string, Omit<Failure, "status">> = {
  organization_slug_unique: {
    code: "ORGANIZATION_ALREADY_EXISTS",
    get message() {
      return m.error_organization_exists();
    },
  },
  user_email_unique: {
    code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
    get message() {
      return m.error_user_exists();
    },
  },
  member_organization_user_idx: {
    code: "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION",
    get message() {
      return m.error_already_member();
    },
  },
};

// SQLSTATE classes and codes (PostgreSQL appendix A); PGlite reports the same codes.
const CONNECTION_CLASSES = ["08", "53", "57"]; // connection exception, insufficient resources, operator intervention
const RETRYABLE_CODES = new Set(["40001", "40P01"]); // serialization failure, deadlock
const BAD_VALUE_CODES = new Set(["23502", "23514", "54000", "54001"]); // not null, check, too complex

// node-postgres and PGlite report a lost or refused connection and an exhausted pool without a SQLSTATE.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ECONNABORTED",
]);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /cannot use a pool after calling end/i,
  /client (?:was closed|has encountered a connection error)/i,
  /connection (?:refused|reset|lost)/i,
  /pglite is closed/i,
  /the database system is (?:starting up|shutting down|in recovery mode)/i,
];

interface ErrorLike {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and what it wraps (drizzle's DrizzleQueryError, better-auth's APIError, AggregateError). */
function* chain(error: unknown): Generator<ErrorLike> {
  const seen = new Set<unknown>();
  const queue = [error];
  while (queue.length > 0 && seen.size < 10) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const e = current as ErrorLike;
    yield e;
    if (e.cause) queue.push(e.cause);
    if (Array.isArray(e.errors)) queue.push(...e.errors.slice(0, 3));
  }
}

function classifyOne(e: ErrorLike): Failure | undefined {
  const code = typeof e.code === "string" ? e.code : undefined;
  const message = typeof e.message === "string" ? e.message : "";
  if (code === "23505") {
    const known = typeof e.constraint === "string" ? uniqueViolations[e.constraint] : undefined;
    return { status: 409, ...(known ?? { code: "CONFLICT", message: m.error_record_exists() }) };
  }
  if (code === "23503") {
    return { status: 409, code: "CONFLICT", message: m.error_record_gone() };
  }
  if (code && RETRYABLE_CODES.has(code)) return { ...unavailable, retryAfter: 1 };
  if (code && /^[0-9A-Z]{5}$/.test(code)) {
    if (CONNECTION_CLASSES.some((c) => code.startsWith(c))) return unavailable;
    if (code.startsWith("22") || BAD_VALUE_CODES.has(code)) {
      return { status: 400, code: "INVALID_INPUT", message: m.error_value_not_storable() };
    }
  }
  if (code && NETWORK_CODES.has(code)) return unavailable;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return unavailable;
  return undefined;
}

/** The failure a database error stands for, or undefined when the error is not one (a bug: 500). */
export function classifyError(error: unknown): Failure | undefined {
  for (const e of chain(error)) {
    const failure = classifyOne(e);
    if (failure) return failure;
  }
  return undefined;
}

/**
 * A log line for an error that carries no user data: drizzle's message lists the query's
 * parameters (e-mail addresses, password hashes) and PostgreSQL's `detail` repeats the duplicate
 * value, so only names, codes and messages of the chain are printed, plus the stack of the first.
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let stack: string | undefined;
  for (const e of chain(error)) {
    const name = (e as { name?: unknown }).name;
    let message = typeof e.message === "string" ? e.message : String(e);
    const isQuery = message.startsWith("Failed query:");
    if (isQuery) message = message.replace(/\nparams:[\s\S]*$/, "");
    if (message.length > 160) message = `${message.slice(0, 160)}…`;
    if (isQuery) message += " (parameters not logged)";
    const code = typeof e.code === "string" ? ` [${e.code}]` : "";
    parts.push(`${typeof name === "string" ? name : "Error"}${code}: ${message}`);
    stack ??= typeof (e as { stack?: unknown }).stack === "string" ? (e as { stack: string }).stack : undefined;
  }
  if (parts.length === 0) return String(error);
  const frames = stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, 5)
    .join("\n");
  return `${parts.join(" <- caused by ")}${frames ? `\n${frames}` : ""}`;
}
