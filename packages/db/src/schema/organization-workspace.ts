/**
 * The organization as a workspace (decision 031): its activity log and its uploaded logo.
 */
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { organization } from "./auth";

/**
 * What happened in one organization, for its owners and admins. The actor is a snapshot (id, name,
 * email) without a foreign key: the entry outlives a removed member or a deleted account. Deleting
 * the organization deletes its log with it.
 */
export const organizationActivity = pgTable(
  "organization_activity",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    actorUserId: text("actor_user_id"),
    actorName: text("actor_name"),
    actorEmail: text("actor_email"),
    /** One of ORG_ACTIVITY_KINDS (packages/domain/src/organization-activity.ts). */
    kind: text("kind").notNull(),
    /** What it was done to, readable on its own: an address, a document title, a member's name. */
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    /** From where: the client address and browser of the request. */
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  // The log reads one organization newest first by keyset (created_at, id), optionally of one person
  // or one kind; each filter has its own index so no page scans another organization's rows.
  (t) => [
    index("organization_activity_org_created_idx").on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index("organization_activity_org_actor_created_idx").on(
      t.organizationId,
      t.actorUserId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index("organization_activity_org_kind_created_idx").on(t.organizationId, t.kind, t.createdAt.desc(), t.id.desc()),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An uploaded logo, re-encoded by the server (WebP, 256 px at most, no metadata). In the database
 * so the embedded default's backups carry it; `hash` (sha-256 of `bytes`) is part of its URL.
 */
export const organizationLogo = pgTable("organization_logo", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  hash: text("hash").notNull(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/**
 * Documents counted per organization, owner, month of creation (UTC, "YYYY-MM"), form and status, kept by
 * a trigger on `document` (migration 0008_organization_workspace.sql): the dashboard reads a few
 * dozen rows instead of counting 100,000 documents on every visit (decision 031). No foreign key to
 * the owner: deleting a user deletes their documents, and the trigger takes them off.
 */
export const organizationDocumentStats = pgTable(
  "organization_document_stats",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    ownerUserId: text("owner_user_id").notNull(),
    month: text("month").notNull(),
    /** The document's form (document.type): the dashboard counts each kind (decision 034). */
    type: text("type").notNull().default("gewerbeanmeldung"),
    status: text("status").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.ownerUserId, t.month, t.type, t.status] }),
    index("organization_document_stats_month_idx").on(t.organizationId, t.month),
  ],
);
