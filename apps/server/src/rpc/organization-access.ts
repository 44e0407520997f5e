import type { Permissions } from "@app/access";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import { apiKeyMessages } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError, os } from "@orpc/server";
import { and, eq } from "drizzle-orm";
import type { Context as HonoContext } from "hono";
import type { SessionReader } from "../auth-types/auth-api";
import { CLIENT_IP } from "../http/client-ip";
import type { ApiKeyGrant, RpcContext, Session } from "./context";
import { type PolicyRules, policyColumns, policyRefusal } from "./organization-policy";
import { grantsIn } from "./role-permissions";

/**
 * Who may do what in an organization, in one place (decision 041): the caller's membership is
 * looked up once, an API key acts only in its own organization and changes only with the write
 * scope, and the role must grant the statement (packages/access). Someone outside the organization
 * gets the answer of one that does not exist, so no one can probe other tenants' ids. The oRPC
 * middleware (`orgAccess`) and the raw routes' twin (`routeAccess`) both answer through `decide`.
 */

/** The caller's membership in one organization. */
export interface Membership {
  organizationId: string;
  role: string;
}

/**
 * The caller's membership row in one organization, or null when they are not in it, with the
 * organization's security policy (null: none set), which the next step of the same request needs:
 * one query instead of two on every organization-scoped request.
 */
export async function membershipOf(
  db: Database,
  organizationId: string,
  userId: string,
): Promise<(Membership & { policy: PolicyRules | null }) | null> {
  const [row] = await db
    .select({ organizationId: schema.member.organizationId, role: schema.member.role, ...policyColumns })
    .from(schema.member)
    .leftJoin(
      schema.organizationSecurityPolicy,
      eq(schema.organizationSecurityPolicy.organizationId, schema.member.organizationId),
    )
    .where(and(eq(schema.member.organizationId, organizationId), eq(schema.member.userId, userId)))
    .limit(1);
  if (!row) return null;
  const { organizationId: id, role, allowedNetworks, twoFactorRequired, ...limits } = row;
  // Without a policy row the joined columns are all null; with one, allowedNetworks is never null.
  const policy =
    allowedNetworks === null ? null : { allowedNetworks, twoFactorRequired: Boolean(twoFactorRequired), ...limits };
  return { organizationId: id, role, policy };
}

export interface AccessRule {
  /** The statement the role must grant; null: every member (who the key acts as). */
  permission: Permissions | null;
  /** A change: through an API key it needs the write scope. */
  write?: boolean;
  /** The refusal's words when the role does not grant the statement. */
  forbidden: () => string;
  /**
   * How someone outside the organization is answered: as for an organization that does not exist
   * (the default), or, for the API-key list that has always answered so, like a member without the
   * statement.
   */
  outsiders?: "not_found" | "forbidden";
  /**
   * The organization's security policy does not hold a platform admin here (its own procedures), so
   * a list of networks that locks everyone out can be undone (rpc/organization-policy.ts).
   */
  platformAdminMayUndo?: boolean;
  /**
   * The policy step's refusal goes to the handler as `policyRefusal` instead of being thrown: the
   * web app asks what stands between the caller and the organization (its screen in front of it).
   */
  reportPolicy?: boolean;
}

/** What a refusal says, the same on /rpc, /api/v1 and the raw routes. */
export interface AccessRefusal {
  status: 403 | 404;
  code: "FORBIDDEN" | "NOT_FOUND";
  message: string;
}

const notFound = (): AccessRefusal => ({ status: 404, code: "NOT_FOUND", message: m.org_not_found() });
const forbidden = (message: string): AccessRefusal => ({ status: 403, code: "FORBIDDEN", message });

/**
 * The decision for one caller and organization: their membership, or the refusal. Through an API
 * key the membership is the one the key reader found with the key (the same request), so it is not
 * read twice.
 */
