import type { BetterAuthOptions } from "better-auth";
import type { Config } from "../config";
import { endpoints } from "./endpoints";

type Rule = { window: number; max: number } | false;

/** better-auth's path pattern for a table path: `/reset-password/:token` becomes `/reset-password/*`. */
const pattern = (path: string) => path.replace(/:[^/]+/g, "*");

/** The per-address rules of the endpoint table (auth/endpoints.ts), as better-auth's custom rules. */
export function rateLimitRules(limits: Config["rateLimits"]): Record<string, Rule> {
  const rules: Record<string, Rule> = {};
  for (const [path, { rateLimit }] of Object.entries(endpoints)) {
    if (!rateLimit || rateLimit === "general") continue;
    rules[pattern(path)] = rateLimit === "none" ? false : limits[rateLimit];
  }
  return rules;
}

/**
 * better-auth's rate limiter, per client address and path. Counters live in memory for a single
 * instance and in Redis (better-auth's secondary storage) when REDIS_URL is set (in each instance's
 * memory while Redis is away: redis-storage.ts), never in the database: there they cost a SELECT and an UPDATE on every auth request and, under load from one
 * address, raced into duplicate-key retries that stalled PGlite for seconds (decision 007).
 * Several instances without Redis would each count on their own: run them with Redis.
 */
export function rateLimitOptions(
  limits: Config["rateLimits"],
  hasSecondaryStorage: boolean,
): NonNullable<BetterAuthOptions["rateLimit"]> {
  return {
    enabled: true,
    storage: hasSecondaryStorage ? "secondary-storage" : "memory",
    window: limits.general.window,
    max: limits.general.max,
    customRules: rateLimitRules(limits),
  };
}
