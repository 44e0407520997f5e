import {
  ADMIN_USERS_REACHABLE,
  apiKeyExpiresInSchema,
  apiKeyMetadataSchema,
  apiKeyNameSchema,
  authMessages,
  BAN_EXPIRES_IN_MAX_SECONDS,
  emailSchema,
  hasControlCharacters,
  languageSchema,
  passkeyNameSchema,
  personNameSchema,
  profileMessages,
  profileSchema,
  requiredPasskeyNameSchema,
  signInSchema,
  signUpSchema,
} from "@app/domain";
import { m } from "@app/i18n/messages";
import { APIError } from "better-auth/api";
import { type ZodType, z } from "zod";
import type { HookContext } from "../auth-types/hook-context";

/**
 * The input rules of better-auth's endpoints (auth/endpoints.ts names each endpoint's): what better-auth
 * itself accepts (any string, any number) is narrowed to what the product means, so odd input gets
 * a 400 with a message instead of reaching the database (a negative offset, a sort column like
 * `password`, a ban ending in the year 10^300, a 1 MB name, an update with nothing to change).
 *
 * Bodies are loose objects: fields a rule does not name are left to better-auth's own checks. What
 * a rule normalises (trimmed names, an empty avatar meaning none) is written back into the body,
 * which better-auth hands to the endpoint unchanged.
 */
export interface InputRule {
  body?: ZodType;
  query?: ZodType;
}

const MAX_OFFSET = 1_000_000;
const MAX_TEXT = 200;

// Every message is a function: zod calls it when a request fails, so it is in that request's language.
// `name` is the field's name as the client sends it (a key, not translated).
const wholeNumber = (name: string, min: number, max: number) => {
  const error = () => m.input_whole_number({ name, min, max });
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).optional();
};

const oneOf = <T extends string>(name: string, values: readonly [T, ...T[]]) =>
  z.enum(values, { error: () => m.input_one_of({ name, values: values.join(", ") }) }).optional();

const shortText = (name: string | (() => string)) => {
  const label = typeof name === "string" ? () => name : name;
  return z
    .string({ error: () => m.input_text({ name: label() }) })
    .max(MAX_TEXT, { error: () => m.input_text_too_long({ name: label(), max: MAX_TEXT }) })
    .refine((v) => !hasControlCharacters(v), { error: () => m.input_text_control_characters({ name: label() }) });
};

const sortDirection = oneOf("sortDirection", ["asc", "desc"]);

/** An avatar: an http(s) URL; empty or null removes it. */
const optionalImage = profileSchema.shape.image
  .unwrap()
  .nullable()
  .transform((v) => (v === "" ? null : v))
  .optional();

const userName = personNameSchema(1, () => profileMessages.nameRequired);

/** A point in time as near as a ban's longest end (ten years) from now. */
const boundedDate = z.coerce
  .date({ error: () => m.input_ban_expires_date() })
  .refine((d) => Math.abs(d.getTime() - Date.now()) <= BAN_EXPIRES_IN_MAX_SECONDS * 1000, {
    error: () => m.input_ban_expires_range(),
  });

const noDataToUpdate = { error: () => m.input_no_data_to_update(), params: { code: "NO_DATA_TO_UPDATE" } };

/**
 * A permission check's question. better-auth looks each named resource up on the role's statements,
 * so a key that every object has (`toString`, `constructor`, `__proto__`) reached a function of the
 * prototype and answered 500; any other unknown resource keeps better-auth's answer (not allowed).
 */
const permissionCheck = {
  body: (() => {
    // The raw keys: zod's records skip an own `__proto__` key, which better-auth would still look up.
    const plainKeys = z.custom<object>(
      (value) =>
        typeof value === "object" &&
        value !== null &&
        !Array.isArray(value) &&
        Object.keys(value).every((key) => !(key in Object.prototype)),
      { error: () => m.input_permissions_resources() },
    );
    const actions = z
      .array(
        shortText(() => m.input_permission_name()),
        { error: () => m.input_permissions_actions_text() },
      )
      .max(20, { error: () => m.input_permissions_actions_max({ max: 20 }) });
    const permissions = plainKeys.pipe(z.record(z.string(), actions)).optional();
    return z.looseObject({ permissions, permission: permissions });
  })(),
};

