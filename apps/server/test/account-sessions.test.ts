/**
 * Password change and sessions (docs/product.md#sessions). A revoked session ends on its very next request, with
 * Redis (sessions cached there) and without.
 */
import { schema } from "@app/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, ok } from "./support/http";
import { variants } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";
import { anotherSession, PASSWORD, signedUpUser } from "./support/users";

const NEW_PASSWORD = "a brand new secret";

interface ListedSession {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  updatedAt: string;
}

describe.each(variants)("password and sessions on $name", (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(() => server?.stop());

  it("change-password needs the current password and signs out the other sessions", async () => {
    const user = await signedUpUser(server);
    const laptop = await anotherSession(server, user);

    const wrong = await user.client.post("/api/auth/change-password", {
      currentPassword: "not my password",
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(await errorOf(wrong)).toMatchObject({ status: 400, code: "INVALID_PASSWORD", message: "Invalid password" });
    const short = await user.client.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "short",
    });
    expect(await errorOf(short)).toMatchObject({ status: 400, code: "PASSWORD_TOO_SHORT" });

    await ok(
      await user.client.post("/api/auth/change-password", {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        revokeOtherSessions: true,
      }),
    );
    expect((await user.client.session())?.user.id).toBe(user.userId);
    expect(await laptop.session()).toBeNull();
    expect((await server.client().signIn(user.email, PASSWORD)).status).toBe(401);
    expect((await server.client().signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("a Google-only account has no password to change: it is told to set one", async () => {
    const user = await signedUpUser(server);
    await server.database.db.delete(schema.account).where(eq(schema.account.userId, user.userId));
    const response = await user.client.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(await errorOf(response)).toMatchObject({ status: 400, code: "CREDENTIAL_ACCOUNT_NOT_FOUND" });
    const accounts = await ok<{ providerId: string }[]>(await user.client.request("/api/auth/list-accounts"));
    expect(accounts.map((a) => a.providerId)).toEqual([]);
  });

  it("lists every active session with device, address and last activity", async () => {
    const user = await signedUpUser(server);
    const phone = server.client();
    await phone.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: user.email, password: PASSWORD },
      headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1" },
    });
    const sessions = await ok<ListedSession[]>(await user.client.request("/api/auth/list-sessions"));
    expect(sessions).toHaveLength(2);
    const current = (await user.client.session())?.session as { id: string } | undefined;
    expect(sessions.map((s) => s.id)).toContain(current?.id);
    const onPhone = sessions.find((s) => s.id !== current?.id)!;
    expect(onPhone.userAgent).toContain("iPhone");
    expect(onPhone.ipAddress).toBe(phone.ip);
    expect(Number.isNaN(Date.parse(onPhone.updatedAt))).toBe(false);
  });

  it("revoke-session ends exactly that session on its next request", async () => {
    const user = await signedUpUser(server);
    const laptop = await anotherSession(server, user);
    const phone = await anotherSession(server, user);
    const phoneSession = (await phone.session())?.session as { id: string };
    const listed = await ok<ListedSession[]>(await user.client.request("/api/auth/list-sessions"));
    const target = listed.find((s) => s.id === phoneSession.id)!;

    await ok(await user.client.post("/api/auth/revoke-session", { token: target.token }));
    expect(await phone.session()).toBeNull();
    expect((await phone.rpc("organizations.memberCounts")).status).toBe(401);
    expect((await laptop.session())?.user.id).toBe(user.userId);
    expect((await user.client.session())?.user.id).toBe(user.userId);
  });

  it("revoke-other-sessions keeps only this one", async () => {
    const user = await signedUpUser(server);
    const others = [await anotherSession(server, user), await anotherSession(server, user)];
    await ok(await user.client.post("/api/auth/revoke-other-sessions"));
    for (const other of others) expect(await other.session()).toBeNull();
    expect((await user.client.session())?.user.id).toBe(user.userId);
    expect(await ok<ListedSession[]>(await user.client.request("/api/auth/list-sessions"))).toHaveLength(1);
  });

  it("another user's session token cannot be revoked", async () => {
    const user = await signedUpUser(server);
    const stranger = await signedUpUser(server);
    const [strangerSession] = await ok<ListedSession[]>(await stranger.client.request("/api/auth/list-sessions"));
    const refused = await user.client.post("/api/auth/revoke-session", { token: strangerSession.token });
    expect(await errorOf(refused)).toMatchObject({ status: 404, code: "SESSION_NOT_FOUND" });
    expect((await stranger.client.session())?.user.id).toBe(stranger.userId);
    const unknown = await user.client.post("/api/auth/revoke-session", { token: "no-such-token" });
    expect(await errorOf(unknown)).toMatchObject({ status: 404, code: "SESSION_NOT_FOUND" });
  });

  it("signed out, the session endpoints answer 401", async () => {
    const anonymous = server.client();
    expect((await anonymous.request("/api/auth/list-sessions")).status).toBe(401);
    expect((await anonymous.post("/api/auth/revoke-other-sessions")).status).toBe(401);
    expect((await anonymous.post("/api/auth/revoke-session", { token: "x" })).status).toBe(401);
  });
});
