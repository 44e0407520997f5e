import type { Database } from "@app/db";
import { schema } from "@app/db";
import {
  type AbmeldungDocument,
  businessName,
  type DocumentKind,
  type DocumentStatus,
  type GewerbeanmeldungDocument,
  type UmmeldungDocument,
  upgradeDocument,
} from "@app/domain";
import { and, eq } from "drizzle-orm";

/**
 * The documents of the three forms as the API shows them, and whose a call may read: what the
 * documents feature and the obligations (which read the documents they follow) share.
 */

const { document } = schema;

/** A stored document of the kind `K`, as the API shows it. */
export type DocumentOf<K extends DocumentKind> = K extends "gewerbeanmeldung"
  ? GewerbeanmeldungDocument
  : K extends "gewerbeummeldung"
    ? UmmeldungDocument
    : AbmeldungDocument;

export const columns = {
  id: document.id,
  type: document.type,
  organizationId: document.organizationId,
  anmeldungId: document.anmeldungId,
  createdAt: document.createdAt,
  updatedAt: document.updatedAt,
  status: document.status,
  version: document.version,
  completedAt: document.completedAt,
  schemaVersion: document.schemaVersion,
  data: document.data,
};
export interface Row {
  id: string;
  type: string;
  organizationId: string | null;
  anmeldungId: string | null;
  createdAt: Date;
  updatedAt: Date;
  status: string;
  version: number;
  completedAt: Date | null;
  schemaVersion: number;
  data: unknown;
}

/** A stored row as the API shows it, its data upgraded to its form's current schema version. */
export function toDocument<K extends DocumentKind>(row: Row): DocumentOf<K> {
  const kind = row.type as DocumentKind;
  const data = upgradeDocument(kind, row.schemaVersion, row.data);
  return {
    meta: {
      id: row.id,
      kind,
      anmeldung_id: row.anmeldungId,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
      status: row.status as DocumentStatus,
      version: row.version,
      completed_at: row.completedAt,
      business_name: businessName(data),
    },
    document: data,
  } as DocumentOf<K>;
}

/**
 * Whose documents a call may touch: the owner's, and through an API key only those of the key's
 * organization (decision 030). The owner indexes serve both; the organization is a filter on them.
 */
export interface DocumentScope {
  userId: string;
  organizationId?: string;
}

/** The scope as a condition on the document table (also for the obligations' reads, decision 040). */
export const inScope = (scope: DocumentScope) =>
  and(
    eq(document.ownerUserId, scope.userId),
    scope.organizationId === undefined ? undefined : eq(document.organizationId, scope.organizationId),
  );

/** A document of any of the three forms in the scope, or null (missing or someone else's: same answer). */
export async function findAnyDocument(db: Database, scope: DocumentScope, id: string) {
  const [row] = await db
    .select(columns)
    .from(document)
    .where(and(eq(document.id, id), inScope(scope)));
  return row ? { doc: toDocument(row), organizationId: row.organizationId } : null;
}
