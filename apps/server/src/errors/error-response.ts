import type { Logger } from "../observability/logger";
import { currentRequest } from "../observability/request-context";
import { classifyError, internalFailure } from "./failure";
import { logFailure } from "./log-failure";

export interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
}

/**
 * One JSON error answer, `{ message, code }`. Under /rpc it also carries oRPC's error envelope
 * (`json: { defined, code, status, message }`), so the web app's RPC client reads the same message
 * as from an error the procedure raised itself, and any other client still finds message and code
 * at the top.
 */
export function errorResponse(path: string, failure: ErrorAnswer, requestId?: string): Response {
  const { status, code, message, retryAfter } = failure;
  const body: Record<string, unknown> = { message, code };
  // A 500 names its request, so a user can quote it and an operator finds the log line.
  if (requestId) body.requestId = requestId;
  if (path === "/rpc" || path.startsWith("/rpc/")) body.json = { defined: false, code, status, message };
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (retryAfter !== undefined) headers["retry-after"] = String(retryAfter);
  return new Response(JSON.stringify(body), { status, headers });
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
