import { z } from "zod";
import { PLATFORM_ROLES } from "./roles";

/** SPEC §9: admin user list. */
export const ADMIN_USERS_PAGE_SIZE = 10;
export const BAN_REASON = "Banned by admin";
export const IMPERSONATION_SECONDS = 60 * 60;

/** The refusals of SPEC §6: the server answers them, the user list offers the actions disabled with them. */
export const adminMessages = {
  cannotBanSelf: "You cannot ban yourself",
  cannotImpersonateSelf: "You cannot impersonate yourself",
  cannotDeleteSelf: "You cannot delete yourself",
  cannotChangeOwnRole: "You cannot change your own role",
  cannotImpersonateAdmin: "Admins cannot impersonate other admins",
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
