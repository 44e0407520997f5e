import { ORPCError } from "@orpc/server";
import { checkHealth } from "../health/health";
import { previewInvitation } from "../invitations/invitation-preview";
import { memberCountsFor } from "../organizations/member-counts";
import { authed, pub } from "./base";

export const router = pub.router({
  health: pub.health.handler(({ context }) => checkHealth(context.health)),
  organizations: {
    memberCounts: authed.organizations.memberCounts.handler(async ({ context }) => ({
      counts: await memberCountsFor(context.db, context.session.user.id),
    })),
  },
  invitations: {
    preview: pub.invitations.preview.handler(async ({ context, input }) => {
      const preview = await previewInvitation(context.db, input.id);
      if (!preview) throw new ORPCError("NOT_FOUND", { message: "Invitation not found" });
      return preview;
    }),
  },
});
