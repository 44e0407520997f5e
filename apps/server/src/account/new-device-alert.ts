import { createHash } from "node:crypto";
import type { HookContext } from "../auth-types/hook-context";
import { logFailure } from "../errors/answers";
import type { AccountMail } from "../mail/account-mail";

/** How long a device stays known without signing in again. */
const KNOWN_FOR_MS = 365 * 24 * 3600 * 1000;

/*
 * A mail on sign-in from a new device (decision 028). A device is its browser's user agent: each one an
 * account signed in with is remembered for a year in better-auth's verification table (a
 * first-writer-wins tombstone per user and user-agent hash, so two sign-ins at once mail once). The
 * account's first device (sign-up, a first Google sign-in; or the first sign-in of an account older
 * than this feature) is remembered without a mail.
 * Sign-ins that wait for their second factor are told at the second step; a trusted device (it
 * skips the code) is known already.
 */

const reserve = (ctx: HookContext, identifier: string, userId: string) =>
  ctx.context.internalAdapter.reserveVerificationValue({
    identifier,
    value: userId,
    expiresAt: new Date(Date.now() + KNOWN_FOR_MS),
  });

/** Remembers the device; whether it is new, and whether it is the account's first one. */
async function rememberDevice(ctx: HookContext, userId: string, userAgent: string) {
  const hash = createHash("sha256").update(userAgent).digest("base64url");
  const isNew = await reserve(ctx, `known-device:${userId}:${hash}`, userId);
  const first = isNew && (await reserve(ctx, `known-devices:${userId}`, userId));
  return { isNew, first };
}

/** After an endpoint that may have signed someone in. */
export async function alertOnNewDevice(
  ctx: HookContext,
  _request: unknown,
  { mail }: { mail: Pick<AccountMail, "sendNewSignIn"> },
): Promise<void> {
  const created = ctx.context.newSession;
  if (!created || created.session.impersonatedBy) return;
  // The password step of a two-factor account: the second step (or the trusted device) decides.
  if (ctx.path === "/sign-in/email" && created.user.twoFactorEnabled) return;
  // Already signed in as this user (a session renewed on turning two-factor on): not a sign-in.
  const current = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (current && (await ctx.context.internalAdapter.findSession(current))?.user.id === created.user.id) return;
  const userAgent = created.session.userAgent ?? "";
  const { isNew, first } = await rememberDevice(ctx, created.user.id, userAgent);
  if (!isNew || first) return;
  try {
    await mail.sendNewSignIn(created.user, {
      device: userAgent || undefined,
      address: created.session.ipAddress || undefined,
      at: new Date(),
    });
  } catch (error) {
    logFailure("error", "new sign-in mail failed", error);
  }
}
