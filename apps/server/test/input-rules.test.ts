/**
 * The input rules of better-auth's endpoints (auth/input-rules.ts): names, paging, sorting, bans and
 * empty updates are refused with 400 and a message, and nothing of it is stored.
 */
import { schema } from "@app/db";
import { authMessages } from "@app/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN, adminServerFixture, userRow } from "./support/admin";
import { errorOf, ok } from "./support/http";
import { backends } from "./support/matrix";
import { createOrg, ORG } from "./support/organizations-fixtures";
import { signedUpUser } from "./support/users";

const CONTROL = "Name must not contain control characters";
const TOO_LONG = "Name must be at most 100 characters";

describe.each(backends)("input rules on $name", (backend) => {
  const env = adminServerFixture(backend);

  const usersNamed = async (name: string) =>
    env.server.database.db.select().from(schema.user).where(eq(schema.user.name, name));

  describe("names", () => {
    it.each([
      ["x".repeat(65_536), TOO_LONG],
      ["x".repeat(101), TOO_LONG],
      ["a\r\nSet-Cookie: x=1", CONTROL],
      ["Tab\tName", CONTROL],
      ["Bell\u0007", CONTROL],
      ["Line\u2028Break", CONTROL],
      [" A ", "Name must be at least 2 characters"],
    ])("sign-up refuses the name %j with %j and creates no user", async (name, message) => {
      const { response, body, user } = await env.server.client().signUp({ name });
      expect({ status: response.status, message: body.message, code: body.code }).toEqual({
        status: 400,
        message,
        code: "VALIDATION_ERROR",
      });
      const [row] = await env.server.database.db.select().from(schema.user).where(eq(schema.user.email, user.email));
      expect(row).toBeUndefined();
    });

    it("sign-up stores the name trimmed; 100 characters are fine", async () => {
      const { body } = await env.server.client().signUp({ name: `  ${"n".repeat(100)}  ` });
      expect(body.user.name).toBe("n".repeat(100));
    });

    it.each([
      ["", "Name must be at least 1 character"],
      [" ", "Name must be at least 1 character"],
      ["x".repeat(101), TOO_LONG],
      ["a\r\nb", CONTROL],
    ])("update-user refuses the name %j with %j", async (name, message) => {
      const user = await signedUpUser(env.server, "Before");
      expect(await errorOf(await user.client.post("/api/auth/update-user", { name }))).toEqual({
        status: 400,
        message,
        code: "VALIDATION_ERROR",
      });
      expect((await userRow(env.server, user.userId)).name).toBe("Before");
    });

    it.each([
      ["", "Name must be at least 1 character"],
      [" ", "Name must be at least 1 character"],
      ["x".repeat(1000), TOO_LONG],
      ["Evil\u0000", undefined], // refused at the edge already
      ["New\nLine", CONTROL],
    ])("admin create-user refuses the name %j", async (name, message) => {
      const email = `created-${Math.random().toString(36).slice(2)}@example.com`;
      const response = await env.admin.client.post(`${ADMIN}/create-user`, { email, name, password: "long enough pw" });
      const error = await errorOf(response);
      expect(error.status).toBe(400);
      if (message) expect(error.message).toBe(message);
      const [row] = await env.server.database.db.select().from(schema.user).where(eq(schema.user.email, email));
      expect(row).toBeUndefined();
    });

    it("admin create-user stores a valid name trimmed", async () => {
      const email = `created-${Math.random().toString(36).slice(2)}@example.com`;
      const created = await ok<{ user: { id: string; name: string } }>(
        await env.admin.client.post(`${ADMIN}/create-user`, {
          email,
          name: "  Created Person ",
          password: "long enough pw",
        }),
      );
      expect((await userRow(env.server, created.user.id)).name).toBe("Created Person");
    });

    it("admin update-user applies the same name rules and refuses unknown fields", async () => {
      const target = await signedUpUser(env.server, "Target");
      const update = (data: unknown) => env.admin.client.post(`${ADMIN}/update-user`, { userId: target.userId, data });
      expect(await errorOf(await update({ name: " " }))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
      expect(await errorOf(await update({ name: "a\rb" }))).toMatchObject({ status: 400, message: CONTROL });
      expect(await errorOf(await update({ createdAt: "2000-01-01" }))).toMatchObject({ status: 400 });
      expect(await errorOf(await update({}))).toMatchObject({ status: 400 });
      expect(await errorOf(await update({ banExpires: "+275760-09-13T00:00:00.000Z" }))).toMatchObject({
        status: 400,
      });
      await ok(await update({ name: "  Renamed  " }));
      expect((await userRow(env.server, target.userId)).name).toBe("Renamed");
    });

    it("names with accents and emoji are fine everywhere", async () => {
      const { response, body } = await env.server.client().signUp({ name: "Zoë 👩‍💻 Åström" });
      expect(response.status).toBe(200);
      expect(body.user.name).toBe("Zoë 👩‍💻 Åström");
      expect(await usersNamed("Zoë 👩‍💻 Åström")).toHaveLength(1);
    });
  });

  describe("organizations", () => {
    it("update with nothing to change: 400 'No data to update'", async () => {
      const owner = await signedUpUser(env.server, "Org Owner");
      const org = await createOrg(owner.client, { name: "Unchanged Org" });
      for (const data of [{}, { unknownField: 1 }]) {
        const error = await errorOf(await owner.client.post(`${ORG}/update`, { organizationId: org.id, data }));
        expect(error.status).toBe(400);
      }
      expect(
        await errorOf(await owner.client.post(`${ORG}/update`, { organizationId: org.id, data: {} })),
      ).toMatchObject({ status: 400, message: "No data to update", code: "NO_DATA_TO_UPDATE" });
      const renamed = await ok<{ name: string }>(
        await owner.client.post(`${ORG}/update`, { organizationId: org.id, data: { name: " Renamed Org " } }),
      );
      expect(renamed.name).toBe("Renamed Org");
    });

    it("a permission check refuses resource names every object has (they answered 500)", async () => {
      const owner = await signedUpUser(env.server, "Org Owner");
      const org = await createOrg(owner.client, { name: "Permission Org" });
      for (const [path, client, allowed] of [
        [`${ORG}/has-permission`, owner.client, { organization: ["delete"] }],
        [`${ADMIN}/has-permission`, env.admin.client, { user: ["list"] }],
      ] as const) {
        for (const key of ["permissions", "permission"]) {
          for (const resource of ["toString", "__proto__", "constructor", "hasOwnProperty"]) {
            const body = JSON.parse(`{"organizationId":"${org.id}","${key}":{"${resource}":["c"]}}`);
            const error = await errorOf(await client.post(path, body));
            expect(error.status, `${path} ${key}.${resource}`).toBe(400);
            expect(error.message).toBe("permissions must name resources, not properties every object has");
          }
        }
        const answer = await ok<{ success: boolean }>(
          await client.post(path, { organizationId: org.id, permissions: allowed }),
        );
        expect(answer.success, path).toBe(true);
      }
    });

    it("refuses an organization name with control characters", async () => {
      const owner = await signedUpUser(env.server, "Org Owner");
      const error = await errorOf(
        await owner.client.post(`${ORG}/create`, { name: "Evil\r\nOrg", slug: `evil-${Date.now()}` }),
      );
      expect(error).toMatchObject({ status: 400, message: "Organization name must not contain control characters" });
    });

    it.each([
      "offset=-1",
      "limit=1.5",
      "limit=Infinity",
      "limit=0",
      "limit=101",
      "offset=abc",
      "offset=1&offset=2",
      "sortBy=password",
      "sortBy=createdAt&sortDirection=sideways",
      "filterField=user.password&filterValue=x",
    ])("list-members with %s: 400", async (query) => {
      const owner = await signedUpUser(env.server, "Org Owner");
      const org = await createOrg(owner.client);
      const response = await owner.client.request(`${ORG}/list-members?organizationId=${org.id}&${query}`);
      const error = await errorOf(response);
      expect(error.status).toBe(400);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.message).toMatch(/^(limit|offset|sortBy|sortDirection|filterField) must/);
    });

    it("list-members with valid paging and sorting answers 200", async () => {
      const owner = await signedUpUser(env.server, "Org Owner");
      const org = await createOrg(owner.client);
      const listed = await ok<{ members: unknown[]; total: number }>(
        await owner.client.request(
          `${ORG}/list-members?organizationId=${org.id}&limit=10&offset=0&sortBy=createdAt&sortDirection=desc`,
        ),
      );
      expect(listed.total).toBe(1);
    });

    it("get-full-organization with membersLimit=-1: 400", async () => {
      const owner = await signedUpUser(env.server, "Org Owner");
      const org = await createOrg(owner.client);
      const response = await owner.client.request(
        `${ORG}/get-full-organization?organizationId=${org.id}&membersLimit=-1`,
      );
      expect((await errorOf(response)).status).toBe(400);
    });
  });

  describe("admin", () => {
    it.each([1e308, -5, 1.5, 0, 100 * 366 * 24 * 3600])(
      "ban-user with banExpiresIn %s: 400, not banned",
      async (seconds) => {
        const target = await signedUpUser(env.server, "Ban Target");
        const response = await env.admin.client.post(`${ADMIN}/ban-user`, {
          userId: target.userId,
          banExpiresIn: seconds,
        });
        expect(await errorOf(response)).toMatchObject({ status: 400, code: "INVALID_BAN" });
        expect((await userRow(env.server, target.userId)).banned).toBe(false);
      },
    );

    it("ban-user with a bounded expiry and a reason bans", async () => {
      const target = await signedUpUser(env.server, "Ban Target");
      const banned = await ok<{ user: { banned: boolean; banExpires: string } }>(
        await env.admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId, banExpiresIn: 3600 }),
      );
      expect(banned.user.banned).toBe(true);
      expect(new Date(banned.user.banExpires).getTime()).toBeGreaterThan(Date.now());
      const longReason = await env.admin.client.post(`${ADMIN}/ban-user`, {
        userId: target.userId,
        banReason: "r".repeat(201),
      });
      expect((await errorOf(longReason)).status).toBe(400);
    });

    it.each([
      "limit=-1",
      "offset=-1",
      "offset=10000",
      "limit=1.5",
      "limit=Infinity",
      "sortBy=password",
      "searchOperator=regex",
      "filterField=password&filterValue=x",
    ])("list-users with %s: 400", async (query) => {
      const response = await env.admin.client.request(`${ADMIN}/list-users?${query}`);
      expect(await errorOf(response)).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    });

    it("list-users with the web app's query answers 200", async () => {
      const listed = await ok<{ users: unknown[]; total: number }>(
        await env.admin.client.request(
          `${ADMIN}/list-users?searchValue=a&searchField=email&searchOperator=contains&limit=10&offset=0&sortBy=createdAt&sortDirection=desc`,
        ),
      );
      expect(listed.total).toBeGreaterThan(0);
    });

    it("set-user-password needs 8 characters", async () => {
      const target = await signedUpUser(env.server, "Password Target");
      const response = await env.admin.client.post(`${ADMIN}/set-user-password`, {
        userId: target.userId,
        newPassword: "short",
      });
      expect(await errorOf(response)).toEqual({
        status: 400,
        message: "Password must be at least 8 characters",
        code: "VALIDATION_ERROR",
      });
    });
  });
  describe("account endpoints", () => {
    it.each([
      ["/api/auth/change-email", { newEmail: "not-an-address", callbackURL: "/dashboard/account" }],
      ["/api/auth/request-password-reset", { email: "a\r\nBcc: x@example.com", redirectTo: "/reset-password" }],
    ])("%s refuses a malformed address with 400", async (path, body) => {
      const user = await signedUpUser(env.server, "Address Rules");
      expect(await errorOf(await user.client.post(path, body))).toEqual({
        status: 400,
        message: authMessages.invalidEmail,
        code: "VALIDATION_ERROR",
      });
    });

    it.each([
      ["", "The passkey name must not be empty"],
      ["x".repeat(101), "The passkey name must be at most 100 characters"],
      ["Key\u0007", "The passkey name must not contain control characters"],
    ])("update-passkey refuses the name %j with %j", async (name, message) => {
      const user = await signedUpUser(env.server, "Passkey Rules");
      expect(await errorOf(await user.client.post("/api/auth/passkey/update-passkey", { id: "any", name }))).toEqual({
        status: 400,
        message,
        code: "VALIDATION_ERROR",
      });
    });
  });
});
