import { z } from "zod";
import { PLATFORM_ROLES } from "./roles";

/** SPEC §9: admin user list. */
export const ADMIN_USERS_PAGE_SIZE = 10;
export const ADMIN_SEARCH_DEBOUNCE_MS = 500;
export const BAN_REASON = "Banned by admin";
export const IMPERSONATION_SECONDS = 60 * 60;

export const adminMessages = {
  cannotBanSelf: "You cannot ban yourself",
  cannotImpersonateSelf: "You cannot impersonate yourself",
  cannotDeleteSelf: "You cannot delete yourself",
  cannotChangeOwnRole: "You cannot change your own role",
  cannotImpersonateAdmin: "Admins cannot impersonate other admins",
  confirmDelete: "Are you sure you want to permanently delete this user?",
  confirmImpersonate: "Are you sure you want to impersonate this user?",
  loading: "Loading users...",
  empty: "No users found.",
} as const;

export const userSearchFieldSchema = z.enum(["email", "name"]);
export type UserSearchField = z.infer<typeof userSearchFieldSchema>;

export const listUsersInputSchema = z.object({
  searchValue: z.string().trim().max(100).optional(),
  searchField: userSearchFieldSchema.default("email"),
  limit: z.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
  offset: z.number().int().min(0).default(0),
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
  createdAt: z.date(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersOutputSchema = z.object({ users: z.array(adminUserSchema), total: z.number().int() });

export const setRoleInputSchema = z.object({ userId: z.string().min(1), role: z.enum(PLATFORM_ROLES) });

/** 'Showing X to Y of Z results' */
export function showingRange(offset: number, count: number, total: number): string {
  if (total === 0) return "Showing 0 to 0 of 0 results";
  return `Showing ${offset + 1} to ${offset + count} of ${total} results`;
}

/** Profile form (SPEC §5): name at least 1 character; avatar a URL or empty (sent as absent). */
export const profileMessages = {
  nameRequired: "Name must be at least 1 character",
  imageInvalid: "Avatar URL must be a valid URL",
  saved: "Profile updated",
} as const;

export const profileSchema = z.object({
  name: z.string().trim().min(1, { error: profileMessages.nameRequired }).max(100),
  image: z.union([z.literal(""), z.url({ protocol: /^https?$/, error: profileMessages.imageInvalid })]).optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;
