import { randomUUID } from "node:crypto";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import {
  type CheckContext,
  CURRENT_SCHEMA_VERSIONS,
  checkContextOf,
  DOCUMENTS_PAGE_SIZE,
  type DocumentKind,
  type DocumentStatus,
  FORMS,
  type Gewerbe,
  type GewerbeRow,
  gewerbeOf,
  gewerbeRootOf,
  pruneIn,
  upgradeDocument,
} from "@app/domain";
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import {
  columns,
  type DocumentOf,
  type DocumentScope,
  inScope,
  type Row,
  toDocument,
} from "../document-scope/document-scope";
import { type Cursor, encodeCursor } from "../paging/cursor";

/**
 * The documents of the three forms in one table (decisions 004, 034): every query is scoped to the
 * owner (and through an API key to its organization) and to one form, so another user's or another
 * form's id answers like a missing one.
 */

const { document } = schema;

export interface Owner {
  userId: string;
  organizationId: string | null;
}

const own = (scope: DocumentScope, kind: DocumentKind, id: string) =>
  and(eq(document.id, id), eq(document.type, kind), inScope(scope));

/**
 * Inserts a new draft of `kind` and answers it as the API shows it; millisecond timestamps from here,
 * so the keyset cursor compares exactly.
 */
export async function insertDocument(
  db: Database,
  owner: Owner,
  {
    kind,
    data,
    anmeldungId = null,
  }: { kind: DocumentKind; data: Record<string, unknown>; anmeldungId?: string | null },
): Promise<DocumentOf<DocumentKind>> {
  const id = randomUUID();
  const now = new Date();
  const [row] = await db
    .insert(document)
    .values({
      id,
      type: kind,
      schemaVersion: CURRENT_SCHEMA_VERSIONS[kind],
      ownerUserId: owner.userId,
      organizationId: owner.organizationId,
      anmeldungId,
      data,
      createdAt: now,
      updatedAt: now,
    })
    .returning(columns);
  return toDocument(row as Row);
}

/** The owner's document of `kind`, or null when it does not exist or is someone else's (same answer). */
export async function findDocument<K extends DocumentKind>(
  db: Database,
  scope: DocumentScope,
  kind: K,
  id: string,
): Promise<DocumentOf<K> | null> {
  const [row] = await db
    .select(columns)
    .from(document)
    .where(own(scope, kind, id));
  return row ? toDocument<K>(row) : null;
}

/**
 * The Gewerbe of each root id (a Gewerbeanmeldung), from the root and its followers in one query.
 * `known`: rows of the same scope already read (a list's page), so roots among them are not read
 * and parsed a second time; only the followers and the other roots are, and nothing when the rows
 * say no document follows them.
 */
export async function gewerbeOfRoots(
  db: Database,
  scope: DocumentScope,
  rootIds: readonly string[],
  known: readonly ListRow[] = [],
): Promise<Map<string, Gewerbe>> {
  const roots = [...new Set(rootIds)];
  if (roots.length === 0) return new Map();
  const rootSet = new Set(roots);
  const knownRoots = known.filter((row) => rootSet.has(row.id));
  const knownIds = new Set(knownRoots.map((row) => row.id));
  const otherRoots = roots.filter((id) => !knownIds.has(id));
  // Every root read already, and nothing follows any of them: each Gewerbe is its root alone.
  const complete = otherRoots.length === 0 && knownRoots.every((row) => row.followed === false);
  const read = complete
    ? []
    : await db
        .select(columns)
        .from(document)
        .where(
          and(
            inScope(scope),
            or(
              inArray(document.anmeldungId, roots),
              otherRoots.length > 0 ? inArray(document.id, otherRoots) : undefined,
            ),
          ),
        );
  const rows = [...knownRoots, ...read.filter((row) => !knownIds.has(row.id))];
  const history: GewerbeRow[] = rows.map((row) => ({
    id: row.id,
    kind: row.type as DocumentKind,
    status: row.status as DocumentStatus,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    anmeldungId: row.anmeldungId,
    data: upgradeDocument(row.type as DocumentKind, row.schemaVersion, row.data),
  }));
  return new Map(roots.map((root) => [root, gewerbeOf(root, history)]));
}

/** The Gewerbe a document belongs to. */
export async function gewerbeOfDocument(db: Database, scope: DocumentScope, meta: GewerbeDocumentMeta) {
  const root = gewerbeRootOf({ id: meta.id, kind: meta.kind, anmeldungId: meta.anmeldung_id });
  return (await gewerbeOfRoots(db, scope, [root])).get(root) as Gewerbe;
}
type GewerbeDocumentMeta = { id: string; kind: DocumentKind; anmeldung_id: string | null };

