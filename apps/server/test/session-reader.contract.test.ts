/**
 * auth/session-reader.ts reads better-auth's signed session cookie itself (decision 027: it saves
 * better-auth's endpoint machinery on every RPC call). This pins it to better-auth's own answer,
 * `auth.api.getSession`, for every kind of cookie, so an upgrade that changes the cookie format or
 * the session store fails here instead of changing who is signed in.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sessionReader } from "../src/auth/session-reader";
import type { SessionReader } from "../src/auth-types/auth-api";
import { ADMIN, adminServerFixture } from "./support/admin";
import { ok } from "./support/http";
import { variants } from "./support/matrix";
import { signedUpUser as newUser, PASSWORD } from "./support/users";

describe.each(variants)("the session reader agrees with better-auth's get-session on $name", (variant) => {
  const env = adminServerFixture(variant);
  let read: SessionReader;
  beforeAll(async () => {
    read = sessionReader(env.server.auth);
  });

  const headersOf = (cookie: string) => new Headers({ cookie });
  /** The session-token cookie of a client's cookies: its name and its (URL-decoded) value. */
  const sessionCookie = (header: string) => {
    const pair = header.split("; ").find((c) => c.split("=")[0]?.endsWith("session_token")) as string;
    const [name, value] = pair.split(/=(.*)/s) as [string, string];
    return { name, value: decodeURIComponent(value) };
  };
  /** Both answers for one cookie: ours first, as the RPC route reads it, then better-auth's. */
  async function both(cookie: string) {
    const ours = await read(headersOf(cookie));
    const theirs = await env.server.auth.api.getSession({
      headers: headersOf(cookie),
      query: { disableRefresh: true, disableCookieCache: true },
    });
    const summary = (s: typeof ours) =>
      s && { userId: s.user.id, sessionId: s.session.id, impersonatedBy: s.session.impersonatedBy ?? null };
    return { ours: summary(ours), theirs: summary(theirs as typeof ours) };
  }

  it("a valid cookie: the same user and session", async () => {
    const user = await newUser(env.server);
    const { ours, theirs } = await both(user.client.cookieHeader);
    expect(ours).toEqual({ userId: user.userId, sessionId: expect.any(String), impersonatedBy: null });
    expect(ours).toEqual(theirs);
  });

  it("a tampered cookie (token or signature changed), a cookie of another name, none: nobody", async () => {
    const user = await newUser(env.server);
    const { name, value: decoded } = sessionCookie(user.client.cookieHeader);
    const value = encodeURIComponent(decoded);
    const dot = decoded.lastIndexOf(".");
    // The untouched cookie alone is valid, so each variant below fails only by what it changes.
    expect((await both(`${name}=${value}`)).ours?.userId).toBe(user.userId);
    const flip = (c: string) => (c === "A" ? "B" : "A");
    const variantsOfIt = [
      `${name}=${encodeURIComponent(`${flip(decoded[0] as string)}${decoded.slice(1)}`)}`,
      `${name}=${encodeURIComponent(`${decoded.slice(0, dot + 1)}${flip(decoded[dot + 1] as string)}${decoded.slice(dot + 2)}`)}`,
      `${name}=${encodeURIComponent(decoded.slice(0, dot))}`,
      `other_${name}=${value}`,
      "",
    ];
    for (const tampered of variantsOfIt) {
      const { ours, theirs } = await both(tampered);
      expect(ours, tampered).toBeNull();
      expect(theirs, tampered).toBeNull();
    }
  });

  it("an expired session: nobody", async () => {
    const user = await newUser(env.server);
    const context = await env.server.auth.$context;
    const { theirs: before } = await both(user.client.cookieHeader);
    const token = sessionCookie(user.client.cookieHeader).value.split(".")[0] as string;
    // better-auth keeps an already expired session out of its store; this one expires in a moment.
    await context.internalAdapter.updateSession(token, { expiresAt: new Date(Date.now() + 1500) });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(before?.userId).toBe(user.userId);
    const { ours, theirs } = await both(user.client.cookieHeader);
    expect(ours).toBeNull();
    expect(theirs).toBeNull();
  });

  it("a revoked session (signed out; all sessions revoked by an admin): nobody", async () => {
    const signedOut = await newUser(env.server);
    const cookie = signedOut.client.cookieHeader;
    await ok(await signedOut.client.post("/api/auth/sign-out"));
    expect(await both(cookie)).toEqual({ ours: null, theirs: null });

    const revoked = await newUser(env.server);
    await ok(await env.admin.client.post(`${ADMIN}/revoke-user-sessions`, { userId: revoked.userId }));
    expect(await both(revoked.client.cookieHeader)).toEqual({ ours: null, theirs: null });
  });

  it("an impersonation cookie: the impersonated user, with the admin in impersonatedBy", async () => {
    const target = await newUser(env.server, "Ima Target");
    const acting = env.server.client();
    expect((await acting.signIn(env.admin.email, PASSWORD)).status).toBe(200);
    await ok(await acting.post(`${ADMIN}/impersonate-user`, { userId: target.userId }));
    const { ours, theirs } = await both(acting.cookieHeader);
    expect(ours).toEqual({ userId: target.userId, sessionId: expect.any(String), impersonatedBy: env.admin.userId });
    expect(ours).toEqual(theirs);
  });
});
