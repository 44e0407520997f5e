import { signInSchema, signUpSchema } from "@app/domain";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { ZodType } from "zod";

const schemas: Record<string, ZodType> = {
  "/sign-in/email": signInSchema,
  "/sign-up/email": signUpSchema,
};

/**
 * Applies the same rules as the sign-in and sign-up forms (packages/domain) on the server, so an
 * API client gets the form's message ("Password must be at least 8 characters") and not a bare 400.
 */
export const credentialsGuard = createAuthMiddleware(async (ctx) => {
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
