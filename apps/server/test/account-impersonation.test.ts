/**
 * Impersonation (docs/product.md#impersonation): an admin acting as someone cannot take the account over or destroy it; the
 * admin table shows verification and 2FA; an admin can end all sessions of a user, audited.
 */
import { schema } from "@app/db";
import { accountMessages } from "@app/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type EndpointPath, pathsWith } from "../src/auth/endpoints";
import { ADMIN, adminServerFixture, listUsers } from "./support/admin";
import { concretePath, methodOf } from "./support/auth-endpoints";
import type { TestClient } from "./support/client";
import { ok } from "./support/http";
import { variants } from "./support/matrix";
import { totpCode } from "./support/two-factor-code";
import { signedUpUser as newUser, PASSWORD, randomEmail, type User } from "./support/users";

describe.each(variants)("account rules for admins on $name", (variant) => {
  const env = adminServerFixture(variant);

  const impersonate = async (target: User): Promise<TestClient> => {
    const client = env.server.client();
    expect((await client.signIn(env.admin.email, PASSWORD)).status).toBe(200);
    await ok(await client.post(`${ADMIN}/impersonate-user`, { userId: target.userId }));
    expect((await client.session())?.session.impersonatedBy).toBe(env.admin.userId);
    return client;
  };

  it("refuses every security change, session revocation, deletion and the export with 403", async () => {
    const target = await newUser(env.server, "Ima Target");
    const acting = await impersonate(target);
    // Realistic bodies where the call needs one; the refusal comes before better-auth reads them.
    const bodies: Partial<Record<EndpointPath, unknown>> = {
      "/change-password": { currentPassword: PASSWORD, newPassword: "x".repeat(12) },
      "/change-email": { newEmail: randomEmail("taken-over") },
      "/two-factor/enable": { password: PASSWORD },
      "/two-factor/disable": { password: PASSWORD },
      "/passkey/verify-registration": { response: {} },
      "/passkey/delete-passkey": { id: "x" },
      "/revoke-session": { token: "x" },
      "/delete-user": { password: PASSWORD },
      "/link-social": { provider: "google" },
    };
    // Every endpoint the table refuses while impersonating (auth/endpoints.ts).
    const refused = pathsWith("refusedWhileImpersonating");
    expect(refused).toEqual(
      expect.arrayContaining(["/list-sessions", "/revoke-other-sessions", ...Object.keys(bodies)]),
    );
    for (const path of refused) {
      const url = `/api/auth${concretePath(path)}`;
      const response =
        methodOf(env.server.auth.api, path) === "GET"
          ? await acting.request(url)
          : await acting.post(url, bodies[path] ?? {});
      expect(response.status, path).toBe(403);
      expect(await response.json(), path).toEqual({
        message: accountMessages.notWhileImpersonating,
        code: "NOT_ALLOWED_WHILE_IMPERSONATING",
      });
    }
    const exported = await acting.rpc<{ message: string }>("account.exportData");
    expect(exported.status).toBe(403);
    expect(exported.body.message).toBe(accountMessages.notWhileImpersonating);

    // Nothing happened to the account; the user's own session is intact.
    expect((await target.client.session())?.user).toMatchObject({ email: target.email, twoFactorEnabled: false });
    expect((await env.server.client().signIn(target.email, PASSWORD)).status).toBe(200);
    // The profile stays editable while impersonating (support fixes a name).
    await ok(await acting.post("/api/auth/update-user", { name: "Fixed Name" }));
  });

  it("the real user can still do all of it", async () => {
    const user = await newUser(env.server);
    expect((await user.client.request("/api/auth/list-sessions")).status).toBe(200);
    expect((await user.client.rpc("account.exportData")).status).toBe(200);
  });

  it("the admin table shows 'Email verified' and '2FA'", async () => {
    const user = await newUser(env.server, "Vera Verified");
    const enabled = await ok<{ totpURI: string }>(
      await user.client.post("/api/auth/two-factor/enable", { password: PASSWORD }),
    );
    await ok(await user.client.post("/api/auth/two-factor/verify-totp", { code: await totpCode(enabled.totpURI) }));
    await env.server.database.db
      .update(schema.user)
      .set({ emailVerified: true })
      .where(eq(schema.user.id, user.userId));
    const plain = await newUser(env.server, "Paul Plain");

    const { status, body } = await listUsers(env.admin.client, { searchValue: "@example.com", limit: 100 });
    expect(status).toBe(200);
    const rows = body.users;
    expect(rows.find((r) => r.id === user.userId)).toMatchObject({ emailVerified: true, twoFactorEnabled: true });
    expect(rows.find((r) => r.id === plain.userId)).toMatchObject({ emailVerified: false, twoFactorEnabled: false });
  });

  it("revoke-user-sessions ends every session of the user on its next request, audited", async () => {
    const user = await newUser(env.server);
    const second = env.server.client();
    expect((await second.signIn(user.email, PASSWORD)).status).toBe(200);
    await ok(await env.admin.client.post(`${ADMIN}/revoke-user-sessions`, { userId: user.userId }));
    expect(await user.client.session()).toBeNull();
    expect(await second.session()).toBeNull();
    expect((await user.client.rpc("organizations.memberCounts")).status).toBe(401);
    const audit = await env.server.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUserId, user.userId));
    expect(audit).toEqual([expect.objectContaining({ action: "revoke-sessions", actorUserId: env.admin.userId })]);
  });

  it("a plain user cannot revoke someone else's sessions", async () => {
    const user = await newUser(env.server);
    const other = await newUser(env.server);
    const response = await user.client.post(`${ADMIN}/revoke-user-sessions`, { userId: other.userId });
    expect(response.status).toBe(403);
    expect((await other.client.session())?.user.id).toBe(other.userId);
  });
});
