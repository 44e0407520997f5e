import type { Database } from "@app/db";
import { schema } from "@app/db";
import { adminMessages, banUserInputSchema, hasPlatformRole, setRoleInputSchema } from "@app/domain";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { eq } from "drizzle-orm";
import { deletionPreview, soleOwnerConflict } from "../account/account-deletion";
import type { HookContext } from "../auth/hook-context";
import { rememberTarget } from "./audit";

export interface AdminGuardOptions {
  db: Database;
  /** ADMIN_USER_IDS: admins whatever their role, so they can never be impersonated either. */
  adminUserIds: string[];
}

const roleSchema = setRoleInputSchema.shape.role;

function refuse(status: "BAD_REQUEST" | "FORBIDDEN", message: string, code: string): never {
  throw new APIError(status, { message, code });
}

/**
 * Rules better-auth's admin endpoints lack or word differently (SPEC §6): an admin cannot change their
 * own role, ban, delete or impersonate themselves; nobody impersonates an admin (better-auth lets
 * ADMIN_USER_IDS do it); only the roles `user` and `admin` can be given.
 *
 * Runs before better-auth's endpoint and only for admin callers: a signed-out caller is left to the
 * endpoint (401), and so is a plain user (403 "You are not allowed to ..."), who learns nothing about
 * the target here.
 */
export function adminGuards({ db, adminUserIds }: AdminGuardOptions) {
  const targetOf = async (userId: string) => {
    const [row] = await db
      .select({ id: schema.user.id, role: schema.user.role, email: schema.user.email, name: schema.user.name })
      .from(schema.user)
      .where(eq(schema.user.id, userId));
    return row;
  };

  return async (ctx: HookContext): Promise<void> => {
    if (!ctx.path.startsWith("/admin/")) return;
    const body = (ctx.body ?? {}) as Record<string, unknown>;

    const role = requestedRole(ctx.path, body);
    if (role.present && !roleSchema.safeParse(role.value).success) {
      refuse("BAD_REQUEST", "Role must be user or admin", "INVALID_ROLE");
    }

    const guarded = [
      "/admin/set-role",
      "/admin/ban-user",
      "/admin/remove-user",
      "/admin/impersonate-user",
      "/admin/update-user",
    ];
    if (!guarded.includes(ctx.path) || typeof body.userId !== "string") return;
    const session = await getSessionFromCtx(ctx);
    if (!session) return;
    const callerIsAdmin = adminUserIds.includes(session.user.id) || hasPlatformRole(session.user.role, "admin");
    if (!callerIsAdmin) return;
    const self = session.user.id === body.userId;

    switch (ctx.path) {
      case "/admin/set-role":
        if (self) refuse("BAD_REQUEST", adminMessages.cannotChangeOwnRole, "YOU_CANNOT_CHANGE_YOUR_OWN_ROLE");
        break;
      case "/admin/ban-user": {
        if (self) refuse("BAD_REQUEST", adminMessages.cannotBanSelf, "YOU_CANNOT_BAN_YOURSELF");
        const ban = banUserInputSchema.safeParse(body);
        if (!ban.success) refuse("BAD_REQUEST", ban.error.issues[0]?.message ?? "Invalid ban", "INVALID_BAN");
        break;
      }
      case "/admin/remove-user": {
        if (self) refuse("BAD_REQUEST", adminMessages.cannotDeleteSelf, "YOU_CANNOT_REMOVE_YOURSELF");
        // The same rule as for deleting one's own account (decision 013): no organization is left
        // without an owner; the ones the user was alone in go with them (after the removal).
        const preview = await deletionPreview(db, body.userId);
        if (preview.blockingOrganizations.length > 0) throw soleOwnerConflict(preview.blockingOrganizations);
        planRemoval(
          ctx,
          preview.deletedOrganizations.map((o) => o.id),
        );
        break;
      }
      case "/admin/impersonate-user":
        if (self) refuse("BAD_REQUEST", adminMessages.cannotImpersonateSelf, "YOU_CANNOT_IMPERSONATE_YOURSELF");
        break;
      case "/admin/update-user": {
        const data = isRecord(body.data) ? body.data : {};
        if (self && "role" in data) {
          refuse("BAD_REQUEST", adminMessages.cannotChangeOwnRole, "YOU_CANNOT_CHANGE_YOUR_OWN_ROLE");
        }
        if (self && data.banned === true) refuse("BAD_REQUEST", adminMessages.cannotBanSelf, "YOU_CANNOT_BAN_YOURSELF");
        break;
      }
    }

    // The audit trail needs the role before a change and the name of a user about to be removed.
    const target = await targetOf(body.userId);
    if (!target) return; // better-auth answers 404
    rememberTarget(ctx, target);
    if (ctx.path === "/admin/impersonate-user") {
      const isAdmin = hasPlatformRole(target.role, "admin") || adminUserIds.includes(target.id);
      if (isAdmin) refuse("FORBIDDEN", adminMessages.cannotImpersonateAdmin, "YOU_CANNOT_IMPERSONATE_ADMINS");
    }
  };
}

const plannedRemovals = new WeakMap<object, string[]>();

function planRemoval(ctx: HookContext, organizationIds: string[]) {
  plannedRemovals.set(ctx.context, organizationIds);
}

/** After a removal: the organizations the removed user was the only member of. */
export function organizationsLeftEmpty(ctx: HookContext): string[] {
  return plannedRemovals.get(ctx.context) ?? [];
}

/** The role a request would give, on every endpoint that can set one. */
function requestedRole(path: string, body: Record<string, unknown>): { present: boolean; value?: unknown } {
  if (path === "/admin/set-role") return { present: true, value: body.role };
  if (path === "/admin/create-user" && body.role !== undefined) return { present: true, value: body.role };
  if (path === "/admin/update-user" && isRecord(body.data) && "role" in body.data) {
    return { present: true, value: body.data.role };
  }
  return { present: false };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
