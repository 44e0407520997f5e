import type { Database } from "@app/db";
import { orgActivityMessages } from "@app/domain";
import { ORPCError } from "@orpc/server";
import { decodeCursor, encodeCursor } from "../documents/document-cursor";
import { authed } from "../rpc/base";
import { activityAccess } from "./activity-access";
import { listOrgActivity } from "./activity-log";
import { dashboardFor } from "./dashboard";
import { memberCountsFor } from "./member-counts";
import { transferOwnership } from "./ownership-transfer";

const procedures = authed.organizations;

async function assertMaySeeActivity(db: Database, organizationId: string, userId: string) {
  const access = await activityAccess(db, organizationId, userId);
  if (access === "not_found") throw new ORPCError("NOT_FOUND", { message: orgActivityMessages.notFound });
  if (access === "forbidden") throw new ORPCError("FORBIDDEN", { message: orgActivityMessages.notAllowed });
}

export const organizationsRouter = {
  memberCounts: procedures.memberCounts.handler(async ({ context }) => ({
    counts: await memberCountsFor(context.db, context.session.user.id),
  })),
  activity: procedures.activity.handler(async ({ context, input }) => {
    const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
    if (input.cursor !== undefined && !cursor) {
      throw new ORPCError("BAD_REQUEST", { message: orgActivityMessages.badCursor });
    }
    await assertMaySeeActivity(context.db, input.organizationId, context.session.user.id);
    const { cursor: _c, limit = 50, ...filter } = input;
    const { entries, more } = await listOrgActivity(context.db, filter, { cursor, limit });
    const last = entries.at(-1);
    return { entries, nextCursor: more && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null };
  }),
  transferOwnership: procedures.transferOwnership.handler(async ({ context, input }) => {
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
  dashboard: procedures.dashboard.handler(({ context, input }) =>
    dashboardFor(context.db, context.session.user.id, input.organizationId),
  ),
};
