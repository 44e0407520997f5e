import { m } from "@app/i18n/messages";
import { APIError, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { AuthRequest, HookContext } from "../auth-types/hook-context";
import { logRefusal } from "../errors/answers";

/*
 * Each authenticator code is accepted once per user (ASVS 2.8.4, decision 028). better-auth's TOTP check
 * accepts a code for its whole window (the period before and after), so the same code signed in
 * twice. Before /two-factor/verify-totp the code is reserved for the user with better-auth's
 * first-writer-wins `reserveVerificationValue` (a tombstone in the verification table whose primary
 * key is derived from the identifier, so two requests at once cannot both win); a code already
 * reserved is refused. A refused attempt gives its reservation back, so a wrong guess does not burn
 * a code that becomes right later.
 */

/** Longer than better-auth's window: the period before, the current one and the one after. */
const RESERVED_MS = 3 * 30_000 + 30_000;
const TWO_FACTOR_COOKIE = "two_factor";

/** The user a second-step call is for: the sign-in's pending challenge, else the signed-in one (enabling). */
export async function twoFactorUserOf(ctx: HookContext): Promise<string | null> {
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name, ctx.context.secret);
  if (challenge) {
    const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
    if (pending && pending.expiresAt > new Date()) return pending.value;
  }
  return (await getSessionFromCtx(ctx))?.user.id ?? null;
}

export async function reserveTotpCode(ctx: HookContext, request: AuthRequest): Promise<void> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string") return;
  const userId = await twoFactorUserOf(ctx);
  if (!userId) return;
  request.twoFactorUserId = userId;
  const identifier = `totp-used:${userId}:${code}`;
  const { internalAdapter } = ctx.context;
  const reserve = () =>
    internalAdapter.reserveVerificationValue({
      identifier,
      value: userId,
      expiresAt: new Date(Date.now() + RESERVED_MS),
    });
  let reserved = await reserve();
  if (!reserved) {
    // The same six digits used long ago (an expired tombstone not yet cleaned up) do not count.
    const earlier = await internalAdapter.findVerificationValue(identifier);
    if (earlier && new Date(earlier.expiresAt) <= new Date()) {
      await internalAdapter.deleteVerificationByIdentifier(identifier);
      reserved = await reserve();
    }
  }
  if (!reserved) {
    // ASVS 2.8.5: a reused code is logged (the request's log line names the path and client, no code).
    logRefusal("two-factor code reused", "CODE_ALREADY_USED");
    throw new APIError("UNAUTHORIZED", {
      message: m.error_code_already_used(),
      code: "CODE_ALREADY_USED",
    });
  }
  request.totpReservation = identifier;
}

export async function releaseRefusedTotpCode(ctx: HookContext, request: AuthRequest): Promise<void> {
  if (!request.totpReservation || !isAPIError(ctx.context.returned)) return;
  await ctx.context.internalAdapter.deleteVerificationByIdentifier(request.totpReservation);
}
