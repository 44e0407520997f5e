import { m } from "@app/i18n/messages";
import { z } from "zod";
import { hasControlCharacters } from "./control-characters";

/** What a key may do: read only, or read and write (create, save, complete, reopen, delete). */
export const API_KEY_SCOPES = ["read", "write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The lifetimes offered, in days; `null` is a key that does not expire. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;
export type ApiKeyExpiryDays = (typeof API_KEY_EXPIRY_DAYS)[number];

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "dash_";
/** The header a key travels in; `Authorization: Bearer <key>` works too. */
export const API_KEY_HEADER = "x-api-key";
export const API_KEY_NAME_MAX = 100;
/** Random characters after the prefix (better-auth's generator, letters only). */
export const API_KEY_LENGTH = 48;

/** Read when shown (getters), in the reader's language. */
export const apiKeyMessages = {
  get nameRequired() {
    return m.rule_api_key_name_required();
  },
  get nameTooLong() {
    return m.rule_api_key_name_too_long({ max: API_KEY_NAME_MAX });
  },
  get nameControl() {
    return m.rule_api_key_name_control();
  },
  get organizationRequired() {
    return m.rule_api_key_organization_required();
  },
  get scope() {
    return m.rule_api_key_scope();
  },
  get expiry() {
    return m.rule_api_key_expiry();
  },
  get notAMember() {
    return m.rule_api_key_not_a_member();
  },
  get unauthorized() {
    return m.rule_api_key_unauthorized();
  },
  get cookieRefused() {
    return m.rule_api_key_cookie_refused();
  },
  get writeScope() {
    return m.rule_api_key_write_scope();
  },
  get tooMany() {
    return m.rule_api_key_too_many();
  },
  get notAllowedToRevoke() {
    return m.rule_api_key_not_allowed_to_revoke();
  },
  get notFound() {
    return m.rule_api_key_not_found();
  },
  get updateRefused() {
    return m.rule_api_key_update_refused();
  },
};

export const apiKeyNameSchema = z
  .string({ error: () => apiKeyMessages.nameRequired })
  .trim()
  .min(1, { error: () => apiKeyMessages.nameRequired })
  .max(API_KEY_NAME_MAX, { error: () => apiKeyMessages.nameTooLong })
  .refine((name) => !hasControlCharacters(name), { error: () => apiKeyMessages.nameControl });

/** What the server stores with a key (better-auth's `metadata`), the organization it acts in and its scope. */
export const apiKeyMetadataSchema = z.strictObject({
  organizationId: z
    .string({ error: () => apiKeyMessages.organizationRequired })
    .min(1)
    .max(100),
  scope: z.enum(API_KEY_SCOPES, { error: () => apiKeyMessages.scope }),
});
export type ApiKeyMetadata = z.infer<typeof apiKeyMetadataSchema>;

/** `expiresIn` as better-auth takes it (seconds), for one of the offered lifetimes or none. */
export const apiKeyExpiresInSchema = z
  .union([z.literal(null), ...API_KEY_EXPIRY_DAYS.map((days) => z.literal(days * 86400))], {
    error: () => apiKeyMessages.expiry,
  })
  .optional();

/** The create form: what a person picks. */
export const createApiKeyFormSchema = z.object({
  name: apiKeyNameSchema,
  organizationId: z.string().min(1, { error: () => apiKeyMessages.organizationRequired }),
  expiresInDays: z.enum(["30", "90", "365", "none"]),
  scope: z.enum(API_KEY_SCOPES),
});
export type CreateApiKeyForm = z.infer<typeof createApiKeyFormSchema>;
