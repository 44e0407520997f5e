import { signInSchema, signUpSchema } from "@app/domain";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { ZodType } from "zod";
import { validateInvitationRole } from "../organizations/organization-rules";

const schemas: Record<string, ZodType> = {
  "/sign-in/email": signInSchema,
  "/sign-up/email": signUpSchema,
};

/**
 * Checks requests before better-auth handles them. Sign-in and sign-up get the same rules as their
 * forms (packages/domain), so an API client gets the form's message ("Password must be at least 8
 * characters") and not a bare 400.
 */
export const requestGuards = createAuthMiddleware(async (ctx) => {
  // Refused before better-auth runs: it cancels the address's pending invitation before its own
  // beforeCreateInvitation hook, so a refusal there would still destroy a valid invitation.
  if (ctx.path === "/organization/invite-member") validateInvitationRole(ctx.body?.role);
  const schema = schemas[ctx.path];
  if (!schema) return;
  const result = schema.safeParse(ctx.body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new APIError("BAD_REQUEST", {
      message: issue?.message ?? "Invalid input",
      code: "VALIDATION_ERROR",
      field: issue?.path.join("."),
    });
  }
});
