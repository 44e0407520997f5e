import type { Logger } from "../observability/logger";
import { currentRequest } from "../observability/request-context";
import { describeError } from "./failure";

/**
 * Logs a failure without user data (describeError): into the request's log (its lines carry the
 * request id) when there is one, else the given logger, else the console (unit tests, start-up).
 */
export function logFailure(level: "error" | "warn", message: string, error: unknown, fallback?: Logger): void {
  const log = currentRequest()?.log ?? fallback;
  if (log) log[level]({ error: describeError(error) }, message);
  else console[level](`${message}:`, describeError(error));
}
