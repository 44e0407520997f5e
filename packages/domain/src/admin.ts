import { formatNumber } from "@app/i18n";
import { m } from "@app/i18n/messages";
import { z } from "zod";
import { ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_REACHABLE, USER_SEARCH_FIELDS } from "./admin-search";
import { PLATFORM_ROLES } from "./roles";

export { ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_REACHABLE, USER_SEARCH_FIELDS, type UserSearchField } from "./admin-search";
// i18n-ignore: stored with the ban as its default reason (data, written once), not a message of the moment
export const BAN_REASON = "Banned by admin";
export const BAN_REASON_MAX_LENGTH = 200;
/** The longest ban with an end (ten years, in seconds); anything longer is a ban without one. */
export const BAN_EXPIRES_IN_MAX_SECONDS = 10 * 365 * 24 * 60 * 60;
export const IMPERSONATION_SECONDS = 60 * 60;

/** The refusals of docs/product.md#platform-roles: the server answers them, the user list offers the actions disabled with them. */
/** Read when shown (getters), in the reader's language. */
export const adminMessages = {
  get cannotBanSelf() {
    return m.rule_cannot_ban_self();
  },
  get cannotImpersonateSelf() {
    return m.rule_cannot_impersonate_self();
  },
  get cannotDeleteSelf() {
    return m.rule_cannot_delete_self();
  },
  get cannotChangeOwnRole() {
    return m.rule_cannot_change_own_role();
  },
  get cannotImpersonateAdmin() {
    return m.rule_cannot_impersonate_admin();
  },
  get banReasonTooLong() {
    return m.rule_ban_reason_too_long({ max: BAN_REASON_MAX_LENGTH });
  },
  get banReasonInvalid() {
    return m.rule_ban_reason_invalid();
  },
  get banExpiresInInvalid() {
    return m.rule_ban_expires_in_invalid({ max: BAN_EXPIRES_IN_MAX_SECONDS });
  },
  get offsetBeyondReachable() {
    return m.rule_offset_beyond_reachable({
      reachable: ADMIN_USERS_REACHABLE,
      reachableFormatted: formatNumber(ADMIN_USERS_REACHABLE),
    });
  },
};

/**
 * better-auth's ban-user takes any number as banExpiresIn: 0 silently bans for ever, a negative one
 * bans until a moment already past, a huge one fails on the database. These are the bounds the server
 * holds it to, and the reason's.
 */
export const banUserInputSchema = z.object({
  userId: z.string().min(1),
  banReason: z
    .string()
    .max(BAN_REASON_MAX_LENGTH, { error: () => adminMessages.banReasonTooLong })
    // PostgreSQL refuses NUL in text; no other control character belongs in a one-line reason either.
    .regex(/^[^\p{Cc}]*$/u, { error: () => adminMessages.banReasonInvalid })
    .optional(),
  banExpiresIn: z
    .number({ error: () => adminMessages.banExpiresInInvalid })
    .int({ error: () => adminMessages.banExpiresInInvalid })
    .min(1, { error: () => adminMessages.banExpiresInInvalid })
    .max(BAN_EXPIRES_IN_MAX_SECONDS, { error: () => adminMessages.banExpiresInInvalid })
    .optional(),
});
export type BanUserInput = z.infer<typeof banUserInputSchema>;

export const userSearchFieldSchema = z.enum(USER_SEARCH_FIELDS);

export const listUsersInputSchema = z.object({
  searchValue: z.string().trim().max(100).optional(),
  searchField: userSearchFieldSchema.default("email"),
  limit: z.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
  // A page may start at most at the last reachable user; the server shortens a page that would run past it.
  offset: z
    .number()
    .int()
    .min(0)
    .max(ADMIN_USERS_REACHABLE - 1, { error: () => adminMessages.offsetBeyondReachable })
    .default(0),
});
export type ListUsersInput = z.input<typeof listUsersInputSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.string().nullable(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** When the ban ends; null for a ban without end (or no ban). */
  banExpires: z.date().nullable(),
  createdAt: z.date(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersOutputSchema = z.object({
  users: z.array(adminUserSchema),
  /** The matching users; with a search, at most ADMIN_USERS_REACHABLE (see totalIsLowerBound). */
  total: z.number().int(),
  /** True when a search matches more than `total` users and the count stopped there ("1,000+"). */
  totalIsLowerBound: z.boolean(),
});
export type ListUsersOutput = z.infer<typeof listUsersOutputSchema>;

export const setRoleInputSchema = z.object({ userId: z.string().min(1), role: z.enum(PLATFORM_ROLES) });
