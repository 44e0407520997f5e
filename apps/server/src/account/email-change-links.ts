import { createHash, randomUUID } from "node:crypto";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import { EMAIL_VERIFICATION_SECONDS } from "@app/domain";
import { m } from "@app/i18n/messages";
import { APIError } from "better-auth/api";
import { and, eq, gt } from "drizzle-orm";
import type { HookContext } from "../auth-types/hook-context";
import { verificationTokenPurpose } from "../mail/account-mail";

/*
 * Email-change links work once, and only the newest (decision 028). better-auth's change links are
 * stateless signed tokens: any of them switched the address for 24 hours, an older one after a newer
 * request, and one for f0 → f1 again after the address went f0 → f2 → f0. So the newest link of each
 * user is also kept in better-auth's verification table (its hash, under `email-change:<userId>`): a
 * new change request replaces it, and /verify-email consumes it before better-auth acts on the token.
 */

const identifierOf = (userId: string) => `email-change:${userId}`;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** When better-auth mails a change link: it becomes the user's only valid one. */
export async function rememberEmailChangeLink(db: Database, token: string): Promise<void> {
  const purpose = verificationTokenPurpose(token);
  if (purpose.requestType !== "change-email-verification" || !purpose.userId) return;
  const identifier = identifierOf(purpose.userId);
  await db.transaction(async (tx) => {
    await tx.delete(schema.verification).where(eq(schema.verification.identifier, identifier));
    await tx.insert(schema.verification).values({
      id: randomUUID(),
      identifier,
      value: hashOf(token),
      expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_SECONDS * 1000),
    });
  });
}

/**
 * Before /verify-email with a change link: takes the link out of the table in one statement (two
 * clicks at once: one wins), or refuses it the way better-auth refuses a bad token (a redirect to the
 * callback with `error=INVALID_TOKEN`, else 401).
 */
export async function consumeEmailChangeLink(ctx: HookContext, db: Database): Promise<void> {
  const token = (ctx.query as { token?: unknown } | undefined)?.token;
  if (typeof token !== "string") return;
  const purpose = verificationTokenPurpose(token);
  if (purpose.requestType !== "change-email-verification" || !purpose.userId) return;
  const consumed = await db
    .delete(schema.verification)
    .where(
      and(
        eq(schema.verification.identifier, identifierOf(purpose.userId)),
        eq(schema.verification.value, hashOf(token)),
        gt(schema.verification.expiresAt, new Date()),
      ),
    )
    .returning({ id: schema.verification.id });
  if (consumed.length > 0) return;
  const callbackURL = (ctx.query as { callbackURL?: unknown }).callbackURL;
  if (typeof callbackURL === "string" && callbackURL) {
    throw ctx.redirect(`${callbackURL}${callbackURL.includes("?") ? "&" : "?"}error=INVALID_TOKEN`);
  }
  throw new APIError("UNAUTHORIZED", { message: m.error_invalid_token(), code: "INVALID_TOKEN" });
}
