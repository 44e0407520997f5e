import { randomUUID } from "node:crypto";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import {
  businessName,
  CURRENT_SCHEMA_VERSION,
  type createGewerbeanmeldungSchema,
  DOCUMENTS_PAGE_SIZE,
  type DocumentStatus,
  type GewerbeanmeldungData,
  type GewerbeanmeldungDocument,
  pruneInapplicable,
  resolveAddress,
  upgradeGewerbeanmeldung,
} from "@app/domain";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Cursor, encodeCursor } from "./document-cursor";

const TYPE = "gewerbeanmeldung";
const { document } = schema;

const columns = {
  id: document.id,
  createdAt: document.createdAt,
  updatedAt: document.updatedAt,
  status: document.status,
  version: document.version,
  completedAt: document.completedAt,
  schemaVersion: document.schemaVersion,
  data: document.data,
};
interface Row {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  status: string;
  version: number;
  completedAt: Date | null;
  schemaVersion: number;
  data: unknown;
}

export interface Owner {
  userId: string;
  organizationId: string | null;
}

/** A stored row as the API shows it, its data upgraded to the current schema version. */
export function toDocument(row: Row): GewerbeanmeldungDocument {
  const data = upgradeGewerbeanmeldung(row.schemaVersion, row.data);
  return {
    meta: {
      id: row.id,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
      status: row.status as DocumentStatus,
      version: row.version,
      completed_at: row.completedAt,
      business_name: businessName(data),
    },
    document: data,
  };
}

/**
 * Whose documents a call may touch: the owner's, and through an API key only those of the key's
 * organization (decision 030). The owner indexes serve both; the organization is a filter on them.
 */
export interface DocumentScope {
  userId: string;
  organizationId?: string;
}

const inScope = (scope: DocumentScope) =>
  and(
    eq(document.ownerUserId, scope.userId),
    eq(document.type, TYPE),
    scope.organizationId === undefined ? undefined : eq(document.organizationId, scope.organizationId),
  );

const own = (scope: DocumentScope, id: string) => and(eq(document.id, id), inScope(scope));

