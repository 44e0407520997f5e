/**
 * The public API with API keys (decision 030), over real HTTP on every database: a key
 * acts as its creator inside its organization only, with its scope; revocation, expiry, member
 * removal, leaving, a ban and deleting the user count on the next call; cookies are refused on
 * /api/v1 and keys on /rpc; owners and admins see and revoke their members' keys.
 */
import { schema } from "@app/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type AdminServer, auditRows, signedInAdmin, startAdminServer } from "./support/admin";
import type { TestClient } from "./support/client";
import { completeSoleTrader, quickCreate } from "./support/gewerbeanmeldung-fixtures";
import { errorOf, ok } from "./support/http";
import { variants } from "./support/matrix";
import { createOrg, inviteAndAccept, ORG, type OrgWithRoles, orgWithRoles } from "./support/organizations-fixtures";
import type { TestServer } from "./support/server";
import { signedUpUser, type User } from "./support/users";

const RATE_LIMIT = 25;
const DAY = 86400;

interface CreatedKey {
  id: string;
  key: string;
  start: string;
  expiresAt: string | null;
}

async function createKey(
  client: TestClient,
  organizationId: string,
  scope: "read" | "write" = "write",
  extra: Record<string, unknown> = {},
): Promise<CreatedKey> {
  return ok<CreatedKey>(await createKeyResponse(client, { organizationId, scope }, extra));
}

function createKeyResponse(client: TestClient, metadata: unknown, extra: Record<string, unknown> = {}) {
  return client.post("/api/auth/api-key/create", {
    name: "Accounting export",
    expiresIn: 90 * DAY,
    metadata,
    ...extra,
  });
}

