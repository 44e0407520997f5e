/**
 * The language choice as a plain HTML form (POST /api/language: `locale`, `next`), which the header's
 * language menu sends before or without the page's scripts (decision 022): the `locale` cookie, the
 * account's stored language when signed in as oneself, and 303 back to a same-origin path. On PGlite
 * and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, adminServerFixture } from "./support/admin";
import type { TestClient } from "./support/client";
import { errorOf, ok } from "./support/http";
import { backends } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser } from "./support/users";

/** What a browser sends for the form: urlencoded fields, from the page's own origin. */
const choose = (client: TestClient, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  client.request("/api/language", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const storedLanguage = async (client: TestClient) => (await client.session())?.user.language;

describe.each(backends)("the language form on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.stop());

  it("signed out: sets the locale cookie and goes back to `next`", async () => {
    const client = server.client();
    const response = await choose(client, { locale: "de", next: "/login?showSignIn=false" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/login?showSignIn=false");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("locale="));
    expect(cookie).toMatch(/^locale=de; Max-Age=34560000; Path=\/; SameSite=Lax$/);
    // The server's answers follow the cookie from here on.
    expect((await errorOf(await client.request("/api/nothing-here"))).message).toBe("Nicht gefunden");
  });

  it("`next` must be a same-origin path: anything else goes to the default page", async () => {
    const client = server.client();
    for (const next of ["https://evil.example/", "//evil.example", "/\\evil.example", ""]) {
      const response = await choose(client, { locale: "en", next });
      expect(response.status, next).toBe(303);
      expect(response.headers.get("location"), next).toBe("/dashboard");
    }
  });

  it("an unknown or missing language is refused with a 400, and no cookie", async () => {
    const client = server.client();
    for (const fields of [{ locale: "fr", next: "/" }, { next: "/" }] as Record<string, string>[]) {
      const response = await choose(client, fields);
      expect(response.status).toBe(400);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await errorOf(response)).toMatchObject({
        code: "INVALID_LANGUAGE",
        message: "Language must be one of: en, de",
      });
    }
    // JSON is no form: the same refusal.
    const json = await client.post("/api/language", { locale: "de" });
    expect(json.status).toBe(400);
  });

  it("a form posted from another site is refused; the app's own pages send `Origin: null`", async () => {
    const client = server.client();
    const refused: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null", "sec-fetch-site": "cross-site" },
      { origin: "null", "sec-fetch-site": "same-site" },
      { origin: server.client().baseUrl, "sec-fetch-site": "cross-site" },
    ];
    for (const headers of refused) {
      const response = await choose(client, { locale: "de", next: "/" }, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await errorOf(response)).toMatchObject({ code: "FORBIDDEN", message: "Invalid origin" });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    // What Chromium sends for the header's form (the page's Referrer-Policy is no-referrer).
    const own = await choose(client, { locale: "de", next: "/" }, { origin: "null", "sec-fetch-site": "same-origin" });
    expect(own.status).toBe(303);
  });

  it("signed in: the language is stored on the account too", async () => {
    const user = await signedUpUser(server);
    expect(await storedLanguage(user.client)).toBeFalsy();
    const response = await choose(user.client, { locale: "de", next: "/dashboard/account" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/dashboard/account");
    expect(await storedLanguage(user.client)).toBe("de");
    await choose(user.client, { locale: "en", next: "/" });
    expect(await storedLanguage(user.client)).toBe("en");
  });
});

describe.each(backends)("the language form while impersonating, on $name", (backend) => {
  const env = adminServerFixture(backend);

  it("leaves the impersonated person's stored language alone", async () => {
    const target = await signedUpUser(env.server, "Target");
    await choose(target.client, { locale: "en", next: "/" });
    const acting = env.server.client();
    await ok(
      await acting.post("/api/auth/sign-in/email", { email: env.admin.email, password: "correct horse battery" }),
    );
    await ok(await acting.post(`${ADMIN}/impersonate-user`, { userId: target.userId }));
    expect((await acting.session())?.session.impersonatedBy).toBe(env.admin.userId);
    const response = await choose(acting, { locale: "de", next: "/" });
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie().some((line) => line.startsWith("locale=de"))).toBe(true);
    expect(await storedLanguage(target.client)).toBe("en");
  });
});
