import type { Database } from "@app/db";
import { schema } from "@app/db";
import { eq } from "drizzle-orm";
import type { AuthRequest, HookContext } from "../auth-types/hook-context";
import { logFailure } from "../errors/answers";
import { type AccountMail, verificationTokenPurpose } from "../mail/account-mail";

const currentUser = async (db: Database, userId: string) => {
  const [row] = await db
    .select({ email: schema.user.email, name: schema.user.name })
    .from(schema.user)
    .where(eq(schema.user.id, userId));
  return row;
};

/*
 * Tells the old address when a change of email takes effect. better-auth changes the address when
 * the link sent to the new one is opened (/verify-email with a change-email-verification token) and
 * has no callback for it, so the address is read before and after that request: only a request that
 * really changed it sends the notice (a second click on the link changes nothing).
 */

/** Before /verify-email: the change the token asks for, if the address is still the old one. */
export async function noteEmailChange(ctx: HookContext, request: AuthRequest, { db }: { db: Database }) {
  const token = (ctx.query as { token?: unknown } | undefined)?.token;
  if (typeof token !== "string") return;
  const purpose = verificationTokenPurpose(token);
  if (purpose.requestType !== "change-email-verification" || !purpose.userId || !purpose.updateTo) return;
  const user = await currentUser(db, purpose.userId);
  if (!user || user.email !== purpose.email) return;
  request.emailChange = { userId: purpose.userId, oldEmail: user.email, newEmail: purpose.updateTo, name: user.name };
}

/**
 * After /verify-email: the new address is verified once the change took effect. better-auth keeps
 * the old address's status, but the link that made the change was opened from the new mailbox.
 * Through better-auth's adapter, so cached sessions see it too.
 */
export async function verifyChangedAddress(ctx: HookContext, request: AuthRequest, { db }: { db: Database }) {
  const change = request.emailChange;
  if (!change) return;
  const user = await currentUser(db, change.userId);
  if (user?.email !== change.newEmail) return;
  await ctx.context.internalAdapter.updateUser(change.userId, { emailVerified: true });
}

/** After /verify-email: the notice to the old address, when the address did change. */
export async function sendEmailChangeNotice(
  _ctx: HookContext,
  request: AuthRequest,
  { db, mail }: { db: Database; mail: Pick<AccountMail, "sendEmailChangedNotice"> },
): Promise<void> {
  const change = request.emailChange;
  if (!change) return;
  const user = await currentUser(db, change.userId);
  if (user?.email !== change.newEmail) return;
  try {
    await mail.sendEmailChangedNotice(change);
  } catch (error) {
    logFailure("error", "email change notice failed", error);
  }
}
