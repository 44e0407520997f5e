/**
 * The guard in front of /api and /rpc (http/edge-guard.ts): what no endpoint can handle is refused
 * before better-auth or oRPC see it, with a clear status and { message, code }; everything else
 * reaches them with its body intact.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "./support/client";
import { backends } from "./support/matrix";
import { createOrg, ORG } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser, type User } from "./support/users";

const INVALID_CHARACTERS = {
  status: 400,
  code: "INVALID_CHARACTERS",
  message: "Text must not contain NUL characters or unpaired UTF-16 surrogates",
};

async function answer(response: Response) {
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  return { status: response.status, code: body.code, message: body.message, body };
}

/** Nested `depth` levels deep: {"a":{"a":…}}. */
function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe.each(backends)("edge guard on $name", (backend) => {
  let server: TestServer;
  let user: User;
  beforeAll(async () => {
    server = await startTestServer(backend);
    user = await signedUpUser(server, "Guarded User");
  });
  afterAll(() => server?.stop());

  const raw = (client: TestClient, path: string, body: string, contentType = "application/json") =>
    client.request(path, { method: "POST", headers: { "content-type": contentType }, body });

  describe("NUL characters and unpaired surrogates", () => {
    it.each([
      ["/api/auth/organization/get-full-organization?organizationId=%00"],
      ["/api/auth/organization/list-members?organizationId=a%00b"],
      ["/api/auth/get-session?x=%00"],
      ["/api/auth/organization/get-full-organization?organization%00Id=1"],
      ["/api/auth/reset-password/abc%00def"],
      ['/rpc/health?data={"json":"a\\u0000b"}'],
    ])("in the URL %s: 400", async (path) => {
      expect(await answer(await user.client.request(path))).toMatchObject(INVALID_CHARACTERS);
    });

    it.each([
      ["/rpc/admin/listUsers", { json: { searchValue: "ab\u0000cd" } }],
      ["/rpc/invitations/preview", { json: { id: "\udfffab" } }],
      ["/rpc/docs/gewerbeanmeldung/create", { json: { wohnanschrift_11: { strasse: "\udfffab" } } }],
      ["/rpc/docs/gewerbeanmeldung/create", { json: { wohnanschrift_11: { strasse: "ab\ud800" } } }],
      [`${ORG}/create`, { name: "Org\u0000", slug: "org-nul" }],
      [`${ORG}/create`, { name: "Org", slug: "org-key", metadata: { "k\u0000": 1 } }],
      ["/api/auth/sign-in/email", { email: "a@example.com", password: "pass\u0000word" }],
      ["/api/auth/update-user", { name: ["fine", "\udc00"] }],
    ])("in the JSON body of %s: 400", async (path, json) => {
      const response = await user.client.post(path, json);
      expect(await answer(response)).toMatchObject(INVALID_CHARACTERS);
    });

    it("in a form body and a text body: 400", async () => {
      const form = await raw(user.client, "/rpc/health", "a=%00", "application/x-www-form-urlencoded");
      expect(await answer(form)).toMatchObject(INVALID_CHARACTERS);
      const multipart = new FormData();
      multipart.set("data", '{"json":{"id":"x\\u0000"}}');
      const sent = await user.client.request("/rpc/invitations/preview", { method: "POST", body: multipart });
      expect(await answer(sent)).toMatchObject(INVALID_CHARACTERS);
      const text = await raw(user.client, "/rpc/health", "a\u0000b", "text/plain");
      expect(await answer(text)).toMatchObject(INVALID_CHARACTERS);
    });

    it("under /rpc the answer is also oRPC's error envelope, so the web client shows the message", async () => {
      const response = await user.client.post("/rpc/admin/listUsers", { json: { searchValue: "\u0000" } });
      const { body } = await answer(response);
      expect(body.json).toEqual({
        defined: false,
        code: INVALID_CHARACTERS.code,
        status: 400,
        message: INVALID_CHARACTERS.message,
      });
    });

    it("paired surrogates (emoji) and other text pass", async () => {
      const org = await createOrg(user.client, { name: "Zoë's 👩‍💻 Büro" });
      expect(org.name).toBe("Zoë's 👩‍💻 Büro");
    });
  });

  describe("nesting", () => {
    it("organization metadata nested 5,000 levels deep: 400, not a stack overflow", async () => {
      // Built as text: JSON.stringify itself overflows the test's stack on it.
      const metadata = `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`;
      const response = await raw(
        user.client,
        `${ORG}/create`,
        `{"name":"Deep","slug":"deep-org","metadata":${metadata}}`,
      );
      expect(await answer(response)).toMatchObject({
        status: 400,
        code: "NESTING_TOO_DEEP",
        message: "JSON is nested too deeply (at most 32 levels)",
      });
      const deepArray = await raw(user.client, "/rpc/health", `${"[".repeat(40)}${"]".repeat(40)}`);
      expect((await answer(deepArray)).code).toBe("NESTING_TOO_DEEP");
    });

    it("32 levels pass the guard", async () => {
      const response = await user.client.post(`${ORG}/create`, {
        name: "Nested but fine",
        slug: `nested-${Date.now()}`,
        metadata: nested(30),
      });
      expect(response.status).toBe(200);
    });
  });

  describe("body size", () => {
    it("a body over 100 KB answers 413, declared or streamed", async () => {
      const big = JSON.stringify({ email: "a@example.com", password: "x".repeat(101 * 1024) });
      const declared = await raw(user.client, "/api/auth/sign-in/email", big);
      expect(await answer(declared)).toMatchObject({
        status: 413,
        code: "PAYLOAD_TOO_LARGE",
        message: "Request body is too large (at most 100 KB)",
      });
      const bytes = new TextEncoder().encode(big);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 16 * 1024) controller.enqueue(bytes.slice(i, i + 16 * 1024));
          controller.close();
        },
      });
      const streamed = await user.client.request("/rpc/health", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect(await answer(streamed)).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });
    });

    it("a URL over Node's 16 KB header limit answers 431 with JSON", async () => {
      const response = await user.client.request(`/api/auth/get-session?x=${"a".repeat(20_000)}`);
      expect(await answer(response)).toMatchObject({
        status: 431,
        code: "REQUEST_HEADER_FIELDS_TOO_LARGE",
        message: "The URL or the headers are too large",
      });
    });

    it("an admin create-user with a 1 MB name answers 413", async () => {
      const response = await user.client.post("/api/auth/admin/create-user", {
        email: "big@example.com",
        name: "x".repeat(1024 * 1024),
      });
      expect((await answer(response)).status).toBe(413);
    });
  });

  describe("what passes reaches the endpoint unchanged", () => {
    it("sign-up, RPC and a malformed JSON body still get their own answers", async () => {
      const client = server.client();
      const { response, body } = await client.signUp({ name: "Passed Through" });
      expect(response.status).toBe(200);
      expect(body.user.name).toBe("Passed Through");
      const health = await client.rpc("health");
      expect(health).toEqual({ status: 200, body: { api: "ok", db: "ok", auth: "ok" } });
      const malformed = await raw(client, "/api/auth/sign-in/email", '{"email": "a@example.com", ');
      expect(malformed.status).toBe(400);
    });

    it("a body sent in chunks, without a declared length, reaches better-auth and oRPC whole", async () => {
      const chunked = (text: string) => {
        const bytes = new TextEncoder().encode(text);
        return new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
            controller.close();
          },
        });
      };
      const send = (path: string, text: string) =>
        user.client.request(path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: chunked(text),
          duplex: "half",
        } as RequestInit);
      // Both need their input: without the body they would answer 400, not these.
      const missing = await send(
        "/rpc/docs/gewerbeanmeldung/getById",
        JSON.stringify({ json: { id: "00000000-0000-4000-8000-000000000000" } }),
      );
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ json: { code: "NOT_FOUND" } });
      const refused = await send(
        "/api/auth/sign-in/email",
        JSON.stringify({ email: "nobody@example.com", password: "wrong-password" }),
      );
      expect(await answer(refused)).toMatchObject({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD" });
    });

    it("a URL with broken percent-encoding answers 400 with JSON", async () => {
      expect(await answer(await user.client.request("/api/auth/get-session%E0%A4%A"))).toMatchObject({
        status: 400,
        code: "INVALID_URL",
      });
    });
  });
});
