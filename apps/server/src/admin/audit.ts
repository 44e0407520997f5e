import { AUDIT_ACTIONS, type AuditEntry } from "../audit/audit-log";
import type { AuditedCall, AuditRule } from "../audit/audit-rule";

/** An entry for the caller acting on the body's user, with these details. */
const byActor =
  (action: AuditEntry["action"], details?: (call: AuditedCall) => AuditEntry["details"]): AuditRule =>
  (call) =>
    call.actor
      ? {
          actorUserId: call.actor,
          action,
          targetUserId: call.targetUserId,
          ...(details ? { details: details(call) } : {}),
        }
      : null;

/** The admin endpoints' audit entries, named by action; auth/endpoints.ts gives each to its path. */
export const auditRules = {
  impersonateStart: byActor(AUDIT_ACTIONS.impersonateStart, ({ returned }) => ({
    expiresAt: returned.session?.expiresAt ?? null,
  })),
  impersonateStop: ({ session }) => {
    // The admin who started it, not the impersonated identity whose session is ending.
    const admin = session?.session.impersonatedBy as string | undefined;
    if (!admin || !session) return null;
    return { actorUserId: admin, action: AUDIT_ACTIONS.impersonateStop, targetUserId: session.user.id };
  },
  ban: byActor(AUDIT_ACTIONS.ban, ({ returned }) => ({ reason: returned.user?.banReason ?? null })),
  unban: byActor(AUDIT_ACTIONS.unban),
  setRole: byActor(AUDIT_ACTIONS.setRole, ({ before, returned }) => ({
    from: before?.role ?? null,
    to: returned.user?.role ?? null,
  })),
  removeUser: byActor(AUDIT_ACTIONS.removeUser, ({ before }) =>
    before ? { email: before.email, name: before.name } : null,
  ),
  updateUser: byActor(AUDIT_ACTIONS.updateUser, ({ body, before }) => {
    const data = (body.data ?? {}) as Record<string, unknown>;
    const details: Record<string, unknown> = { changes: data };
    if ("role" in data) details.fromRole = before?.role ?? null;
    return details;
  }),
  setPassword: byActor(AUDIT_ACTIONS.setPassword),
  revokeSessions: byActor(AUDIT_ACTIONS.revokeSessions),
  createUser: ({ actor, returned }) =>
    // No actor: created by the server itself, not by an admin.
    actor
      ? {
          actorUserId: actor,
          action: AUDIT_ACTIONS.createUser,
          targetUserId: returned.user?.id ?? null,
          details: { role: returned.user?.role ?? null },
        }
      : null,
} satisfies Record<string, AuditRule>;
