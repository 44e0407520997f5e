import { z } from "zod";
import { personNameSchema } from "./names";

/** Shared by the sign-in form and the server's sign-in/sign-up guard (SPEC §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
export const SIGN_UP_NAME_MIN_LENGTH = 2;

export const authMessages = {
  invalidEmail: "Invalid email address",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  nameTooShort: `Name must be at least ${SIGN_UP_NAME_MIN_LENGTH} characters`,
} as const;

export const emailSchema = z.email({ error: authMessages.invalidEmail });

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH, { error: authMessages.passwordTooShort }),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = signInSchema.extend({
  name: personNameSchema(SIGN_UP_NAME_MIN_LENGTH, authMessages.nameTooShort),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export { DEFAULT_LOGIN_REDIRECT, safeRedirectPath } from "./redirect";
