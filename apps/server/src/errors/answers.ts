import { baseLocale, getLocale, type Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import { ORPCError, ValidationError } from "@orpc/server";
import { isAPIError } from "better-auth/api";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { createLogger, type Logger } from "../observability/logger";
import { currentRequest } from "../observability/request-context";
import { classifyError, describeError, internalFailure } from "./failure";

/**
 * The one place where a failure becomes an answer and a log line: a refused input, an oRPC error,
 * a better-auth answer, a database failure or a bug gets its status, a JSON `{ message, code }` body
 * and at most one log line without user data (describeError). Every server part answers its errors
 * through these functions.
 */

export interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
}

// ---- logging --------------------------------------------------------------------------------------

let processLog: Logger | undefined;

/**
 * Logs a failure without user data (describeError): into the request's log (its lines carry the
 * request id) when there is one, else the given logger, else a JSON logger of the process (unit
 * tests, work after the answer).
 */
export function logFailure(level: "error" | "warn", message: string, error: unknown, fallback?: Logger): void {
  processLog ??= createLogger({ level: "info" });
  const log = currentRequest()?.log ?? fallback ?? processLog;
  log[level]({ error: describeError(error) }, message);
}

/**
 * Logs a refusal the product expects but an operator may want to count (ASVS 2.8.5: a reused
 * authenticator code): a warning with the refusal's code, without an error or a stack trace, which
 * are for failures (logFailure).
 */
export function logRefusal(message: string, code: string): void {
  processLog ??= createLogger({ level: "info" });
  (currentRequest()?.log ?? processLog).warn({ code }, message);
}

// ---- HTTP answers ---------------------------------------------------------------------------------

/** SCIM's endpoints (better-auth's SCIM plugin): an identity provider reads errors there in SCIM's shape. */
const SCIM_PATH = /^\/api\/auth\/scim\/v2(?:\/|$)/;
const SCIM_ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

/**
 * One JSON error body, `{ message, code }`, and its content type. Under /rpc it also carries oRPC's
 * error envelope (`json: { defined, code, status, message }`), so the web app's RPC client reads the
 * same message as from an error the procedure raised itself. Under SCIM's paths it is a SCIM error
 * (RFC 7644 §3.12: `schemas`, `status` as a string, `detail`), as the SCIM plugin answers its own.
 * Any client still finds message and code at the top.
 */
export function errorBody(
  path: string,
  { status, code, message }: Pick<ErrorAnswer, "status" | "code" | "message">,
  requestId?: string,
): { body: string; contentType: string } {
  const scim = SCIM_PATH.test(path);
  const body: Record<string, unknown> = scim
    ? { schemas: [SCIM_ERROR_SCHEMA], status: String(status), detail: message, message, code }
    : { message, code };
  // A 500 names its request, so a user can quote it and an operator finds the log line.
  if (requestId) body.requestId = requestId;
  if (path === "/rpc" || path.startsWith("/rpc/")) body.json = { defined: false, code, status, message };
  return { body: JSON.stringify(body), contentType: scim ? "application/scim+json" : "application/json" };
}

/** One error answer (errorBody), with Retry-After when the failure says when to come back. */
export function errorResponse(path: string, failure: ErrorAnswer, requestId?: string): Response {
  const { body, contentType } = errorBody(path, failure, requestId);
  const headers: Record<string, string> = { "content-type": contentType };
  if (failure.retryAfter !== undefined) headers["retry-after"] = String(failure.retryAfter);
  return new Response(body, { status: failure.status, headers });
}

/**
 * The answer for an error nothing else handled: a database failure gets its honest status
 * (failure.ts), anything else is a bug and answers 500 with the request id. Both are logged
 * without user data.
 */
export function answerForError(path: string, error: unknown, log?: Logger): Response {
  const failure = classifyError(error);
  if (!failure || failure.status === 500) {
    logFailure("error", "unhandled error", error, log);
    return errorResponse(path, internalFailure, currentRequest()?.requestId);
  }
  if (failure.status === 503) logFailure("error", "database unavailable", error, log);
  // A value the database refused is a rule the server should have checked before: worth a look.
  if (failure.status === 400) logFailure("warn", "database refused a value", error, log);
  // A 5xx carries the request id so that a user's report leads to the log line.
  return errorResponse(path, failure, failure.status >= 500 ? currentRequest()?.requestId : undefined);
}

/** Hono's last resort (`app.onError`): HTTPExceptions answer themselves; anything else as above. */
export function httpErrorHandler(fallback: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof HTTPException) return error.getResponse();
    return answerForError(c.req.path, error, fallback);
  };
}

// ---- better-auth ----------------------------------------------------------------------------------

/**
 * better-auth catches some database errors itself and answers with its own status (sign-up: 422
 * "Failed to create user", get-session: 500 "Failed to get session"). The database adapter notes
 * each failure it sees here (auth/noting-adapter.ts), so the answer can still say what happened
 * (503 when the database is gone, 409 for a value another request took first). The first one is
 * kept in the request's context (observability/request-context.ts).
 */
export function noteFailure(error: unknown): void {
  const request = currentRequest();
  if (!request || request.failure) return;
  request.failure = classifyError(error);
}

const STATUS_CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_ENTITY",
  500: "INTERNAL_SERVER_ERROR",
};

