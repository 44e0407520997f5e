/** The server tests' users: signed in, with a password, on a client of their own. */
import { randomBytes } from "node:crypto";
import type { AuthContext } from "better-auth";
import { hashPassword } from "better-auth/crypto";
import { testUtils } from "better-auth/plugins";
import { expect } from "vitest";
import type { TestClient } from "./client";
import type { TestBackend, Variant } from "./matrix";
import { serverFixture, type TestServer } from "./server";

export const PASSWORD = "correct horse battery";

export interface User {
  client: TestClient;
  email: string;
  name: string;
  userId: string;
}

export function randomEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/**
 * A user with the test password and a signed-in session on its `client`, made the way sign-up makes
 * one (user, credential account, session) through better-auth's own test helpers (`testUtils`) on this
 * server's auth context, with a password hash computed once per worker instead of once per user: a
 * sign-up over HTTP costs one scrypt hash (about 120 ms of CPU), the largest cost of the server tests
 * (decision 039). The user signs in, changes and confirms the password over HTTP as anyone does.
 * What sign-up itself does (its verification mail, its checks, its language) is tested through the
 * endpoint (`signedUpOverHttp`, `client.signUp`), which these users do not go through.
 */
export async function signedUpUser(server: TestServer, name = "Test User"): Promise<User> {
  const context = await server.auth.$context;
  // The plugin's helpers on this server's context: the plugin itself is in no auth config the product runs.
  const test = testUtils().init(context as unknown as AuthContext).context.test;
  const email = randomEmail();
  // As sign-up leaves it: the address is not verified yet (decision 013).
  const user = await test.saveUser(test.createUser({ email, name, emailVerified: false }));
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await testPasswordHash(),
  });
  const client = server.client();
  const { cookies } = await test.login({ userId: user.id });
  for (const cookie of cookies) client.setCookie(cookie.name, cookie.value);
  return { client, email, name, userId: user.id };
}

/** A user signed up through the sign-up endpoint, as a person does: its verification mail is on its way. */
export async function signedUpOverHttp(server: TestServer, name = "Test User"): Promise<User> {
  const client = server.client();
  const email = randomEmail();
  const { response, body } = await client.signUp({ email, name, password: PASSWORD });
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { client, email, name, userId: body.user.id };
}

let passwordHash: Promise<string> | undefined;
/** better-auth's hash of PASSWORD (its scrypt, its salt), made once per worker. */
export function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
}

/** Another session of the same user, from another client (another device). */
export async function anotherSession(server: TestServer, user: User, password = PASSWORD) {
  const client = server.client();
  const response = await client.signIn(user.email, password);
  expect(response.status).toBe(200);
  return client;
}

/**
 * The documents tests' set-up as one fixture (serverFixture): a server for the enclosing describe block
 * with two signed-up users, the `owner` of what the tests create and an `other` who must not reach it.
 */
export function ownerAndOtherFixture(setup: TestBackend | Variant) {
  return serverFixture(setup, async (server) => ({
    owner: (await signedUpUser(server)).client,
    other: (await signedUpUser(server)).client,
  }));
}
