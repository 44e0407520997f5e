/**
 * The admin set-up: a server whose ADMIN_EMAILS and ADMIN_USER_IDS are known, admins and users
 * created through the real sign-up endpoint, and direct database access for what no endpoint does
 * (seeding many users, setting odd roles).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { schema } from "@app/db";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { TestClient } from "./client";
import type { TestBackend, Variant } from "./matrix";
import { startTestServer, type TestServer } from "./server";
import { PASSWORD, signedUpUser, testPasswordHash, type User } from "./users";

export const ADMIN = "/api/auth/admin";

export interface AdminServer {
  server: TestServer;
  adminEmail: string;
  /** An id listed in ADMIN_USER_IDS whose user (role `user`) exists only after `userWithId`. */
  configuredAdminId: string;
}

export async function startAdminServer(
  setup: TestBackend | Variant,
  env: Record<string, string> = {},
  options: Parameters<typeof startTestServer>[2] = {},
): Promise<AdminServer> {
  const adminEmail = `admin-${randomBytes(4).toString("hex")}@example.com`;
  const configuredAdminId = `configured-admin-${randomBytes(4).toString("hex")}`;
  const server = await startTestServer(
    setup,
    {
      ADMIN_EMAILS: adminEmail,
      ADMIN_USER_IDS: configuredAdminId,
      ...env,
    },
    options,
  );
  return { server, adminEmail, configuredAdminId };
}

export interface AdminFixture extends AdminServer {
  /** The server's ADMIN_EMAILS account, signed in. */
  admin: User;
}

/**
 * The admin tests' set-up as one fixture: for the enclosing describe block, a server as
 * startAdminServer makes it with its admin signed in, started before the block's tests and stopped
 * after them. The returned object is filled in before the block's first test.
 */
export function adminServerFixture(setup: TestBackend | Variant, env: Record<string, string> = {}): AdminFixture {
  const fixture = {} as AdminFixture;
  beforeAll(async () => {
    Object.assign(fixture, await startAdminServer(setup, env));
    fixture.admin = await signedInAdmin(fixture);
  });
  afterAll(() => fixture.server?.stop());
  return fixture;
}

/** Signs up the server's ADMIN_EMAILS account (once per server), which makes it an admin. */
export async function signedInAdmin(env: AdminServer): Promise<User> {
  const client = env.server.client();
  const { response, body } = await client.signUp({ email: env.adminEmail, name: "Ada Admin", password: PASSWORD });
  expect(response.status).toBe(200);
  expect(body.user.role).toBe("admin");
  return { client, email: env.adminEmail, name: "Ada Admin", userId: body.user.id };
}

/** Another admin: a user promoted by the first admin through set-role. */
export async function anotherAdmin(env: AdminServer, admin: User): Promise<User> {
  const user = await signedUpUser(env.server, "Second Admin");
  const response = await admin.client.post(`${ADMIN}/set-role`, { userId: user.userId, role: "admin" });
  expect(response.status).toBe(200);
  return user;
}

/**
 * A user with a chosen id and role, written straight into the database (no endpoint lets a client
 * choose an id), with a password so it can sign in over HTTP.
 */
export async function userWithId(server: TestServer, id: string, role: string): Promise<User> {
  const email = `${id}@example.com`;
  const { db } = server.database;
  await db.insert(schema.user).values({ id, email, name: `User ${id}`, role, emailVerified: true });
  await db.insert(schema.account).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await testPasswordHash(),
  });
  const client = server.client();
  const response = await client.signIn(email, PASSWORD);
  expect(response.status).toBe(200);
  return { client, email, name: `User ${id}`, userId: id };
}

/**
 * Sets a role that the admin endpoints cannot set (e.g. "user,admin"), as an operator's script
 * would: through better-auth's adapter, which also refreshes the sessions it keeps in memory or
 * Redis. (A bare UPDATE would only show once the user's cached session is refreshed.)
 */
export async function setRoleInDb(server: TestServer, userId: string, role: string) {
  const context = await server.auth.$context;
  await context.internalAdapter.updateUser(userId, { role });
}

export async function userRow(server: TestServer, userId: string) {
  const [row] = await server.database.db.select().from(schema.user).where(eq(schema.user.id, userId));
  return row;
}

export async function auditRows(server: TestServer) {
  return server.database.db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.createdAt));
}

/** The audit rows about one target user, oldest first. */
export async function auditFor(server: TestServer, targetUserId: string) {
  const rows = await server.database.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.targetUserId, targetUserId))
    .orderBy(schema.auditLog.createdAt);
  return rows.map((r) => ({ actor: r.actorUserId, action: r.action, target: r.targetUserId, details: r.details }));
}

export interface ListedUser {
  id: string;
  name: string;
  email: string;
  role: string | null;
  banned: boolean;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  banReason: string | null;
  banExpires: string | null;
  createdAt: string;
}

export interface ListUsersAnswer {
  users: ListedUser[];
  total: number;
  totalIsLowerBound: boolean;
}

export function listUsers(client: TestClient, input: Record<string, unknown> = {}) {
  return client.rpc<ListUsersAnswer & { code?: string; message?: string }>("admin.listUsers", input);
}
