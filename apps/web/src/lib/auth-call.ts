import { m } from "@app/i18n/messages";

/** What better-auth's client answers when a call fails, instead of throwing. */
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

  constructor(answer: AuthErrorAnswer, fallback: string) {
    // An empty message is no message: say at least what HTTP said.
    super(answer.message || answer.statusText || fallback);
    this.name = "AuthCallError";
    this.status = answer.status;
    this.code = answer.code;
  }
}

/**
 * The one way the web app calls better-auth: its client answers `{ data, error }`, TanStack Query wants
 * a value or a thrown error. Resolves to `data` (null where better-auth answers null, e.g. no session),
 * or throws an AuthCallError with the server's message.
 */
export async function authCall<D>(
  call: Promise<{ data: D; error: AuthErrorAnswer | null }>,
  fallback: string = m.common_request_failed(),
): Promise<D> {
  const { data, error } = await call;
  if (error) throw new AuthCallError(error, fallback);
  return data;
}
