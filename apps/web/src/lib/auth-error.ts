import { m } from "@app/i18n/messages";

/** What better-auth's client knows of a failed call: the server's `{ message, code }` and the HTTP status. */
interface AuthErrorAnswer {
  message?: string;
  status?: number;
  statusText?: string;
  code?: string;
}

/** A failed better-auth call, with the server's message and, where it sent one, its error code. */
export class AuthCallError extends Error {
  readonly status?: number;
  readonly code?: string;

  constructor(answer: AuthErrorAnswer) {
    // An empty message is no message: say at least what HTTP said.
    super(answer.message || answer.statusText || m.common_request_failed());
    this.name = "AuthCallError";
    this.status = answer.status;
    this.code = answer.code;
  }
}

/**
 * better-auth's client `onError` hook (lib/auth-client.ts): with its `throw` option a failed call
 * throws better-fetch's error, whose message is only the HTTP status text; this throws the server's
 * message and code instead, which TanStack Query hands to the screen. A call that asks for the
 * `{ data, error }` answer (`throw: false`, as the passkey ceremonies do) gets it unchanged.
 */
export function throwAuthCallError(context: { error: AuthErrorAnswer; request: { throw?: boolean } }): void {
  if (context.request.throw) throw new AuthCallError(context.error);
}
