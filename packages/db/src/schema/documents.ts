import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { organization, user } from "./auth";

/**
 * Business documents as versioned JSON: one row per filled-in form. The official Gewerbeanmeldung
 * (GewA 1) has 33 fields; they are stored under their field numbers (wohnanschrift_11,
 * betriebsstaette_15, …), so new fields need no migration. See docs/decisions/004-document-storage.md.
 */
export const document = pgTable(
  "document",
  {
    id: text("id").primaryKey(),
    /** The form, e.g. "gewerbeanmeldung". */
    type: text("type").notNull(),
    /** Version of the JSON shape in `data`, for reading old rows after the form grows. */
    schemaVersion: integer("schema_version").notNull().default(1),
    ownerUserId: text("owner_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The organization that was active when the document was created (for later sharing). */
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "set null" }),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  // The list reads one owner's documents of one type, newest first, by keyset (created_at, id).
  (t) => [index("document_owner_type_created_idx").on(t.ownerUserId, t.type, t.createdAt.desc(), t.id.desc())],
);