/**
 * better-auth's answer made honest and readable:
 * - when a database failure was noted on the way, the answer is for that failure instead: a lost
 *   database makes any error answer a 503 (better-auth reads a failed session lookup as "not signed
 *   in" and would say 401), and a 5xx or sign-up's 422 "Failed to create user" becomes the failure's
 *   own status (409 for a race);
 * - every error answer is JSON with `message` and `code` (better-auth leaves out the code of some
 *   of its errors, and its router answers 404 with no body at all);
 * - a 429 gets a code and the standard Retry-After header (one with Retry-After already is kept).
 */
export async function authAnswer(path: string, response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const failure: ErrorAnswer | undefined = currentRequest()?.failure;
  if (failure && (failure.status === 503 || response.status >= 500 || response.status === 422)) {
    return errorResponse(path, failure, failure.status >= 500 ? currentRequest()?.requestId : undefined);
  }
  // A 429 that says itself when to retry is the product's own (two-factor's SIGN_IN_PAUSED): kept.
  if (response.status === 429 && !response.headers.has("retry-after")) {
    return errorResponse(path, {
      status: 429,
      code: "TOO_MANY_REQUESTS",
      message: m.error_too_many_requests(),
      retryAfter: Number(response.headers.get("x-retry-after")) || undefined,
    });
  }
  return withMessageAndCode(response);
}

type AuthErrorText = (inputs: Record<string, never>, options: { locale: Locale }) => string;
const catalogue = m as unknown as Record<string, AuthErrorText>;

/**
 * better-auth's own error message in the request's language, by its code (decision 032): English
 * keeps better-auth's message exactly; another language takes `auth_error_<code>` from the catalogue,
 * and better-auth's English message where there is none. Only better-auth's wording is replaced: a
 * message the product wrote itself under a better-auth code (the input rules' VALIDATION_ERROR) is
 * in the request's language already.
 */
export function authErrorMessage(code: string, message: string): string {
  const locale = getLocale();
  if (locale === baseLocale) return message;
  const key = `auth_error_${code.toLowerCase()}`;
  const translate = Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
  if (typeof translate !== "function" || translate({}, { locale: baseLocale }) !== message) return message;
  return translate({}, { locale });
}

async function withMessageAndCode(response: Response): Promise<Response> {
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {}
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  // A JSON type of its own (SCIM's application/scim+json) stays; anything else is JSON now.
  if (!/^application\/(?:[\w.-]+\+)?json\b/i.test(headers.get("content-type") ?? "")) {
    headers.set("content-type", "application/json");
  }
  if (typeof body.message === "string" && typeof body.code === "string") {
    const message = authErrorMessage(body.code, body.message);
    // Unchanged (English, or a message the product wrote): better-auth's bytes as they are.
    if (message === body.message) return new Response(text, { status: response.status, headers });
    return new Response(JSON.stringify({ ...body, message }), { status: response.status, headers });
  }
  const fallback = STATUS_CODES[response.status] ?? "ERROR";
  const message = typeof body.message === "string" && body.message ? body.message : response.statusText || fallback;
  const code = typeof body.code === "string" && body.code ? body.code : fallback;
  return new Response(JSON.stringify({ ...body, message, code }), { status: response.status, headers });
}

// ---- oRPC -----------------------------------------------------------------------------------------

/**
 * oRPC's client interceptor for every procedure:
 * - a database failure becomes its honest status (409, 503, 400), an APIError from a better-auth
 *   call keeps better-auth's status and message;
 * - anything else that is not a deliberate 4xx is logged with the request id, which goes into the
 *   error's data (a deliberate 5xx, 503 when the database is unavailable, keeps its code and message;
 *   the rest answers oRPC's 500);
 * - invalid input (oRPC's generic "Input validation failed") carries the first field message in
 *   `message` and every issue with its path in `data.issues`, so a client can show each message
 *   under its field.
 */
export async function rpcErrors<T>({ next }: { next: () => Promise<T> }): Promise<T> {
  try {
    return await next();
  } catch (error) {
    throw readable(logged(honest(error)));
  }
}

function honest(error: unknown): unknown {
  if (error instanceof ORPCError && error.code !== "INTERNAL_SERVER_ERROR") return error;
  const failure = classifyError(error);
  if (failure && failure.status !== 500) {
    if (failure.status === 400) logFailure("warn", "database refused a value in RPC", error);
    return new ORPCError(failure.code, { status: failure.status, message: failure.message, cause: error });
  }
  if (isAPIError(error) && error.statusCode < 500) {
    const code = String(error.body?.code ?? error.status);
    return new ORPCError(code, {
      status: error.statusCode,
      message: authErrorMessage(code, error.message),
      cause: error,
    });
  }
  return error;
}

function logged(error: unknown): unknown {
  if (error instanceof ORPCError && error.status < 500) return error;
  logFailure("error", "unhandled error in an RPC procedure", error);
  const data = { requestId: currentRequest()?.requestId };
  if (error instanceof ORPCError) {
    return new ORPCError(error.code, {
      status: error.status,
      message: error.message,
      data: { ...(typeof error.data === "object" ? error.data : {}), ...data },
      cause: error,
    });
  }
  return new ORPCError("INTERNAL_SERVER_ERROR", { message: m.error_internal(), data, cause: error });
}

function readable(error: unknown): unknown {
  if (!(error instanceof ORPCError && error.code === "BAD_REQUEST" && error.cause instanceof ValidationError)) {
    return error;
  }
  const issues = error.cause.issues.map((issue) => ({
    path: (issue.path ?? []).map((p) => (typeof p === "object" ? String(p.key) : String(p))).join("."),
    message: issue.message,
  }));
  return new ORPCError("BAD_REQUEST", { message: issues[0]?.message ?? error.message, data: { issues } });
}
