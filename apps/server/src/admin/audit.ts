import { randomUUID } from "node:crypto";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import { isAPIError } from "better-auth/api";
import type { HookContext } from "../auth/hook-context";
import { currentRequest } from "../observability/request-context";

/** Names stored in audit_log.action. */
export const AUDIT_ACTIONS = {
  impersonateStart: "impersonate-start",
  impersonateStop: "impersonate-stop",
  ban: "ban",
  unban: "unban",
  setRole: "set-role",
  removeUser: "remove-user",
  updateUser: "update-user",
  setPassword: "set-password",
  createUser: "create-user",
  revokeSessions: "revoke-sessions",
  /** A user deleted their own account (delete-user); actor and target are the same id. */
  deleteAccount: "delete-account",
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export interface AuditEntry {
  actorUserId: string;
  action: AuditAction;
  targetUserId: string | null;
  details?: Record<string, unknown> | null;
}

interface TargetSnapshot {
  id: string;
  role: string | null;
  email: string;
  name: string;
}

// One request's auth context object lives from the before hooks to the after hooks, so it carries
// what the target looked like before the change (the after hook only sees the result).
const targets = new WeakMap<object, TargetSnapshot>();

export function rememberTarget(ctx: HookContext, target: TargetSnapshot): void {
  targets.set(ctx.context, target);
}

type Returned = Record<string, unknown> & {
  user?: { id?: string; role?: string | null; banReason?: string | null };
  session?: { expiresAt?: Date | string };
};

/** What to record for a successful call of an admin endpoint, or null when it is not audited. */
export function auditEntryFor(ctx: HookContext): AuditEntry | null {
  const returned = ctx.context.returned as Returned | undefined;
  if (!returned || isAPIError(returned) || returned instanceof Response) return null;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const targetUserId = typeof body.userId === "string" ? body.userId : null;
  const before = targets.get(ctx.context);
  // On admin endpoints this is the admin's session; on stop-impersonating the impersonation session.
  const session = ctx.context.session;
  const actor = session?.user.id;

  switch (ctx.path) {
    case "/admin/impersonate-user":
      if (!actor) return null;
      return {
        actorUserId: actor,
        action: AUDIT_ACTIONS.impersonateStart,
        targetUserId,
        details: { expiresAt: returned.session?.expiresAt ?? null },
      };
    case "/admin/stop-impersonating": {
      // The admin who started it, not the impersonated identity whose session is ending.
      const admin = session?.session.impersonatedBy as string | undefined;
      if (!admin || !session) return null;
      return { actorUserId: admin, action: AUDIT_ACTIONS.impersonateStop, targetUserId: session.user.id };
    }
    case "/admin/ban-user":
      if (!actor) return null;
      return {
        actorUserId: actor,
        action: AUDIT_ACTIONS.ban,
        targetUserId,
        details: { reason: returned.user?.banReason ?? null },
      };
    case "/admin/unban-user":
      return actor ? { actorUserId: actor, action: AUDIT_ACTIONS.unban, targetUserId } : null;
    case "/admin/set-role":
      if (!actor) return null;
      return {
        actorUserId: actor,
        action: AUDIT_ACTIONS.setRole,
        targetUserId,
        details: { from: before?.role ?? null, to: returned.user?.role ?? null },
      };
    case "/admin/remove-user":
      if (!actor) return null;
      return {
        actorUserId: actor,
        action: AUDIT_ACTIONS.removeUser,
        targetUserId,
        details: before ? { email: before.email, name: before.name } : null,
      };
    case "/admin/update-user": {
      if (!actor) return null;
      const data = (body.data ?? {}) as Record<string, unknown>;
      const details: Record<string, unknown> = { changes: data };
      if ("role" in data) details.fromRole = before?.role ?? null;
      return { actorUserId: actor, action: AUDIT_ACTIONS.updateUser, targetUserId, details };
    }
    case "/admin/set-user-password":
      return actor ? { actorUserId: actor, action: AUDIT_ACTIONS.setPassword, targetUserId } : null;
    case "/admin/revoke-user-sessions":
      return actor ? { actorUserId: actor, action: AUDIT_ACTIONS.revokeSessions, targetUserId } : null;
    case "/admin/create-user": {
      if (!actor) return null; // created by the server itself, not by an admin
      return {
        actorUserId: actor,
        action: AUDIT_ACTIONS.createUser,
        targetUserId: returned.user?.id ?? null,
        details: { role: returned.user?.role ?? null },
      };
    }
    default:
      return null;
  }
}

export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(schema.auditLog).values({ id: randomUUID(), ...entry, details: entry.details ?? null });
}

/**
 * `hooks.after` part: records each successful admin action. The action has already happened, so a
 * failed write is logged loudly rather than turned into an error answer for a change that was made.
 */
export function auditAdminActions(db: Database) {
  return async (ctx: HookContext): Promise<void> => {
    if (!ctx.path.startsWith("/admin/")) return;
    const entry = auditEntryFor(ctx);
    if (!entry) return;
    try {
      await writeAudit(db, entry);
    } catch (error) {
      const log = currentRequest()?.log;
      if (log) log.error({ err: error, audit: entry }, "audit log write failed");
      else console.error("audit log write failed:", JSON.stringify(entry), error);
    }
  };
}