/** What a document's check knows of its Gewerbe (the Beginn a notice's date may not precede). */
export async function checkContextOfDocument(
  db: Database,
  scope: DocumentScope,
  meta: GewerbeDocumentMeta,
): Promise<CheckContext> {
  if (meta.kind === "gewerbeanmeldung") return {};
  return checkContextOf(meta.kind, await gewerbeOfDocument(db, scope, meta));
}

/** The documents of a Gewerbe's root and its followers, stored data included (for the carry-over). */
export async function gewerbeDocuments(db: Database, scope: DocumentScope, rootId: string) {
  const rows = await db
    .select(columns)
    .from(document)
    .where(and(inScope(scope), or(eq(document.id, rootId), eq(document.anmeldungId, rootId))));
  return rows.map((row) => toDocument(row));
}

/** Escapes LIKE's wildcards, so "%" and "_" are searched for literally. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A list's columns: the document, and whether any document follows it (a notice or a move names it
 * as its Gewerbeanmeldung, by the anmeldung_id index), so that a page of Gewerbeanmeldungen nothing
 * follows yet needs no second query for its Gewerbe.
 */
type ListRow = Row & { followed?: boolean };
const listColumns = {
  ...columns,
  // The outer row's id named in full: drizzle writes a column of a one-table query unqualified, which
  // inside the subquery would name the follower's own id.
  followed: sql<boolean>`exists (select 1 from ${document} as follower where follower.anmeldung_id = "document"."id")`,
};

/**
 * The first page without search, by far the most asked-for, as a named prepared statement: the
 * database plans it once per connection instead of on every call (decision 021).
 */
const firstPages = new WeakMap<Database, Map<string, ReturnType<typeof prepareFirstPage>>>();
function prepareFirstPage(db: Database, byStatus: boolean) {
  return db
    .select(listColumns)
    .from(document)
    .where(
      and(
        eq(document.ownerUserId, sql.placeholder("owner")),
        eq(document.type, sql.placeholder("type")),
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

/**
 * One page of one form's documents, newest first, each with its Gewerbe; reads limit + 1 rows to know
 * whether another page follows, and the page's Gewerbe in one more query when anything follows its
 * documents (or they are notices, whose Gewerbeanmeldung is elsewhere).
 */
export async function listDocuments<K extends DocumentKind>(
  db: Database,
  scope: DocumentScope,
  kind: K,
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
    eq(document.type, kind),
    status ? eq(document.status, status) : undefined,
    ...words.map((word) => sql`${document.searchText} like lower(${likePattern(word)})`),
    cursor
      ? sql`(${document.createdAt}, ${document.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`
      : undefined,
  ];
  const rows =
    words.length === 0 && !cursor && scope.organizationId === undefined
      ? await firstPage(db, status).execute({ owner: scope.userId, type: kind, status, limit: limit + 1 })
      : await db
          .select(listColumns)
          .from(document)
          .where(and(...conditions))
          .orderBy(desc(document.createdAt), desc(document.id))
          .limit(limit + 1);
  const pageRows = rows.slice(0, limit);
  const page = pageRows.map((row) => toDocument<K>(row));
  const gewerbe = await gewerbeOfRoots(
    db,
    scope,
    page.map(({ meta }) => gewerbeRootOf({ id: meta.id, kind: meta.kind, anmeldungId: meta.anmeldung_id })),
    pageRows,
  );
  const last = page.at(-1);
  return {
    documents: page.map((doc) => ({
      ...doc,
      gewerbe: gewerbe.get(
        gewerbeRootOf({ id: doc.meta.id, kind: doc.meta.kind, anmeldungId: doc.meta.anmeldung_id }),
      ) as Gewerbe,
    })),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ createdAt: last.meta.created_at, id: last.meta.id }) : null,
  };
}

/** A written document, and the organization it was created in (for the announcement of the change). */
export interface Written<K extends DocumentKind> {
  doc: DocumentOf<K>;
  organizationId: string | null;
}
const written = <K extends DocumentKind>(row: Row): Written<K> => ({
  doc: toDocument<K>(row),
  organizationId: row.organizationId,
});

/**
 * Why a write did not happen: no such document (for this owner), a newer version, completed, or a
 * Gewerbeanmeldung that still has notices.
 */