describe.each(variants)("API keys and /api/v1 on $name", (variant) => {
  let env: AdminServer;
  let server: TestServer;
  let a: OrgWithRoles;
  let orgB: { id: string };

  /** A call to the public API with a key, as any HTTP client makes it (no cookie, no origin). */
  const api = (key: string | null, path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (key) headers.set("x-api-key", key);
    if (init.json !== undefined) headers.set("content-type", "application/json");
    return fetch(new URL(`/api/v1${path}`, server.url), {
      ...init,
      headers,
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
    });
  };
  const keyRow = async (id: string) =>
    (await server.database.db.select().from(schema.apikey).where(eq(schema.apikey.id, id)))[0];

  beforeAll(async () => {
    env = await startAdminServer(variant, { RATE_LIMIT_API_KEY: `${RATE_LIMIT}/60` });
    server = env.server;
    a = await orgWithRoles(server);
    orgB = await createOrg(a.owner.client, { name: "Second Org" });
  });
  afterAll(() => server?.stop());

  it("creates a key shown once: only its hash and first characters are stored, and the creation is audited", async () => {
    const created = await createKey(a.owner.client, a.org.id, "read");
    expect(created.key).toMatch(/^dash_[A-Za-z]{48}$/);
    const row = await keyRow(created.id);
    expect(row.key).not.toContain(created.key);
    expect(row.start).toBe(created.key.slice(0, 11));
    expect(row.organizationId).toBe(a.org.id);
    expect(row.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 89 * DAY * 1000);
    const { apiKeys: listed } = await ok<{ apiKeys: Record<string, unknown>[] }>(
      await a.owner.client.request("/api/auth/api-key/list"),
    );
    const mine = listed.find((k) => k.id === created.id);
    expect(mine).toMatchObject({ name: "Accounting export", start: created.key.slice(0, 11) });
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const audit = (await auditRows(server)).find((r) => r.action === "api-key-create");
    expect(audit).toMatchObject({ actorUserId: a.owner.userId });
    expect(JSON.stringify(audit?.details)).not.toContain(created.key);
  });

  it("refuses keys for an organization the user is not in, odd lifetimes, scopes and fields, and changes", async () => {
    const outsider = await signedUpUser(server, "Otto Outsider");
    expect(
      await errorOf(await createKeyResponse(outsider.client, { organizationId: a.org.id, scope: "read" })),
    ).toEqual({
      status: 403,
      code: "NOT_A_MEMBER",
      message: "You are not a member of this organization",
    });
    const bad: [unknown, Record<string, unknown>, string][] = [
      [
        { organizationId: a.org.id, scope: "read" },
        { expiresIn: 10 * DAY },
        "Expiry must be 30, 90 or 365 days, or none",
      ],
      [{ organizationId: a.org.id, scope: "admin" }, {}, "Scope must be read or write"],
      [{ organizationId: a.org.id, scope: "read", extra: 1 }, {}, ""],
      [{ organizationId: a.org.id, scope: "read" }, { prefix: "x_" }, "The key prefix is fixed"],
      [{ organizationId: a.org.id, scope: "read" }, { name: " " }, "Name is required"],
      [undefined, {}, ""],
    ];
    for (const [metadata, extra, message] of bad) {
      const error = await errorOf(await createKeyResponse(a.member.client, metadata, extra));
      expect(error.status, JSON.stringify([metadata, extra])).toBe(400);
      if (message) expect(error.message).toBe(message);
    }
    const key = await createKey(a.member.client, a.org.id, "read", { expiresIn: null });
    expect(key.expiresAt).toBeNull();
    const update = await a.member.client.post("/api/auth/api-key/update", {
      keyId: key.id,
      metadata: { organizationId: orgB.id, scope: "write" },
    });
    expect((await errorOf(update)).status).toBe(403);
  });

  it("GET /me tells who the key acts as, where and with which scope", async () => {
    const key = await createKey(a.admin.client, a.org.id, "read");
    const me = await ok<Record<string, unknown>>(await api(key.key, "/me"));
    expect(me).toEqual({
      user: { id: a.admin.userId, name: a.admin.name, email: a.admin.email },
      organization: { id: a.org.id, name: a.org.name, slug: a.org.slug },
      role: "admin",
      key: { id: key.id, name: "Accounting export", scope: "read", expiresAt: key.expiresAt },
    });
  });

  it("runs the Gewerbeanmeldung's whole life through REST with a write key", async () => {
    const { key } = await createKey(a.owner.client, a.org.id, "write");
    const created = await api(key, "/gewerbeanmeldungen", { method: "POST", json: quickCreate() });
    expect(created.status).toBe(201);
    const { documentId } = (await created.json()) as { documentId: string };
    const detail = await ok<{ meta: { version: number } }>(await api(key, `/gewerbeanmeldungen/${documentId}`));
    const saved = await ok<{ meta: { version: number } }>(
      await api(key, `/gewerbeanmeldungen/${documentId}`, {
        method: "PUT",
        json: { version: detail.meta.version, document: completeSoleTrader() },
      }),
    );
    // A stale version is the web app's conflict, with its message.
    const stale = await api(key, `/gewerbeanmeldungen/${documentId}`, {
      method: "PUT",
      json: { version: detail.meta.version, document: completeSoleTrader() },
    });
    expect(await errorOf(stale)).toMatchObject({ status: 409, code: "CONFLICT" });
    const draftPdf = await api(key, `/gewerbeanmeldungen/${documentId}/pdf`);
    expect(draftPdf.status).toBe(409);
    const completed = await ok<{ meta: { status: string; version: number } }>(
      await api(key, `/gewerbeanmeldungen/${documentId}/complete`, {
        method: "POST",
        json: { version: saved.meta.version },
      }),
    );
    expect(completed.meta.status).toBe("vollstaendig");
    const pdf = await api(key, `/gewerbeanmeldungen/${documentId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const list = await ok<{ documents: { meta: { id: string } }[] }>(
      await api(key, "/gewerbeanmeldungen?status=vollstaendig&limit=5&query=Sonnenschein"),
    );
    expect(list.documents.map((d) => d.meta.id)).toEqual([documentId]);
    const reopened = await ok<{ meta: { status: string; version: number } }>(
      await api(key, `/gewerbeanmeldungen/${documentId}/reopen`, {
        method: "POST",
        json: { version: completed.meta.version },
      }),
    );
    expect(reopened.meta.status).toBe("entwurf");
    await ok(await api(key, `/gewerbeanmeldungen/${documentId}`, { method: "DELETE" }));
    expect((await api(key, `/gewerbeanmeldungen/${documentId}`)).status).toBe(404);
  });

  it("sees only its organization's documents of its creator", async () => {
    const ownerA = await createKey(a.owner.client, a.org.id, "write");
    const ownerB = await createKey(a.owner.client, orgB.id, "write");
    const memberA = await createKey(a.member.client, a.org.id, "write");
    const create = async (key: string) =>
      (
        (await (await api(key, "/gewerbeanmeldungen", { method: "POST", json: quickCreate() })).json()) as {
          documentId: string;
        }
      ).documentId;
    const inA = await create(ownerA.key);
    const inB = await create(ownerB.key);
    const members = await create(memberA.key);
    // A document the owner made in the web app with org B active.
    await ok(await a.owner.client.post(`${ORG}/set-active`, { organizationId: orgB.id }));
    const web = await a.owner.client.rpc<{ documentId: string }>("docs.gewerbeanmeldung.create", quickCreate());

    const ids = async (key: string) =>
      (
        await ok<{ documents: { meta: { id: string } }[] }>(await api(key, "/gewerbeanmeldungen?limit=100"))
      ).documents.map((d) => d.meta.id);
    const seenA = await ids(ownerA.key);
    expect(seenA).toContain(inA);
    expect(seenA).not.toContain(inB);
    expect(seenA).not.toContain(members);
    expect(seenA).not.toContain(web.body.documentId);
    expect(await ids(ownerB.key)).toEqual(expect.arrayContaining([inB, web.body.documentId]));
    expect(await ids(memberA.key)).toEqual([members]);
    for (const foreign of [inB, members, web.body.documentId]) {
      expect((await api(ownerA.key, `/gewerbeanmeldungen/${foreign}`)).status).toBe(404);
      expect((await api(ownerA.key, `/gewerbeanmeldungen/${foreign}/pdf`)).status).toBe(404);
      expect((await api(ownerA.key, `/gewerbeanmeldungen/${foreign}`, { method: "DELETE" })).status).toBe(404);
    }
    expect((await api(memberA.key, `/gewerbeanmeldungen/${inA}`)).status).toBe(404);
  });

  it("a read key reads and may not write (403)", async () => {
    const read = await createKey(a.member.client, a.org.id, "read");
    await ok(await api(read.key, "/gewerbeanmeldungen"));
    const refused = await api(read.key, "/gewerbeanmeldungen", { method: "POST", json: quickCreate() });
    expect(await errorOf(refused)).toEqual({
      status: 403,
      code: "FORBIDDEN",
      message: "This API key may only read: create a key with the write scope",
    });
  });

  it("answers 401 for no key, an unknown key and a cookie; keys are not accepted on /rpc", async () => {
    const key = await createKey(a.member.client, a.org.id, "write");
    const unknown = `dash_${"x".repeat(48)}`;
    for (const sent of [null, unknown, "garbage", key.key.slice(0, -1)]) {
      expect(await errorOf(await api(sent, "/me"))).toMatchObject({ status: 401, code: "UNAUTHORIZED" });
    }
    const withCookie = await a.member.client.request("/api/v1/me");
    expect(await errorOf(withCookie)).toEqual({
      status: 401,
      code: "UNAUTHORIZED",
      message: "The API accepts API keys only: send the key in the X-API-Key header",
    });
    const bearer = await api(null, "/me", { headers: { authorization: `Bearer ${key.key}` } });
    expect(bearer.status).toBe(200);
    const rpc = await fetch(new URL("/rpc/docs/gewerbeanmeldung/list", server.url), {
      method: "POST",
      headers: { "x-api-key": key.key, authorization: `Bearer ${key.key}`, "content-type": "application/json" },
      body: JSON.stringify({ json: {} }),
    });
    expect(rpc.status).toBe(401);
    const session = await fetch(new URL("/api/auth/get-session", server.url), { headers: { "x-api-key": key.key } });
    expect(await session.json()).toBeNull();
  });

  it("revoking a key, and its expiry, take effect on the next call", async () => {
    const revoked = await createKey(a.member.client, a.org.id, "read");
    await ok(await api(revoked.key, "/me"));
    await ok(await a.member.client.post("/api/auth/api-key/delete", { keyId: revoked.id }));
    expect((await api(revoked.key, "/me")).status).toBe(401);
    const audit = (await auditRows(server)).filter((r) => r.action === "api-key-revoke");
    expect(audit.map((r) => (r.details as { keyId?: string }).keyId)).toContain(revoked.id);

    const expiring = await createKey(a.member.client, a.org.id, "read");
    await ok(await api(expiring.key, "/me"));
    await server.database.db
      .update(schema.apikey)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.apikey.id, expiring.id));
    expect((await api(expiring.key, "/me")).status).toBe(401);
  });

  it("owners and admins see their members' keys without secrets and revoke them; members may not", async () => {
    const members = await createKey(a.member.client, a.org.id, "write");
    const owners = await createKey(a.owner.client, a.org.id, "read");
    for (const manager of [a.owner, a.admin]) {
      const listed = await manager.client.rpc<{ keys: Record<string, unknown>[] }>("apiKeys.listForOrganization", {
        organizationId: a.org.id,
      });
      expect(listed.status).toBe(200);
      expect(listed.body.keys.find((k) => k.id === members.id)).toMatchObject({
        userId: a.member.userId,
        userEmail: a.member.email,
        scope: "write",
        start: members.key.slice(0, 11),
      });
      expect(JSON.stringify(listed.body)).not.toContain(members.key);
    }
    const refused = await a.member.client.rpc("apiKeys.listForOrganization", { organizationId: a.org.id });
    expect(refused.status).toBe(403);
    expect((await a.member.client.rpc("apiKeys.revoke", { keyId: owners.id })).status).toBe(403);
    const outsider = await signedUpUser(server, "Nosy Neighbour");
    expect((await outsider.client.rpc("apiKeys.revoke", { keyId: members.id })).status).toBe(404);
    expect((await outsider.client.rpc("apiKeys.listForOrganization", { organizationId: a.org.id })).status).toBe(403);

    await ok(await api(members.key, "/me"));
    expect((await a.admin.client.rpc("apiKeys.revoke", { keyId: members.id })).status).toBe(200);
    expect((await api(members.key, "/me")).status).toBe(401);
    expect(await keyRow(members.id)).toBeUndefined();
  });

  it("removing a member, leaving, a ban and deleting the user revoke their keys on the next call", async () => {
    const removed = await signedUpUser(server, "Rita Removed");
    const removedMemberId = await inviteAndAccept(a.owner.client, a.org.id, removed);
    const leaving = await signedUpUser(server, "Lena Leaving");
    await inviteAndAccept(a.owner.client, a.org.id, leaving);
    const banned = await signedUpUser(server, "Bob Banned");
    await inviteAndAccept(a.owner.client, a.org.id, banned);
    const deleted = await signedUpUser(server, "Dora Deleted");
    await inviteAndAccept(a.owner.client, a.org.id, deleted);
    const keys = new Map<User, CreatedKey>();
    for (const user of [removed, leaving, banned, deleted]) {
      const key = await createKey(user.client, a.org.id, "read");
      await ok(await api(key.key, "/me"));
      keys.set(user, key);
    }
    const gone = async (user: User) => {
      const key = keys.get(user) as CreatedKey;
      expect((await api(key.key, "/me")).status).toBe(401);
      expect(await keyRow(key.id)).toBeUndefined();
    };

    await ok(
      await a.owner.client.post(`${ORG}/remove-member`, { organizationId: a.org.id, memberIdOrEmail: removedMemberId }),
    );
    await gone(removed);
    await ok(await leaving.client.post(`${ORG}/leave`, { organizationId: a.org.id }));
    await gone(leaving);
    const admin = await signedInAdmin(env);
    await ok(await admin.client.post(`${ADMIN}/ban-user`, { userId: banned.userId }));
    await gone(banned);
    await ok(await deleted.client.post("/api/auth/delete-user", { password: "correct horse battery" }));
    await gone(deleted);
    const reasons = (await auditRows(server))
      .filter((r) => r.action === "api-key-revoke")
      .map((r) => (r.details as { reason?: string }).reason);
    expect(reasons).toEqual(expect.arrayContaining(["member-removed", "left-organization", "banned"]));
  });

  it("a member removed by other means (a stale key row) is refused too", async () => {
    const user = await signedUpUser(server, "Sam Stale");
    await inviteAndAccept(a.owner.client, a.org.id, user);
    const key = await createKey(user.client, a.org.id, "read");
    await ok(await api(key.key, "/me"));
    await server.database.db.delete(schema.member).where(eq(schema.member.userId, user.userId));
    expect((await api(key.key, "/me")).status).toBe(401);
  });

  it("audits the first use once and keeps the last use without a write per call", async () => {
    const key = await createKey(a.member.client, a.org.id, "read");
    expect((await keyRow(key.id)).lastRequest).toBeNull();
    await Promise.all([api(key.key, "/me"), api(key.key, "/me"), api(key.key, "/me")]);
    const first = (await keyRow(key.id)).lastRequest;
    expect(first).toBeInstanceOf(Date);
    for (let i = 0; i < 3; i++) await ok(await api(key.key, "/me"));
    expect((await keyRow(key.id)).lastRequest).toEqual(first);
    const firstUses = (await auditRows(server)).filter(
      (r) => r.action === "api-key-first-use" && (r.details as { keyId?: string }).keyId === key.id,
    );
    expect(firstUses).toHaveLength(1);
    const { apiKeys: listed } = await ok<{ apiKeys: { id: string; lastRequest: string | null }[] }>(
      await a.member.client.request("/api/auth/api-key/list"),
    );
    expect(listed.find((k) => k.id === key.id)?.lastRequest).not.toBeNull();
  });

  it("limits each key on its own: 429 with Retry-After, other keys unaffected", async () => {
    const busy = await createKey(a.member.client, a.org.id, "read");
    const other = await createKey(a.member.client, a.org.id, "read");
    for (let i = 0; i < RATE_LIMIT; i++) expect((await api(busy.key, "/me")).status).toBe(200);
    const limited = await api(busy.key, "/me");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await errorOf(limited)).toEqual({
      status: 429,
      code: "TOO_MANY_REQUESTS",
      message: "Too many requests for this API key",
    });
    expect((await api(other.key, "/me")).status).toBe(200);
  });

  it("answers bad input with a 4xx and JSON {message, code}", async () => {
    const { key } = await createKey(a.owner.client, a.org.id, "write");
    const cases: [string, RequestInit & { json?: unknown }, number][] = [
      ["/gewerbeanmeldungen?limit=abc", {}, 400],
      ["/gewerbeanmeldungen?limit=1000", {}, 400],
      ["/gewerbeanmeldungen?cursor=nonsense", {}, 400],
      ["/gewerbeanmeldungen?status=fertig", {}, 400],
      [
        "/gewerbeanmeldungen",
        { method: "POST", body: "{not json", headers: { "content-type": "application/json" } },
        400,
      ],
      ["/gewerbeanmeldungen", { method: "POST", json: { wohnanschrift_11: 5 } }, 400],
      ["/gewerbeanmeldungen/x/complete", { method: "POST", json: { version: "one" } }, 400],
      [`/gewerbeanmeldungen/${"x".repeat(500)}`, {}, 400],
      ["/gewerbeanmeldungen", { method: "PATCH" }, 404],
      ["/nothing-here", {}, 404],
    ];
    for (const [path, init, status] of cases) {
      const response = await api(key, path, init);
      const body = (await response.json()) as { message?: unknown; code?: unknown };
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(typeof body.message).toBe("string");
      expect(typeof body.code).toBe("string");
    }
  });

  it("serves the OpenAPI document and the reference page with Swagger UI from the server itself", async () => {
    const document = await ok<{ openapi: string; paths: Record<string, unknown> }>(
      await fetch(new URL("/api/v1/openapi.json", server.url)),
    );
    expect(document.openapi).toMatch(/^3\.1/);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/me",
        "/gewerbeanmeldungen",
        "/gewerbeanmeldungen/{id}",
        "/gewerbeanmeldungen/{id}/pdf",
      ]),
    );
    const page = await fetch(new URL("/api/docs", server.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const start = await fetch(new URL("/api/docs/start.js", server.url));
    expect(await start.text()).toContain('"url":"/api/v1/openapi.json"');
    const script = await fetch(new URL("/api/docs/swagger-ui-bundle.js", server.url));
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const styles = await fetch(new URL("/api/docs/swagger-ui.css", server.url));
    expect(styles.headers.get("content-type")).toContain("text/css");
  });
});
