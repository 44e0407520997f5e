/**
 * The security policies an organization sets for its own people (decision 043). One row per
 * organization that has set one; no row is no policy.
 */
import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { organization, session, user } from "./auth";

export const organizationSecurityPolicy = pgTable("organization_security_policy", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  /**
   * Addresses and CIDR ranges (IPv4, IPv6) its data may be reached from, as entered and checked
   * by packages/domain's `allowedNetworksSchema`; empty: from anywhere.
   */
  allowedNetworks: text("allowed_networks").array().notNull().default([]),
  /** Members need two-factor (TOTP or a passkey), and a session that showed it, to act in it. */
  twoFactorRequired: boolean("two_factor_required").notNull().default(false),
  /** Minutes a session may go without using this organization; null: no idle limit. */
  idleTimeoutMinutes: integer("idle_timeout_minutes"),
  /** Minutes after sign-in a session may use this organization; null: no absolute limit. */
  absoluteLifetimeMinutes: integer("absolute_lifetime_minutes"),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/**
 * When a session last used an organization that has an idle limit: written at most once a minute
 * per session and organization, so the idle limit holds on every instance without a write per
 * request. Rows exist only while the organization has an idle limit.
 */
export const organizationSessionUse = pgTable(
  "organization_session_use",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => session.id, { onDelete: "cascade" }),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.organizationId] })],
);
