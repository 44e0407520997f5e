import type { AuthSession } from "../auth-types/auth-api";
import type { TargetSnapshot } from "../auth-types/hook-context";
import type { AuditEntry } from "./audit-log";

type Returned = Record<string, unknown> & {
  user?: { id?: string; role?: string | null; banReason?: string | null };
  session?: { expiresAt?: Date | string };
};

/** What an admin endpoint's audit rule sees of a successful call. */
export interface AuditedCall {
  /** The caller: on admin endpoints the admin; on stop-impersonating the impersonated identity. */
  actor?: string;
  session?: AuthSession | null;
  /** `userId` of the body. */
  targetUserId: string | null;
  body: Record<string, unknown>;
  returned: Returned;
  /** The target before the change (admin/admin-guards.ts). */
  before?: TargetSnapshot;
}

/** What to record for a successful call of one endpoint, or null when there is nothing to record. */
export type AuditRule = (call: AuditedCall) => AuditEntry | null;
