import type { createAuthMiddleware } from "better-auth/api";
import { getSessionFromCtx, isAPIError } from "better-auth/api";
import type { AuthSession } from "./auth-api";

/** What a better-auth `hooks.before` / `hooks.after` middleware receives. */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** An after hook's successful result, or undefined when the call failed (an error or a bare Response). */
export function succeededResult(ctx: HookContext): Record<string, unknown> | undefined {
  const returned = ctx.context.returned;
  if (!returned || isAPIError(returned) || returned instanceof Response || typeof returned !== "object") return;
  return returned as Record<string, unknown>;
}

/** The caller's session: some endpoints leave it in the hook's context, others do not. */
export async function callerSession(ctx: HookContext): Promise<AuthSession | null> {
  const session = ctx.context.session as AuthSession | null;
  if (session) return session;
  return ((await getSessionFromCtx(ctx)) as AuthSession | null) ?? null;
}

/** A user as an admin endpoint found them before the change (the after hook sees only the result). */
export interface TargetSnapshot {
  id: string;
  role: string | null;
  email: string;
  name: string;
}

/** A change of address that a /verify-email request is about to make. */
export interface PendingEmailChange {
  userId: string;
  oldEmail: string;
  newEmail: string;
  name: string;
}

/**
 * What one better-auth request carries from its before hook to its after hook (auth/endpoint-hooks.ts
 * keeps one per request).
 */
export interface AuthRequest {
  /** The admin endpoint's target user before the change: the audit trail names the old role, the removed user. */
  target?: TargetSnapshot;
  /** Organizations a removed user was the only member of: deleted after the removal. */
  emptiedOrganizations?: string[];
  emailChange?: PendingEmailChange;
  /** The verification identifier under which a verify-totp call reserved its code (account/totp-once.ts). */
  totpReservation?: string;
  /** Whose code a second-step call checks (account/totp-once.ts). */
  twoFactorUserId?: string;
  /** The organization before /organization/update: its activity entry names what changed. */
  organizationBefore?: { name: string; slug: string; logo: string | null };
  /** The member's role before /organization/update-member-role. */
  previousRole?: string;
  /** The provider /sso/delete-provider removes: its activity entry names it. */
  ssoProvider?: { providerId: string; organizationId: string; domain: string };
  /** The organization's own role /organization/delete-role removes: its entry and event name it. */
  deletedRole?: { id: string; organizationId: string; role: string; label: string; permission: string };
  /** When an SSO callback started (ms): a membership made since was made by it. */
  startedAt?: number;
}
