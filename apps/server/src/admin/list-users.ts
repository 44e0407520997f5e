import type { Database } from "@app/db";
import { schema } from "@app/db";
import { ADMIN_USERS_REACHABLE, type ListUsersOutput, type UserSearchField } from "@app/domain";
import { count, desc, inArray, type SQL, sql } from "drizzle-orm";

export interface ListUsersQuery {
  searchValue?: string;
  searchField: UserSearchField;
  limit: number;
  offset: number;
}

/** drizzle's execute answers `{ rows }` on both drivers (node-postgres and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** LIKE's wildcards and its escape character (backslash, PostgreSQL's default) match only themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, "\\$&");
}

/**
 * One page of users for the admin table, newest first (id breaks ties so pages never overlap), with
 * `total` counting only the users that match. Case-insensitive `contains` on email or name.
 *
 * Decision 024: only the first ADMIN_USERS_REACHABLE users of a list are served (a page that would run
 * past them is cut short, the input schema refuses an offset beyond), and a search counts at most that
 * many matches: counting all of a common term's 300,000 cost 250 ms at a million users. Decision 025:
 * the search reads the lower-cased copies the list's date index carries.
 *
 * better-auth's own list-users is not used: its `contains` is case-sensitive on PostgreSQL, treats
 * `%` and `_` as wildcards and is not a stable order for users created in the same millisecond.
 */
export async function listUsers(
  db: Database,
  query: ListUsersQuery,
  // Only the bench passes another bound, to weigh the figures of decision 024 against it.
  { reachable = ADMIN_USERS_REACHABLE }: { reachable?: number } = {},
): Promise<ListUsersOutput> {
  const u = schema.user;
  // The stored lower-cased copies (decision 025), lowered by the database's own lower() on both sides.
  const column = query.searchField === "name" ? u.nameSearch : u.emailSearch;
  const where: SQL | undefined = query.searchValue
    ? sql`${column} like lower(${`%${escapeLike(query.searchValue)}%`})`
    : undefined;
  const limit = Math.max(0, Math.min(query.limit, reachable - query.offset));
  // The page's ids first: found by walking the date index, which carries the search columns, without
  // visiting the table (an index-only scan); then only those rows are read. Filtering the full rows
  // on the same walk read 100,000 table rows for the 1,000th match of a 1-in-100 name (decision 025).
  const pageIds = db
    .select({ id: u.id })
    .from(u)
    .where(where)
    .orderBy(desc(u.createdAt), desc(u.id))
    .limit(limit)
    .offset(query.offset);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: u.id,
        name: u.name,
        email: u.email,
        image: u.image,
        role: u.role,
        banned: u.banned,
        banReason: u.banReason,
        emailVerified: u.emailVerified,
        twoFactorEnabled: u.twoFactorEnabled,
        banExpires: u.banExpires,
        createdAt: u.createdAt,
      })
      .from(u)
      .where(inArray(u.id, pageIds))
      .orderBy(desc(u.createdAt), desc(u.id)),
    // Without a search the total is the row the database keeps (migration 0006): counting a
    // million users on every page would cost more than the page itself. With one, the count stops
    // one past the bound, which tells "exactly 1,000" from "more".
    where
      ? db
          .select({ total: count() })
          .from(
            db
              .select({ one: sql`1` })
              .from(u)
              .where(where)
              .limit(reachable + 1)
              .as("matches"),
          )
          .then(([row]) => Number(row?.total ?? 0))
      : db
          .execute(sql`select "total" from "user_count"`)
          .then((r) => Number(rowsOf<{ total: string | number }>(r)[0]?.total ?? 0)),
  ]);
  const now = Date.now();
  return {
    // better-auth lifts an ended ban only when the user next signs in; until then the row still says
    // banned. The list shows what holds now.
    users: rows.map((r) => {
      const base = { ...r, banned: r.banned ?? false, twoFactorEnabled: r.twoFactorEnabled ?? false };
      const ended = r.banExpires !== null && r.banExpires.getTime() <= now;
      return ended ? { ...base, banned: false, banReason: null, banExpires: null } : base;
    }),
    total: where ? Math.min(total, reachable) : total,
    totalIsLowerBound: where !== undefined && total > reachable,
  };
}
