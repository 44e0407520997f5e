/**
 * admin.listUsers on 225 seeded users: case-insensitive search on the chosen field, `%`, `_` and `\`
 * taken literally, `total` counting only matches, newest-first paging with stable ties.
 */
import { randomBytes } from "node:crypto";
import { schema } from "@app/db";
import { beforeAll, describe, expect, it } from "vitest";
import { adminServerFixture, listUsers } from "./support/admin";
import { backends } from "./support/matrix";

interface Seeded {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
}

const SEEDED = 225;
/** Special names; every other seeded user is "Person {n}". */
const SPECIAL_NAMES = [
  "Alice Smith",
  "ALICE JONES",
  "alice cooper",
  "Malice Aforethought",
  "50% Off",
  "a%b",
  "a_b",
  "axb",
  "a\\b",
  "Under_Score",
  "UnderXScore",
];

describe.each(backends)("admin.listUsers on $name", (backend) => {
  const env = adminServerFixture(backend);
  /** Marks this run's seeded users: every seeded email ends with it. */
  const domain = `@seed-${randomBytes(3).toString("hex")}.test`;
  const seeded: Seeded[] = [];

  beforeAll(async () => {
    const base = Date.parse("2030-01-01T00:00:00Z");
    for (let i = 0; i < SEEDED; i++) {
      const name = SPECIAL_NAMES[i] ?? `Person ${i}`;
      // Mixed-case emails: better-auth lowercases on sign-up, but imported or older rows may not be.
      const local = i % 3 === 0 ? `User.${i}` : i % 3 === 1 ? `USER.${i}` : `user.${i}`;
      // Pairs share a creation time, so the id has to break ties for pages not to overlap.
      seeded.push({
        id: `seed-${String(i).padStart(4, "0")}`,
        name,
        email: `${local}${domain}`,
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      });
    }
    seeded.push({
      id: "seed-pct-mail",
      name: "Mail Percent",
      email: `per%cent${domain}`,
      createdAt: new Date(base - 5000),
    });
    await env.server.database.db.insert(schema.user).values(seeded.map((s) => ({ ...s, role: "user" })));
  });

  const newestFirst = (rows: Seeded[]) =>
    [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));

  async function search(searchValue: string, searchField: "email" | "name" = "name", limit = 100) {
    const { status, body } = await listUsers(env.admin.client, { searchValue, searchField, limit });
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  }

  it("name search is case-insensitive and total counts only the matches", async () => {
    const body = await search("alice");
    expect(body.users.map((u) => u.name).sort()).toEqual(
      ["ALICE JONES", "Alice Smith", "Malice Aforethought", "alice cooper"].sort(),
    );
    expect(body.total).toBe(4);
    const upper = await search("ALICE");
    expect(upper.total).toBe(4);
  });

  it("email search is case-insensitive on stored mixed-case emails", async () => {
    const body = await search(`user.1${domain}`.toUpperCase(), "email");
    expect(body.users.map((u) => u.email)).toEqual([`USER.1${domain}`]);
    const all = await search(domain, "email");
    expect(all.total).toBe(SEEDED + 1);
  });

  it("searches only the chosen field", async () => {
    expect((await search("alice", "email")).total).toBe(0);
    expect((await search(domain, "name")).total).toBe(0);
    expect((await search("person 10", "name")).users.map((u) => u.name).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Person 10${i}`).sort(),
    );
  });

  it.each([
    ["a%", ["a%b"]],
    ["%", ["50% Off", "a%b"]],
    ["a_b", ["a_b"]],
    ["_", ["a_b", "Under_Score"]],
    ["a\\b", ["a\\b"]],
    ["\\", ["a\\b"]],
    ["r_s", ["Under_Score"]],
  ])("name search %j matches literally: %j", async (value, names) => {
    const body = await search(value);
    expect(body.users.map((u) => u.name).sort()).toEqual([...names].sort());
    expect(body.total).toBe(names.length);
  });

  it("a literal % in an email search matches only that email", async () => {
    const body = await search("r%c", "email");
    expect(body.users.map((u) => u.id)).toEqual(["seed-pct-mail"]);
    expect(body.total).toBe(1);
  });

  it("no match: empty page and total 0", async () => {
    expect(await search("no-such-person-anywhere")).toEqual({ users: [], total: 0, totalIsLowerBound: false });
  });

  it("pages of 10, newest first, ties broken by id, last page partial", async () => {
    const expected = newestFirst(seeded).map((s) => s.id);
    const seen: string[] = [];
    for (let offset = 0; offset < expected.length; offset += 10) {
      const { status, body } = await listUsers(env.admin.client, { searchValue: domain, searchField: "email", offset });
      expect(status).toBe(200);
      expect(body.total).toBe(expected.length);
      expect(body.users).toHaveLength(Math.min(10, expected.length - offset));
      seen.push(...body.users.map((u) => u.id));
    }
    expect(seen).toEqual(expected);
    expect(seen.length % 10).toBe(6); // 226 users: the last page holds 6
    const beyond = await listUsers(env.admin.client, { searchValue: domain, searchField: "email", offset: 300 });
    expect(beyond.body).toEqual({ users: [], total: expected.length, totalIsLowerBound: false });
  });

  it("without a search lists everyone, newest first, with the defaults (email, 10)", async () => {
    const { body } = await listUsers(env.admin.client, {});
    expect(body.users).toHaveLength(10);
    expect(body.total).toBe(SEEDED + 2); // seeded + the admin
    expect(body.totalIsLowerBound).toBe(false);
    // The admin signed up now; the seeded users were created in 2030, so they come first.
    expect(body.users[0].id).toBe(newestFirst(seeded)[0].id);
    expect(body.users[0]).toMatchObject({ role: "user", banned: false });
    expect(Number.isNaN(Date.parse(body.users[0].createdAt))).toBe(false);
  });

  it("a blank search lists everyone", async () => {
    const { body } = await listUsers(env.admin.client, { searchValue: "   " });
    expect(body.total).toBe(SEEDED + 2);
  });

  it.each([
    [{ limit: 0 }],
    [{ limit: 101 }],
    [{ offset: -1 }],
    [{ searchField: "role" }],
    [{ searchValue: "x".repeat(101) }],
  ])("refuses bad input %j with 400", async (input) => {
    const { status, body } = await listUsers(env.admin.client, input);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "BAD_REQUEST" });
  });
});