export async function decide(
  { db, userId, apiKey }: { db: Database; userId: string; apiKey?: ApiKeyGrant },
  organizationId: string | undefined,
  rule: AccessRule,
): Promise<{ membership: Membership; policy?: PolicyRules | null } | { refusal: AccessRefusal }> {
  const outsider = () => ({ refusal: rule.outsiders === "forbidden" ? forbidden(rule.forbidden()) : notFound() });
  // Ids are at most 100 characters everywhere; a longer one cannot name an organization.
  if (!organizationId || organizationId.length > 100) return outsider();
  // A key acts in its own organization only: another one looks like one the caller is not in.
  if (apiKey && apiKey.organizationId !== organizationId) return outsider();
  const found = apiKey
    ? { organizationId, role: apiKey.role, policy: undefined }
    : await membershipOf(db, organizationId, userId);
  if (!found) return outsider();
  const { policy, ...membership } = found;
  // A custom role's statements come from the database on every request (role-permissions.ts).
  if (rule.permission && !(await grantsIn(db, organizationId, membership.role, rule.permission))) {
    return { refusal: forbidden(rule.forbidden()) };
  }
  if (rule.write && apiKey && apiKey.scope !== "write") return { refusal: forbidden(apiKeyMessages.writeScope) };
  return { membership, policy };
}

/** The organization a call acts in: its input's `organizationId`, else an API key's organization. */
function organizationOf(input: unknown, apiKey: ApiKeyGrant | undefined): string | undefined {
  const named = (input as { organizationId?: unknown } | undefined)?.organizationId;
  if (typeof named === "string") return named;
  return apiKey?.organizationId;
}

const rules = new WeakMap<object, AccessRule>();

/**
 * The organization-scoped procedure: `authed.webhooks.list.use(orgAccess({ webhook: ["manage"] },
 * { forbidden }))`. It runs after the input is validated, reads the organization from it (or from
 * the API key on /api/v1), and hands the handler `session` and `membership` in the context.
 */
export function orgAccess(permission: Permissions | null, options: Omit<AccessRule, "permission">) {
  const rule: AccessRule = { permission, ...options };
  const middleware = os
    .$context<RpcContext & { session?: Session }>()
    .middleware(async ({ context, next }, input: unknown) => {
      const session = context.session ?? (await context.readSession(context.headers));
      if (!session) throw new ORPCError("UNAUTHORIZED", { message: m.error_signed_in_required() });
      const access = await decide(
        { db: context.db, userId: session.user.id, apiKey: context.apiKey },
        organizationOf(input, context.apiKey),
        rule,
      );
      if ("refusal" in access) throw new ORPCError(access.refusal.code, { message: access.refusal.message });
      const policy = await policyRefusal(context.db, access.membership.organizationId, {
        clientIp: context.clientIp(),
        session,
        apiKey: Boolean(context.apiKey),
        platformAdminMayUndo: rule.platformAdminMayUndo,
        now: context.now(),
        policy: access.policy,
      });
      if (policy && !rule.reportPolicy) {
        throw new ORPCError(policy.code, { status: policy.status, message: policy.message });
      }
      return next({ context: { session, membership: access.membership, policyRefusal: policy } });
    });
  rules.set(middleware, rule);
  return middleware;
}

/** The rule a procedure is built on, if it is built on `orgAccess` (for the test that checks every procedure). */
export function orgAccessRuleOf(procedure: { "~orpc": { middlewares: readonly unknown[] } }): AccessRule | undefined {
  for (const middleware of procedure["~orpc"].middlewares) {
    const rule = rules.get(middleware as object);
    if (rule) return rule;
  }
  return undefined;
}

/** A raw route's session from the cookie, or its 401 answer. */
export async function routeSession(c: HonoContext, readSession: SessionReader): Promise<Response | Session> {
  const session = await readSession(c.req.raw.headers);
  return session ?? c.json({ message: m.error_signed_in_required(), code: "UNAUTHORIZED" }, 401);
}

/**
 * `orgAccess` for a raw Hono route (the logo upload, the activity CSV, a PDF through an API key):
 * the same decision for the route's session (and key); the answer is the refusal as JSON, or the
 * membership.
 */
export async function routeAccess(
  c: HonoContext,
  { db, session, apiKey }: { db: Database; session: Session; apiKey?: ApiKeyGrant },
  organizationId: string | undefined,
  rule: AccessRule,
): Promise<Response | Membership> {
  const access = await decide({ db, userId: session.user.id, apiKey }, organizationId, rule);
  if ("refusal" in access) {
    return c.json({ message: access.refusal.message, code: access.refusal.code }, access.refusal.status);
  }
  const policy = await policyRefusal(db, access.membership.organizationId, {
    clientIp: c.get(CLIENT_IP)?.(),
    session,
    apiKey: Boolean(apiKey),
    policy: access.policy,
  });
  if (policy) return c.json({ message: policy.message, code: policy.code }, policy.status);
  return access.membership;
}
