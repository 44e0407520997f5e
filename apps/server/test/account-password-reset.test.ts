/**
 * Forgotten password (docs/product.md#password-reset). The same answer whether or not the address has an account, a
 * one-time link to the web page that expires, every session revoked, and limits per client and
 * per address.
 */
import { schema } from "@app/db";
import { accountMessages, EMAIL_SEND_LIMIT } from "@app/domain";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, ok } from "./support/http";
import { firstUrl } from "./support/mail";
import { variants } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";
import { anotherSession, PASSWORD, randomEmail, signedUpUser } from "./support/users";

const NEW_PASSWORD = "a brand new secret";

describe.each(variants)("password reset on $name", (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(() => server?.stop());

  const requestReset = (email: string, client = server.client()) =>
    client.post("/api/auth/request-password-reset", { email });

  const resetLink = async (email: string, after = 0) => {
    const mail = await server.waitForMail(email, "Reset your password", after);
    return new URL(firstUrl(mail.text));
  };

  it("answers an unknown address exactly like a known one, and mails only the known one", async () => {
    const user = await signedUpUser(server);
    const unknown = randomEmail("nobody");
    const known = await requestReset(user.email);
    const missing = await requestReset(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    const body = await known.json();
    expect(body).toEqual({ status: true, message: accountMessages.resetRequested });
    expect(await missing.json()).toEqual(body);

    const link = await resetLink(user.email);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/reset-password`);
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    await server.mailSettled();
    expect(server.mailsTo(unknown)).toEqual([]);
  });

  it("sets the new password, revokes every session and refuses the link a second time", async () => {
    const user = await signedUpUser(server);
    const laptop = await anotherSession(server, user);
    expect((await requestReset(user.email)).status).toBe(200);
    const token = (await resetLink(user.email)).searchParams.get("token")!;

    const anonymous = server.client();
    expect(await ok(await anonymous.post("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD }))).toEqual({
      status: true,
    });
    // Both earlier sessions end on their next request.
    expect(await user.client.session()).toBeNull();
    expect(await laptop.session()).toBeNull();
    expect((await server.client().signIn(user.email, PASSWORD)).status).toBe(401);
    expect((await server.client().signIn(user.email, NEW_PASSWORD)).status).toBe(200);

    const again = await anonymous.post("/api/auth/reset-password", { token, newPassword: "yet another one" });
    expect(await errorOf(again)).toMatchObject({ status: 400, code: "INVALID_TOKEN", message: "Invalid token" });
  });

  it("refuses an expired link with the same code", async () => {
    const user = await signedUpUser(server);
    expect((await requestReset(user.email)).status).toBe(200);
    const token = (await resetLink(user.email)).searchParams.get("token")!;
    await expireResetToken(server, token);
    const response = await server.client().post("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD });
    expect(await errorOf(response)).toMatchObject({ status: 400, code: "INVALID_TOKEN" });
    expect((await server.client().signIn(user.email, PASSWORD)).status).toBe(200);
  });

  it("refuses a made-up token and a short password with the sign-up rule", async () => {
    const bogus = await server.client().post("/api/auth/reset-password", {
      token: "not-a-real-token-at-all",
      newPassword: NEW_PASSWORD,
    });
    expect(await errorOf(bogus)).toMatchObject({ status: 400, code: "INVALID_TOKEN" });

    const user = await signedUpUser(server);
    expect((await requestReset(user.email)).status).toBe(200);
    const token = (await resetLink(user.email)).searchParams.get("token")!;
    const short = await server.client().post("/api/auth/reset-password", { token, newPassword: "short" });
    expect(await errorOf(short)).toMatchObject({ status: 400, code: "PASSWORD_TOO_SHORT" });
    // The refused attempt did not use the link up.
    expect((await server.client().post("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD })).status).toBe(
      200,
    );
  });

  it(`allows ${EMAIL_SEND_LIMIT.max} requests per address, from any client, then answers 429 for known and unknown alike`, async () => {
    const user = await signedUpUser(server);
    const unknown = randomEmail("nobody");
    for (const email of [user.email, unknown]) {
      const statuses: number[] = [];
      // A new client (address) each time: only the per-email limit can stop these.
      for (let i = 0; i <= EMAIL_SEND_LIMIT.max; i++) statuses.push((await requestReset(email)).status);
      expect(statuses).toEqual([...Array(EMAIL_SEND_LIMIT.max).fill(200), 429]);
      const refused = await requestReset(email);
      expect(await errorOf(refused)).toMatchObject({
        status: 429,
        code: "TOO_MANY_REQUESTS",
        message: accountMessages.tooManyRequests,
      });
    }
    // Another address is not affected.
    expect((await requestReset(randomEmail())).status).toBe(200);
  });

  it("allows 3 requests a minute per client address (better-auth's rule), whatever the addresses", async () => {
    const client = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await requestReset(randomEmail(), client)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("lets a Google-only account set its first password through the reset mail", async () => {
    // A user without a credential account, as Google sign-up leaves it.
    const user = await signedUpUser(server);
    await server.database.db.delete(schema.account).where(eq(schema.account.userId, user.userId));
    expect((await server.client().signIn(user.email, PASSWORD)).status).toBe(401);
    expect((await requestReset(user.email)).status).toBe(200);
    const token = (await resetLink(user.email)).searchParams.get("token")!;
    await ok(await server.client().post("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD }));
    expect((await server.client().signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });
});

/**
 * Lets a reset link expire: its database row (the lasting copy, `verification.storeInDatabase`) is
 * dated back, and the copy better-auth keeps in its secondary storage (memory or Redis) is dropped,
 * so the row is what better-auth reads next.
 */
async function expireResetToken(server: TestServer, token: string) {
  const identifier = `reset-password:${token}`;
  const { db } = server.database;
  const rows = await db
    .update(schema.verification)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(like(schema.verification.identifier, `%${token}%`))
    .returning({ id: schema.verification.id });
  expect(rows.length, `no verification row for ${identifier}`).toBe(1);
  const { secondaryStorage } = await server.auth.$context;
  await secondaryStorage?.delete(`verification:${identifier}`);
}
