import type { Database } from "@app/db";
import { schema } from "@app/db";
import { ownershipMessages } from "@app/domain";
import { APIError, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { type AuthRequest, callerSession, type HookContext, succeededResult } from "../auth-types/hook-context";
import { record } from "../events/auth-call-events";

/*
 * The organization plugin's endpoints and the organization's activity log (decisions 031, 044):
 * after hooks for the endpoint table (auth/endpoints.ts). better-auth makes the change; these record
 * its event (the activity entry; the row triggers write the webhook event with the change), and put
 * the product's words on its last-owner refusals.
 */

type Deps = { db: Database };
type Returned = Record<string, unknown>;

const str = (value: unknown) => (typeof value === "string" ? value : undefined);

async function userLabel(db: Database, userId: string | undefined) {
  if (!userId) return null;
  const [row] = await db
    .select({ name: schema.user.name, email: schema.user.email })
    .from(schema.user)
    .where(eq(schema.user.id, userId));
  return row ? `${row.name} <${row.email}>` : null;
}

/** better-auth's last-owner refusals, in words that say what to do instead. */
const LAST_OWNER_CODES = new Set([
  "YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER",
  "YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER",
]);
function lastOwnerAnswer(ctx: HookContext, message: string) {
  const returned = ctx.context.returned;
  if (isAPIError(returned) && LAST_OWNER_CODES.has(String((returned.body as { code?: unknown })?.code))) {
    throw new APIError("BAD_REQUEST", { message, code: "LAST_OWNER" });
  }
}

/** The organization as it was before /organization/update, so the entry names what changed. */
export async function noteOrganizationBefore(ctx: HookContext, request: AuthRequest, { db }: Deps) {
  const id = str((ctx.body as Returned | undefined)?.organizationId);
  if (!id) return;
  const [row] = await db
    .select({ name: schema.organization.name, slug: schema.organization.slug, logo: schema.organization.logo })
    .from(schema.organization)
    .where(eq(schema.organization.id, id));
  if (row) request.organizationBefore = row;
}

/** The member's role before /organization/update-member-role. */
export async function noteRoleBefore(ctx: HookContext, request: AuthRequest, { db }: Deps) {
  const id = str((ctx.body as Returned | undefined)?.memberId);
  if (!id) return;
  const [row] = await db.select({ role: schema.member.role }).from(schema.member).where(eq(schema.member.id, id));
  if (row) request.previousRole = row.role;
}

export const organizationActivityHooks = {
  settingsChanged: async (ctx: HookContext, request: AuthRequest, { db }: Deps) => {
    const org = succeededResult(ctx);
    const before = request.organizationBefore;
    if (!org || !before) return;
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of ["name", "slug", "logo"] as const) {
      if (org[key] !== undefined && org[key] !== before[key]) changes[key] = { from: before[key], to: org[key] };
    }
    if (!Object.keys(changes).length) return;
    await record(ctx, db, {
      organizationId: String(org.id),
      kind: "organization.settings_changed",
      target: str(org.name) ?? null,
      details: changes,
    });
  },
  invited: async (ctx: HookContext, _r: AuthRequest, { db }: Deps) => {
    const invitation = succeededResult(ctx);
    if (!invitation?.organizationId) return;
    await record(ctx, db, {
      organizationId: String(invitation.organizationId),
      kind: "member.invited",
      target: str(invitation.email) ?? null,
      details: { invitationId: invitation.id, role: invitation.role },
    });
  },
  joined: async (ctx: HookContext, _r: AuthRequest, { db }: Deps) => {
    const member = succeededResult(ctx)?.member as Returned | undefined;
    if (!member?.organizationId) return;
    const session = await callerSession(ctx);
    await record(ctx, db, {
      organizationId: String(member.organizationId),
      kind: "member.joined",
      target: session ? `${session.user.name} <${session.user.email}>` : null,
      details: { memberId: member.id, role: member.role },
    });
  },
  removed: async (ctx: HookContext, _r: AuthRequest, { db }: Deps) => {
    lastOwnerAnswer(ctx, ownershipMessages.lastOwnerRemove);
    const member = succeededResult(ctx)?.member as Returned | undefined;
    if (!member?.organizationId) return;
    await record(ctx, db, {
      organizationId: String(member.organizationId),
      kind: "member.removed",
      target: await userLabel(db, str(member.userId)),
      details: { memberId: member.id, userId: member.userId, role: member.role },
    });
  },
  left: async (ctx: HookContext, _r: AuthRequest, { db }: Deps) => {
    lastOwnerAnswer(ctx, ownershipMessages.lastOwnerLeave);
    const member = succeededResult(ctx);
    if (!member?.organizationId) return;
    const session = await callerSession(ctx);
    await record(ctx, db, {
      organizationId: String(member.organizationId),
      kind: "member.removed",
      target: session ? `${session.user.name} <${session.user.email}>` : null,
      details: { memberId: member.id, userId: member.userId, role: member.role, left: true },
    });
  },
  roleChanged: async (ctx: HookContext, request: AuthRequest, { db }: Deps) => {
    lastOwnerAnswer(ctx, ownershipMessages.lastOwnerDemote);
    // The updated member itself (remove-member wraps it in { member }, this one does not).
    const member = succeededResult(ctx);
    if (!member?.organizationId) return;
    await record(ctx, db, {
      organizationId: String(member.organizationId),
      kind: "member.role_changed",
      target: await userLabel(db, str(member.userId)),
      details: { memberId: member.id, userId: member.userId, from: request.previousRole ?? null, to: member.role },
    });
  },
  invitationCancelled: async (ctx: HookContext, _r: AuthRequest, { db }: Deps) => {
    const invitation = succeededResult(ctx);
    if (!invitation?.organizationId) return;
    await record(ctx, db, {
      organizationId: String(invitation.organizationId),
      kind: "invitation.cancelled",
      target: str(invitation.email) ?? null,
      details: { invitationId: invitation.id },
    });
  },
};
