/**
 * Who did what to whom, and when: platform-admin actions (impersonation, bans, role changes,
 * deletions). No foreign keys on purpose: the trail must outlive the users it names, including a
 * removed user.
 */
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const auditLog = pgTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    actorUserId: text("actor_user_id").notNull(),
    action: text("action").notNull(),
    targetUserId: text("target_user_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_target_user_id_idx").on(t.targetUserId, t.createdAt),
    index("audit_log_actor_user_id_idx").on(t.actorUserId, t.createdAt),
  ],
);
