/**
 * Decision 028: the account features tried as an attacker would (replay, reuse, a second factor
 * skipped, another user's token, two requests at once). Each test failed before the fix.
 */
import { schema } from "@app/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type AdminServer, signedInAdmin, startAdminServer } from "./support/admin";
import type { TestClient } from "./support/client";
import { type FakeGoogle, signInWithGoogle, startFakeGoogle } from "./support/fake-google";
import { errorOf, ok } from "./support/http";
import { firstUrl } from "./support/mail";
import { variants } from "./support/matrix";
import type { TestServer } from "./support/server";
import { totpCode } from "./support/two-factor-code";
import { PASSWORD, randomEmail, signedUpOverHttp, signedUpUser, type User } from "./support/users";

const VERIFY = "Verify your email address";
const CONFIRM = "Confirm your new email address";

/** The path and query of the newest mail's link, as the person's browser opens it. */
async function linkIn(server: TestServer, to: string, subject: string, after = 0): Promise<string> {
  const url = new URL(firstUrl((await server.waitForMail(to, subject, after)).text));
  return `${url.pathname}${url.search}`;
}

/** Turns TOTP on for the user (their client is signed in) and returns the otpauth URI. */
async function enableTwoFactor(user: User): Promise<string> {
  const { totpURI } = await ok<{ totpURI: string }>(
    await user.client.post("/api/auth/two-factor/enable", { password: PASSWORD }),
  );
  await ok(await user.client.post("/api/auth/two-factor/verify-totp", { code: await totpCode(totpURI) }));
  return totpURI;
}

/** A plain sign-in on a new client (no second factor). */
async function signedInAgain(server: TestServer, email: string): Promise<TestClient> {
  const client = server.client();
  await ok(await client.signIn(email, PASSWORD));
  return client;
}

/** The password step of a sign-in on a new client; it must ask for the code. */
async function passwordStep(server: TestServer, email: string): Promise<TestClient> {
  const client = server.client();
  expect(await ok(await client.signIn(email, PASSWORD))).toMatchObject({ twoFactorRedirect: true });
  return client;
}

