/**
 * Every admin endpoint as admin, as plain user and signed out (docs/product.md#platform-roles); the self-protection
 * rules; who counts as an admin (comma-separated roles, ADMIN_USER_IDS).
 */
import { schema } from "@app/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN, adminServerFixture, anotherAdmin, listUsers, setRoleInDb, userRow, userWithId } from "./support/admin";
import { errorOf, ok } from "./support/http";
import { backends } from "./support/matrix";
import { createOrg, inviteAndAccept } from "./support/organizations-fixtures";
import { signedUpUser, type User } from "./support/users";

type Call = (caller: User["client"], target: User) => Promise<Response>;

/** Each better-auth admin endpoint the user table uses, with what refuses a plain user. */
const endpoints: { name: string; call: Call; refusal: string }[] = [
  {
    name: "set-role",
    call: (c, t) => c.post(`${ADMIN}/set-role`, { userId: t.userId, role: "admin" }),
    refusal: "You are not allowed to change users role",
  },
  {
    name: "ban-user",
    call: (c, t) => c.post(`${ADMIN}/ban-user`, { userId: t.userId, banReason: "Banned by admin" }),
    refusal: "You are not allowed to ban users",
  },
  {
    name: "unban-user",
    call: (c, t) => c.post(`${ADMIN}/unban-user`, { userId: t.userId }),
    refusal: "You are not allowed to ban users",
  },
  {
    name: "remove-user",
    call: (c, t) => c.post(`${ADMIN}/remove-user`, { userId: t.userId }),
    refusal: "You are not allowed to delete users",
  },
  {
    name: "impersonate-user",
    call: (c, t) => c.post(`${ADMIN}/impersonate-user`, { userId: t.userId }),
    refusal: "You are not allowed to impersonate users",
  },
  {
    name: "list-users (better-auth)",
    call: (c) => c.request(`${ADMIN}/list-users?limit=10`),
    refusal: "You are not allowed to list users",
  },
];

