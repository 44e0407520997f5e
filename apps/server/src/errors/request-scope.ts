import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { classifyError, type Failure } from "./failure";

interface Scope {
  /** The first database failure seen while serving this request, even if something caught it. */
  failure?: Failure;
}

const storage = new AsyncLocalStorage<Scope>();

/**
 * better-auth catches some database errors itself and answers with its own status (sign-up: 422
 * "Failed to create user", get-session: 500 "Failed to get session"), logging the error on the
 * way. Its logger reports such errors here, so the answer can still say what happened (503 when
 * the database is gone, 409 for a value another request took first).
 */
export function noteError(error: unknown): void {
  const scope = storage.getStore();
  if (!scope || scope.failure) return;
  scope.failure = classifyError(error);
}

export function failureInThisRequest(): Failure | undefined {
  return storage.getStore()?.failure;
}

export const requestScope: MiddlewareHandler = (_c, next) => storage.run({}, next);
