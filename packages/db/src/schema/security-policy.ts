/**
 * The security policies an organization sets for its own people (decision 043). One row per
 * organization that has set one; no row is no policy.
 */
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { organization, user } from "./auth";

export const organizationSecurityPolicy = pgTable("organization_security_policy", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  /**
   * Addresses and CIDR ranges (IPv4, IPv6) its data may be reached from, as entered and checked
   * by packages/domain's `allowedNetworksSchema`; empty: from anywhere.
   */
  allowedNetworks: text("allowed_networks").array().notNull().default([]),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
