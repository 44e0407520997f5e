import type { Database } from "@app/db";
import { schema } from "@app/db";
import type { DocumentKind, DocumentStatus, ObligationId } from "@app/domain";
import { upgradeDocument } from "@app/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type DocumentScope, inScope } from "../document-scope/document-scope";

/**
 * What a person did about a document's obligations (decision 040): done marks, the reminder switch
 * and the reminders already sent. Reads go through the documents' own scope (document-store.ts), so
 * another user's or organization's document is never seen here either.
 */

const { document, obligationDone, obligationReminderOptOut, user } = schema;

export interface DoneMark {
  at: Date;
  by: { id: string; name: string } | null;
}
/** Done marks by document id, then obligation id. */
export type DoneMarks = Map<string, Map<string, DoneMark>>;

interface MarkRow {
  documentId: string;
  obligationId: string;
  doneAt: Date;
  doneBy: string | null;
  name: string | null;
}

function marksFrom(rows: MarkRow[]): DoneMarks {
  const marks: DoneMarks = new Map();
  for (const row of rows) {
    const byDocument = marks.get(row.documentId) ?? new Map<string, DoneMark>();
    byDocument.set(row.obligationId, {
      at: row.doneAt,
      by: row.doneBy ? { id: row.doneBy, name: row.name ?? "" } : null,
    });
    marks.set(row.documentId, byDocument);
  }
  return marks;
}

const markColumns = {
  documentId: obligationDone.documentId,
  obligationId: obligationDone.obligationId,
  doneAt: obligationDone.doneAt,
  doneBy: obligationDone.doneBy,
  name: user.name,
};

/** The done marks of these documents, in one query (the primary key's prefix). */
export async function marksOf(db: Database, documentIds: readonly string[]): Promise<DoneMarks> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select(markColumns)
    .from(obligationDone)
    .leftJoin(user, eq(user.id, obligationDone.doneBy))
    .where(inArray(obligationDone.documentId, [...documentIds]));
  return marksFrom(rows);
}

export async function remindersEnabled(db: Database, documentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: obligationReminderOptOut.documentId })
    .from(obligationReminderOptOut)
    .where(eq(obligationReminderOptOut.documentId, documentId));
  return !row;
}

/** Marks an obligation done; a second mark keeps the first. Answers the mark and whether it is new. */
export async function markDone(
  db: Database,
  { documentId, obligationId, userId, now }: { documentId: string; obligationId: string; userId: string; now: Date },
): Promise<{ mark: DoneMark; created: boolean }> {
  const inserted = await db
    .insert(obligationDone)
    .values({ documentId, obligationId, doneBy: userId, doneAt: now })
    .onConflictDoNothing()
    .returning({ documentId: obligationDone.documentId });
  const marks = await marksOf(db, [documentId]);
  return { mark: marks.get(documentId)?.get(obligationId) as DoneMark, created: inserted.length > 0 };
}

export async function undoDone(db: Database, documentId: string, obligationId: string): Promise<void> {
  await db
    .delete(obligationDone)
    .where(and(eq(obligationDone.documentId, documentId), eq(obligationDone.obligationId, obligationId)));
}

export async function setReminders(db: Database, documentId: string, enabled: boolean, now: Date): Promise<void> {
  if (enabled) {
    await db.delete(obligationReminderOptOut).where(eq(obligationReminderOptOut.documentId, documentId));
  } else {
    await db.insert(obligationReminderOptOut).values({ documentId, createdAt: now }).onConflictDoNothing();
  }
}

/** A completed document as the rules read it, with what they need of its Gewerbe. */
export interface RuleDocument {
  id: string;
  kind: DocumentKind;
  status: DocumentStatus;
  anmeldungId: string | null;
  organizationId: string | null;
  completedAt: Date | null;
  createdAt: Date;
  businessName: string | null;
  data: Record<string, unknown>;
  marks: Map<string, DoneMark>;
}

