import type { Database } from "@app/db";
import { schema } from "@app/db";
import type { InvitationPreview, InvitationState } from "@app/domain";
import { eq } from "drizzle-orm";

/**
 * What an invitation link shows before the visitor signs in: who invites to which organization and
 * whether the invitation can still be accepted. The id is a long random value only sent to the invitee.
 */
export async function previewInvitation(db: Database, id: string, now = new Date()): Promise<InvitationPreview | null> {
  const [row] = await db
    .select({
      id: schema.invitation.id,
      email: schema.invitation.email,
      status: schema.invitation.status,
      expiresAt: schema.invitation.expiresAt,
      organizationName: schema.organization.name,
      inviterName: schema.user.name,
    })
    .from(schema.invitation)
    .innerJoin(schema.organization, eq(schema.organization.id, schema.invitation.organizationId))
    .innerJoin(schema.user, eq(schema.user.id, schema.invitation.inviterId))
    .where(eq(schema.invitation.id, id));
  if (!row) return null;
  const state: InvitationState =
    row.status === "pending" && row.expiresAt < now ? "expired" : (row.status as InvitationState);
  return {
    id: row.id,
    email: row.email,
    organizationName: row.organizationName,
    inviterName: row.inviterName,
    state,
  };
}
