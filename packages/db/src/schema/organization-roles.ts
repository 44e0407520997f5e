/**
 * Roles an organization defines itself (better-auth's organization plugin, dynamic access control).
 * `role` is the key members and invitations carry in their role field and never changes; `label` is
 * the name a person reads and renames; `permission` is the role's statements as better-auth stores
 * them (JSON text). One key per organization: two creates at once cannot make the same role twice.
 */
import { pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organization } from "./auth";

export const organizationRole = pgTable(
  "organization_role",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    label: text("label").notNull(),
    permission: text("permission").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    // Also the lookup of an organization's roles (its leading column).
    uniqueIndex("organization_role_organization_role_idx").on(t.organizationId, t.role),
  ],
);
