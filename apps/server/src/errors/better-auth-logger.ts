import type { Logger } from "../observability/logger";
import { requestLog } from "../observability/request-context";
import { describeError } from "./failure";

type Level = "debug" | "info" | "warn" | "error";

const isErrorLike = (arg: unknown) =>
  arg instanceof Error || (arg !== null && typeof arg === "object" && "message" in arg);

function describe(arg: unknown): string {
  if (isErrorLike(arg)) return describeError(arg);
  if (typeof arg === "string" || typeof arg === "number" || typeof arg === "boolean") return String(arg);
  return `[${typeof arg}]`; // objects may hold users, sessions or tokens: not logged
}

/** better-auth puts client input in some messages ("Invalid callbackURL: …"): one line, escaped. */
function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * better-auth logs the requests it refuses for their origin or their links (another site's origin, a
 * callback URL on another site, a sign-in form posted from another site) at error level. They are
 * refusals the product expects, answered 403: warnings, so that error lines stay for what an
 * operator must look at.
 */
const REFUSED_REQUEST =
  /^(?:Invalid (?:origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL): |Blocked cross-site navigation login attempt)/;

/**
 * better-auth's own messages (warnings, errors it catches) into the JSON log, with the request id
 * when there is one, and without user data (describeError keeps no query parameters or row details).
 * Only a log: what a request needs to know of a caught database error, the database adapter notes
 * (auth/noting-adapter.ts).
 */
export function betterAuthLogger(log: Logger) {
  return {
    level: "warn" as const,
    log: (level: Level, first: unknown, ...rest: unknown[]) => {
      // Some endpoints log the caught error itself as the message (list-sessions: `logger.error(e)`).
      const message = typeof first === "string" ? first : "better-auth caught an error";
      const args = typeof first === "string" ? rest : [first, ...rest];
      // The error itself under `error`, as every other error line of the server has it.
      const error = args.find(isErrorLike);
      const details = args.filter((arg) => arg !== error).map((arg) => oneLine(describe(arg)));
      const lineLevel = level === "error" && REFUSED_REQUEST.test(message) ? "warn" : level;
      requestLog(log)[lineLevel](
        {
          component: "better-auth",
          ...(error === undefined ? {} : { error: oneLine(describeError(error)) }),
          ...(details.length ? { details } : {}),
        },
        oneLine(message),
      );
    },
  };
}
