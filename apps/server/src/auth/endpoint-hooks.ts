import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { impersonationGuard } from "../account/impersonation-guard";
import { guardAdmin } from "../admin/admin-guards";
import { writeAudit } from "../audit/audit-log";
import type { AuditedCall } from "../audit/audit-rule";
import type { AuthSession } from "../auth-types/auth-api";
import type { AuthRequest, HookContext } from "../auth-types/hook-context";
import { logFailure } from "../errors/answers";
import { type EndpointDeps, type EndpointRule, endpoints, pathsWith } from "./endpoints";
import { applyInputRule } from "./input-rules";

const BEFORE: (keyof EndpointRule)[] = ["refusedWhileImpersonating", "perEmailLimit", "input", "before", "admin"];
const AFTER: (keyof EndpointRule)[] = ["after", "audit"];

const ruleOf = (path: string | undefined): EndpointRule | undefined =>
  path === undefined ? undefined : (endpoints as Record<string, EndpointRule | undefined>)[path];

/**
 * The endpoint table (endpoints.ts) as one before hook and one after hook. A plugin's hooks with a
 * matcher, not the catch-all `hooks.before/after`: those would make every call (every session check
 * of every RPC) pay for another internal context; these run only on the paths with a rule that needs
 * them. What a request's before hook learns for its after hook lives in one object per request,
 * found by better-auth's context of that request (one object from the before to the after hooks).
 */
export function endpointHooks(deps: EndpointDeps): BetterAuthPlugin {
  const before = new Set<string>(pathsWith(...BEFORE));
  const after = new Set<string>(pathsWith(...AFTER));
  const requests = new WeakMap<object, AuthRequest>();

  return {
    id: "product-rules",
    hooks: {
      before: [
        {
          matcher: (ctx) => before.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const rule = ruleOf(ctx.path) as EndpointRule;
            const request: AuthRequest = {};
            requests.set(ctx.context, request);
            if (rule.refusedWhileImpersonating) await impersonationGuard(ctx);
            if (rule.perEmailLimit) await deps.limitPerEmail(ctx);
            if (rule.input) applyInputRule(rule.input, ctx);
            await rule.before?.(ctx, request, deps);
            if (rule.admin) await guardAdmin(rule.admin, ctx, request, deps);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => after.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const rule = ruleOf(ctx.path) as EndpointRule;
            const request = requests.get(ctx.context) ?? {};
            const response = await rule.after?.(ctx, request, deps);
            if (rule.audit) await audit(ctx, rule, request, deps);
            return response instanceof Response ? response : undefined;
          }),
        },
      ],
    },
  };
}

/**
 * Records a successful call. The action has already happened, so a failed write is logged loudly
 * rather than turned into an error answer for a change that was made.
 */
async function audit(ctx: HookContext, rule: EndpointRule, request: AuthRequest, { db }: EndpointDeps) {
  const returned = ctx.context.returned as AuditedCall["returned"] | undefined;
  if (!returned || isAPIError(returned) || returned instanceof Response) return;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const session = ctx.context.session as AuthSession | null;
  const entry = rule.audit?.({
    actor: session?.user.id,
    session,
    targetUserId: typeof body.userId === "string" ? body.userId : null,
    body,
    returned,
    before: request.target,
  });
  if (!entry) return;
  try {
    await writeAudit(db, entry);
  } catch (error) {
    logFailure("error", "audit log write failed", error);
  }
}
