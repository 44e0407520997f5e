import { m } from "@app/i18n/messages";
import { isAPIError } from "better-auth/api";
import { deleteSessionCookie, expireCookie } from "better-auth/cookies";
import type { HookContext } from "../auth-types/hook-context";

/** better-auth's admin plugin answers 500 with these when the admin's own session (or user) is gone. */
// i18n-ignore: better-auth's own messages, matched to recognise its answer (never shown from here)
const ADMIN_GONE = new Set(["Failed to find admin session", "Failed to find user"]);

/**
 * After /admin/stop-impersonating: when the admin's own session was revoked (or the admin removed)
 * while they acted as someone, better-auth cannot return to it and answers 500, leaving the browser
 * signed in as the impersonated user (decision 028). The impersonation ends here instead: its session is
 * deleted, the browser's session and admin cookies are expired, and the answer is a 401 that says why.
 */
export async function endImpersonationWithoutAdminSession(ctx: HookContext): Promise<Response | undefined> {
  const returned = ctx.context.returned;
  if (!isAPIError(returned) || !ADMIN_GONE.has(returned.message)) return;
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (token) await ctx.context.internalAdapter.deleteSession(token);
  deleteSessionCookie(ctx, true);
  expireCookie(ctx, ctx.context.createAuthCookie("admin_session"));
  // A ready Response: an after hook cannot change the status of better-auth's APIError.
  return Response.json(
    {
      message: m.error_admin_session_ended(),
      code: "ADMIN_SESSION_ENDED",
    },
    { status: 401 },
  );
}
