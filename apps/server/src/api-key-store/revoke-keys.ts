import type { Database } from "@app/db";
import { AUDIT_ACTIONS, writeAudit } from "../audit/audit-log";
import { logFailure } from "../errors/answers";
import { deleteKeys } from "./api-key-store";

export type RevokeReason =
  | "revoked"
  | "member-removed"
  | "left-organization"
  | "banned"
  | "organization-deleted"
  | "deprovisioned";

/** Deletes keys and records each in the audit log. */
export async function revokeKeys(
  db: Database,
  where: Parameters<typeof deleteKeys>[1],
  actorUserId: string,
  reason: RevokeReason,
): Promise<number> {
  const revoked = await deleteKeys(db, where);
  for (const key of revoked) {
    try {
      await writeAudit(db, {
        actorUserId,
        action: AUDIT_ACTIONS.apiKeyRevoke,
        targetUserId: key.userId,
        details: { keyId: key.id, organizationId: key.organizationId, reason },
      });
    } catch (error) {
      logFailure("error", "audit log write failed", error);
    }
  }
  return revoked.length;
}
