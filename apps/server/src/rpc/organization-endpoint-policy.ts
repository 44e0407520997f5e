import type { Database } from "@app/db";
import { APIError } from "better-auth/api";
import type { AuthRequest, HookContext } from "../auth-types/hook-context";
import { callerSession } from "../auth-types/hook-context";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import { membershipOf } from "./organization-access";
import { policyRefusal } from "./organization-policy";

const str = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : undefined);

/**
 * Before one of better-auth's organization endpoints that acts in an organization (its members,
 * invitations, roles, settings): the organization's security policy (decision 043), as `orgAccess`
 * holds it on the product's own procedures, so a member who does not meet it can do nothing in the
 * organization by that way either. The organization is the one better-auth acts in: the input's
 * `organizationId`, else the session's active one. Outsiders are left to better-auth's own refusal;
 * the address is the one the server put on the request (http/client-ip.ts), never the client's.
 * Leaving, accepting an invitation and choosing the active organization stay open: they are how a
 * person gets out, in, or to the screen that says what to do.
 */
export async function holdOrganizationPolicy(ctx: HookContext, _request: AuthRequest, { db }: { db: Database }) {
  const session = await callerSession(ctx);
  if (!session) return;
  const input = { ...(ctx.query as Record<string, unknown> | undefined), ...(ctx.body as Record<string, unknown>) };
  const organizationId =
    str(input.organizationId) ?? str((session.session as { activeOrganizationId?: unknown }).activeOrganizationId);
  if (!organizationId || organizationId.length > 100) return;
  const membership = await membershipOf(db, organizationId, session.user.id);
  if (!membership) return;
  const refusal = await policyRefusal(db, organizationId, {
    clientIp: ctx.headers?.get(CLIENT_IP_HEADER) ?? undefined,
    session,
    policy: membership.policy,
  });
  if (refusal) throw new APIError("FORBIDDEN", { message: refusal.message, code: refusal.code });
}
