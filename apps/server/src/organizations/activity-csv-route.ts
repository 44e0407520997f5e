import type { Database } from "@app/db";
import { orgActivityFilterSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import type { Context } from "hono";
import { stream } from "hono/streaming";
import type { SessionReader } from "../auth-types/auth-api";
import { routeAccess, routeSession } from "../rpc/organization-access";
import { orgActivityCsv } from "./activity-csv";
import { readActivity } from "./activity-rule";

/** A plain GET, so the browser downloads the file with the session cookie. */
export const ACTIVITY_CSV_ROUTE = "/api/organizations/:id/activity.csv";

/**
 * GET /api/organizations/{id}/activity.csv?actorUserId=&kind=&from=&to=: the filtered log as CSV,
 * for the organization's owners and admins. 401 without a session, 404 outside the organization,
 * 403 for a member, 400 for a bad filter.
 */
export function activityCsvHandler({ readSession, db }: { readSession: SessionReader; db: Database }) {
  return async (c: Context) => {
    const session = await routeSession(c, readSession);
    if (session instanceof Response) return session;
    const query = c.req.query();
    const parsed = orgActivityFilterSchema.safeParse({
      organizationId: c.req.param("id"),
      actorUserId: query.actorUserId || undefined,
      kind: query.kind || undefined,
      from: query.from || undefined,
      to: query.to || undefined,
    });
    if (!parsed.success) {
      return c.json({ message: parsed.error.issues[0]?.message ?? m.input_invalid_filter(), code: "BAD_REQUEST" }, 400);
    }
    const access = await routeAccess(c, { db, session }, parsed.data.organizationId, readActivity);
    if (access instanceof Response) return access;
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", 'attachment; filename="organization-activity.csv"');
    c.header("Cache-Control", "no-store");
    return stream(c, async (out) => {
      for await (const chunk of orgActivityCsv(db, parsed.data)) await out.write(chunk);
    });
  };
}
