import { getLocale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import { z } from "zod";
import { authMessages, currentPasswordSchema, emailSchema, PASSWORD_MIN_LENGTH } from "./auth";
import { hasControlCharacters } from "./control-characters";

/**
 * Account lifecycle (decision 013): what the server enforces and the account screens show.
 * Lifetimes are in seconds, as better-auth takes them.
 */
/** The product's name in mail and in authenticator apps (the TOTP issuer). */
export const PRODUCT_NAME = "Dashboard";

export const PASSWORD_RESET_SECONDS = 60 * 60;
export const EMAIL_VERIFICATION_SECONDS = 60 * 60 * 24;
export const TWO_FACTOR_BACKUP_CODES = 10;
export const TRUST_DEVICE_SECONDS = 60 * 60 * 24 * 30;

/** The web page the reset mail links to: `${PUBLIC_URL}${RESET_PASSWORD_PATH}?token=…`. */
export const RESET_PASSWORD_PATH = "/reset-password";

/** Mails per address (whether or not an account has it) on top of better-auth's per-client limit. */
export const EMAIL_SEND_LIMIT = { max: 3, windowSeconds: 15 * 60 } as const;

/** Read when shown (getters), in the reader's language. */
export const accountMessages = {
  get notWhileImpersonating() {
    return m.rule_not_while_impersonating();
  },
  get tooManyRequests() {
    return m.rule_too_many_requests();
  },
  /** request-password-reset answers this whether or not the address has an account. */
  get resetRequested() {
    return m.rule_reset_requested();
  },
  get emailSame() {
    return m.rule_email_same();
  },
  get emailConfirmMismatch() {
    return m.rule_email_confirm_mismatch();
  },
  get passkeyNameText() {
    return m.rule_passkey_name_text();
  },
  get passkeyNameEmpty() {
    return m.rule_passkey_name_empty();
  },
  get passkeyNameTooLong() {
    return m.rule_passkey_name_too_long({ max: PASSKEY_NAME_MAX });
  },
  get passkeyNameControl() {
    return m.rule_passkey_name_control();
  },
};

/** A new address for the account: an address, and not the one it has (better-auth refuses that too). */
export function emailChangeSchema(currentEmail: string) {
  return z.object({
    newEmail: emailSchema.refine((value) => value.toLowerCase() !== currentEmail.toLowerCase(), {
      error: () => accountMessages.emailSame,
    }),
  });
}

export const PASSKEY_NAME_MAX = 100;

/** A passkey's name as the account's list shows it: a short line of text; a new passkey may have none. */
export const passkeyNameSchema = z
  .string({ error: () => accountMessages.passkeyNameText })
  .trim()
  .max(PASSKEY_NAME_MAX, { error: () => accountMessages.passkeyNameTooLong })
  .refine((name) => !hasControlCharacters(name), { error: () => accountMessages.passkeyNameControl });

/** The name the account's forms give a passkey, when adding and when renaming: not empty. */
export const requiredPasskeyNameSchema = z
  .string({ error: () => accountMessages.passkeyNameText })
  .trim()
  .min(1, { error: () => accountMessages.passkeyNameEmpty })
  .pipe(passkeyNameSchema);

/**
 * Deleting the account (decision 013): its email address typed to confirm (as shown, in any case), and
 * the password where the account has one (better-auth checks it).
 */
export function accountDeletionSchema(email: string, hasPassword: boolean) {
  return z.object({
    typedEmail: z.string().refine((typed) => typed.trim().toLowerCase() === email.toLowerCase(), {
      error: () => accountMessages.emailConfirmMismatch,
    }),
    password: hasPassword ? currentPasswordSchema : z.string(),
  });
}

/** The refusal of delete-user for an owner who would leave organizations without an owner. */
export function soleOwnerMessage(organizationNames: string[]): string {
  const [open, close] = getLocale() === "de" ? ["„", "“"] : ['"', '"'];
  const names = organizationNames.map((n) => `${open}${n}${close}`).join(", ");
  return m.rule_sole_owner({ count: organizationNames.length, names });
}

/** The /reset-password page's form: the same password rule as sign-up. */
export const resetPasswordSchema = z.object({
  newPassword: z.string().min(PASSWORD_MIN_LENGTH, { error: () => authMessages.passwordTooShort }),
});

const organizationRef = z.object({ id: z.string(), name: z.string() });

/** What deleting the caller's account would do to their organizations (the confirmation dialog). */
export const deletionPreviewSchema = z.object({
  /** Organizations where the caller is the only member: deleted with the account. */
  deletedOrganizations: z.array(organizationRef),
  /** Organizations the caller alone owns while others are members: deletion is refused until resolved. */
  blockingOrganizations: z.array(organizationRef.extend({ memberCount: z.number().int() })),
});
export type DeletionPreview = z.infer<typeof deletionPreviewSchema>;

/** 'Download my data' (GDPR Art. 20): everything the account holds, never a token, hash or secret. */
export const accountExportSchema = z.object({
  exportedAt: z.date(),
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    role: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    createdAt: z.date(),
    updatedAt: z.date(),
  }),
  signInMethods: z.array(z.object({ provider: z.string(), createdAt: z.date() })),
  passkeys: z.array(
    z.object({ id: z.string(), name: z.string().nullable(), deviceType: z.string(), createdAt: z.date().nullable() }),
  ),
  memberships: z.array(
    z.object({
      organizationId: z.string(),
      organizationName: z.string(),
      organizationSlug: z.string(),
      role: z.string(),
      joinedAt: z.date(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.date(),
      updatedAt: z.date(),
      expiresAt: z.date(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  /** Every document the caller owns, of all three forms (decision 034). */
  documents: z.array(
    z.object({
      id: z.string(),
      /** gewerbeanmeldung (GewA 1), gewerbeummeldung (GewA 2) or gewerbeabmeldung (GewA 3). */
      type: z.string(),
      status: z.string(),
      schemaVersion: z.number().int(),
      organizationId: z.string().nullable(),
      /** The Gewerbeanmeldung a notice follows (its Gewerbe), else null. */
      anmeldungId: z.string().nullable(),
      data: z.unknown(),
      createdAt: z.date(),
      updatedAt: z.date(),
      completedAt: z.date().nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
