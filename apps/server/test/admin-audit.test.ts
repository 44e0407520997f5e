/**
 * Decision 005: each impersonation start and stop, ban, unban, role change and deletion leaves an
 * audit_log row (who, what, whom, when); refused calls leave none.
 */
import { describe, expect, it } from "vitest";
import { ADMIN, adminServerFixture, auditFor, auditRows } from "./support/admin";
import { ok } from "./support/http";
import { backends } from "./support/matrix";
import { signedUpUser } from "./support/users";

describe.each(backends)("audit log on $name", (backend) => {
  const env = adminServerFixture(backend);

  it("records impersonation start and stop with the admin as actor", async () => {
    const target = await signedUpUser(env.server);
    const started = Date.now();
    await ok(await env.admin.client.post(`${ADMIN}/impersonate-user`, { userId: target.userId }));
    await ok(await env.admin.client.post(`${ADMIN}/stop-impersonating`));
    const rows = await auditFor(env.server, target.userId);
    expect(rows).toEqual([
      {
        actor: env.admin.userId,
        action: "impersonate-start",
        target: target.userId,
        details: { expiresAt: expect.any(String) },
      },
      { actor: env.admin.userId, action: "impersonate-stop", target: target.userId, details: null },
    ]);
    const expiresAt = Date.parse(String((rows[0].details as { expiresAt: string }).expiresAt));
    expect(expiresAt - started).toBeGreaterThan(59 * 60 * 1000);
    const [latest] = await auditRows(env.server);
    expect(latest.createdAt.getTime()).toBeGreaterThanOrEqual(started - 5000);
  });

  it("records ban (with its reason), unban, role changes (from and to) and removal", async () => {
    const target = await signedUpUser(env.server, "Audited User");
    await ok(await env.admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId, banReason: "Spam" }));
    await ok(await env.admin.client.post(`${ADMIN}/unban-user`, { userId: target.userId }));
    await ok(await env.admin.client.post(`${ADMIN}/ban-user`, { userId: target.userId }));
    await ok(await env.admin.client.post(`${ADMIN}/unban-user`, { userId: target.userId }));
    await ok(await env.admin.client.post(`${ADMIN}/set-role`, { userId: target.userId, role: "admin" }));
    await ok(await env.admin.client.post(`${ADMIN}/set-role`, { userId: target.userId, role: "user" }));
    await ok(await env.admin.client.post(`${ADMIN}/remove-user`, { userId: target.userId }));
    const who = { actor: env.admin.userId, target: target.userId };
    expect(await auditFor(env.server, target.userId)).toEqual([
      { ...who, action: "ban", details: { reason: "Spam" } },
      { ...who, action: "unban", details: null },
      { ...who, action: "ban", details: { reason: "Banned by admin" } },
      { ...who, action: "unban", details: null },
      { ...who, action: "set-role", details: { from: "user", to: "admin" } },
      { ...who, action: "set-role", details: { from: "admin", to: "user" } },
      { ...who, action: "remove-user", details: { email: target.email, name: "Audited User" } },
    ]);
  });

  it("records nothing for refused calls", async () => {
    const before = (await auditRows(env.server)).length;
    const plain = await signedUpUser(env.server);
    const target = await signedUpUser(env.server);
    const other = await signedUpUser(env.server);
    await ok(await env.admin.client.post(`${ADMIN}/set-role`, { userId: other.userId, role: "admin" }));
    const afterSetup = before + 1;
    const refused = [
      plain.client.post(`${ADMIN}/ban-user`, { userId: target.userId }),
      plain.client.post(`${ADMIN}/set-role`, { userId: target.userId, role: "admin" }),
      plain.client.post(`${ADMIN}/remove-user`, { userId: target.userId }),
      plain.client.post(`${ADMIN}/impersonate-user`, { userId: target.userId }),
      plain.client.post(`${ADMIN}/stop-impersonating`),
      env.admin.client.post(`${ADMIN}/ban-user`, { userId: env.admin.userId }),
      env.admin.client.post(`${ADMIN}/set-role`, { userId: env.admin.userId, role: "user" }),
      env.admin.client.post(`${ADMIN}/impersonate-user`, { userId: other.userId }),
      env.admin.client.post(`${ADMIN}/ban-user`, { userId: "no-such-user" }),
      env.server.client().post(`${ADMIN}/unban-user`, { userId: target.userId }),
    ];
    for (const response of await Promise.all(refused)) expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await auditRows(env.server)).toHaveLength(afterSetup);
  });
});
