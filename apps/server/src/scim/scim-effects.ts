import type { Database } from "@app/db";
import { schema } from "@app/db";
import { eq } from "drizzle-orm";
import { keysOf } from "../api-key-store/api-key-store";
import { revokeKeys } from "../api-key-store/revoke-keys";
import { AUDIT_ACTIONS, writeAudit } from "../audit/audit-log";
import { logFailure } from "../errors/answers";
import { recordOrganizationEvent } from "../events/organization-events";

/** The directory acts, not a person: entries name it by its connection. */
const DIRECTORY_ACTOR = { user: null, ip: null, userAgent: "SCIM" };

async function label(db: Database, userId: string) {
  const [row] = await db
    .select({ name: schema.user.name, email: schema.user.email })
    .from(schema.user)
    .where(eq(schema.user.id, userId));
  return row ? `${row.name} <${row.email}>` : userId;
}

/** After a directory added a person to the organization or changed their role. */
export async function provisioned(
  db: Database,
  change: { organizationId: string; userId: string; role: string; previousRole?: string },
) {
  try {
    await recordOrganizationEvent(db, DIRECTORY_ACTOR, {
      organizationId: change.organizationId,
      type: change.previousRole ? "member.role_changed" : "member.joined",
      data: {
        target: await label(db, change.userId),
        details: { role: change.role, previousRole: change.previousRole ?? null, via: "scim" },
      },
    });
  } catch (error) {
    logFailure("error", "organization activity write failed", error);
  }
}

interface SessionRevoker {
  deleteUserSessions(userId: string): Promise<unknown>;
}

/**
 * After a directory deactivated or deleted a person (the membership is already gone): their
 * sessions end (better-auth's own revocation, which also clears its session cache), their API keys
 * for the organization are revoked and audited, and the organization's activity log and the audit
 * log say so. Each step is logged if it fails; the deprovisioning stands.
 */
export async function deprovisioned(
  db: Database,
  sessions: SessionRevoker | undefined,
  change: { organizationId: string; userId: string; connectionId?: string },
) {
  const actor = `scim:${change.connectionId ?? "directory"}`;
  try {
    if (sessions) await sessions.deleteUserSessions(change.userId);
    else await db.delete(schema.session).where(eq(schema.session.userId, change.userId));
  } catch (error) {
    logFailure("error", "sessions of a deprovisioned member were not revoked", error);
  }
  let keys = 0;
  try {
    keys = await revokeKeys(db, keysOf.member(change.userId, change.organizationId), actor, "deprovisioned");
  } catch (error) {
    logFailure("error", "API keys of a deprovisioned member were not revoked", error);
  }
  try {
    await writeAudit(db, {
      actorUserId: actor,
      action: AUDIT_ACTIONS.scimDeprovision,
      targetUserId: change.userId,
      details: { organizationId: change.organizationId, apiKeysRevoked: keys },
    });
    await recordOrganizationEvent(db, DIRECTORY_ACTOR, {
      organizationId: change.organizationId,
      type: "member.deprovisioned",
      data: { target: await label(db, change.userId), details: { via: "scim", apiKeysRevoked: keys } },
    });
  } catch (error) {
    logFailure("error", "deprovisioning entries were not written", error);
  }
}
