import { orgActivityMessages, ownershipMessages } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError } from "@orpc/server";
import { decodeCursor, encodeCursor } from "../paging/cursor";
import { authed } from "../rpc/base";
import { orgAccess } from "../rpc/organization-access";
import { listOrgActivity } from "./activity-log";
import { readActivity } from "./activity-rule";
import { dashboardFor } from "./dashboard";
import { memberCountsFor } from "./member-counts";
import { transferOwnership } from "./ownership-transfer";

const procedures = authed.organizations;

export const organizationsRouter = {
  memberCounts: procedures.memberCounts.handler(async ({ context }) => ({
    counts: await memberCountsFor(context.db, context.session.user.id),
  })),
  activity: procedures.activity
    .use(orgAccess(readActivity.permission, readActivity))
    .handler(async ({ context, input }) => {
      const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
      if (input.cursor !== undefined && !cursor) {
        throw new ORPCError("BAD_REQUEST", { message: orgActivityMessages.badCursor });
      }
      const { cursor: _c, limit = 50, ...filter } = input;
      const { entries, more } = await listOrgActivity(context.db, filter, { cursor, limit });
      const last = entries.at(-1);
      return { entries, nextCursor: more && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null };
    }),
  transferOwnership: procedures.transferOwnership
    .use(orgAccess({ ownership: ["manage"] }, { forbidden: () => ownershipMessages.notOwner }))
    .handler(async ({ context, input }) => {
      const { user } = context.session;
      return transferOwnership(
        {
          db: context.db,
          actor: {
            user: { id: user.id, name: user.name, email: user.email },
            ip: context.clientIp(),
            userAgent: context.headers.get("user-agent"),
          },
          mailer: context.mailer,
          publicUrl: context.publicUrl,
        },
        input,
      );
    }),
  dashboard: procedures.dashboard
    .use(orgAccess({ document: ["read"] }, { forbidden: () => m.document_org_not_allowed() }))
    .handler(({ context }) =>
      dashboardFor(context.db, { userId: context.session.user.id, membership: context.membership }),
    ),
};