describe.each(backends)("admin endpoints on $name", (backend) => {
  const env = adminServerFixture(backend);

  const user = (name = "Plain User") => signedUpUser(env.server, name);
  let configured: Promise<User> | undefined;
  const configuredAdmin = () => {
    configured ??= userWithId(env.server, env.configuredAdminId, "user");
    return configured;
  };

  describe("as admin", () => {
    it("set-role switches a user to admin and back", async () => {
      const target = await user();
      const promoted = await ok<{ user: { role: string } }>(
        await env.admin.client.post(`${ADMIN}/set-role`, { userId: target.userId, role: "admin" }),
      );
      expect(promoted.user.role).toBe("admin");
      expect((await target.client.session())?.user.role).toBe("admin");
      await ok(await env.admin.client.post(`${ADMIN}/set-role`, { userId: target.userId, role: "user" }));
      expect((await userRow(env.server, target.userId)).role).toBe("user");
    });

    it.each([["owner"], ["superadmin"], [""], [["admin", "user"]]])("set-role refuses the role %j", async (role) => {
      const target = await user();
      expect(await errorOf(await env.admin.client.post(`${ADMIN}/set-role`, { userId: target.userId, role }))).toEqual({
        status: 400,
        message: "Role must be user or admin",
        code: "INVALID_ROLE",
      });
      expect((await userRow(env.server, target.userId)).role).toBe("user");
    });

    it("admin update-user and create-user accept only the roles user and admin", async () => {
      const target = await user();
      const bad = await env.admin.client.post(`${ADMIN}/update-user`, {
        userId: target.userId,
        data: { role: "owner" },
      });
      expect(await errorOf(bad)).toMatchObject({ status: 400, code: "INVALID_ROLE" });
      await ok(await env.admin.client.post(`${ADMIN}/update-user`, { userId: target.userId, data: { role: "admin" } }));
      expect((await userRow(env.server, target.userId)).role).toBe("admin");
      const create = await env.admin.client.post(`${ADMIN}/create-user`, {
        email: "created-by-admin@example.com",
        name: "Created",
        password: "correct horse battery",
        role: "superadmin",
      });
      expect(await errorOf(create)).toMatchObject({ status: 400, code: "INVALID_ROLE" });
    });

    it("ban-user bans with the given reason, unban-user lifts it", async () => {
      const target = await user();
      const banned = await ok<{ user: { banned: boolean; banReason: string } }>(
        await env.admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId, banReason: "Banned by admin" }),
      );
      expect(banned.user).toMatchObject({ banned: true, banReason: "Banned by admin" });
      const unbanned = await ok<{ user: { banned: boolean; banReason: string | null } }>(
        await env.admin.client.post(`${ADMIN}/unban-user`, { userId: target.userId }),
      );
      expect(unbanned.user).toMatchObject({ banned: false, banReason: null });
    });

    it("ban-user without a reason stores 'Banned by admin'", async () => {
      const target = await user();
      await ok(await env.admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId }));
      expect(await userRow(env.server, target.userId)).toMatchObject({ banned: true, banReason: "Banned by admin" });
    });

    it("remove-user deletes the user and their sessions", async () => {
      const target = await user();
      expect(await ok(await env.admin.client.post(`${ADMIN}/remove-user`, { userId: target.userId }))).toEqual({
        success: true,
      });
      expect(await userRow(env.server, target.userId)).toBeUndefined();
      expect(await target.client.session()).toBeNull();
    });

    it("remove-user refuses while the user alone owns an organization with members, naming it", async () => {
      const owner = await user("Sole Owner");
      const shared = await createOrg(owner.client, { name: "Shared Bakery" });
      await inviteAndAccept(owner.client, shared.id, await user("Staying Member"));
      const refused = await env.admin.client.post(`${ADMIN}/remove-user`, { userId: owner.userId });
      expect(await errorOf(refused)).toMatchObject({
        status: 409,
        code: "SOLE_OWNER_OF_ORGANIZATIONS",
        message: expect.stringContaining("Shared Bakery"),
      });
      expect(await userRow(env.server, owner.userId)).toBeDefined();
      expect(await owner.client.session()).not.toBeNull();
    });

    it("remove-user takes the organizations the user was alone in with them", async () => {
      const loner = await user("Lone Founder");
      const alone = await createOrg(loner.client, { name: "Solo Shop" });
      await ok(await env.admin.client.post(`${ADMIN}/remove-user`, { userId: loner.userId }));
      const [left] = await env.server.database.db
        .select()
        .from(schema.organization)
        .where(eq(schema.organization.id, alone.id));
      expect(left).toBeUndefined();
    });

    it("impersonate-user and stop-impersonating switch identities", async () => {
      const target = await user();
      await ok(await env.admin.client.post(`${ADMIN}/impersonate-user`, { userId: target.userId }));
      expect((await env.admin.client.session())?.user.id).toBe(target.userId);
      await ok(await env.admin.client.post(`${ADMIN}/stop-impersonating`));
      expect((await env.admin.client.session())?.user.id).toBe(env.admin.userId);
    });

    it("listUsers (RPC) answers users and total", async () => {
      const { status, body } = await listUsers(env.admin.client, {});
      expect(status).toBe(200);
      expect(body.total).toBeGreaterThanOrEqual(body.users.length);
      const found = await listUsers(env.admin.client, { searchValue: env.admin.email });
      expect(found.body.users.map((u) => u.id)).toEqual([env.admin.userId]);
      expect(found.body.total).toBe(1);
    });

    it("unknown users give 404 'User not found'", async () => {
      const ghost = { userId: "no-such-user" } as User;
      for (const path of ["set-role", "ban-user", "unban-user", "remove-user", "impersonate-user"]) {
        const body = path === "set-role" ? { userId: ghost.userId, role: "user" } : { userId: ghost.userId };
        expect(await errorOf(await env.admin.client.post(`${ADMIN}/${path}`, body)), path).toMatchObject({
          status: 404,
          message: "User not found",
        });
      }
    });
  });

  describe("as a plain user", () => {
    it.each(endpoints)("$name is refused with 403 '$refusal' and changes nothing", async ({ call, refusal }) => {
      const caller = await user();
      const target = await user("Target User");
      expect(await errorOf(await call(caller.client, target))).toMatchObject({ status: 403, message: refusal });
      expect(await userRow(env.server, target.userId)).toMatchObject({ role: "user", banned: false });
      expect((await target.client.session())?.user.id).toBe(target.userId);
      expect((await caller.client.session())?.user.id).toBe(caller.userId);
    });

    it("listUsers (RPC) is refused with 403 FORBIDDEN", async () => {
      const caller = await user();
      const { status, body } = await listUsers(caller.client, {});
      expect(status).toBe(403);
      expect(body).toMatchObject({ code: "FORBIDDEN", message: "You are not allowed to list users" });
    });

    it("targeting themselves gets the same 403 as targeting anyone else", async () => {
      const caller = await user();
      for (const { call, refusal } of endpoints) {
        expect(await errorOf(await call(caller.client, caller))).toMatchObject({ status: 403, message: refusal });
      }
      expect(await userRow(env.server, caller.userId)).toMatchObject({ role: "user", banned: false });
    });

    it("admin update-user and create-user are refused with 403", async () => {
      const caller = await user();
      const target = await user();
      const update = await caller.client.post(`${ADMIN}/update-user`, {
        userId: target.userId,
        data: { role: "admin" },
      });
      expect(await errorOf(update)).toMatchObject({ status: 403, message: "You are not allowed to update users" });
      const create = await caller.client.post(`${ADMIN}/create-user`, {
        email: "new@example.com",
        name: "New",
        password: "correct horse battery",
      });
      expect(await errorOf(create)).toMatchObject({ status: 403, message: "You are not allowed to create users" });
    });

    it("stop-impersonating is refused with 400 when not impersonating", async () => {
      const caller = await user();
      expect(await errorOf(await caller.client.post(`${ADMIN}/stop-impersonating`))).toMatchObject({
        status: 400,
        message: "You are not impersonating anyone",
      });
    });
  });

  describe("signed out", () => {
    it.each(endpoints)("$name is refused with 401", async ({ call }) => {
      const target = await user();
      const response = await call(env.server.client(), target);
      expect(response.status).toBe(401);
      expect(await userRow(env.server, target.userId)).toMatchObject({ role: "user", banned: false });
    });

    it("stop-impersonating is refused with 401", async () => {
      expect((await env.server.client().post(`${ADMIN}/stop-impersonating`)).status).toBe(401);
    });

    it("listUsers (RPC) is refused with 401 UNAUTHORIZED", async () => {
      const { status, body } = await listUsers(env.server.client(), {});
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: "UNAUTHORIZED" });
    });
  });

  describe("who is an admin", () => {
    it("a comma-separated role that includes admin grants the admin endpoints and listUsers", async () => {
      const multi = await user("Multi Role");
      await setRoleInDb(env.server, multi.userId, "user,admin");
      expect((await listUsers(multi.client, {})).status).toBe(200);
      const target = await user();
      await ok(await multi.client.post(`${ADMIN}/ban-user`, { userId: target.userId }));
      expect((await userRow(env.server, target.userId)).banned).toBe(true);
    });

    it("a user listed in ADMIN_USER_IDS with role user may list and act; other roles do not grant it", async () => {
      const configured = await configuredAdmin();
      expect((await configured.client.session())?.user.role).toBe("user");
      expect((await listUsers(configured.client, {})).status).toBe(200);
      const target = await user();
      await ok(await configured.client.post(`${ADMIN}/ban-user`, { userId: target.userId }));

      const other = await user("Role Editor");
      await setRoleInDb(env.server, other.userId, "user,editor");
      expect((await listUsers(other.client, {})).status).toBe(403);
    });

    it("a demoted admin loses access on the next request", async () => {
      const second = await anotherAdmin(env, env.admin);
      expect((await listUsers(second.client, {})).status).toBe(200);
      await ok(await env.admin.client.post(`${ADMIN}/set-role`, { userId: second.userId, role: "user" }));
      expect((await listUsers(second.client, {})).status).toBe(403);
      const target = await user();
      expect((await second.client.post(`${ADMIN}/ban-user`, { userId: target.userId })).status).toBe(403);
    });
  });

  describe("self-protection", () => {
    it.each([
      ["set-role", { role: "user" }, "You cannot change your own role", "YOU_CANNOT_CHANGE_YOUR_OWN_ROLE"],
      ["ban-user", { banReason: "Banned by admin" }, "You cannot ban yourself", "YOU_CANNOT_BAN_YOURSELF"],
      ["remove-user", {}, "You cannot delete yourself", "YOU_CANNOT_REMOVE_YOURSELF"],
      ["impersonate-user", {}, "You cannot impersonate yourself", "YOU_CANNOT_IMPERSONATE_YOURSELF"],
    ])("%s on oneself: 400 '%s'", async (path, extra, message, code) => {
      const response = await env.admin.client.post(`${ADMIN}/${path}`, { userId: env.admin.userId, ...extra });
      expect(await errorOf(response)).toEqual({ status: 400, message, code });
      expect(await userRow(env.server, env.admin.userId)).toMatchObject({ role: "admin", banned: false });
      expect((await env.admin.client.session())?.user.id).toBe(env.admin.userId);
      expect((await env.admin.client.session())?.session.impersonatedBy ?? null).toBeNull();
    });

    it("admin update-user cannot change one's own role or ban oneself either", async () => {
      for (const data of [{ role: "user" }, { banned: true }]) {
        const response = await env.admin.client.post(`${ADMIN}/update-user`, { userId: env.admin.userId, data });
        expect((await errorOf(response)).status).toBe(400);
      }
      expect(await userRow(env.server, env.admin.userId)).toMatchObject({ role: "admin", banned: false });
    });

    it("an admin cannot impersonate another admin: 403", async () => {
      const second = await anotherAdmin(env, env.admin);
      expect(
        await errorOf(await env.admin.client.post(`${ADMIN}/impersonate-user`, { userId: second.userId })),
      ).toEqual({
        status: 403,
        message: "Admins cannot impersonate other admins",
        code: "YOU_CANNOT_IMPERSONATE_ADMINS",
      });
      expect((await env.admin.client.session())?.user.id).toBe(env.admin.userId);
    });

    it("nobody impersonates an ADMIN_USER_IDS admin, and such an admin impersonates no admin", async () => {
      const configured = await configuredAdmin();
      const refused = await env.admin.client.post(`${ADMIN}/impersonate-user`, { userId: configured.userId });
      expect(await errorOf(refused)).toMatchObject({ status: 403, message: "Admins cannot impersonate other admins" });
      // better-auth grants ADMIN_USER_IDS every permission, "impersonate-admins" included.
      const reverse = await configured.client.post(`${ADMIN}/impersonate-user`, { userId: env.admin.userId });
      expect(await errorOf(reverse)).toMatchObject({ status: 403, message: "Admins cannot impersonate other admins" });
      expect((await configured.client.session())?.user.id).toBe(configured.userId);
    });
  });
});
