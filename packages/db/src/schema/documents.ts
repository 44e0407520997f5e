import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
    /** The form: "gewerbeanmeldung" (GewA 1), "gewerbeummeldung" (GewA 2), "gewerbeabmeldung" (GewA 3). */
    type: text("type").notNull(),
    /** Version of the JSON shape in `data`, for reading old rows after the form grows. */
    schemaVersion: integer("schema_version").notNull().default(1),
    ownerUserId: text("owner_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The organization that was active when the document was created (for later sharing). */
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "set null" }),
    data: jsonb("data").notNull(),
    /**
     * The Gewerbeanmeldung this document follows (decision 034): the one an Ummeldung or Abmeldung
     * changes or closes, or the former place's of a Gewerbeanmeldung after a move into another
     * district. No cascade: a Gewerbeanmeldung with notices is not deleted until they are (deleting
     * the owner deletes all of them in one statement).
     */
    anmeldungId: text("anmeldung_id").references((): AnyPgColumn => document.id),
    /** 'entwurf' until completed, then 'vollstaendig' (docs/decisions/010-gewerbeanmeldung-schema.md). */
    status: text("status").notNull().default("entwurf"),
    /** Optimistic concurrency: every write expects the version it read and increases it. */
    version: integer("version").notNull().default(1),
    /** When the document became 'vollstaendig' (field 32, Datum); null for a draft. */
    completedAt: timestamp("completed_at", { withTimezone: true, precision: 3 }),
    /**
     * What the list search looks in: business name (fields 3 and 1), Ort of the Betriebsstätte (15)
     * and Tätigkeit (18), lower-cased. Generated, so old rows and every write stay in step.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(coalesce(data->>'geschaeftsbezeichnung_3', '') || ' ' || coalesce(data->>'name_1', '') || ' ' || coalesce(data#>>'{betriebsstaette_15,ort}', '') || ' ' || coalesce(data->>'taetigkeit_18', ''))`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  // The list reads one owner's documents of one type, newest first, by keyset (created_at, id),
  // optionally of one status; the search is a substring match, served by a trigram index (pg_trgm).
  (t) => [
    index("document_owner_type_created_idx").on(t.ownerUserId, t.type, t.createdAt.desc(), t.id.desc()),
    index("document_owner_type_status_created_idx").on(
      t.ownerUserId,
      t.type,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index("document_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    // A Gewerbe's history, and the check that a Gewerbeanmeldung has no notices before it is deleted.
    index("document_anmeldung_idx").on(t.anmeldungId, t.createdAt),
    // One Abmeldung per Gewerbe, and one registration in another district: two at once cannot both be made.
    uniqueIndex("document_one_abmeldung_idx").on(t.anmeldungId).where(sql`${t.type} = 'gewerbeabmeldung'`),
    uniqueIndex("document_one_verlegung_idx").on(t.anmeldungId).where(sql`${t.type} = 'gewerbeanmeldung'`),
  ],
);
