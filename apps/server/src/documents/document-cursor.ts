/** Keyset cursor for "newest first" lists: the (created_at, id) of the last row of a page, opaque to clients. */
export interface Cursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor({ createdAt, id }: Cursor): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString("base64url");
}

/** Undefined for anything that is not a cursor this server made. */
export function decodeCursor(value: string): Cursor | undefined {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    const date = new Date(createdAt);
    if (typeof id !== "string" || Number.isNaN(date.getTime())) return undefined;
    return { createdAt: date, id };
  } catch {
    return undefined;
  }
}
