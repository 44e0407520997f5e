/**
 * SPEC §4: banning revokes the user's sessions at once (their next request is signed out, not after
 * a cache expiry), sign-in is refused with a clear message, and unbanning allows sign-in again.
 * With the database alone on every backend, and with Redis as secondary storage where there is one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN,
  type AdminServer,
  errorOf,
  listUsers,
  ok,
  PASSWORD,
  signedInAdmin,
  signedUpUser,
  startAdminServer,
  type User,
} from "./admin-fixtures";
import { backends, type TestBackend } from "./harness";

const BANNED = {
  status: 403,
  message: "You have been banned from this application. Please contact support if you believe this is an error.",
  code: "BANNED_USER",
};

const redisUrl = process.env.TEST_REDIS_URL;
const setups: { name: string; backend: TestBackend; env: Record<string, string> }[] = [
  ...backends.map((backend) => ({ name: backend.name, backend, env: {} })),
  ...(redisUrl ? [{ name: "pglite + redis", backend: backends[0], env: { REDIS_URL: redisUrl } }] : []),
];

describe.each(setups)("bans on $name", ({ backend, env: extraEnv }) => {
  let env: AdminServer;
  let admin: User;
  beforeAll(async () => {
    env = await startAdminServer(backend, extraEnv);
    admin = await signedInAdmin(env);
  });
  afterAll(() => env?.server.stop());

  it("a ban ends every open session of the user on their next request", async () => {
    const target = await signedUpUser(env.server, "Soon Banned");
    const secondDevice = env.server.client();
    expect((await secondDevice.signIn(target.email, PASSWORD)).status).toBe(200);
    // Warm every cache there is before the ban.
    expect((await target.client.session())?.user.id).toBe(target.userId);
    expect((await secondDevice.session())?.user.id).toBe(target.userId);
    expect((await target.client.rpc("organizations.memberCounts", {})).status).toBe(200);

    await ok(await admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId, banReason: "Banned by admin" }));

    expect(await target.client.session()).toBeNull();
    expect(await secondDevice.session()).toBeNull();
    expect((await target.client.rpc("organizations.memberCounts", {})).status).toBe(401);
    expect((await target.client.post("/api/auth/update-user", { name: "Still here" })).status).toBe(401);
  });

  it("a banned user cannot sign in; unbanning lets them in again", async () => {
    const target = await signedUpUser(env.server, "Banned Then Unbanned");
    await ok(await admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId }));
    expect(await errorOf(await env.server.client().signIn(target.email, PASSWORD))).toEqual(BANNED);

    const listed = await listUsers(admin.client, { searchValue: target.email });
    expect(listed.body.users[0]).toMatchObject({ id: target.userId, banned: true, banReason: "Banned by admin" });

    await ok(await admin.client.post(`${ADMIN}/unban-user`, { userId: target.userId }));
    const again = env.server.client();
    expect((await again.signIn(target.email, PASSWORD)).status).toBe(200);
    expect((await again.session())?.user).toMatchObject({ id: target.userId, banned: false });
  });

  it("a ban also ends an admin's impersonation of that user", async () => {
    const target = await signedUpUser(env.server, "Impersonated Then Banned");
    const second = await signedUpUser(env.server, "Second Admin");
    await ok(await admin.client.post(`${ADMIN}/set-role`, { userId: second.userId, role: "admin" }));
    await ok(await second.client.post(`${ADMIN}/impersonate-user`, { userId: target.userId }));
    expect((await second.client.session())?.user.id).toBe(target.userId);

    await ok(await admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId }));
    expect(await second.client.session()).toBeNull();
  });

  it("a banned admin loses the admin endpoints at once", async () => {
    const second = await signedUpUser(env.server, "Banned Admin");
    await ok(await admin.client.post(`${ADMIN}/set-role`, { userId: second.userId, role: "admin" }));
    expect((await listUsers(second.client, {})).status).toBe(200);
    await ok(await admin.client.post(`${ADMIN}/ban-user`, { userId: second.userId }));
    expect((await listUsers(second.client, {})).status).toBe(401);
    expect((await second.client.post(`${ADMIN}/ban-user`, { userId: admin.userId })).status).toBe(401);
  });
});
