/** Keyset cursor for "newest first" lists: the (created_at, id) of the last row of a page, opaque to clients. */
export interface Cursor {
  createdAt: Date;
  id: string;
}

// A cursor only ever holds a row's timestamp and id, so anything else is refused before it reaches
// the database (a year like +275760 used to come back from PostgreSQL as a 500).
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function encodeCursor({ createdAt, id }: Cursor): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString("base64url");
}

/** Undefined for anything that is not a cursor this server made: a real date in range and a row id. */
export function decodeCursor(value: string): Cursor | undefined {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (!Array.isArray(decoded) || decoded.length !== 2) return undefined;
    const [createdAt, id] = decoded;
    if (typeof createdAt !== "string" || typeof id !== "string" || !ID_PATTERN.test(id)) return undefined;
    const date = new Date(createdAt);
    const time = date.getTime();
    if (Number.isNaN(time) || time < EARLIEST || time > LATEST) return undefined;
    // Exactly what encodeCursor wrote: no other date formats, no lenient parsing.
    if (date.toISOString() !== createdAt) return undefined;
    return { createdAt: date, id };
  } catch {
    return undefined;
  }
}
