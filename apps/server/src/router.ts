import { FAILED_MAIL_LIST_LIMIT } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError } from "@orpc/server";
import { exportAccount } from "./account/account-export";
import { IMPERSONATION_REFUSAL } from "./account/impersonation-guard";
import { listUsers } from "./admin/list-users";
import { organizationKeysRouter } from "./api-keys/organization-keys.router";
import { gewerbeabmeldungRouter, gewerbeanmeldungRouter, gewerbeummeldungRouter } from "./documents/documents.router";
import { previewInvitation } from "./invitations/invitation-preview";
import { deletionPreview } from "./membership/account-deletion";
import { obligationsRouter } from "./obligations/obligations.router";
import { organizationsRouter } from "./organizations/organizations.router";
import { rolesRouter } from "./organizations/roles.router";
import { listFailedMail } from "./outbox/outbox";
import { lookupPlz } from "./plz/plz-lookup";
import { authed, pub } from "./rpc/base";
import type { RpcContext } from "./rpc/context";
import { scimRouter } from "./scim/scim.router";
import { securityPolicyRouter } from "./security/security-policy.router";
import { webhooksRouter } from "./webhooks/webhooks.router";

/**
 * The admin area's procedures: better-auth's own check of `user:list` (it reads the user's current
 * role), so comma-separated roles and ADMIN_USER_IDS count exactly as they do on its admin endpoints.
 */
async function requirePlatformAdmin(
  context: { session: { user: { id: string } }; hasPermission: RpcContext["hasPermission"] },
  refusal: string,
) {
  const allowed = await context.hasPermission(context.session.user.id, { user: ["list"] });
  if (!allowed) throw new ORPCError("FORBIDDEN", { message: refusal });
}

export const router = pub.router({
  health: pub.health.handler(({ context }) => context.checkHealth()),
  organizations: organizationsRouter,
  admin: {
    listUsers: authed.admin.listUsers.handler(async ({ context, input }) => {
      await requirePlatformAdmin(context, m.error_list_users_not_allowed());
      return listUsers(context.db, input);
    }),
    listFailedMail: authed.admin.listFailedMail.handler(async ({ context }) => {
      await requirePlatformAdmin(context, m.error_list_failed_mail_not_allowed());
      return { mails: await listFailedMail(context.db, FAILED_MAIL_LIST_LIMIT) };
    }),
  },
  docs: {
    gewerbeanmeldung: gewerbeanmeldungRouter,
    gewerbeummeldung: gewerbeummeldungRouter,
    gewerbeabmeldung: gewerbeabmeldungRouter,
  },
  plz: {
    lookup: authed.plz.lookup.handler(({ input }) => ({ plz: input.plz, orte: lookupPlz(input.plz) })),
  },
  account: {
    exportData: authed.account.exportData.handler(async ({ context }) => {
      if (context.session.session.impersonatedBy) {
        throw new ORPCError("FORBIDDEN", { message: IMPERSONATION_REFUSAL.message });
      }
      const data = await exportAccount(context.db, context.session.user.id);
      if (!data) throw new ORPCError("UNAUTHORIZED", { message: m.error_signed_in_required() });
      return data;
    }),
    deletionPreview: authed.account.deletionPreview.handler(({ context }) =>
      deletionPreview(context.db, context.session.user.id),
    ),
  },
  obligations: obligationsRouter,
  apiKeys: organizationKeysRouter,
  scim: scimRouter,
  securityPolicy: securityPolicyRouter,
  webhooks: webhooksRouter,
  invitations: {
    preview: pub.invitations.preview.handler(async ({ context, input }) => {
      const preview = await previewInvitation(context.db, input.id);
      if (!preview) throw new ORPCError("NOT_FOUND", { message: m.error_invitation_not_found() });
      return preview;
    }),
  },
  roles: rolesRouter,
});
