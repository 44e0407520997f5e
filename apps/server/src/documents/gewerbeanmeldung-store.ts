import { randomUUID } from "node:crypto";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import {
  type createGewerbeanmeldungSchema,
  DOCUMENTS_PAGE_SIZE,
  type GewerbeanmeldungDocument,
  resolveAddress,
  type StoredAddress,
} from "@app/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Cursor, encodeCursor } from "./document-cursor";

const TYPE = "gewerbeanmeldung";
const { document } = schema;

interface StoredData {
  wohnanschrift_11: StoredAddress;
  betriebsstaette_15: StoredAddress;
}

function toDocument(row: { id: string; createdAt: Date; data: unknown }): GewerbeanmeldungDocument {
  const data = row.data as StoredData;
  return {
    meta: { id: row.id, created_at: row.createdAt },
    document: { wohnanschrift_11: data.wohnanschrift_11, betriebsstaette_15: data.betriebsstaette_15 },
  };
}

export async function createGewerbeanmeldung(
  db: Database,
  owner: { userId: string; organizationId: string | null },
  input: z.output<typeof createGewerbeanmeldungSchema>,
): Promise<string> {
  const id = randomUUID();
  // Millisecond timestamps from here, so the keyset cursor (a JS Date) compares exactly.
  const now = new Date();
  const data: StoredData = {
    wohnanschrift_11: resolveAddress(input.wohnanschrift_11),
    betriebsstaette_15: resolveAddress(input.betriebsstaette_15),
  };
  await db.insert(document).values({
    id,
    type: TYPE,
    ownerUserId: owner.userId,
    organizationId: owner.organizationId,
    data,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** The owner's document, or null when it does not exist or belongs to someone else (same answer). */
export async function findGewerbeanmeldung(db: Database, ownerUserId: string, id: string) {
  const [row] = await db
    .select({ id: document.id, createdAt: document.createdAt, data: document.data })
    .from(document)
    .where(and(eq(document.id, id), eq(document.ownerUserId, ownerUserId), eq(document.type, TYPE)));
  return row ? toDocument(row) : null;
}

/** One page, newest first; reads limit + 1 rows to know whether another page follows. */
export async function listGewerbeanmeldungen(
  db: Database,
  ownerUserId: string,
  { cursor, limit = DOCUMENTS_PAGE_SIZE }: { cursor?: Cursor; limit?: number },
) {
  const rows = await db
    .select({ id: document.id, createdAt: document.createdAt, data: document.data })
    .from(document)
    .where(
      and(
        eq(document.ownerUserId, ownerUserId),
        eq(document.type, TYPE),
        cursor
          ? sql`(${document.createdAt}, ${document.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(document.createdAt), desc(document.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    documents: page.map(toDocument),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
}