export async function createGewerbeanmeldung(
  db: Database,
  owner: Owner,
  input: z.output<typeof createGewerbeanmeldungSchema>,
): Promise<string> {
  const id = randomUUID();
  // Millisecond timestamps from here, so the keyset cursor (a JS Date) compares exactly.
  const now = new Date();
  const data: GewerbeanmeldungData = {
    wohnanschrift_11: resolveAddress(input.wohnanschrift_11),
    betriebsstaette_15: resolveAddress(input.betriebsstaette_15),
  };
  await db.insert(document).values({
    id,
    type: TYPE,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    ownerUserId: owner.userId,
    organizationId: owner.organizationId,
    data,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** The owner's document, or null when it does not exist or belongs to someone else (same answer). */
export async function findGewerbeanmeldung(db: Database, scope: DocumentScope, id: string) {
  const [row] = await db.select(columns).from(document).where(own(scope, id));
  return row ? toDocument(row) : null;
}

/** Escapes LIKE's wildcards, so "%" and "_" are searched for literally. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The first page without search, by far the most asked-for, as a named prepared statement: the
 * database plans it once per connection instead of on every call (decision 021).
 */
const firstPages = new WeakMap<Database, Map<string, ReturnType<typeof prepareFirstPage>>>();
function prepareFirstPage(db: Database, byStatus: boolean) {
  return db
    .select(columns)
    .from(document)
    .where(
      and(
        eq(document.ownerUserId, sql.placeholder("owner")),
        eq(document.type, TYPE),
        byStatus ? eq(document.status, sql.placeholder("status")) : undefined,
      ),
    )
    .orderBy(desc(document.createdAt), desc(document.id))
    .limit(sql.placeholder("limit"))
    .prepare(byStatus ? "docs_first_page_by_status" : "docs_first_page");
}
function firstPage(db: Database, status: DocumentStatus | undefined) {
  const prepared = firstPages.get(db) ?? new Map<string, ReturnType<typeof prepareFirstPage>>();
  firstPages.set(db, prepared);
  const key = status ? "status" : "all";
  const statement = prepared.get(key) ?? prepareFirstPage(db, Boolean(status));
  prepared.set(key, statement);
  return statement;
}

/** One page, newest first; reads limit + 1 rows to know whether another page follows. */
export async function listGewerbeanmeldungen(
  db: Database,
  scope: DocumentScope,
  {
    cursor,
    limit = DOCUMENTS_PAGE_SIZE,
    query,
    status,
  }: { cursor?: Cursor; limit?: number; query?: string; status?: DocumentStatus },
) {
  // Every word must occur (in any of the searched fields); lower() on both sides, as in the column.
  const words = (query ?? "").split(/\s+/).filter(Boolean).slice(0, 10);
  const conditions: (SQL | undefined)[] = [
    inScope(scope),
    status ? eq(document.status, status) : undefined,
    ...words.map((word) => sql`${document.searchText} like lower(${likePattern(word)})`),
    cursor
      ? sql`(${document.createdAt}, ${document.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`
      : undefined,
  ];
  const rows =
    words.length === 0 && !cursor && scope.organizationId === undefined
      ? await firstPage(db, status).execute({ owner: scope.userId, status, limit: limit + 1 })
      : await db
          .select(columns)
          .from(document)
          .where(and(...conditions))
          .orderBy(desc(document.createdAt), desc(document.id))
          .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    documents: page.map(toDocument),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
}

/** Why a write did not happen: no such document (for this owner), a newer version, or completed. */
export type WriteRefusal =
  | { refused: "not_found" }
  | { refused: "version"; currentVersion: number; updatedAt: Date }
  | { refused: "locked"; currentVersion: number };

async function refusalFor(
  db: Database,
  scope: DocumentScope,
  id: string,
  expectedVersion: number,
): Promise<WriteRefusal> {
  const [row] = await db
    .select({ version: document.version, status: document.status, updatedAt: document.updatedAt })
    .from(document)
    .where(own(scope, id));
  if (!row) return { refused: "not_found" };
  if (row.version !== expectedVersion)
    return { refused: "version", currentVersion: row.version, updatedAt: row.updatedAt };
  return { refused: "locked", currentVersion: row.version };
}

/**
 * Replaces a draft's data, if the caller read the current version and the document is still a draft.
 * The conditional UPDATE is the check: of two tabs saving on the same version, exactly one wins.
 */
export async function saveDraft(
  db: Database,
  scope: DocumentScope,
  { id, version, data }: { id: string; version: number; data: GewerbeanmeldungData },
): Promise<GewerbeanmeldungDocument | WriteRefusal> {
  const [row] = await db
    .update(document)
    .set({
      data: pruneInapplicable(data),
      schemaVersion: CURRENT_SCHEMA_VERSION,
      version: sql`${document.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(own(scope, id), eq(document.version, version), eq(document.status, "entwurf")))
    .returning(columns);
  return row ? toDocument(row) : refusalFor(db, scope, id, version);
}

/** Sets the status ('vollstaendig' with the completion date, or back to 'entwurf'), version-checked. */
export async function setStatus(
  db: Database,
  scope: DocumentScope,
  { id, version, status }: { id: string; version: number; status: DocumentStatus },
): Promise<GewerbeanmeldungDocument | WriteRefusal> {
  const now = new Date();
  const [row] = await db
    .update(document)
    .set({
      status,
      completedAt: status === "vollstaendig" ? now : null,
      version: sql`${document.version} + 1`,
      updatedAt: now,
    })
    .where(and(own(scope, id), eq(document.version, version)))
    .returning(columns);
  if (row) return toDocument(row);
  const refusal = await refusalFor(db, scope, id, version);
  // The status check is the caller's; here only "missing" and "changed meanwhile" can refuse.
  return refusal.refused === "locked" ? { refused: "version", currentVersion: version, updatedAt: now } : refusal;
}

/** The deleted document's organization, or null when there was nothing in the scope to delete. */
export async function deleteGewerbeanmeldung(
  db: Database,
  scope: DocumentScope,
  id: string,
): Promise<{ organizationId: string | null } | null> {
  const [deleted] = await db
    .delete(document)
    .where(own(scope, id))
    .returning({ organizationId: document.organizationId });
  return deleted ?? null;
}

/** The organization a document in the scope was created in (for its activity entry). */
export async function organizationOfDocument(db: Database, scope: DocumentScope, id: string): Promise<string | null> {
  const [row] = await db.select({ organizationId: document.organizationId }).from(document).where(own(scope, id));
  return row?.organizationId ?? null;
}

export function isRefusal(value: GewerbeanmeldungDocument | WriteRefusal): value is WriteRefusal {
  return "refused" in value;
}