interface RuleRow {
  id: string;
  type: string;
  status: string;
  anmeldung_id: string | null;
  organization_id: string | null;
  completed_at: Date | string | null;
  created_at: Date | string;
  schema_version: number;
  data: unknown;
  marks: { obligationId: string; doneAt: string; doneBy: string | null; name: string | null }[] | null;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function ruleDocumentOf(row: RuleRow, businessNameOf: (data: Record<string, unknown>) => string | null) {
  const kind = row.type as DocumentKind;
  const data = upgradeDocument(kind, row.schema_version, row.data) as Record<string, unknown>;
  const marks = marksFrom((row.marks ?? []).map((m) => ({ ...m, documentId: row.id, doneAt: new Date(m.doneAt) }))).get(
    row.id,
  );
  return {
    id: row.id,
    kind,
    status: row.status as DocumentStatus,
    anmeldungId: row.anmeldung_id,
    organizationId: row.organization_id,
    completedAt: row.completed_at === null ? null : date(row.completed_at),
    createdAt: date(row.created_at),
    businessName: businessNameOf(data),
    data,
    marks: marks ?? new Map(),
  } satisfies RuleDocument;
}

/** Each document's done marks as one JSON array (a lateral subquery on the primary key). */
const marksColumn = sql<RuleRow["marks"]>`(
  select json_agg(json_build_object('obligationId', od.obligation_id, 'doneAt', od.done_at, 'doneBy', od.done_by, 'name', u.name))
  from ${obligationDone} od left join ${user} u on u.id = od.done_by
  where od.document_id = ${document.id})`;

const ruleColumns = sql`${document.id} as id, ${document.type} as type, ${document.status} as status,
  ${document.anmeldungId} as anmeldung_id, ${document.organizationId} as organization_id,
  ${document.completedAt} as completed_at, ${document.createdAt} as created_at,
  ${document.schemaVersion} as schema_version, ${document.data} as data, ${marksColumn} as marks`;

/** The rows of a raw query: node-postgres answers `{ rows }`, PGlite's driver the same. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/**
 * The caller's completed documents, each with its done marks, in one query: what the dashboard's
 * list of what is due soon is computed from (the owner index, then the marks' primary key).
 */
export async function completedDocumentsOf(db: Database, scope: DocumentScope): Promise<RuleRow[]> {
  const result = await db.execute(
    sql`select ${ruleColumns} from ${document} where ${inScope(scope)} and ${document.status} = 'vollstaendig'`,
  );
  return rowsOf<RuleRow>(result);
}

/**
 * Every user's completed documents after `afterId`, by id (the primary key), `limit` at a time, with
 * their marks, their owner's mail address and language and the reminder switch: the reminders' sweep.
 * Also the documents of the same Gewerbe (its root and followers), for what its end makes moot.
 */
export async function sweepBatch(db: Database, afterId: string, limit: number) {
  const result = await db.execute(sql`
    select ${ruleColumns}, ${document.ownerUserId} as owner_id, u.email as owner_email, u.name as owner_name,
      u.language as owner_language,
      exists (select 1 from ${obligationReminderOptOut} o where o.document_id = ${document.id}) as opted_out
    from ${document} join ${user} u on u.id = ${document.ownerUserId}
    where ${document.status} = 'vollstaendig' and ${document.id} > ${afterId}
    order by ${document.id} limit ${limit}`);
  return rowsOf<
    RuleRow & {
      owner_id: string;
      owner_email: string;
      owner_name: string;
      owner_language: string | null;
      opted_out: boolean;
    }
  >(result);
}

/**
 * The completed documents of these Gewerbe (roots and their followers), with their marks; in the
 * caller's scope where one is given (the sweep reads every user's).
 */
export async function gewerbeRows(db: Database, rootIds: readonly string[], scope?: DocumentScope): Promise<RuleRow[]> {
  const roots = [...new Set(rootIds)];
  if (roots.length === 0) return [];
  const list = sql.join(
    roots.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select ${ruleColumns} from ${document}
    where ${document.status} = 'vollstaendig' and (${document.id} in (${list}) or ${document.anmeldungId} in (${list}))
      ${scope ? sql`and ${inScope(scope)}` : sql``}`);
  return rowsOf<RuleRow>(result);
}

export type { ObligationId, RuleRow };