/** The rules by name; auth/endpoints.ts gives each to its path. */
export const inputRules = {
  // Account lifecycle (decision 013): what is stored or mailed is checked like everywhere else.
  changeEmail: { body: z.looseObject({ newEmail: emailSchema }) },
  requestPasswordReset: { body: z.looseObject({ email: emailSchema }) },
  passkeyRegistration: { body: z.looseObject({ name: passkeyNameSchema.optional() }) },
  passkeyUpdate: { body: z.looseObject({ name: requiredPasskeyNameSchema }) },
  signIn: { body: signInSchema.loose() },
  /** The caller's own keys: keys belong to users here, so no organization listing through the plugin. */
  listApiKeys: {
    query: z.looseObject({
      organizationId: z.never({ error: () => m.input_keys_per_user() }).optional(),
      configId: z.never({ error: () => m.input_config_id_unused() }).optional(),
      limit: wholeNumber("limit", 1, 100),
      offset: wholeNumber("offset", 0, MAX_OFFSET),
      sortBy: oneOf("sortBy", ["createdAt", "name", "expiresAt", "lastRequest"]),
      sortDirection,
    }),
  },
  /** A key for one organization with a scope and an offered lifetime; the prefix is the product's. */
  createApiKey: {
    body: z.looseObject({
      name: apiKeyNameSchema,
      expiresIn: apiKeyExpiresInSchema,
      metadata: apiKeyMetadataSchema,
      prefix: z.never({ error: () => m.input_key_prefix_fixed() }).optional(),
      userId: z.never({ error: () => m.input_key_for_signed_in_user() }).optional(),
      organizationId: z.never({ error: () => m.input_organization_in_metadata() }).optional(),
    }),
  },
  signUp: { body: signUpSchema.extend({ image: optionalImage, language: languageSchema.optional() }).loose() },
  // The profile form (docs/product.md#profile): only the fields sent are checked; update-user changes only those.
  updateUser: {
    body: z.looseObject({ name: userName.optional(), image: optionalImage, language: languageSchema.optional() }),
  },

  hasPermission: permissionCheck,

  updateOrganization: {
    body: z.looseObject({
      data: z
        .strictObject({
          name: z.string().optional(),
          slug: z.string().optional(),
          logo: z.string().nullish(),
          metadata: z.record(z.string(), z.unknown()).optional(),
        })
        .refine((data) => Object.keys(data).length > 0, noDataToUpdate),
    }),
  },
  listMembers: {
    query: z.looseObject({
      limit: wholeNumber("limit", 1, 100),
      offset: wholeNumber("offset", 0, MAX_OFFSET),
      sortBy: oneOf("sortBy", ["createdAt", "role"]),
      sortDirection,
      filterField: oneOf("filterField", ["role"]),
      filterOperator: oneOf("filterOperator", ["eq", "ne"]),
      filterValue: shortText("filterValue").optional(),
    }),
  },
  getFullOrganization: {
    query: z.looseObject({ membersLimit: wholeNumber("membersLimit", 1, 1000) }),
  },

  adminCreateUser: {
    body: z.looseObject({
      email: emailSchema,
      password: z
        .string()
        .min(8, { error: () => authMessages.passwordTooShort })
        .optional(),
      name: userName,
      data: z.strictObject({ image: optionalImage, emailVerified: z.boolean().optional() }).optional(),
    }),
  },
  adminUpdateUser: {
    body: z.looseObject({
      data: z
        .strictObject({
          name: userName.optional(),
          email: emailSchema.optional(),
          image: optionalImage,
          role: z.union([z.string(), z.array(z.string())]).optional(),
          emailVerified: z.boolean().optional(),
          banned: z.boolean().optional(),
          banReason: shortText("banReason").nullish(),
          banExpires: z.union([z.null(), boundedDate]).optional(),
        })
        .refine((data) => Object.keys(data).length > 0, noDataToUpdate),
    }),
  },
  // No rule for ban-user: the ban's rules (banUserInputSchema, ten years at most) are checked by
  // admin/admin-guards.ts for admin callers only, so a plain user gets the same 403 for any ban.
  adminSetUserPassword: {
    body: z.looseObject({ newPassword: z.string().min(8, { error: () => authMessages.passwordTooShort }) }),
  },
  adminListUsers: {
    query: z.looseObject({
      limit: wholeNumber("limit", 1, 100),
      // The same reach as the product's own admin list (decision 024): deep offsets scan.
      offset: wholeNumber("offset", 0, ADMIN_USERS_REACHABLE - 1),
      sortBy: oneOf("sortBy", ["createdAt", "name", "email"]),
      sortDirection,
      searchValue: shortText("searchValue").optional(),
      searchField: oneOf("searchField", ["email", "name"]),
      searchOperator: oneOf("searchOperator", ["contains", "starts_with", "ends_with"]),
      filterField: oneOf("filterField", ["role", "banned", "email", "name"]),
      filterOperator: oneOf("filterOperator", ["eq", "ne"]),
      filterValue: shortText("filterValue").optional(),
    }),
  },
} satisfies Record<string, InputRule>;

function refuse(error: z.ZodError): never {
  const issue = error.issues[0];
  const params = issue && "params" in issue ? (issue.params as { code?: string } | undefined) : undefined;
  throw new APIError("BAD_REQUEST", {
    message: issue?.message ?? m.input_invalid(),
    code: params?.code ?? "VALIDATION_ERROR",
    field: issue?.path.join("."),
  });
}

/** Checks the request against its endpoint's rule and writes normalised body fields back. */
export function applyInputRule(rule: InputRule, ctx: HookContext): void {
  if (rule.query) {
    const result = rule.query.safeParse(ctx.query ?? {});
    if (!result.success) refuse(result.error);
  }
  if (rule.body) {
    // Only a missing body counts as empty: `null`, an array or a bare value is checked as sent (and
    // refused by an object schema), so the endpoint's own hooks always see an object.
    const result = rule.body.safeParse(ctx.body === undefined ? {} : ctx.body);
    if (!result.success) refuse(result.error);
    const body = ctx.body as Record<string, unknown> | undefined;
    if (body && typeof body === "object") Object.assign(body, result.data);
  }
}
