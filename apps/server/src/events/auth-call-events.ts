import type { Database } from "@app/db";
import type { LoggedChange, LoggedOnlyKind, OrganizationEvent, OrganizationEventType } from "@app/domain";
import type { ActivityActor } from "../audit/org-activity";
import { callerSession, type HookContext } from "../auth-types/hook-context";
import { logFailure } from "../errors/answers";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import { recordOrganizationEvent } from "./organization-events";

/**
 * The actor of a better-auth call: its caller, and the request's address as the edge set it
 * (auth-route.ts and the logo upload replace whatever the client sent in that header).
 */
async function authCallActor(ctx: HookContext): Promise<ActivityActor> {
  const session = await callerSession(ctx);
  const user = session ? { id: session.user.id, name: session.user.name, email: session.user.email } : null;
  return { user, ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? null, userAgent: ctx.headers?.get("user-agent") ?? null };
}

/**
 * Records the organization event of a change better-auth made, from an after hook (decision 044):
 * the change is committed by then, so the event's writes run in a transaction of their own, and a
 * failure is logged loudly, not turned into an error answer for a change that was made.
 */
export async function recordAuthCallEvent<T extends OrganizationEventType>(
  ctx: HookContext,
  db: Database,
  event: OrganizationEvent<T> | undefined,
) {
  if (!event) return;
  try {
    const actor = await authCallActor(ctx);
    await db.transaction((tx) => recordOrganizationEvent(tx, actor, event));
  } catch (error) {
    logFailure("error", "organization event write failed", error);
  }
}

/** An event only the activity log hears of, as the organization's and the SSO hooks name it. */
export interface LoggedEvent extends LoggedChange {
  organizationId: string;
  kind: LoggedOnlyKind;
}

/** Records a better-auth call's event that only the activity log hears of (also used by sso/). */
export async function record(ctx: HookContext, db: Database, activity: LoggedEvent | undefined) {
  if (!activity) return;
  const { organizationId, kind, ...change } = activity;
  await recordAuthCallEvent(ctx, db, { organizationId, type: kind, data: change });
}