export type WriteRefusal =
  | { refused: "not_found" }
  | { refused: "version"; currentVersion: number; updatedAt: Date }
  | { refused: "locked"; currentVersion: number }
  | { refused: "has_notices" };

async function refusalFor(
  db: Database,
  scope: DocumentScope,
  kind: DocumentKind,
  id: string,
  expectedVersion: number,
): Promise<WriteRefusal> {
  const [row] = await db
    .select({ version: document.version, status: document.status, updatedAt: document.updatedAt })
    .from(document)
    .where(own(scope, kind, id));
  if (!row) return { refused: "not_found" };
  if (row.version !== expectedVersion)
    return { refused: "version", currentVersion: row.version, updatedAt: row.updatedAt };
  return { refused: "locked", currentVersion: row.version };
}

/**
 * Replaces a draft's data, if the caller read the current version and the document is still a draft.
 * The conditional UPDATE is the check: of two tabs saving on the same version, exactly one wins.
 */
export async function saveDraft<K extends DocumentKind>(
  db: Database,
  scope: DocumentScope,
  kind: K,
  { id, version, data }: { id: string; version: number; data: object },
): Promise<Written<K> | WriteRefusal> {
  const [row] = await db
    .update(document)
    .set({
      data: pruneIn(FORMS[kind], data),
      schemaVersion: CURRENT_SCHEMA_VERSIONS[kind],
      version: sql`${document.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(own(scope, kind, id), eq(document.version, version), eq(document.status, "entwurf")))
    .returning(columns);
  return row ? written<K>(row) : refusalFor(db, scope, kind, id, version);
}

/** Sets the status ('vollstaendig' with the completion date, or back to 'entwurf'), version-checked. */
export async function setStatus<K extends DocumentKind>(
  db: Database,
  scope: DocumentScope,
  kind: K,
  { id, version, status }: { id: string; version: number; status: DocumentStatus },
): Promise<Written<K> | WriteRefusal> {
  const now = new Date();
  const [row] = await db
    .update(document)
    .set({
      status,
      completedAt: status === "vollstaendig" ? now : null,
      version: sql`${document.version} + 1`,
      updatedAt: now,
    })
    .where(and(own(scope, kind, id), eq(document.version, version)))
    .returning(columns);
  if (row) return written<K>(row);
  const refusal = await refusalFor(db, scope, kind, id, version);
  // The status check is the caller's; here only "missing" and "changed meanwhile" can refuse.
  return refusal.refused === "locked" ? { refused: "version", currentVersion: version, updatedAt: now } : refusal;
}

// Written out: inside a DELETE the builder may leave columns unqualified, and "id" would be the follower's.
const followedBy = sql.raw(
  `exists (select 1 from "document" as follower where follower."anmeldung_id" = "document"."id")`,
);

/** A foreign key violation: a notice was made for the document while it was being deleted. */
const isFollowed = (error: unknown) => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23503") return true;
  }
  return false;
};

/**
 * Deletes a document in the scope; a Gewerbeanmeldung that notices follow is kept (they are deleted
 * first, each on its own). Answers the deleted document's organization.
 */
export async function deleteDocument(
  db: Database,
  scope: DocumentScope,
  kind: DocumentKind,
  id: string,
): Promise<{ organizationId: string | null } | WriteRefusal> {
  try {
    // In a transaction of its own (a savepoint when the caller's is open, as for the webhook event):
    // a notice made meanwhile fails the delete on its foreign key, and only this step is undone, so
    // the caller's transaction can still answer 409 instead of failing as a whole.
    const [deleted] = await db.transaction((step) =>
      step
        .delete(document)
        .where(and(own(scope, kind, id), sql`not ${followedBy}`))
        .returning({ organizationId: document.organizationId }),
    );
    if (deleted) return deleted;
  } catch (error) {
    if (isFollowed(error)) return { refused: "has_notices" };
    throw error;
  }
  const [row] = await db
    .select({ id: document.id })
    .from(document)
    .where(own(scope, kind, id));
  return row ? { refused: "has_notices" } : { refused: "not_found" };
}

/** The organization a document in the scope was created in (for its activity entry). */
export async function organizationOfDocument(
  db: Database,
  scope: DocumentScope,
  kind: DocumentKind,
  id: string,
): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: document.organizationId })
    .from(document)
    .where(own(scope, kind, id));
  return row?.organizationId ?? null;
}

export function isRefusal<T extends object>(value: T | WriteRefusal): value is WriteRefusal {
  return "refused" in value;
}
