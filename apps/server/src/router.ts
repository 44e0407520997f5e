import { ORPCError } from "@orpc/server";
import { deletionPreview } from "./account/account-deletion";
import { exportAccount } from "./account/account-export";
import { IMPERSONATION_REFUSAL } from "./account/impersonation-guard";
import { listUsers } from "./admin/list-users";
import { gewerbeanmeldungRouter } from "./documents/gewerbeanmeldung.router";
import { previewInvitation } from "./invitations/invitation-preview";
import { organizationsRouter } from "./organizations/organizations.router";
import { lookupPlz } from "./plz/plz-lookup";
import { authed, pub } from "./rpc/base";

export const router = pub.router({
  health: pub.health.handler(({ context }) => context.checkHealth()),
  organizations: organizationsRouter,
  admin: {
    listUsers: authed.admin.listUsers.handler(async ({ context, input }) => {
      // better-auth's own check (it reads the user's current role), so comma-separated roles and
      // ADMIN_USER_IDS count exactly as they do on its admin endpoints.
      const allowed = await context.hasPermission(context.session.user.id, { user: ["list"] });
      if (!allowed) throw new ORPCError("FORBIDDEN", { message: "You are not allowed to list users" });
      return listUsers(context.db, input);
    }),
  },
  docs: { gewerbeanmeldung: gewerbeanmeldungRouter },
  plz: {
    lookup: authed.plz.lookup.handler(({ input }) => ({ plz: input.plz, orte: lookupPlz(input.plz) })),
  },
  account: {
    exportData: authed.account.exportData.handler(async ({ context }) => {
      if (context.session.session.impersonatedBy) {
        throw new ORPCError("FORBIDDEN", { message: IMPERSONATION_REFUSAL.message });
      }
      const data = await exportAccount(context.db, context.session.user.id);
      if (!data) throw new ORPCError("UNAUTHORIZED", { message: "You must be signed in" });
      return data;
    }),
    deletionPreview: authed.account.deletionPreview.handler(({ context }) =>
      deletionPreview(context.db, context.session.user.id),
    ),
  },
  invitations: {
    preview: pub.invitations.preview.handler(async ({ context, input }) => {
      const preview = await previewInvitation(context.db, input.id);
      if (!preview) throw new ORPCError("NOT_FOUND", { message: "Invitation not found" });
      return preview;
    }),
  },
});
