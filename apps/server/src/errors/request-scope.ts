import { currentRequest } from "../observability/request-context";
import { classifyError } from "./failure";

/**
 * better-auth catches some database errors itself and answers with its own status (sign-up: 422
 * "Failed to create user", get-session: 500 "Failed to get session"), logging the error on the
 * way. Its logger reports such errors here, so the answer can still say what happened (503 when
 * the database is gone, 409 for a value another request took first). The first one is kept in the
 * request's context (observability/request-context.ts): one async-local store per request, not two,
 * as each costs on every await.
 */
export function noteError(error: unknown): void {
  const request = currentRequest();
  if (!request || request.failure) return;
  request.failure = classifyError(error);
}

export function failureInThisRequest() {
  return currentRequest()?.failure;
}
