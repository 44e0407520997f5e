import type { Database } from "@app/db";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { deleteEmptyOrganizations } from "../account/account-deletion";
import type { AccountHooks } from "../account/account-hooks";
import { adminGuards, organizationsLeftEmpty } from "../admin/admin-guards";
import { auditAdminActions } from "../admin/audit";
import { validateInvitationRole } from "../organizations/organization-rules";
import { applyInputRules, inputRules } from "./input-rules";

export interface GuardDeps {
  db: Database;
  adminUserIds: string[];
  /** Account lifecycle: impersonation refusals, per-email limits, email change notice. */
  account?: AccountHooks;
}

const INVITE = "/organization/invite-member";
const isError = (returned: unknown) => returned instanceof Error;
const isAdminPath = (path: string | undefined) => path?.startsWith("/admin/") ?? false;
const isGuarded = (path: string | undefined) =>
  path !== undefined && (path in inputRules || path === INVITE || isAdminPath(path));
const concerns = (test: ((path: string) => boolean) | undefined, path: string | undefined) =>
  path !== undefined && (test?.(path) ?? false);

/**
 * The product's own rules around better-auth's endpoints, as a plugin whose hooks match only the
 * paths they concern: a catch-all `hooks.before/after` would make every call (every session check
 * of every RPC) pay for another internal context.
 *
 * Before: the path's input rules (input-rules.ts: the forms' rules, so an API client gets the
 * form's message, "Password must be at least 8 characters", and not a bare 400), the admin rules
 * (admin-guards.ts) and the invitation role. After: the audit log of admin actions. The account
 * lifecycle's hooks (account/account-hooks.ts) run on their own paths, before the others.
 */
export function productRules(deps: GuardDeps): BetterAuthPlugin {
  const guardAdmin = adminGuards(deps);
  const audit = auditAdminActions(deps.db);
  return {
    id: "product-rules",
    hooks: {
      before: [
        {
          matcher: (ctx) => concerns(deps.account?.concernsBefore, ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            await deps.account?.before(ctx);
          }),
        },
        {
          matcher: (ctx) => isGuarded(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            applyInputRules(ctx);
            // Refused before better-auth runs: it cancels the address's pending invitation before its
            // own beforeCreateInvitation hook, so a refusal there would still destroy a valid invitation.
            if (ctx.path === INVITE) validateInvitationRole(ctx.body?.role);
            await guardAdmin(ctx);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => concerns(deps.account?.concernsAfter, ctx.path),
          handler: createAuthMiddleware(async (ctx) => deps.account?.after(ctx)),
        },
        {
          matcher: (ctx) => isAdminPath(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.path === "/admin/remove-user" && !isError(ctx.context.returned)) {
              await deleteEmptyOrganizations(deps.db, organizationsLeftEmpty(ctx));
            }
            await audit(ctx);
          }),
        },
      ],
    },
  };
}
