import { deleteSessionCookie } from "better-auth/cookies";
import type { HookContext } from "../auth-types/hook-context";

/**
 * No session for a two-factor account without its second factor (issue 23). better-auth's
 * twoFactor plugin holds back only the sessions of `/sign-in/*`; /verify-email signs the person in
 * after verification (`autoSignInAfterVerification`) and would hand whoever reads the mailbox a full
 * session, and Google's callback signs in an account Google vouches for. After such a call, a session
 * created for an account with two-factor on is deleted again and its cookie expired, the way the
 * plugin does it for a sign-in: the address is verified (or Google linked), and the person signs in
 * with password and code. A session the request already had (the person was signed in, so passed
 * the second factor) is left alone.
 *
 * Every path that creates a session, and why it is safe:
 * - /sign-up/email: a new account, which has no second factor yet;
 * - /sign-in/email: the plugin's second step (a trusted device skips it for 30 days);
 * - /two-factor/verify-totp, /verify-backup-code: the second factor itself, each TOTP code once
 *   (totp-once.ts);
 * - /verify-email and /callback/:id (Google): held back here for two-factor accounts;
 * - /passkey/verify-authentication: a passkey is multi-factor (the device plus its PIN or biometric);
 * - /reset-password: creates none, and revokes every session;
 * - /admin/impersonate-user: the admin's own session passed it; admins cannot be impersonated;
 * - /admin/stop-impersonating: the admin's earlier session again; if it is gone, 401
 *   ADMIN_SESSION_ENDED and the browser is signed out;
 * - /two-factor/enable, /disable, /verify-totp while signed in, /change-password, /update-user: the
 *   same user's session renewed, which passed it.
 */
export async function withholdSessionWithoutSecondFactor(ctx: HookContext): Promise<void> {
  const created = ctx.context.newSession;
  if (!created?.user.twoFactorEnabled) return;
  const current = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (current === created.session.token) return;
  await ctx.context.internalAdapter.deleteSession(created.session.token);
  deleteSessionCookie(ctx, true);
  ctx.context.setNewSession(null);
}
