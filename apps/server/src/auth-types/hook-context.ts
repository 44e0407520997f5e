import type { createAuthMiddleware } from "better-auth/api";

/** What a better-auth `hooks.before` / `hooks.after` middleware receives. */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
