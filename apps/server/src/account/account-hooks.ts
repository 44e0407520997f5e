import type { Database } from "@app/db";
import type { SecondaryStorage } from "better-auth";
import type { HookContext } from "../auth/hook-context";
import type { AccountMail } from "./account-mail";
import { emailChangeNotice } from "./email-change-notice";
import { counterStore, emailRateLimit } from "./email-rate-limit";
import { impersonationGuard } from "./impersonation-guard";
import { verifyEmailOnAcceptedInvitation } from "./invitation-verifies-email";
import { passkeyRegistrationRefusal } from "./passkey-errors";

export interface AccountHookDeps {
  db: Database;
  mail: AccountMail;
  secondaryStorage?: SecondaryStorage;
}

/** The account lifecycle's parts of better-auth's `hooks.before` and `hooks.after`. */
export function accountHooks({ db, mail, secondaryStorage }: AccountHookDeps) {
  const limitPerEmail = emailRateLimit(counterStore(secondaryStorage));
  const notice = emailChangeNotice(db, mail);
  return {
    before: async (ctx: HookContext): Promise<void> => {
      await impersonationGuard(ctx);
      await limitPerEmail(ctx);
      await notice.before(ctx);
    },
    /** May return a Response that replaces better-auth's answer. */
    after: async (ctx: HookContext): Promise<Response | undefined> => {
      await notice.after(ctx);
      await verifyEmailOnAcceptedInvitation(ctx);
      return passkeyRegistrationRefusal(ctx);
    },
  };
}

export type AccountHooks = ReturnType<typeof accountHooks>;
