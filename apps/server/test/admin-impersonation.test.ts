/**
 * Impersonation (docs/product.md#impersonation): the admin acts as the user in a session that names the admin and expires
 * after an hour; stopping returns to the admin's own session.
 */
import { describe, expect, it } from "vitest";
import { ADMIN, adminServerFixture, listUsers } from "./support/admin";
import { errorOf, ok } from "./support/http";
import { backends } from "./support/matrix";
import { PASSWORD, signedUpUser } from "./support/users";

const HOUR = 60 * 60 * 1000;

describe.each(backends)("impersonation on $name", (backend) => {
  const env = adminServerFixture(backend);

  it("the admin becomes the user for an hour, then returns to their own session", async () => {
    const target = await signedUpUser(env.server, "Impersonated User");
    const before = await env.admin.client.session();

    const started = await ok<{ session: { expiresAt: string; impersonatedBy: string }; user: { id: string } }>(
      await env.admin.client.post(`${ADMIN}/impersonate-user`, { userId: target.userId }),
    );
    expect(started.user.id).toBe(target.userId);
    expect(started.session.impersonatedBy).toBe(env.admin.userId);

    const during = await env.admin.client.session();
    expect(during?.user).toMatchObject({ id: target.userId, email: target.email, name: "Impersonated User" });
    expect(during?.session.impersonatedBy).toBe(env.admin.userId);
    const expiresIn = Date.parse(String(during?.session.expiresAt)) - Date.now();
    expect(expiresIn).toBeGreaterThan(HOUR - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(HOUR);

    // Acting as a plain user: the admin endpoints are closed.
    expect((await listUsers(env.admin.client, {})).status).toBe(403);

    const stopped = await ok<{ user: { id: string } }>(await env.admin.client.post(`${ADMIN}/stop-impersonating`));
    expect(stopped.user.id).toBe(env.admin.userId);
    const after = await env.admin.client.session();
    expect(after?.user.id).toBe(env.admin.userId);
    expect(after?.session.impersonatedBy ?? null).toBeNull();
    expect(after?.session.id).toBe(before?.session.id);
    expect((await listUsers(env.admin.client, {})).status).toBe(200);

    // The user's own session was never touched.
    expect((await target.client.session())?.user.id).toBe(target.userId);
  });

  it("the impersonation session is gone after stopping: its cookie no longer works", async () => {
    const target = await signedUpUser(env.server);
    const impersonation = env.server.client();
    expect((await impersonation.signIn(env.admin.email, PASSWORD)).status).toBe(200);
    await ok(await impersonation.post(`${ADMIN}/impersonate-user`, { userId: target.userId }));
    const stolen = impersonation.cookieHeader;
    await ok(await impersonation.post(`${ADMIN}/stop-impersonating`));
    const replay = await fetch(`${env.server.url}/api/auth/get-session`, {
      headers: { cookie: stolen, "x-forwarded-for": impersonation.ip },
    });
    expect(await replay.json()).toBeNull();
  });

  it("an admin cannot impersonate another admin", async () => {
    const other = await signedUpUser(env.server, "Other Admin");
    await ok(await env.admin.client.post(`${ADMIN}/set-role`, { userId: other.userId, role: "admin" }));
    expect(
      await errorOf(await env.admin.client.post(`${ADMIN}/impersonate-user`, { userId: other.userId })),
    ).toMatchObject({
      status: 403,
      message: "Admins cannot impersonate other admins",
    });
    expect((await env.admin.client.session())?.session.impersonatedBy ?? null).toBeNull();
  });
});
