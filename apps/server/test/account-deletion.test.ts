/**
 * The account's danger zone (docs/product.md#danger-zone): 'Download my data' and 'Delete account'. Deleting never leaves an
 * organization without an owner; the documents go with the account, the audit log keeps the event.
 */
import { schema } from "@app/db";
import { type AccountExport, type DeletionPreview, soleOwnerMessage } from "@app/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleDocumentData } from "../../../packages/domain/test/sample-address";
import type { TestClient } from "./support/client";
import { errorOf, ok } from "./support/http";
import { variants } from "./support/matrix";
import { createOrg, inviteAndAccept } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { PASSWORD, signedUpUser, type User } from "./support/users";

async function createDocument(client: TestClient): Promise<string> {
  const { status, body } = await client.rpc<{ documentId: string }>("docs.gewerbeanmeldung.create", sampleDocumentData);
  expect(status).toBe(200);
  return body.documentId;
}

describe.each(variants)("account export and deletion on $name", (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(() => server?.stop());

  const db = () => server.database.db;
  const userExists = async (userId: string) =>
    (await db().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.id, userId))).length === 1;
  const orgExists = async (id: string) =>
    (await db().select({ id: schema.organization.id }).from(schema.organization).where(eq(schema.organization.id, id)))
      .length === 1;
  const preview = async (user: User) => {
    const { status, body } = await user.client.rpc<DeletionPreview>("account.deletionPreview");
    expect(status).toBe(200);
    return body;
  };

  it("files each document under the organization active when it was created, switched in between", async () => {
    // The session comes from the session cache (decision 021): a switch must reach the very next call.
    const user = await signedUpUser(server);
    const first = await createOrg(user.client, { name: "Erste GmbH" });
    const second = await createOrg(user.client, { name: "Zweite GmbH" });
    await ok(await user.client.post("/api/auth/organization/set-active", { organizationId: first.id }));
    const before = await createDocument(user.client);
    await ok(await user.client.post("/api/auth/organization/set-active", { organizationId: second.id }));
    const after = await createDocument(user.client);
    const { body } = await user.client.rpc<AccountExport>("account.exportData");
    expect(Object.fromEntries(body.documents.map((d) => [d.id, d.organizationId]))).toEqual({
      [before]: first.id,
      [after]: second.id,
    });
  });

  it("'Download my data' holds the profile, memberships, sessions and documents, and no secret", async () => {
    const user = await signedUpUser(server, "Erika Export");
    const org = await createOrg(user.client, { name: "Export GmbH" });
    const documentId = await createDocument(user.client);
    const other = await signedUpUser(server);
    await createDocument(other.client);

    const { status, body } = await user.client.rpc<AccountExport>("account.exportData");
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({
      id: user.userId,
      email: user.email,
      name: "Erika Export",
      emailVerified: false,
    });
    expect(body.signInMethods.map((m) => m.provider)).toEqual(["credential"]);
    expect(body.memberships).toEqual([
      expect.objectContaining({ organizationId: org.id, organizationName: "Export GmbH", role: "owner" }),
    ]);
    expect(body.sessions).toHaveLength(1);
    expect(body.documents.map((d) => d.id)).toEqual([documentId]);
    expect(body.documents[0].data).toMatchObject({ wohnanschrift_11: { ort: "Berlin" } });

    const [session] = await db().select().from(schema.session).where(eq(schema.session.userId, user.userId));
    const [account] = await db().select().from(schema.account).where(eq(schema.account.userId, user.userId));
    const text = JSON.stringify(body);
    expect(text).not.toContain(session.token);
    expect(text).not.toContain(account.password);
    expect(text).not.toContain('"token"');

    expect((await server.client().rpc("account.exportData")).status).toBe(401);
  });

  it("deletes a user without organizations with the password: documents go, the audit log keeps it", async () => {
    const user = await signedUpUser(server, "Dora Delete");
    const documentId = await createDocument(user.client);
    const wrong = await user.client.post("/api/auth/delete-user", { password: "not my password" });
    expect(await errorOf(wrong)).toMatchObject({ status: 400, code: "INVALID_PASSWORD" });
    expect(await userExists(user.userId)).toBe(true);

    expect(await ok(await user.client.post("/api/auth/delete-user", { password: PASSWORD }))).toEqual({
      success: true,
      message: "User deleted",
    });
    expect(await user.client.session()).toBeNull();
    expect(await userExists(user.userId)).toBe(false);
    expect((await server.client().signIn(user.email, PASSWORD)).status).toBe(401);
    expect(await db().select().from(schema.document).where(eq(schema.document.id, documentId))).toEqual([]);
    const audit = await db().select().from(schema.auditLog).where(eq(schema.auditLog.targetUserId, user.userId));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "delete-account",
        actorUserId: user.userId,
        details: { email: user.email, name: "Dora Delete", deletedOrganizations: [] },
      }),
    ]);
  });

  it("a fresh session deletes without the password (how a Google-only account confirms)", async () => {
    const user = await signedUpUser(server);
    await ok(await user.client.post("/api/auth/delete-user", {}));
    expect(await userExists(user.userId)).toBe(false);
  });

  it("a session older than a day must give the password", async () => {
    const user = await signedUpUser(server);
    const aged = await db()
      .update(schema.session)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
      .where(eq(schema.session.userId, user.userId))
      .returning({ token: schema.session.token });
    // The copy better-auth keeps in memory or Redis goes, so it reads the aged row.
    const { secondaryStorage } = await server.auth.$context;
    for (const { token } of aged) await secondaryStorage?.delete(token);
    const stale = await user.client.post("/api/auth/delete-user", {});
    expect(await errorOf(stale)).toMatchObject({ status: 400, code: "SESSION_EXPIRED" });
    expect(await userExists(user.userId)).toBe(true);
    await ok(await user.client.post("/api/auth/delete-user", { password: PASSWORD }));
    expect(await userExists(user.userId)).toBe(false);
  });

  it("refuses while the user alone owns an organization with other members, naming it", async () => {
    const owner = await signedUpUser(server, "Otto Owner");
    const shared = await createOrg(owner.client, { name: "Shared Works" });
    const member = await signedUpUser(server);
    await inviteAndAccept(owner.client, shared.id, member);

    expect(await preview(owner)).toEqual({
      deletedOrganizations: [],
      blockingOrganizations: [{ id: shared.id, name: "Shared Works", memberCount: 2 }],
    });
    const refused = await owner.client.post("/api/auth/delete-user", { password: PASSWORD });
    const body = await refused.json();
    expect(refused.status).toBe(409);
    expect(body).toMatchObject({
      code: "SOLE_OWNER_OF_ORGANIZATIONS",
      message: soleOwnerMessage(["Shared Works"]),
      organizations: [{ id: shared.id, name: "Shared Works", memberCount: 2 }],
    });
    expect(body.message).toBe(
      'You are the only owner of "Shared Works". Transfer ownership or delete it before deleting your account.',
    );
    expect(await userExists(owner.userId)).toBe(true);
    expect(await orgExists(shared.id)).toBe(true);

    // Once another member is owner too, the account can go and the organization stays.
    const [membership] = await db()
      .select({ id: schema.member.id })
      .from(schema.member)
      .where(eq(schema.member.userId, member.userId));
    await ok(
      await owner.client.post("/api/auth/organization/update-member-role", {
        organizationId: shared.id,
        memberId: membership.id,
        role: "owner",
      }),
    );
    expect((await preview(owner)).blockingOrganizations).toEqual([]);
    await ok(await owner.client.post("/api/auth/delete-user", { password: PASSWORD }));
    expect(await orgExists(shared.id)).toBe(true);
  });

  it("deletes the organizations where the user is the only member, and leaves the others", async () => {
    const user = await signedUpUser(server, "Solo Sam");
    const solo = await createOrg(user.client, { name: "Solo One" });
    const documentId = await createDocument(user.client);
    const host = await signedUpUser(server);
    const hosted = await createOrg(host.client, { name: "Hosted" });
    await inviteAndAccept(host.client, hosted.id, user);

    expect(await preview(user)).toEqual({
      deletedOrganizations: [{ id: solo.id, name: "Solo One" }],
      blockingOrganizations: [],
    });
    await ok(await user.client.post("/api/auth/delete-user", { password: PASSWORD }));
    expect(await orgExists(solo.id)).toBe(false);
    expect(await orgExists(hosted.id)).toBe(true);
    expect(await db().select().from(schema.document).where(eq(schema.document.id, documentId))).toEqual([]);
    const members = await db().select().from(schema.member).where(eq(schema.member.organizationId, hosted.id));
    expect(members.map((m) => m.userId)).toEqual([host.userId]);
    const [event] = await db().select().from(schema.auditLog).where(eq(schema.auditLog.targetUserId, user.userId));
    expect(event.details).toMatchObject({ deletedOrganizations: [{ id: solo.id, name: "Solo One" }] });
  });

  it("signed out, delete-user and the preview answer 401", async () => {
    const anonymous = server.client();
    expect((await anonymous.post("/api/auth/delete-user", { password: PASSWORD })).status).toBe(401);
    expect((await anonymous.rpc("account.deletionPreview")).status).toBe(401);
  });
});