describe.each(variants)("account attacks on $name", (variant) => {
  let env: AdminServer;
  let server: TestServer;
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
    env = await startAdminServer(variant, google.env);
    server = env.server;
  });
  afterAll(async () => {
    await server?.stop();
    google?.stop();
  });

  describe("1: no session for a two-factor account without its second factor", () => {
    it("a verification link read from the mailbox verifies the address and signs nobody in", async () => {
      const user = await signedUpUser(server, "Vera Verify");
      await enableTwoFactor(user);
      const attacker = server.client();
      const sent = server.mailsTo(user.email).filter((m) => m.subject === VERIFY).length;
      await ok(
        await attacker.post("/api/auth/send-verification-email", {
          email: user.email,
          callbackURL: "/dashboard?verified=true",
        }),
      );
      const opened = await attacker.request(await linkIn(server, user.email, VERIFY, sent));
      expect(opened.status).toBe(302);
      expect(await attacker.session()).toBeNull();
      // The address is verified all the same, and the owner's own session goes on.
      expect((await user.client.session())?.user.emailVerified).toBe(true);
    });

    it("Google sign-in of a two-factor account creates no session", async () => {
      const user = await signedUpOverHttp(server, "Gus Google");
      // better-auth links Google to an existing account only once its address is verified.
      await user.client.request(await linkIn(server, user.email, VERIFY));
      await enableTwoFactor(user);
      const browser = server.client();
      await signInWithGoogle(browser, user.email, "Gus Google");
      expect(await browser.session()).toBeNull();
      // Without two-factor, Google still signs in (decision 013).
      const plain = await signedUpOverHttp(server);
      await plain.client.request(await linkIn(server, plain.email, VERIFY));
      const other = server.client();
      await signInWithGoogle(other, plain.email, plain.name);
      expect((await other.session())?.user.id).toBe(plain.userId);
    });

    it("an account without two-factor is still signed in by its link (decision 013)", async () => {
      const user = await signedUpOverHttp(server);
      const device = server.client();
      const opened = await device.request(await linkIn(server, user.email, VERIFY));
      expect(opened.status).toBe(302);
      expect((await device.session())?.user.id).toBe(user.userId);
    });
  });

  describe("2: an email-change link works once, and only the newest", () => {
    it("(a) an older request's link no longer changes the address after a newer request", async () => {
      const user = await signedUpUser(server);
      const [first, second] = [randomEmail("first"), randomEmail("second")];
      await ok(
        await user.client.post("/api/auth/change-email", { newEmail: first, callbackURL: "/dashboard/account" }),
      );
      const older = await linkIn(server, first, CONFIRM);
      await ok(
        await user.client.post("/api/auth/change-email", { newEmail: second, callbackURL: "/dashboard/account" }),
      );
      const newer = await linkIn(server, second, CONFIRM);

      const replayed = await server.client().request(older);
      expect(replayed.headers.get("location")).toBe("/dashboard/account?error=INVALID_TOKEN");
      expect((await user.client.session())?.user.email).toBe(user.email);
      expect((await server.client().request(newer)).headers.get("location")).toBe("/dashboard/account");
      expect((await user.client.session())?.user.email).toBe(second);
    });

    it("(b) after f0 → f2 → f0 the never-opened link for f0 → f1 is refused", async () => {
      const user = await signedUpUser(server);
      const [f1, f2] = [randomEmail("f1"), randomEmail("f2")];
      await ok(await user.client.post("/api/auth/change-email", { newEmail: f1 }));
      const toF1 = await linkIn(server, f1, CONFIRM);
      await ok(await user.client.post("/api/auth/change-email", { newEmail: f2 }));
      expect((await server.client().request(await linkIn(server, f2, CONFIRM))).headers.get("location")).toBe("/");
      await ok(await user.client.post("/api/auth/change-email", { newEmail: user.email }));
      const back = await server.client().request(await linkIn(server, user.email, CONFIRM));
      expect(back.headers.get("location")).toBe("/");
      expect((await user.client.session())?.user.email).toBe(user.email);

      const replayed = await server.client().request(toF1);
      expect(replayed.headers.get("location")).toBe("/?error=INVALID_TOKEN");
      // Without a callback the refusal is better-auth's own 401.
      const bare = new URL(toF1, server.url);
      bare.searchParams.delete("callbackURL");
      expect(await errorOf(await server.client().request(`${bare.pathname}${bare.search}`))).toMatchObject({
        status: 401,
        code: "INVALID_TOKEN",
      });
      expect((await user.client.session())?.user.email).toBe(user.email);
    });

    it("two clicks at once on one link change the address once; the new address is verified (6)", async () => {
      const user = await signedUpUser(server);
      expect((await user.client.session())?.user.emailVerified).toBe(false);
      const newEmail = randomEmail("new");
      await ok(await user.client.post("/api/auth/change-email", { newEmail }));
      const link = await linkIn(server, newEmail, CONFIRM);
      const answers = await Promise.all([server.client().request(link), server.client().request(link)]);
      expect(answers.map((a) => a.headers.get("location")).sort()).toEqual(["/", "/?error=INVALID_TOKEN"]);
      const session = await user.client.session();
      expect(session?.user).toMatchObject({ email: newEmail, emailVerified: true });
    });
  });

  describe("3: an authenticator code is accepted once per user (ASVS 2.8.4)", () => {
    it("the same code does not sign in twice within its period", async () => {
      const user = await signedUpUser(server);
      const uri = await enableTwoFactor(user);
      const code = await totpCode(uri, 1);
      const first = await passwordStep(server, user.email);
      await ok(await first.post("/api/auth/two-factor/verify-totp", { code }));
      const second = await passwordStep(server, user.email);
      const replayed = await second.post("/api/auth/two-factor/verify-totp", { code });
      expect(await errorOf(replayed)).toMatchObject({ status: 401, code: "CODE_ALREADY_USED" });
      expect(await second.session()).toBeNull();
    });

    it("two sign-ins at once with one code: one session", async () => {
      const user = await signedUpUser(server);
      const uri = await enableTwoFactor(user);
      const code = await totpCode(uri, 1);
      const clients = await Promise.all([passwordStep(server, user.email), passwordStep(server, user.email)]);
      const answers = await Promise.all(clients.map((c) => c.post("/api/auth/two-factor/verify-totp", { code })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    });

    it("a wrong guess does not spend the code", async () => {
      const user = await signedUpUser(server);
      const uri = await enableTwoFactor(user);
      const client = await passwordStep(server, user.email);
      const wrong = await client.post("/api/auth/two-factor/verify-totp", { code: await totpCode(uri, 20) });
      expect(await errorOf(wrong)).toMatchObject({ status: 401, code: "INVALID_CODE" });
      await ok(await client.post("/api/auth/two-factor/verify-totp", { code: await totpCode(uri, 1) }));
      expect((await client.session())?.user.id).toBe(user.userId);
    });
  });

  describe("4: stopping an impersonation after the admin's own session was revoked", () => {
    it("answers 401 ADMIN_SESSION_ENDED and signs that browser out", async () => {
      const admin = await signedInAdmin(env);
      const target = await signedUpUser(server);
      const browser = server.client();
      expect((await browser.signIn(admin.email, PASSWORD)).status).toBe(200);
      await ok(await browser.post(`${ADMIN}/impersonate-user`, { userId: target.userId }));
      const impersonating = browser.cookieHeader;
      // The admin ends all their own sessions from another device.
      await ok(await admin.client.post("/api/auth/revoke-other-sessions"));

      const stopped = await browser.post(`${ADMIN}/stop-impersonating`);
      expect(await errorOf(stopped)).toMatchObject({ status: 401, code: "ADMIN_SESSION_ENDED" });
      expect(await browser.session()).toBeNull();
      // The impersonation session is gone on the server too, not only its cookie.
      const replay = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie: impersonating } });
      expect(await replay.json()).toBeNull();
      expect((await target.client.session())?.user.id).toBe(target.userId);
    });
  });

  describe("6: small ones", () => {
    it("two deletions of one account at once: one 200, one audit entry", async () => {
      const user = await signedUpUser(server);
      const tab = server.client();
      expect((await tab.signIn(user.email, PASSWORD)).status).toBe(200);
      const answers = await Promise.all(
        [user.client, tab].map((c) => c.post("/api/auth/delete-user", { password: PASSWORD })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect([401, 409]).toContain(refused.status);
      }
      const entries = await server.database.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.targetUserId, user.userId), eq(schema.auditLog.action, "delete-account")));
      expect(entries).toHaveLength(1);
    });
  });

  describe("7: strings shaped like timestamps stay strings", () => {
    it("a user so named gets their name back exactly, and mail, on every session store", async () => {
      // Not the canonical form: a Date made of it would come back as "…00.000Z".
      const name = "2025-01-01T00:00:00Z";
      const user = await signedUpUser(server, name);
      expect((await user.client.session())?.user.name).toBe(name);
      const again = await signedInAgain(server, user.email);
      expect((await again.session())?.user.name).toBe(name);
      const sent = server.mailsTo(user.email).length;
      await ok(await user.client.post("/api/auth/send-verification-email", { email: user.email }));
      await server.waitForMail(user.email, VERIFY, sent > 0 ? 1 : 0);

      await ok(await user.client.post("/api/auth/update-user", { name: "2025-01-01T00:00:00.000Z" }));
      expect((await user.client.session())?.user.name).toBe("2025-01-01T00:00:00.000Z");
    });

    it("an organization so named keeps its name", async () => {
      const user = await signedUpUser(server);
      const name = "2025-01-01T00:00:00+01:00";
      const created = await ok<{ id: string; name: string }>(
        await user.client.post("/api/auth/organization/create", { name, slug: `stamp-${Date.now().toString(36)}` }),
      );
      expect(created.name).toBe(name);
      const [listed] = await ok<{ name: string }[]>(await user.client.request("/api/auth/organization/list"));
      expect(listed.name).toBe(name);
    });
  });

  describe("5: locked out after the wrong-code limit, and told so", () => {
    it("says sign-in is paused and until when, even for the right code, and mails the owner once", async () => {
      const user = await signedUpUser(server, "Lena Lockout");
      const uri = await enableTwoFactor(user);
      const wrong = await totpCode(uri, 20);
      // better-auth's limit: 10 wrong codes in a row lock the account for 15 minutes. Two per
      // challenge and client (its own limit allows 3 two-factor calls per 10 seconds and address).
      let last: Response | undefined;
      for (let i = 0; i < 5; i++) {
        const attacker = await passwordStep(server, user.email);
        for (let j = 0; j < 2; j++) last = await attacker.post("/api/auth/two-factor/verify-totp", { code: wrong });
      }
      const locking = await errorOf(last as Response);
      expect(locking).toMatchObject({ status: 429, code: "SIGN_IN_PAUSED" });
      expect(locking.message).toMatch(/sign-in for this account is paused until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);

      const owner = await passwordStep(server, user.email);
      // A right code not used before (the current one turned two-factor on).
      const right = await owner.post("/api/auth/two-factor/verify-totp", { code: await totpCode(uri, 1) });
      expect(right.status).toBe(429);
      const body = (await right.json()) as { code: string; message: string; pausedUntil: string };
      expect(body.code).toBe("SIGN_IN_PAUSED");
      const until = Date.parse(body.pausedUntil);
      expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
      expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      expect(await owner.session()).toBeNull();

      const mail = await server.waitForMail(user.email, "Sign-in to your account is paused");
      expect(mail.text).toContain("Hi Lena Lockout");
      expect(mail.text).toContain(`paused until ${new Date(until).toISOString().slice(0, 16).replace("T", " ")} UTC`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(server.mailsTo(user.email).filter((m) => m.subject === "Sign-in to your account is paused")).toHaveLength(
        1,
      );
    });
  });

  describe("9: a mail on sign-in from a new device", () => {
    const NEW_SIGN_IN = "New sign-in to your account";
    const signInAs = (client: TestClient, email: string, userAgent: string) =>
      client.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email, password: PASSWORD },
        headers: { "user-agent": userAgent },
      });
    const alerts = (email: string) => server.mailsTo(email).filter((m) => m.subject === NEW_SIGN_IN);

    it("mails once per new device, not for the device the account was made on", async () => {
      const user = await signedUpUser(server, "Nina Newdevice");
      await ok(await signInAs(server.client(), user.email, "node"));
      const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1";
      await ok(await signInAs(server.client(), user.email, phone));
      const mail = await server.waitForMail(user.email, NEW_SIGN_IN);
      expect(mail.text).toContain("Hi Nina Newdevice");
      expect(mail.text).toContain(phone);
      expect(firstUrl(mail.text)).toBe(`${server.url}/dashboard/account`);
      await ok(await signInAs(server.client(), user.email, phone));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(alerts(user.email)).toHaveLength(1);
    });

    it("a two-factor sign-in mails after the code, not after the password", async () => {
      const user = await signedUpUser(server);
      const uri = await enableTwoFactor(user);
      const client = server.client();
      expect(await ok(await signInAs(client, user.email, "Laptop browser"))).toMatchObject({ twoFactorRedirect: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(alerts(user.email)).toHaveLength(0);
      await ok(
        await client.request("/api/auth/two-factor/verify-totp", {
          method: "POST",
          json: { code: await totpCode(uri, 1) },
          headers: { "user-agent": "Laptop browser" },
        }),
      );
      expect((await server.waitForMail(user.email, NEW_SIGN_IN)).text).toContain("Laptop browser");
    });
  });
});
