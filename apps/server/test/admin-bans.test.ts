/**
 * docs/product.md#user-list: banning revokes the user's sessions at once (their next request is signed out, not after
 * a cache expiry), sign-in is refused with a clear message, and unbanning allows sign-in again.
 * With the database alone on every backend, and with Redis as secondary storage where there is one.
 */
import { schema } from "@app/db";
import { BAN_EXPIRES_IN_MAX_SECONDS } from "@app/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN, adminServerFixture, listUsers, userRow } from "./support/admin";
import { errorOf, ok } from "./support/http";
import { variants } from "./support/matrix";
import { PASSWORD, signedUpUser } from "./support/users";

const BANNED = {
  status: 403,
  message: "You have been banned from this application. Please contact support if you believe this is an error.",
  code: "BANNED_USER",
};

describe.each(variants)("bans on $name", (variant) => {
  const env = adminServerFixture(variant);

  it("a ban ends every open session of the user on their next request", async () => {
    const target = await signedUpUser(env.server, "Soon Banned");
    const secondDevice = env.server.client();
    expect((await secondDevice.signIn(target.email, PASSWORD)).status).toBe(200);
    // Warm every cache there is before the ban.
    expect((await target.client.session())?.user.id).toBe(target.userId);
    expect((await secondDevice.session())?.user.id).toBe(target.userId);
    expect((await target.client.rpc("organizations.memberCounts", {})).status).toBe(200);

    await ok(await env.admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId, banReason: "Banned by admin" }));

    expect(await target.client.session()).toBeNull();
    expect(await secondDevice.session()).toBeNull();
    expect((await target.client.rpc("organizations.memberCounts", {})).status).toBe(401);
    expect((await target.client.post("/api/auth/update-user", { name: "Still here" })).status).toBe(401);
  });

  it("a banned user cannot sign in; unbanning lets them in again", async () => {
    const target = await signedUpUser(env.server, "Banned Then Unbanned");
    await ok(await env.admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId }));
    expect(await errorOf(await env.server.client().signIn(target.email, PASSWORD))).toEqual(BANNED);

    const listed = await listUsers(env.admin.client, { searchValue: target.email });
    expect(listed.body.users[0]).toMatchObject({ id: target.userId, banned: true, banReason: "Banned by admin" });

    await ok(await env.admin.client.post(`${ADMIN}/unban-user`, { userId: target.userId }));
    const again = env.server.client();
    expect((await again.signIn(target.email, PASSWORD)).status).toBe(200);
    expect((await again.session())?.user).toMatchObject({ id: target.userId, banned: false });
  });

  it("a ban also ends an admin's impersonation of that user", async () => {
    const target = await signedUpUser(env.server, "Impersonated Then Banned");
    const second = await signedUpUser(env.server, "Second Admin");
    await ok(await env.admin.client.post(`${ADMIN}/set-role`, { userId: second.userId, role: "admin" }));
    await ok(await second.client.post(`${ADMIN}/impersonate-user`, { userId: target.userId }));
    expect((await second.client.session())?.user.id).toBe(target.userId);

    await ok(await env.admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId }));
    expect(await second.client.session()).toBeNull();
  });

  it("a banned admin loses the admin endpoints at once", async () => {
    const second = await signedUpUser(env.server, "Banned Admin");
    await ok(await env.admin.client.post(`${ADMIN}/set-role`, { userId: second.userId, role: "admin" }));
    expect((await listUsers(second.client, {})).status).toBe(200);
    await ok(await env.admin.client.post(`${ADMIN}/ban-user`, { userId: second.userId }));
    expect((await listUsers(second.client, {})).status).toBe(401);
    expect((await second.client.post(`${ADMIN}/ban-user`, { userId: env.admin.userId })).status).toBe(401);
  });

  it("a ban may end: banExpiresIn (seconds) sets the end, and the list shows the reason and the end", async () => {
    const target = await signedUpUser(env.server, "Banned For A Week");
    const week = 7 * 24 * 60 * 60;
    const before = Date.now();
    await ok(
      await env.admin.client.post(`${ADMIN}/ban-user`, {
        userId: target.userId,
        banReason: "Spam",
        banExpiresIn: week,
      }),
    );
    const after = Date.now();
    expect(await errorOf(await env.server.client().signIn(target.email, PASSWORD))).toEqual(BANNED);

    const listed = await listUsers(env.admin.client, { searchValue: target.email });
    const [user] = listed.body.users;
    expect(user).toMatchObject({ banned: true, banReason: "Spam" });
    const ends = new Date(user.banExpires ?? 0).getTime();
    expect(ends).toBeGreaterThanOrEqual(before + week * 1000 - 1000);
    expect(ends).toBeLessThanOrEqual(after + week * 1000 + 1000);
  });

  it("a ban without banExpiresIn has no end", async () => {
    const target = await signedUpUser(env.server, "Banned For Good");
    await ok(await env.admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId, banReason: "Fraud" }));
    const listed = await listUsers(env.admin.client, { searchValue: target.email });
    expect(listed.body.users[0]).toMatchObject({ banned: true, banReason: "Fraud", banExpires: null });
  });

  it("once a ban has ended the list shows the user active, and they can sign in", async () => {
    const target = await signedUpUser(env.server, "Ban Ended");
    await ok(await env.admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId, banExpiresIn: 3600 }));
    // An hour later, as far as the database can tell.
    await env.server.database.db
      .update(schema.user)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(schema.user.id, target.userId));

    const listed = await listUsers(env.admin.client, { searchValue: target.email });
    expect(listed.body.users[0]).toMatchObject({ banned: false, banReason: null, banExpires: null });
    const again = env.server.client();
    expect((await again.signIn(target.email, PASSWORD)).status).toBe(200);
    expect((await again.session())?.user).toMatchObject({ id: target.userId, banned: false });
  });

  it.each([
    ["zero (better-auth would ban for ever)", 0],
    ["negative", -60],
    ["a fraction of a second", 1.5],
    ["beyond ten years", BAN_EXPIRES_IN_MAX_SECONDS + 1],
    ["a huge number", 1e20],
  ])("refuses banExpiresIn %s and leaves the user unbanned", async (_, banExpiresIn) => {
    const target = await signedUpUser(env.server, "Not Banned");
    const answer = await env.admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId, banExpiresIn });
    expect(await errorOf(answer)).toEqual({
      status: 400,
      message: `banExpiresIn must be a whole number of seconds from 1 to ${BAN_EXPIRES_IN_MAX_SECONDS}`,
      code: "INVALID_BAN",
    });
    expect((await userRow(env.server, target.userId)).banned).toBeFalsy();
  });

  it("refuses a reason longer than 200 characters or with control characters", async () => {
    const target = await signedUpUser(env.server, "Not Banned Either");
    const tooLong = await env.admin.client.post(`${ADMIN}/ban-user`, {
      userId: target.userId,
      banReason: "x".repeat(201),
    });
    expect(await errorOf(tooLong)).toEqual({
      status: 400,
      message: "The ban reason must be at most 200 characters",
      code: "INVALID_BAN",
    });
    const bell = await env.admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId, banReason: "spam\u0007" });
    expect(await errorOf(bell)).toEqual({
      status: 400,
      message: "The ban reason must not contain control characters",
      code: "INVALID_BAN",
    });
    // NUL never gets this far: the edge guard refuses it for every endpoint (decision 007).
    const nul = await env.admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId, banReason: "spam\u0000" });
    expect(await errorOf(nul)).toEqual({
      status: 400,
      message: "Text must not contain NUL characters or unpaired UTF-16 surrogates",
      code: "INVALID_CHARACTERS",
    });
    expect((await userRow(env.server, target.userId)).banned).toBeFalsy();
    await ok(await env.admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId, banReason: "x".repeat(200) }));
  });

  it("a plain user learns nothing from a malformed ban: the same refusal as for any ban", async () => {
    const plain = await signedUpUser(env.server, "Plain");
    const target = await signedUpUser(env.server, "Target");
    const answer = await plain.client.post(`${ADMIN}/ban-user`, { userId: target.userId, banExpiresIn: -1 });
    expect(answer.status).toBe(403);
    expect((await errorOf(answer)).message).toBe("You are not allowed to ban users");
  });
});
