import { randomUUID } from "node:crypto";
import type { Database } from "@app/db";
import { schema } from "@app/db";

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
  /** API keys (decision 030): the actor is whoever acted; the key's id and organization are in details. */
  apiKeyCreate: "api-key-create",
  apiKeyFirstUse: "api-key-first-use",
  apiKeyRevoke: "api-key-revoke",
  /** A directory (SCIM, decision 035) deactivated or deleted a member; the actor is `scim:<connection>`. */
  scimDeprovision: "scim-deprovision",
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export interface AuditEntry {
  actorUserId: string;
  action: AuditAction;
  targetUserId: string | null;
  details?: Record<string, unknown> | null;
}

export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(schema.auditLog).values({ id: randomUUID(), ...entry, details: entry.details ?? null });
}
