import type { Database } from "@app/db";
import { schema } from "@app/db";
import { adminMessages, banUserInputSchema, hasPlatformRole, setRoleInputSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { AuthRequest, HookContext } from "../auth-types/hook-context";
import { deleteEmptyOrganizations, deletionPreview, soleOwnerConflict } from "../membership/account-deletion";

export interface AdminGuardDeps {
  db: Database;
  /** ADMIN_USER_IDS: admins whatever their role, so they can never be impersonated either. */
  adminUserIds: string[];
}

type Body = Record<string, unknown>;

/** What one admin endpoint adds to better-auth's own permission check (docs/product.md#platform-roles). */
export interface AdminGuard {
  /** The role the request would give: only `user` and `admin` exist (checked for every caller). */
  role?: (body: Body) => { present: boolean; value?: unknown };
  /** For an admin caller acting on `body.userId`: refuses what an admin may not do to themselves. */
  forAdmin?: (call: AdminCall) => void | Promise<void>;
  /** The target must not be an admin (better-auth lets ADMIN_USER_IDS impersonate one). */
  targetNotAdmin?: { message: string; code: string };
}

interface AdminCall {
  body: Body;
  userId: string;
  self: boolean;
  request: AuthRequest;
  db: Database;
}

const roleSchema = setRoleInputSchema.shape.role;

function refuse(status: "BAD_REQUEST" | "FORBIDDEN", message: string, code: string): never {
  throw new APIError(status, { message, code });
}

const isRecord = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `message` is called when refusing, so the answer is in the request's language. */
const notSelf = (message: () => string, code: string) => (call: AdminCall) => {
  if (call.self) refuse("BAD_REQUEST", message(), code);
};

/**
 * The rules better-auth's admin endpoints lack or word differently, by endpoint (auth/endpoints.ts
 * gives each to its path): an admin cannot change their own role, ban, delete or impersonate
 * themselves; nobody impersonates an admin; only the roles `user` and `admin` can be given.
 */
export const adminGuards = {
  setRole: {
    role: (body) => ({ present: true, value: body.role }),
    forAdmin: notSelf(() => adminMessages.cannotChangeOwnRole, "YOU_CANNOT_CHANGE_YOUR_OWN_ROLE"),
  },
  createUser: {
    role: (body) => (body.role !== undefined ? { present: true, value: body.role } : { present: false }),
  },
  updateUser: {
    role: (body) =>
      isRecord(body.data) && "role" in body.data ? { present: true, value: body.data.role } : { present: false },
    forAdmin: ({ body, self }) => {
      const data = isRecord(body.data) ? body.data : {};
      if (self && "role" in data) {
        refuse("BAD_REQUEST", adminMessages.cannotChangeOwnRole, "YOU_CANNOT_CHANGE_YOUR_OWN_ROLE");
      }
      if (self && data.banned === true) refuse("BAD_REQUEST", adminMessages.cannotBanSelf, "YOU_CANNOT_BAN_YOURSELF");
    },
  },
  banUser: {
    forAdmin: ({ body, self }) => {
      if (self) refuse("BAD_REQUEST", adminMessages.cannotBanSelf, "YOU_CANNOT_BAN_YOURSELF");
      const ban = banUserInputSchema.safeParse(body);
      if (!ban.success) refuse("BAD_REQUEST", ban.error.issues[0]?.message ?? m.input_invalid_ban(), "INVALID_BAN");
    },
  },
  removeUser: {
    forAdmin: async ({ userId, self, request, db }) => {
      if (self) refuse("BAD_REQUEST", adminMessages.cannotDeleteSelf, "YOU_CANNOT_REMOVE_YOURSELF");
      // The same rule as for deleting one's own account (decision 013): no organization is left
      // without an owner; the ones the user was alone in go with them (after the removal).
      const preview = await deletionPreview(db, userId);
      if (preview.blockingOrganizations.length > 0) throw soleOwnerConflict(preview.blockingOrganizations);
      request.emptiedOrganizations = preview.deletedOrganizations.map((o) => o.id);
    },
  },
  impersonateUser: {
    forAdmin: notSelf(() => adminMessages.cannotImpersonateSelf, "YOU_CANNOT_IMPERSONATE_YOURSELF"),
    targetNotAdmin: {
      get message() {
        return adminMessages.cannotImpersonateAdmin;
      },
      code: "YOU_CANNOT_IMPERSONATE_ADMINS",
    },
  },
} satisfies Record<string, AdminGuard>;

/**
 * Runs one endpoint's guard before better-auth's endpoint, and for admin callers only: a signed-out
 * caller is left to the endpoint (401), and so is a plain user (403 "You are not allowed to ..."),
 * who learns nothing about the target here.
 */
export async function guardAdmin(
  guard: AdminGuard,
  ctx: HookContext,
  request: AuthRequest,
  { db, adminUserIds }: AdminGuardDeps,
): Promise<void> {
  const body = (ctx.body ?? {}) as Body;
  const role = guard.role?.(body);
  if (role?.present && !roleSchema.safeParse(role.value).success) {
    refuse("BAD_REQUEST", m.error_role_invalid(), "INVALID_ROLE");
  }
  if (!guard.forAdmin || typeof body.userId !== "string") return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const callerIsAdmin = adminUserIds.includes(session.user.id) || hasPlatformRole(session.user.role, "admin");
  if (!callerIsAdmin) return;
  await guard.forAdmin({ body, userId: body.userId, self: session.user.id === body.userId, request, db });

  // The audit trail needs the role before a change and the name of a user about to be removed.
  const [target] = await db
    .select({ id: schema.user.id, role: schema.user.role, email: schema.user.email, name: schema.user.name })
    .from(schema.user)
    .where(eq(schema.user.id, body.userId));
  if (!target) return; // better-auth answers 404
  request.target = target;
  if (guard.targetNotAdmin && (hasPlatformRole(target.role, "admin") || adminUserIds.includes(target.id))) {
    refuse("FORBIDDEN", guard.targetNotAdmin.message, guard.targetNotAdmin.code);
  }
}

/** After a removal: the organizations the removed user was the only member of go too. */
export async function deleteEmptiedOrganizations(ctx: HookContext, request: AuthRequest, { db }: { db: Database }) {
  if (ctx.context.returned instanceof Error) return;
  await deleteEmptyOrganizations(db, request.emptiedOrganizations ?? []);
}
