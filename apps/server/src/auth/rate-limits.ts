import type { BetterAuthOptions } from "better-auth";
import type { Config } from "../config";

/**
 * Calls that read or use the caller's own session. They are not limited per client address: an
 * office behind one NAT shares one address, and the web app calls get-session on every page. Each
 * needs a valid session cookie to do anything, and answers 401 at the cost of one indexed lookup
 * without one.
 */
export const SESSION_CALLS = [
  "/get-session",
  "/list-sessions",
  "/list-accounts",
  "/organization/list",
  "/organization/get-full-organization",
  "/organization/get-active-member",
  "/organization/get-active-member-role",
  "/organization/list-members",
  "/organization/list-invitations",
  "/organization/list-user-invitations",
  "/organization/has-permission",
  "/organization/set-active",
  "/admin/has-permission",
] as const;

const SIGN_IN_PATHS = ["/sign-in/email", "/sign-in/social"];
const SIGN_UP_PATHS = ["/sign-up/email"];
const PASSWORD_RESET_PATHS = ["/request-password-reset", "/forget-password", "/reset-password", "/reset-password/*"];

/**
 * better-auth's rate limiter, per client address and path. Counters live in memory for a single
 * instance and in Redis (better-auth's secondary storage) when REDIS_URL is set, never in the
 * database: there they cost a SELECT and an UPDATE on every auth request and, under load from one
 * address, raced into duplicate-key retries that stalled PGlite for seconds (decision 007).
 * Several instances without Redis would each count on their own: run them with Redis.
 */
export function rateLimitOptions(
  limits: Config["rateLimits"],
  hasSecondaryStorage: boolean,
): NonNullable<BetterAuthOptions["rateLimit"]> {
  const customRules: Record<string, { window: number; max: number } | false> = {};
  for (const path of SIGN_IN_PATHS) customRules[path] = limits.signIn;
  for (const path of SIGN_UP_PATHS) customRules[path] = limits.signUp;
  for (const path of PASSWORD_RESET_PATHS) customRules[path] = limits.passwordReset;
  for (const path of SESSION_CALLS) customRules[path] = false;
  // The health check calls /ok through the handler on every probe; it does nothing to limit.
  customRules["/ok"] = false;
  return {
    enabled: true,
    storage: hasSecondaryStorage ? "secondary-storage" : "memory",
    window: limits.general.window,
    max: limits.general.max,
    customRules,
  };
}
