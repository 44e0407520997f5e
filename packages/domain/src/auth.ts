import { z } from "zod";

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
  name: z.string().trim().min(SIGN_UP_NAME_MIN_LENGTH, { error: authMessages.nameTooShort }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Where to go after signing in when no redirectTo was given (SPEC §9). */
export const DEFAULT_LOGIN_REDIRECT = "/dashboard";

/**
 * Only same-origin paths are accepted as redirect targets, so a crafted
 * /login?redirectTo=https://evil.example link cannot send a user elsewhere. The value is resolved
 * as a browser would (which drops tabs and newlines, and reads "/\\" like "//") and must stay on
 * the page's own origin.
 */
export function safeRedirectPath(value: string | undefined | null): string {
  if (!value?.startsWith("/")) return DEFAULT_LOGIN_REDIRECT;
  const base = "http://same-origin.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return DEFAULT_LOGIN_REDIRECT;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_LOGIN_REDIRECT;
  }
}
