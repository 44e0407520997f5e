import { m } from "@app/i18n/messages";
import { APIError, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { HookContext } from "../auth-types/hook-context";

/**
 * How a session showed a second factor (decision 043), noted on the session itself (its
 * `secondFactor` field, in the database and in better-auth's session cache alike), so an
 * organization that requires two-factor can tell a password-only session from one that passed it
 * without a lookup of its own:
 * - "totp", "backup_code", "otp": the twoFactor plugin's second step, at sign-in or, for a session
 *   made without it, confirmed later while signed in (the same endpoints answer a signed-in caller);
 * - "passkey": a passkey sign-in (the device plus its PIN or biometric: two factors in one);
 * - "trusted_device": a password sign-in of a two-factor account that the plugin let through
 *   because the browser passed the code within the last 30 days;
 * - "sso:<providerId>": an identity provider signed the person in; for the organization it belongs
 *   to, its own multi-factor rules count;
 * - "enrolled": a passkey registered in this session (TOTP confirmed in it is "totp").
 * A session better-auth renews for the same person (turning two-factor on or off) carries the field
 * over: the plugin copies the old session's fields into the new one.
 */
export type SecondFactor =
  | "totp"
  | "backup_code"
  | "otp"
  | "passkey"
  | "trusted_device"
  | "enrolled"
  | `${typeof SSO_FACTOR}${string}`;

/** The prefix of an SSO sign-in's note; the provider's id follows. */
export const SSO_FACTOR = "sso:";

/**
 * The session the call ended with: the one it made, else (for a call that confirms a factor while
 * signed in) the caller's own.
 */
async function resultingSessionToken(ctx: HookContext, signedIn: boolean): Promise<string | null> {
  const created = ctx.context.newSession;
  if (created) return created.session.token;
  if (!signedIn) return null;
  const current = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  return current || null;
}

/**
 * After a call that shows a second factor: notes it on the session the call ended with.
 * `signedIn`: the call may also confirm it for the caller's current session (no new one).
 */
export function noteSecondFactor(factor: SecondFactor, { signedIn }: { signedIn: boolean }) {
  return async (ctx: HookContext): Promise<void> => {
    const returned = ctx.context.returned;
    if (isAPIError(returned) || returned instanceof Error) return;
    if (returned instanceof Response && returned.status >= 400) return;
    const token = await resultingSessionToken(ctx, signedIn);
    if (!token) return;
    await ctx.context.internalAdapter.updateSession(token, { secondFactor: factor });
  };
}

/**
 * After the password step: a session that is still there for a two-factor account came through a
 * trusted device (otherwise the plugin's own after hook, later in the chain, takes it back, and
 * the note goes with it).
 */
export async function noteTrustedDevice(ctx: HookContext): Promise<void> {
  const created = ctx.context.newSession;
  if (!created?.user.twoFactorEnabled) return;
  await ctx.context.internalAdapter.updateSession(created.session.token, { secondFactor: "trusted_device" });
}

/**
 * After an SSO callback (which answers with a redirect, so no result to look at): a session still
 * there was made by the identity provider. One held back for the product's own second step (an
 * organization that does not let its provider's multi-factor sign-in suffice) is gone by then.
 */
export async function noteSsoSignIn(ctx: HookContext): Promise<void> {
  const created = ctx.context.newSession;
  const providerId = ctx.params?.providerId;
  if (!created || typeof providerId !== "string") return;
  const secondFactor: SecondFactor = `${SSO_FACTOR}${providerId}`;
  await ctx.context.internalAdapter.updateSession(created.session.token, { secondFactor });
}

/**
 * Before a call that adds, replaces or removes a second factor (turning the authenticator app on or
 * off, new backup codes, registering or deleting a passkey): a session that has not shown the
 * account's existing second factor may not. Otherwise the password alone (a session signed in
 * without the second factor, say a passkey account's password sign-in, or one from before the factor
 * was set up) could add a factor of its own, or swap the authenticator's secret, and with that pass
 * an organization's two-factor requirement. An account's first factor needs no such proof.
 */
export async function refuseFactorChangeWithoutExisting(ctx: HookContext): Promise<void> {
  const caller = await getSessionFromCtx(ctx);
  // Signed out: better-auth's own 401.
  if (!caller || (caller.session as { secondFactor?: string | null }).secondFactor) return;
  const hasTotp = (caller.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true;
  const passkeys = hasTotp
    ? 1
    : await ctx.context.adapter.count({ model: "passkey", where: [{ field: "userId", value: caller.user.id }] });
  if (!hasTotp && passkeys === 0) return;
  throw new APIError("FORBIDDEN", { message: m.error_second_factor_first(), code: "SECOND_FACTOR_FIRST" });
}
