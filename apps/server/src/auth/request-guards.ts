import type { Database } from "@app/db";
import { profileSchema, signInSchema, signUpSchema } from "@app/domain";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { ZodType } from "zod";
import type { AccountHooks } from "../account/account-hooks";
import { adminGuards } from "../admin/admin-guards";
import { auditAdminActions } from "../admin/audit";
import { validateInvitationRole } from "../organizations/organization-rules";
import type { HookContext } from "./hook-context";

const schemas: Record<string, ZodType> = {
  "/sign-in/email": signInSchema,
  "/sign-up/email": signUpSchema,
};

// Only the fields the request carries are checked: update-user changes what it is given. A null
// image removes the avatar.
const profileUpdateSchema = profileSchema.partial().extend({ image: profileSchema.shape.image.nullable() });

function check(schema: ZodType, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) return;
  const issue = result.error.issues[0];
  throw new APIError("BAD_REQUEST", {
    message: issue?.message ?? "Invalid input",
    code: "VALIDATION_ERROR",
    field: issue?.path.join("."),
  });
}

/**
 * update-user gets the profile form's rules (SPEC §5). The name is stored trimmed, and an empty
 * avatar URL, which the form means as "no avatar", removes it. The body is changed in place:
 * better-auth hands the same object to the endpoint, and a body returned from a hook cannot set a
 * field to null (profile.test.ts pins both).
 */
function guardProfileUpdate(ctx: HookContext) {
  const body = ctx.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== "object") return;
  check(profileUpdateSchema, body);
  if (typeof body.name === "string") body.name = body.name.trim();
  if (body.image === "") body.image = null;
}

export interface GuardDeps {
  db: Database;
  adminUserIds: string[];
  /** Account lifecycle: impersonation refusals, per-email limits, email change notice. */
  account?: AccountHooks;
}

/**
 * Checks requests before better-auth handles them. Sign-in and sign-up get the same rules as their
 * forms (packages/domain), so an API client gets the form's message ("Password must be at least 8
 * characters") and not a bare 400.
 */
export function requestGuards(deps: GuardDeps) {
  const guardAdmin = adminGuards(deps);
  return createAuthMiddleware(async (ctx) => {
    await deps.account?.before(ctx);
    // Refused before better-auth runs: it cancels the address's pending invitation before its own
    // beforeCreateInvitation hook, so a refusal there would still destroy a valid invitation.
    if (ctx.path === "/organization/invite-member") validateInvitationRole(ctx.body?.role);
    if (ctx.path === "/update-user") guardProfileUpdate(ctx);
    await guardAdmin(ctx);
    const schema = schemas[ctx.path];
    if (schema) check(schema, ctx.body ?? {});
  });
}

/** Runs after better-auth has answered; sees the answer in ctx.context.returned. */
export function responseHooks(db: Database, account?: AccountHooks) {
  const audit = auditAdminActions(db);
  return createAuthMiddleware(async (ctx) => {
    await audit(ctx);
    return account?.after(ctx);
  });
}
