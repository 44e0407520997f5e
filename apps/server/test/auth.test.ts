import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminServer, startAdminServer } from "./support/admin";
import type { TestClient } from "./support/client";
import { backends } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";

const PASSWORD = "correct horse battery";

function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie();
  const cookie = cookies.find((c) => c.startsWith("better-auth.session_token="));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return cookie;
}

function expectSessionCookieAttributes(cookie: string) {
  const attributes = cookie
    .split(";")
    .slice(1)
    .map((a) => a.trim().toLowerCase());
  expect(attributes).toContain("httponly");
  expect(attributes).toContain("samesite=lax");
  expect(attributes).toContain("path=/");
  expect(attributes).not.toContain("secure");
}

async function errorOf(response: Response) {
  return { status: response.status, message: ((await response.json()) as { message?: string }).message };
}

describe.each(backends)("auth on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.stop());

  async function signedUpClient(): Promise<{ client: TestClient; email: string }> {
    const client = server.client();
    const { response, user } = await client.signUp();
    expect(response.status).toBe(200);
    return { client, email: user.email };
  }

  describe("sign-up", () => {
    it("creates a user with role user and sets an HttpOnly, SameSite=Lax session cookie", async () => {
      const client = server.client();
      const { response, body, user } = await client.signUp({ name: "Ada Lovelace" });
      expect(response.status).toBe(200);
      expect(body.user).toMatchObject({ email: user.email, name: "Ada Lovelace", role: "user" });
      expectSessionCookieAttributes(sessionCookie(response));
      expect((await client.session())?.user).toMatchObject({ email: user.email, role: "user" });
    });

    it("refuses a second account with the same email without a server error", async () => {
      const { email } = await signedUpClient();
      const { response, body } = await server.client().signUp({ email });
      expect(response.status).toBe(422);
      expect(body.message).toBe("User already exists. Use another email.");
    });

    it.each([
      [{ password: "1234567" }, "Password must be at least 8 characters"],
      [{ email: "not-an-email" }, "Invalid email address"],
      [{ name: "A" }, "Name must be at least 2 characters"],
      [{ name: "  A  " }, "Name must be at least 2 characters"],
    ])("refuses %o with %j", async (overrides, message) => {
      const { response, body } = await server.client().signUp(overrides);
      expect(response.status).toBe(400);
      expect(body.message).toBe(message);
    });
  });

  describe("sign-in", () => {
    it("accepts the right password and sets the session cookie", async () => {
      const { email } = await signedUpClient();
      const client = server.client();
      const response = await client.signIn(email, PASSWORD);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { user: { email: string } }).user.email).toBe(email);
      expectSessionCookieAttributes(sessionCookie(response));
      expect((await client.session())?.user.email).toBe(email);
    });

    it("refuses a wrong password and an unknown email alike with 401", async () => {
      const { email } = await signedUpClient();
      const wrong = { status: 401, message: "Invalid email or password" };
      expect(await errorOf(await server.client().signIn(email, "wrong password"))).toEqual(wrong);
      expect(await errorOf(await server.client().signIn("nobody@example.com", PASSWORD))).toEqual(wrong);
    });

    it.each([
      ["user@example.com", "1234567", "Password must be at least 8 characters"],
      ["user@", PASSWORD, "Invalid email address"],
    ])("refuses %s / %s with %j", async (email, password, message) => {
      expect(await errorOf(await server.client().signIn(email, password))).toEqual({ status: 400, message });
    });

    it("answers a malformed JSON body with 400, not 500", async () => {
      const response = await server.client().request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"email": "a@example.com", ',
      });
      expect(response.status).toBe(400);
      expect(typeof ((await response.json()) as { message?: unknown }).message).toBe("string");
    });

    it("allows 10 attempts a minute per client address, then answers 429", async () => {
      const { email } = await signedUpClient();
      const attacker = server.client();
      for (let i = 0; i < 10; i++) {
        expect((await attacker.signIn(email, "wrong password")).status).toBe(401);
      }
      expect((await attacker.signIn(email, PASSWORD)).status).toBe(429);
      expect((await server.client().signIn(email, PASSWORD)).status).toBe(200);
    });
  });

  describe("session", () => {
    it("get-session returns the user after sign-in and null after sign-out", async () => {
      const { client, email } = await signedUpClient();
      expect((await client.session())?.user.email).toBe(email);
      const cookieBeforeSignOut = client.cookieHeader;

      const signOut = await client.post("/api/auth/sign-out");
      expect(signOut.status).toBe(200);
      expect(await client.session()).toBeNull();

      // The session is revoked on the server, not only forgotten by the client.
      const replay = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie: cookieBeforeSignOut } });
      expect(await replay.json()).toBeNull();
    });
  });

  describe("origin checks", () => {
    it("refuses a cookie-carrying sign-in from a foreign origin with 403", async () => {
      const { client, email } = await signedUpClient();
      const response = await client.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { origin: "https://evil.example" },
        json: { email, password: PASSWORD },
      });
      expect(await errorOf(response)).toEqual({ status: 403, message: "Invalid origin" });
    });

    it("refuses an RPC call from a foreign origin with 403", async () => {
      const response = await server.client().request("/rpc/health", {
        method: "POST",
        headers: { origin: "https://evil.example" },
        json: { json: {} },
      });
      expect(await errorOf(response)).toEqual({ status: 403, message: "Invalid origin" });
    });

    it("answers the RPC refusal in the envelope of every other refusal, which the web client reads", async () => {
      const response = await server.client().request("/rpc/health", {
        method: "POST",
        headers: { origin: "https://evil.example" },
        json: { json: {} },
      });
      expect(await response.json()).toEqual({
        message: "Invalid origin",
        code: "FORBIDDEN",
        json: { defined: false, code: "FORBIDDEN", status: 403, message: "Invalid origin" },
      });
    });
  });

  describe("unknown paths", () => {
    it.each(["GET", "POST"])("%s /api/whatever answers 404 JSON", async (method) => {
      const response = await server.client().request("/api/whatever", { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Not Found", code: "NOT_FOUND" });
    });

    it("an unknown path under /api/auth answers 404, not 500", async () => {
      const response = await server.client().request("/api/auth/whatever");
      expect(response.status).toBe(404);
    });
  });

  describe("ADMIN_EMAILS", () => {
    let env: AdminServer;
    beforeAll(async () => {
      env = await startAdminServer(backend);
    });
    afterAll(() => env?.server.stop());

    it("makes the listed account an admin on sign-up and leaves others users", async () => {
      const boss = env.server.client();
      const signUp = await boss.signUp({ email: env.adminEmail });
      expect(signUp.response.status).toBe(200);
      expect(signUp.body.user.role).toBe("admin");
      expect((await boss.session())?.user.role).toBe("admin");

      const other = env.server.client();
      const otherSignUp = await other.signUp({ email: "worker@example.com" });
      expect(otherSignUp.body.user.role).toBe("user");
      expect((await other.session())?.user.role).toBe("user");
    });
  });
});
