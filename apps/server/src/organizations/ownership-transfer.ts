import { CREATOR_ROLE, roleGrants } from "@app/access";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import { organizationNameConfirmation, ownershipMessages, parseRoles } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError } from "@orpc/server";
import { and, eq } from "drizzle-orm";
import { type ActivityActor, recordOrganizationEvent } from "../events/organization-events";
import type { Mailer } from "../mail/mailer";
import { sendInBackground } from "../mail/pending";
import { chooseMailLocale } from "../mail/recipient-locale";
import { renderMail } from "../mail/render";
import { ownershipHandedOverMail, ownershipReceivedMail } from "../mail/templates/ownership-transferred";

/** What the former owner becomes: still able to run the organization, no longer able to delete it. */
const FORMER_OWNER_ROLE = "admin";

export interface TransferInput {
  organizationId: string;
  memberId: string;
  confirmName: string;
}

interface TransferDeps {
  db: Database;
  actor: ActivityActor & { user: NonNullable<ActivityActor["user"]> };
  mailer: Mailer;
  publicUrl: string;
}

/**
 * An owner makes another member an owner and becomes an admin, in one transaction that locks the
 * organization's member rows: two transfers at once cannot leave it without an owner or with both
 * callers demoted. better-auth's organization plugin has no transfer operation; its role rules
 * (update-member-role) would refuse the owner's own demotion until the other is an owner.
 */
export async function transferOwnership({ db, actor, mailer, publicUrl }: TransferDeps, input: TransferInput) {
  const result = await db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ id: schema.organization.id, name: schema.organization.name })
      .from(schema.organization)
      .where(eq(schema.organization.id, input.organizationId))
      .for("update");
    const members = organization
      ? await tx
          .select({
            id: schema.member.id,
            userId: schema.member.userId,
            language: schema.user.language,
            role: schema.member.role,
            name: schema.user.name,
            email: schema.user.email,
          })
          .from(schema.member)
          .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
          .where(eq(schema.member.organizationId, input.organizationId))
      : [];
    const caller = members.find((m) => m.userId === actor.user.id);
    // The procedure checked the caller (rpc/organization-access.ts); checked again here under the
    // lock, since a transfer at the same moment may have changed the caller's role since.
    if (!organization || !caller) throw new ORPCError("NOT_FOUND", { message: m.error_organization_not_found() });
    if (!roleGrants(caller.role, { ownership: ["manage"] })) {
      throw new ORPCError("FORBIDDEN", { message: ownershipMessages.notOwner });
    }
    if (!organizationNameConfirmation(organization.name).safeParse(input.confirmName).success) {
      throw new ORPCError("BAD_REQUEST", { message: ownershipMessages.confirmMismatch });
    }
    const target = members.find((m) => m.id === input.memberId);
    if (!target || target.id === caller.id) {
      throw new ORPCError("BAD_REQUEST", { message: ownershipMessages.notAMember });
    }
    if (parseRoles(target.role).includes(CREATOR_ROLE)) {
      throw new ORPCError("CONFLICT", { message: ownershipMessages.alreadyOwner });
    }
    await tx.update(schema.member).set({ role: CREATOR_ROLE }).where(eq(schema.member.id, target.id));
    await tx
      .update(schema.member)
      .set({ role: FORMER_OWNER_ROLE })
      .where(and(eq(schema.member.id, caller.id), eq(schema.member.organizationId, organization.id)));
    await recordOrganizationEvent(tx, actor, {
      organizationId: organization.id,
      type: "organization.ownership_transferred",
      data: {
        target: `${target.name} <${target.email}>`,
        details: { newOwnerUserId: target.userId, previousOwnerRole: FORMER_OWNER_ROLE },
      },
    });
    return { organization, caller, target };
  });

  const { organization, caller, target } = result;
  const props = {
    organizationName: organization.name,
    previousOwnerName: caller.name,
    newOwnerName: target.name,
    link: `${publicUrl}/dashboard/organizations?manage=${encodeURIComponent(organization.id)}`,
  };
  // Each reader in their own language (mail/recipient-locale.ts).
  const received = ownershipReceivedMail({ ...props, locale: chooseMailLocale(target.language) });
  const handedOver = ownershipHandedOverMail({ ...props, locale: chooseMailLocale(caller.language) });
  sendInBackground(async () => mailer.send(await renderMail(target.email, received)), "ownership");
  sendInBackground(async () => mailer.send(await renderMail(caller.email, handedOver)), "ownership");
  return { organizationId: organization.id, newOwnerMemberId: target.id };
}
