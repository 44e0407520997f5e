import type { Logger } from "./logger";
import { requestLog } from "./request-context";

type Level = "debug" | "info" | "warn" | "error";

/**
 * better-auth's own messages (warnings, errors it catches) into the JSON log, with the request id
 * when there is one, instead of coloured console lines. Only errors among the extra arguments are
 * kept: the others can be whatever better-auth had at hand (a user record, a body).
 */
export function betterAuthLogger(log: Logger) {
  return {
    level: "warn" as const,
    log: (level: Level, message: string, ...args: unknown[]) => {
      const err = args.find((a) => a instanceof Error);
      requestLog(log)[level]({ component: "better-auth", ...(err ? { err } : {}) }, message);
    },
  };
}
