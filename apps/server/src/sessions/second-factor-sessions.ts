import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import type { HookContext } from "../auth-types/hook-context";

/** The twoFactor plugin's cookie for a sign-in waiting for its code (its TWO_FACTOR_COOKIE_NAME). */
const TWO_FACTOR_COOKIE = "two_factor";

/**
 * No session for a two-factor account without its second factor (decision 028). better-auth's
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
 * - /sso/callback/:providerId (OIDC), /sso/saml2/sp/acs/:providerId (SAML): held back below
 *   (askSecondFactorInstead) with the plugin's second step, unless the organization lets its
 *   provider's multi-factor sign-in suffice (decision 035);
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

/** How long the second step after an SSO sign-in waits for the code: the twoFactor plugin's default. */
const SECOND_STEP_SECONDS = 600;

/**
 * For redirect sign-ins that should keep the second factor (SSO, decision 035): a session made for
 * a two-factor account is taken back, and the second step is set up exactly as the twoFactor
 * plugin sets it up after a password (a `2fa-…` verification value and its signed cookie, which its
 * /two-factor/verify-totp and /verify-backup-code read), then the browser goes to `secondStepUrl`
 * instead of where the flow would have gone. Nothing happens for other accounts.
 */
export async function askSecondFactorInstead(ctx: HookContext, secondStepUrl: string): Promise<void> {
  const created = ctx.context.newSession;
  if (!created?.user.twoFactorEnabled) return;
  const current = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (current === created.session.token) return;
  await ctx.context.internalAdapter.deleteSession(created.session.token);
  deleteSessionCookie(ctx, true);
  ctx.context.setNewSession(null);
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + SECOND_STEP_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({ value: created.user.id, identifier, expiresAt });
  await ctx.context.internalAdapter.createVerificationValue({
    value: "0",
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: SECOND_STEP_SECONDS });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  throw ctx.redirect(secondStepUrl);
}
