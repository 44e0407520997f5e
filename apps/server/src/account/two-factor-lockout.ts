import type { Database } from "@app/db";
import { schema } from "@app/db";
import { getLocale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { AuthRequest, HookContext } from "../auth-types/hook-context";
import { logFailure } from "../errors/answers";
import type { AccountMail } from "../mail/account-mail";
import { formatMailTime } from "../mail/recipient-locale";
import { twoFactorUserOf } from "./totp-once";

/** better-auth's refusals of a code; after one of them the account may have just been locked. */
const REFUSALS = new Set(["ACCOUNT_TEMPORARILY_LOCKED", "INVALID_CODE", "INVALID_BACKUP_CODE"]);

/**
 * After a refused code on the second sign-in step: while better-auth's account lockout (the
 * twoFactor plugin's `accountLockout`, 10 wrong codes in a row, 15 minutes) holds, the answer says
 * that sign-in for this account is paused and until when, even for the right code; better-auth
 * answers a bare 429 that the server turned into 'Too many requests'. The refusal that
 * set the lock also mails the owner, once per lock (a tombstone reserved in the verification table).
 */
export async function explainTwoFactorLockout(
  ctx: HookContext,
  request: AuthRequest,
  { db, mail }: { db: Database; mail: Pick<AccountMail, "sendSignInPaused"> },
): Promise<Response | undefined> {
  const returned = ctx.context.returned;
  if (!isAPIError(returned)) return;
  const code = (returned.body as { code?: string } | undefined)?.code ?? "";
  if (!REFUSALS.has(code)) return;
  const userId = request.twoFactorUserId ?? (await twoFactorUserOf(ctx));
  if (!userId) return;
  const [row] = await db
    .select({ lockedUntil: schema.twoFactor.lockedUntil, email: schema.user.email, name: schema.user.name })
    .from(schema.twoFactor)
    .innerJoin(schema.user, eq(schema.user.id, schema.twoFactor.userId))
    .where(eq(schema.twoFactor.userId, userId));
  const until = row?.lockedUntil;
  if (!until || until.getTime() <= Date.now()) return;

  const first = await ctx.context.internalAdapter.reserveVerificationValue({
    identifier: `sign-in-paused:${userId}:${until.getTime()}`,
    value: userId,
    expiresAt: until,
  });
  if (first) {
    try {
      await mail.sendSignInPaused({ userId, email: row.email, name: row.name, until });
    } catch (error) {
      logFailure("error", "sign-in paused mail failed", error);
    }
  }
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return Response.json(
    {
      // The time as the answer's reader reads it (the request's language).
      message: m.error_sign_in_paused({ until: formatMailTime(until, getLocale()) }),
      code: "SIGN_IN_PAUSED",
      pausedUntil: until.toISOString(),
    },
    { status: 429, headers: { "retry-after": String(seconds) } },
  );
}
