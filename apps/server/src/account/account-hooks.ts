import type { Database } from "@app/db";
import type { SecondaryStorage } from "better-auth";
import type { HookContext } from "../auth/hook-context";
import type { AccountMail } from "./account-mail";
import { emailChangeNotice } from "./email-change-notice";
import { counterStore, emailRateLimit, LIMITED_PATHS } from "./email-rate-limit";
import { impersonationGuard, isRefusedWhileImpersonating } from "./impersonation-guard";
import { verifyEmailOnAcceptedInvitation } from "./invitation-verifies-email";
import { passkeyRegistrationRefusal } from "./passkey-errors";

export interface AccountHookDeps {
  db: Database;
  mail: AccountMail;
  secondaryStorage?: SecondaryStorage;
}

const AFTER_PATHS = new Set(["/verify-email", "/organization/accept-invitation", "/passkey/verify-registration"]);

/**
 * The account lifecycle's before and after hooks, with the paths they concern: they run only there
 * (auth/request-guards.ts), so other calls do not pay for them.
 */
export function accountHooks({ db, mail, secondaryStorage }: AccountHookDeps) {
  const limitPerEmail = emailRateLimit(counterStore(secondaryStorage));
  const notice = emailChangeNotice(db, mail);
  return {
    concernsBefore: (path: string) =>
      isRefusedWhileImpersonating(path) || LIMITED_PATHS.has(path) || path === "/verify-email",
    concernsAfter: (path: string) => AFTER_PATHS.has(path),
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
