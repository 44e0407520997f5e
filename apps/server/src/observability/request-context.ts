import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "@app/i18n";
import type { Logger } from "./logger";

/** What one request carries through every await: its id, its logger, and who made it once known. */
export interface RequestContext {
  requestId: string;
  log: Logger;
  /** performance.now() when the request came in: the embedded database serves older requests first. */
  startedAt: number;
  userId?: string;
  /** The request's language (i18n/request-locale.ts): what its messages are written in. */
  readonly locale: Locale;
  /** The first database failure seen while serving this request, even if something caught it (errors/answers.ts). */
  failure?: { status: number; code: string; message: string; retryAfter?: number };
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * Called where a session has already been read (the RPC `authed` middleware), so the request log
 * names the user without a database query of its own.
 */
export function noteRequestUser(userId: string): void {
  const context = storage.getStore();
  if (context) context.userId = userId;
}

/** The current request's logger (its lines carry the request id), else the given one. */
export function requestLog(fallback: Logger): Logger {
  return storage.getStore()?.log ?? fallback;
}
