/**
 * Decisions 024 and 025, as an API client sees it: a search counts its matches exactly up to 1,000
 * and says "at least 1,000" beyond, without a search the total stays exact, and only the first 1,000
 * users of any list can be paged to (a page running past them is cut short, an offset beyond is a
 * 400). 1,050 users are seeded with one INSERT ... SELECT, so the real bound is tested, not a smaller
 * one.
 */
import { randomBytes } from "node:crypto";
import { ADMIN_USERS_REACHABLE, adminMessages } from "@app/domain";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminServerFixture, listUsers } from "./support/admin";
import { backends } from "./support/matrix";

const SEEDED = 1_050;

describe.each(backends)("admin.listUsers bounds on $name", (backend) => {
  const env = adminServerFixture(backend);
  /** In every seeded email; the first 1,000 seeded users (and only they) have it in their name too. */
  const tag = `bound${randomBytes(3).toString("hex")}`;
  /** Seeded user n was created n seconds before this: user 1 is the newest. */
  const base = Date.parse("2030-01-01T00:00:00Z");
  const idOf = (n: number) => `${tag}-${String(n).padStart(5, "0")}`;

  beforeAll(async () => {
    await env.server.database.db.execute(sql`
      insert into "user" (id, name, email, created_at, updated_at, role)
      select ${tag} || '-' || lpad(n::text, 5, '0'),
             -- Mixed case: the search is case-insensitive through the lower-cased copies.
             case when n <= ${ADMIN_USERS_REACHABLE}::int then 'Member ' || upper(${tag}) else 'Guest' end || ' ' || n,
             'user' || n || '@' || ${tag} || '.test',
             ${new Date(base).toISOString()}::timestamptz - (n || ' seconds')::interval,
             now(),
             'user'
      from generate_series(1, ${SEEDED}::int) as n`);
  });

  async function list(input: Record<string, unknown>) {
    const { status, body } = await listUsers(env.admin.client, input);
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  }

  it("a search with more than 1,000 matches reports 1,000 as a lower bound", async () => {
    const body = await list({ searchValue: tag, searchField: "email" });
    expect(body).toMatchObject({ total: ADMIN_USERS_REACHABLE, totalIsLowerBound: true });
    expect(body.users.map((u) => u.id)).toEqual(Array.from({ length: 10 }, (_, i) => idOf(i + 1)));
  });

  it("exactly 1,000 matches are counted exactly", async () => {
    const body = await list({ searchValue: `member ${tag}`, searchField: "name" });
    expect(body).toMatchObject({ total: ADMIN_USERS_REACHABLE, totalIsLowerBound: false });
  });

  it("fewer matches are counted exactly", async () => {
    const body = await list({ searchValue: `1@${tag}.test`, searchField: "email" });
    // user1@, user11@, …: every n ending in 1 (105 of 1,050).
    expect(body).toMatchObject({ total: SEEDED / 10, totalIsLowerBound: false });
  });

  it("without a search the total stays exact, beyond 1,000", async () => {
    const body = await list({});
    expect(body).toMatchObject({ total: SEEDED + 1, totalIsLowerBound: false });
  });

  it("the last reachable page holds the 991st to 1,000th newest match", async () => {
    const body = await list({ searchValue: tag, searchField: "email", offset: ADMIN_USERS_REACHABLE - 10 });
    expect(body.users.map((u) => u.id)).toEqual(Array.from({ length: 10 }, (_, i) => idOf(991 + i)));
    expect(body).toMatchObject({ total: ADMIN_USERS_REACHABLE, totalIsLowerBound: true });
  });

  it("a page that would run past the 1,000th user is cut short there, searched or not", async () => {
    const searched = await list({ searchValue: `MEMBER ${tag}`, searchField: "name", offset: 995, limit: 10 });
    expect(searched.users.map((u) => u.id)).toEqual([996, 997, 998, 999, 1_000].map(idOf));
    // Without a search the seeded users are the newest (2030); the admin signed up now, 1,051st.
    const unsearched = await list({ offset: 950, limit: 100 });
    expect(unsearched.users).toHaveLength(50);
    expect(unsearched.users.at(-1)?.id).toBe(idOf(1_000));
  });

  it.each([
    ["a search", { searchValue: tag, searchField: "email" }],
    ["no search", {}],
  ])("an offset of 1,000 or more is refused with 400 and says why (%s)", async (_, input) => {
    for (const offset of [ADMIN_USERS_REACHABLE, 99_990]) {
      const { status, body } = await listUsers(env.admin.client, { ...input, offset });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: "BAD_REQUEST",
        message: adminMessages.offsetBeyondReachable,
        data: { issues: [{ path: "offset", message: adminMessages.offsetBeyondReachable }] },
      });
    }
  });
});
