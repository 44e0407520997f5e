import type { Database } from "@app/db";
import { schema } from "@app/db";
import { eq } from "drizzle-orm";
import type { HookContext } from "../auth/hook-context";
import { type AccountMail, verificationTokenPurpose } from "./account-mail";

interface PendingChange {
  userId: string;
  oldEmail: string;
  newEmail: string;
  name: string;
}

// Set by the before hook of one /verify-email request, read by its after hook (same context object).
const changes = new WeakMap<object, PendingChange>();

const currentUser = async (db: Database, userId: string) => {
  const [row] = await db
    .select({ email: schema.user.email, name: schema.user.name })
    .from(schema.user)
    .where(eq(schema.user.id, userId));
  return row;
};

/**
 * Tells the old address when a change of email takes effect. better-auth changes the address when
 * the link sent to the new one is opened (/verify-email with a change-email-verification token) and
 * has no callback for it, so the address is read before and after that request: only a request that
 * really changed it sends the notice (a second click on the link changes nothing).
 */
export function emailChangeNotice(db: Database, mail: AccountMail) {
  return {
    before: async (ctx: HookContext): Promise<void> => {
      if (ctx.path !== "/verify-email") return;
      const token = (ctx.query as { token?: unknown } | undefined)?.token;
      if (typeof token !== "string") return;
      const purpose = verificationTokenPurpose(token);
      if (purpose.requestType !== "change-email-verification" || !purpose.userId || !purpose.updateTo) return;
      const user = await currentUser(db, purpose.userId);
      if (!user || user.email !== purpose.email) return;
      changes.set(ctx.context, {
        userId: purpose.userId,
        oldEmail: user.email,
        newEmail: purpose.updateTo,
        name: user.name,
      });
    },
    after: async (ctx: HookContext): Promise<void> => {
      const change = changes.get(ctx.context);
      if (!change) return;
      changes.delete(ctx.context);
      const user = await currentUser(db, change.userId);
      if (user?.email !== change.newEmail) return;
      try {
        await mail.sendEmailChangedNotice(change);
      } catch (error) {
        console.error("email change notice failed:", error);
      }
    },
  };
}
