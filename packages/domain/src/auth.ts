import { m } from "@app/i18n/messages";
import { z } from "zod";
import { personNameSchema } from "./names";

/** Shared by the sign-in form and the server's sign-in/sign-up guard (docs/product.md#validation-rules). */
export const PASSWORD_MIN_LENGTH = 8;
export const SIGN_UP_NAME_MIN_LENGTH = 2;

/**
 * Read when a message is shown (getters): the server answers each request in its own language, so a
 * message is never fixed when the module loads (decision 032).
 */
export const authMessages = {
  get invalidEmail() {
    return m.rule_invalid_email();
  },
  get passwordTooShort() {
    return m.rule_password_too_short({ min: PASSWORD_MIN_LENGTH });
  },
  get nameTooShort() {
    return m.rule_name_too_short({ min: SIGN_UP_NAME_MIN_LENGTH });
  },
  get currentPasswordRequired() {
    return m.rule_current_password_required();
  },
  get codeRequired() {
    return m.rule_code_required();
  },
};

export const emailSchema = z.email({ error: () => authMessages.invalidEmail });

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH, { error: () => authMessages.passwordTooShort }),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = signInSchema.extend({
  name: personNameSchema(SIGN_UP_NAME_MIN_LENGTH, () => authMessages.nameTooShort),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * The password that confirms a step (a new password, two-factor on or off, new backup codes, deleting the
 * account): the forms ask for one, better-auth checks it.
 */
export const currentPasswordSchema = z.string().min(1, { error: () => authMessages.currentPasswordRequired });

/** A code from the authenticator app, or a backup code: the forms ask for one, better-auth checks it. */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(1, { error: () => authMessages.codeRequired });

export { DEFAULT_LOGIN_REDIRECT, safeRedirectPath } from "./redirect";
