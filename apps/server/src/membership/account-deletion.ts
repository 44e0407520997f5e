import type { Database } from "@app/db";
import { schema } from "@app/db";
import { type DeletionPreview, parseRoles, soleOwnerMessage } from "@app/domain";
import { m } from "@app/i18n/messages";
import { APIError } from "better-auth/api";
import { and, eq, inArray, notExists } from "drizzle-orm";
import { AUDIT_ACTIONS, writeAudit } from "../audit/audit-log";
import { logFailure } from "../errors/answers";

const isOwner = (role: string) => parseRoles(role).includes("owner");

/**
 * What deleting a user does to their organizations (decision 013): one where they are the only
 * member goes with them; one they alone own while others are members blocks the deletion (it must
 * never be left without an owner); any other simply loses a member.
 */
export async function deletionPreview(db: Database, userId: string): Promise<DeletionPreview> {
  const memberships = await db
    .select({ organizationId: schema.member.organizationId, name: schema.organization.name, role: schema.member.role })
    .from(schema.member)
    .innerJoin(schema.organization, eq(schema.organization.id, schema.member.organizationId))
    .where(eq(schema.member.userId, userId))
    .orderBy(schema.organization.name);
  if (memberships.length === 0) return { deletedOrganizations: [], blockingOrganizations: [] };
  const others = await db
    .select({ organizationId: schema.member.organizationId, role: schema.member.role, userId: schema.member.userId })
    .from(schema.member)
    .where(
      inArray(
        schema.member.organizationId,
        memberships.map((m) => m.organizationId),
      ),
    );
  const preview: DeletionPreview = { deletedOrganizations: [], blockingOrganizations: [] };
  for (const m of memberships) {
    const members = others.filter((o) => o.organizationId === m.organizationId);
    const otherOwners = members.filter((o) => o.userId !== userId && isOwner(o.role));
    if (members.length === 1) preview.deletedOrganizations.push({ id: m.organizationId, name: m.name });
    else if (isOwner(m.role) && otherOwners.length === 0) {
      preview.blockingOrganizations.push({ id: m.organizationId, name: m.name, memberCount: members.length });
    }
  }
  return preview;
}

/** The conflict that refuses a deletion: the organizations the user alone owns, named. */
export function soleOwnerConflict(blocking: DeletionPreview["blockingOrganizations"]): APIError {
  return new APIError("CONFLICT", {
    message: soleOwnerMessage(blocking.map((o) => o.name)),
    code: "SOLE_OWNER_OF_ORGANIZATIONS",
    organizations: blocking,
  });
}

/** Deletes these organizations if they have no member left (someone who joined in between keeps one). */
export async function deleteEmptyOrganizations(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(schema.organization)
    .where(
      and(
        inArray(schema.organization.id, ids),
        notExists(
          db
            .select({ id: schema.member.id })
            .from(schema.member)
            .where(eq(schema.member.organizationId, schema.organization.id)),
        ),
      ),
    );
}

/**
 * Two deletions of one account at once (two tabs, a double click) both passed better-auth's checks,
 * both answered 200 and both wrote the audit entry (decision 028). The first to claim the deletion, a
 * row in the verification table whose primary key is the user's, goes on; the other answers 409.
 * The claim expires after a minute, so a deletion that failed can be tried again.
 */
async function claimDeletion(db: Database, userId: string): Promise<void> {
  const claimed = await db
    .insert(schema.verification)
    .values({
      id: `delete-account:${userId}`,
      identifier: `delete-account:${userId}`,
      value: userId,
      expiresAt: new Date(Date.now() + 60_000),
    })
    .onConflictDoNothing()
    .returning({ id: schema.verification.id });
  if (claimed.length > 0) return;
  throw new APIError("CONFLICT", { message: m.error_account_being_deleted(), code: "ACCOUNT_BEING_DELETED" });
}

/**
 * better-auth's deleteUser.beforeDelete / afterDelete. The solely-held organizations are chosen
 * before the user row goes (their member rows cascade away with it) and deleted after it, so a
 * refused or failed deletion leaves them alone. The audit log keeps the event: it has no foreign key.
 */
export function accountDeletionHooks(db: Database) {
  const planned = new Map<string, DeletionPreview["deletedOrganizations"]>();
  return {
    beforeDelete: async (user: { id: string }) => {
      const preview = await deletionPreview(db, user.id);
      if (preview.blockingOrganizations.length > 0) throw soleOwnerConflict(preview.blockingOrganizations);
      await claimDeletion(db, user.id);
      planned.set(user.id, preview.deletedOrganizations);
    },
    afterDelete: async (user: { id: string; email: string; name: string }) => {
      const organizations = planned.get(user.id) ?? [];
      planned.delete(user.id);
      await deleteEmptyOrganizations(
        db,
        organizations.map((o) => o.id),
      );
      try {
        await writeAudit(db, {
          actorUserId: user.id,
          action: AUDIT_ACTIONS.deleteAccount,
          targetUserId: user.id,
          details: { email: user.email, name: user.name, deletedOrganizations: organizations },
        });
      } catch (error) {
        logFailure("error", "audit log write failed", error);
      }
    },
  };
}
