import { m } from "@app/i18n/messages";
import { APIError, getSessionFromCtx } from "better-auth/api";
import type { HookContext } from "../auth-types/hook-context";

/**
 * Before /revoke-session: a token that is not one of the caller's own sessions answers 404 (issue
 * 23). better-auth ignores it and answers 200 `{status: true}`, which tells the caller nothing true.
 * Signed-out calls are left to better-auth's 401.
 */
export async function refuseForeignSession(ctx: HookContext): Promise<void> {
  const token = (ctx.body as { token?: unknown } | undefined)?.token;
  if (typeof token !== "string") return;
  const caller = await getSessionFromCtx(ctx);
  if (!caller) return;
  const target = await ctx.context.internalAdapter.findSession(token);
  if (target?.session.userId === caller.user.id) return;
  throw new APIError("NOT_FOUND", { message: m.error_session_not_found(), code: "SESSION_NOT_FOUND" });
}
