import type { Context } from "hono";
import { answerForError, errorResponse } from "../errors/error-response";
import { failureInThisRequest } from "../errors/request-scope";
import { requestWithClientIp } from "../http/client-ip";
import { currentRequest } from "../observability/request-context";
import type { Auth } from "./auth";

/**
 * Serves /api/auth/* through better-auth and makes every error answer honest and readable:
 * - thrown errors (better-auth rethrows what it does not handle, see `onAPIError`) are mapped;
 * - when better-auth caught a database error on the way, the answer is for that error instead: a
 *   lost database makes any error answer a 503 (better-auth reads a failed session lookup as "not
 *   signed in" and would say 401), and a 5xx or sign-up's 422 "Failed to create user" becomes the
 *   error's own status (409 for a race);
 * - every error answer is JSON with `message` and `code` (better-auth leaves out the code of some
 *   of its errors, and its router answers 404 with no body at all);
 * - a 429 gets a code and the standard Retry-After header.
 */
export function authRoute(auth: Auth, trustProxy: boolean) {
  return async (c: Context): Promise<Response> => {
    const path = c.req.path;
    let response: Response;
    try {
      response = await auth.handler(requestWithClientIp(c, trustProxy));
    } catch (error) {
      return answerForError(path, error);
    }
    const failure = response.status >= 400 ? failureInThisRequest() : undefined;
    if (failure && (failure.status === 503 || response.status >= 500 || response.status === 422)) {
      return errorResponse(path, failure, failure.status >= 500 ? currentRequest()?.requestId : undefined);
    }
    if (response.status === 429) return tooManyRequests(path, response);
    if (response.status >= 400) return withMessageAndCode(response);
    return response;
  };
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

async function withMessageAndCode(response: Response): Promise<Response> {
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {}
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  if (typeof body.message === "string" && typeof body.code === "string") {
    return new Response(text, { status: response.status, headers });
  }
  const fallback = STATUS_CODES[response.status] ?? "ERROR";
  const message = typeof body.message === "string" && body.message ? body.message : response.statusText || fallback;
  const code = typeof body.code === "string" && body.code ? body.code : fallback;
  return new Response(JSON.stringify({ ...body, message, code }), { status: response.status, headers });
}

async function tooManyRequests(path: string, response: Response): Promise<Response> {
  const retryAfter = Number(response.headers.get("x-retry-after")) || undefined;
  return errorResponse(path, {
    status: 429,
    code: "TOO_MANY_REQUESTS",
    message: "Too many requests. Please try again later.",
    retryAfter,
  });
}
