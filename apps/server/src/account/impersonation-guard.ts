import { accountMessages } from "@app/domain";
import { APIError, getSessionFromCtx } from "better-auth/api";
import type { HookContext } from "../auth/hook-context";

/**
 * What an admin acting as someone (session.impersonatedBy) may not do: anything that would let them
 * take the account over or destroy it (decision 013). list-sessions is here too: it hands out the
 * other sessions' tokens. The data export refuses through `refuseWhileImpersonating` as well.
 */
const REFUSED_PATHS = new Set([
  "/change-password",
  "/set-password",
  "/change-email",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/delete-user",
  "/delete-user/callback",
  "/link-social",
  "/unlink-account",
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
  "/passkey/update-passkey",
  "/passkey/delete-passkey",
]);
const REFUSED_PREFIXES = ["/two-factor/"];

export const IMPERSONATION_REFUSAL = {
  message: accountMessages.notWhileImpersonating,
  code: "NOT_ALLOWED_WHILE_IMPERSONATING",
} as const;

export function isRefusedWhileImpersonating(path: string): boolean {
  return REFUSED_PATHS.has(path) || REFUSED_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function refuseWhileImpersonating(session: { session: { impersonatedBy?: string | null } } | null): void {
  if (session?.session.impersonatedBy) throw new APIError("FORBIDDEN", IMPERSONATION_REFUSAL);
}

/** `hooks.before` part: reads the session only on the refused paths. */
export async function impersonationGuard(ctx: HookContext): Promise<void> {
  if (!isRefusedWhileImpersonating(ctx.path)) return;
  refuseWhileImpersonating(await getSessionFromCtx(ctx));
}
