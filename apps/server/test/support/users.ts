/** Users made the way a person makes them: signed up and signed in over HTTP. */
import { randomBytes } from "node:crypto";
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

/** A user signed up over HTTP (email and password), signed in on its `client`. */
export async function signedUpUser(server: TestServer, name = "Test User"): Promise<User> {
  const client = server.client();
  const email = randomEmail();
  const { response, body } = await client.signUp({ email, name, password: PASSWORD });
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { client, email, name, userId: body.user.id };
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
