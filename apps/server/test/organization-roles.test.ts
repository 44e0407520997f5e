/**
 * Roles an organization defines itself (decision 042), over real HTTP on every database: made of the
 * product's statements, never more than their creator holds, never ownership or single sign-on; the
 * key is fixed and the label renames; another organization's role is not found; a role in use is not
 * deleted; a member and an API key act with the role's statements as they are at that moment.
 */
import { schema } from "@app/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "./support/client";
import { quickCreate } from "./support/gewerbeanmeldung-fixtures";
import { errorOf, ok } from "./support/http";
import { backends } from "./support/matrix";
import {
  createOrg,
  fullOrg,
  inviteAndAccept,
  ORG,
  type OrgWithRoles,
  orgWithRoles,
  roleOf,
} from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser } from "./support/users";

interface Role {
  id: string;
  role: string;
  label: string;
  permission: Record<string, string[]>;
}

describe.each(backends)("organization roles on $name", (backend) => {
  let server: TestServer;
  let t: OrgWithRoles;
  beforeAll(async () => {
    // Webhook endpoints on this machine (never reached: the events are read from the database).
    server = await startTestServer(backend, { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" });
    t = await orgWithRoles(server);
  });
  afterAll(() => server?.stop());

  let counter = 0;
  const key = () => `role-${++counter}`;
  const create = (client: TestClient, permission: Record<string, string[]>, role = key(), organizationId = t.org.id) =>
    client.post(`${ORG}/create-role`, {
      organizationId,
      role,
      permission,
      additionalFields: { label: `Role ${role}` },
    });
  const created = async (permission: Record<string, string[]>, client = t.owner.client, organizationId = t.org.id) =>
    (await ok<{ roleData: Role }>(await create(client, permission, key(), organizationId))).roleData;
  const listRoles = async (client: TestClient = t.owner.client, organizationId = t.org.id) =>
    ok<Role[]>(await client.request(`${ORG}/list-roles?organizationId=${organizationId}`));
  const setRole = (client: TestClient, memberId: string, role: string) =>
    client.post(`${ORG}/update-member-role`, { organizationId: t.org.id, memberId, role });

  /** A new member of the organization holding `role`. */
  async function holder(role: string) {
    const user = await signedUpUser(server, "Rita Role");
    const memberId = await inviteAndAccept(t.owner.client, t.org.id, user);
    await ok(await setRole(t.owner.client, memberId, role));
    return { ...user, memberId };
  }

  describe("creating", () => {
    it("an owner creates a role of the product's statements; it is listed with its label", async () => {
      const role = await created({ document: ["read"] });
      expect(role).toMatchObject({ organizationId: t.org.id, label: `Role ${role.role}` });
      const listed = (await listRoles()).find((r) => r.id === role.id);
      expect(listed).toMatchObject({ role: role.role, permission: { document: ["read"] } });
    });

    it.each([
      [{ ownership: ["manage"] }, "ownership:manage"],
      [{ sso: ["manage"], document: ["read"] }, "sso:manage"],
    ])("no custom role holds %j", async (permission, named) => {
      const response = await create(t.owner.client, permission);
      expect(await errorOf(response)).toMatchObject({ status: 400, code: "ROLE_RESERVED_STATEMENT" });
      expect((await errorOf(await create(t.owner.client, permission))).message).toContain(named);
    });

    it("a role holding what its creator lacks is refused, naming what is missing", async () => {
      const lead = await holder((await created({ ac: ["create", "read"], document: ["read"] })).role);
      const response = await create(lead.client, { document: ["read", "write"] });
      expect(await errorOf(response)).toMatchObject({
        status: 403,
        code: "ROLE_MORE_THAN_CALLER",
        message: "A role cannot be given more than you hold yourself; you lack document:write",
      });
      // Within what it holds, it may.
      await ok(await create(lead.client, { document: ["read"] }));
    });

    it("admins and members may not create roles", async () => {
      for (const party of [t.admin, t.member]) {
        expect(await errorOf(await create(party.client, { document: ["read"] }))).toMatchObject({
          status: 403,
          code: "FORBIDDEN",
          message: "Only those who manage the organization's roles can do this",
        });
      }
    });

    it("a built-in role's key, an invalid key or label are refused", async () => {
      expect(await errorOf(await create(t.owner.client, { document: ["read"] }, "admin"))).toMatchObject({
        status: 400,
      });
      expect(await errorOf(await create(t.owner.client, { document: ["read"] }, "Not a key!"))).toMatchObject({
        status: 400,
        code: "ROLE_KEY_INVALID",
      });
      const noLabel = await t.owner.client.post(`${ORG}/create-role`, {
        organizationId: t.org.id,
        role: key(),
        permission: { document: ["read"] },
        additionalFields: { label: " " },
      });
      expect(await errorOf(noLabel)).toMatchObject({ status: 400, code: "ROLE_LABEL_INVALID" });
    });

    it("an outsider creating in an organization gets 'Organization not found'", async () => {
      const outsider = await signedUpUser(server);
      expect(await errorOf(await create(outsider.client, { document: ["read"] }))).toMatchObject({
        status: 404,
        code: "NOT_FOUND",
        message: "Organization not found",
      });
    });
  });

  describe("renaming and changing", () => {
    it("the label renames the role; its key stays", async () => {
      const role = await created({ document: ["read"] });
      await ok(
        await t.owner.client.post(`${ORG}/update-role`, {
          organizationId: t.org.id,
          roleId: role.id,
          data: { label: "Sachbearbeitung" },
        }),
      );
      expect((await listRoles()).find((r) => r.id === role.id)).toMatchObject({
        role: role.role,
        label: "Sachbearbeitung",
      });
      const rekey = await t.owner.client.post(`${ORG}/update-role`, {
        organizationId: t.org.id,
        roleId: role.id,
        data: { roleName: "other-key" },
      });
      expect(await errorOf(rekey)).toMatchObject({ status: 400, code: "ROLE_KEY_FIXED" });
    });

    it("statements cannot be raised above the changer's nor to a reserved one", async () => {
      const role = await created({ document: ["read"] });
      const update = (permission: Record<string, string[]>) =>
        t.owner.client.post(`${ORG}/update-role`, { organizationId: t.org.id, roleId: role.id, data: { permission } });
      expect(await errorOf(await update({ ownership: ["manage"] }))).toMatchObject({
        status: 400,
        code: "ROLE_RESERVED_STATEMENT",
      });
      await ok(await update({ document: ["read", "write"] }));
    });

    it("another organization's role by id is not found, whichever organization is named", async () => {
      const other = await signedUpUser(server, "Otto Other");
      const otherOrg = await createOrg(other.client, { name: "Other Org" });
      const theirs = (
        await ok<{ roleData: Role }>(await create(other.client, { document: ["read"] }, key(), otherOrg.id))
      ).roleData;
      const calls = [
        t.owner.client.post(`${ORG}/update-role`, {
          organizationId: t.org.id,
          roleId: theirs.id,
          data: { label: "Mine" },
        }),
        t.owner.client.post(`${ORG}/delete-role`, { organizationId: t.org.id, roleId: theirs.id }),
        t.owner.client.request(`${ORG}/get-role?organizationId=${t.org.id}&roleId=${theirs.id}`),
      ];
      for (const response of await Promise.all(calls)) {
        expect(await errorOf(response)).toMatchObject({
          status: 404,
          code: "ROLE_NOT_FOUND",
          message: "Role not found",
        });
      }
      const inTheirs = await t.owner.client.post(`${ORG}/delete-role`, {
        organizationId: otherOrg.id,
        roleId: theirs.id,
      });
      expect(await errorOf(inTheirs)).toMatchObject({ status: 404, message: "Organization not found" });
      expect(
        await errorOf(await t.owner.client.request(`${ORG}/list-roles?organizationId=${otherOrg.id}`)),
      ).toMatchObject({ status: 404 });
      expect((await listRoles(other.client, otherOrg.id)).map((r) => [r.id, r.label])).toEqual([
        [theirs.id, theirs.label],
      ]);
    });
  });

  describe("deleting", () => {
    it("a role held by a member or granted by a pending invitation is not deleted, with a clear message", async () => {
      const role = await created({ document: ["read"] });
      const someone = await holder(role.role);
      const remove = () => t.owner.client.post(`${ORG}/delete-role`, { organizationId: t.org.id, roleId: role.id });
      expect(await errorOf(await remove())).toMatchObject({
        status: 409,
        code: "ROLE_IN_USE",
        message: "This role is still held by 1 member(s) and 0 pending invitation(s): give them another role first",
      });
      await ok(await setRole(t.owner.client, someone.memberId, "member"));
      const invited = await ok<{ id: string }>(
        await t.owner.client.post(`${ORG}/invite-member`, {
          organizationId: t.org.id,
          email: `invited-${role.role}@example.com`,
          role: role.role,
        }),
      );
      expect(await errorOf(await remove())).toMatchObject({ status: 409, code: "ROLE_IN_USE" });
      await ok(await t.owner.client.post(`${ORG}/cancel-invitation`, { invitationId: invited.id }));
      await ok(await remove());
      expect((await listRoles()).some((r) => r.id === role.id)).toBe(false);
    });

    it("a role an SSO provider's or SCIM's group → role mapping names is not deleted, with the mapping named", async () => {
      const role = await created({ document: ["read"] });
      const mapping = JSON.stringify([{ group: "Clerks", role: role.role }]);
      const providerId = `roles-idp-${role.role}`;
      await ok(
        await t.owner.client.post("/api/auth/sso/register", {
          providerId,
          issuer: "https://idp.example.com",
          domain: `${role.role}.example.com`,
          organizationId: t.org.id,
          // Endpoints given: no discovery request leaves the test.
          oidcConfig: {
            clientId: "roles-client",
            clientSecret: "roles-client-secret-0123456789",
            skipDiscovery: true,
            authorizationEndpoint: "https://idp.example.com/authorize",
            tokenEndpoint: "https://idp.example.com/token",
            jwksEndpoint: "https://idp.example.com/jwks",
          },
          roleMapping: mapping,
        }),
      );
      const remove = () => t.owner.client.post(`${ORG}/delete-role`, { organizationId: t.org.id, roleId: role.id });
      expect(await errorOf(await remove())).toMatchObject({
        status: 409,
        code: "ROLE_IN_USE",
        message: `This role is still given by a group → role mapping (SSO: ${providerId}): take it out of the mapping first`,
      });
      await ok(await t.owner.client.post("/api/auth/sso/update-provider", { providerId, roleMapping: "[]" }));
      const setScim = (roleMapping: unknown[]) =>
        t.owner.client.rpc("scim.setRoleMapping", { organizationId: t.org.id, roleMapping });
      expect((await setScim([{ group: "Clerks", role: role.role }])).status).toBe(200);
      expect(await errorOf(await remove())).toMatchObject({
        status: 409,
        code: "ROLE_IN_USE",
        message: "This role is still given by a group → role mapping (SCIM): take it out of the mapping first",
      });
      expect((await setScim([])).status).toBe(200);
      await ok(await remove());
      expect((await listRoles()).some((r) => r.id === role.id)).toBe(false);
    });

    it("the built-in roles cannot be deleted", async () => {
      for (const roleName of ["owner", "admin", "member"]) {
        const response = await t.owner.client.post(`${ORG}/delete-role`, { organizationId: t.org.id, roleName });
        expect((await errorOf(response)).status).toBe(400);
      }
    });
  });

  describe("assigning", () => {
    it("no one gives a role holding more than they hold; the last owner is never demoted", async () => {
      const hr = await holder((await created({ member: ["update"], ac: ["read"] })).role);
      // The holder of member:update cannot make anyone (themselves included) an admin.
      const toAdmin = await setRole(hr.client, hr.memberId, "admin");
      expect(await errorOf(toAdmin)).toMatchObject({ status: 403, code: "ROLE_MORE_THAN_CALLER" });
      expect(await roleOf(t.owner.client, t.org.id, hr.memberId)).not.toBe("admin");
      const toOwner = await setRole(hr.client, t.member.memberId, "owner");
      expect((await errorOf(toOwner)).status).toBeGreaterThanOrEqual(400);
      // The only owner cannot be given a custom role.
      const reader = await created({ document: ["read"] });
      const demoted = await setRole(
        t.owner.client,
        (await fullOrg(t.owner.client, t.org.id)).members[0].id,
        reader.role,
      );
      expect((await errorOf(demoted)).status).toBe(400);
      expect(await roleOf(t.owner.client, t.org.id, (await fullOrg(t.owner.client, t.org.id)).members[0].id)).toBe(
        "owner",
      );
    });

    it("an invitation grants a custom role; never owner", async () => {
      const reader = await created({ document: ["read"] });
      const user = await signedUpUser(server, "Ina Invitee");
      const invitation = await ok<{ id: string; role: string }>(
        await t.owner.client.post(`${ORG}/invite-member`, {
          organizationId: t.org.id,
          email: user.email,
          role: reader.role,
        }),
      );
      expect(invitation.role).toBe(reader.role);
      const accepted = await ok<{ member: { id: string; role: string } }>(
        await user.client.post(`${ORG}/accept-invitation`, { invitationId: invitation.id }),
      );
      expect(accepted.member.role).toBe(reader.role);
      const asOwner = await t.owner.client.post(`${ORG}/invite-member`, {
        organizationId: t.org.id,
        email: "would-be-owner@example.com",
        role: "owner",
      });
      expect(await errorOf(asOwner)).toMatchObject({ status: 400, code: "INVALID_INVITATION_ROLE" });
    });
  });

  describe("recorded", () => {
    it("creating, changing and deleting a role is in the activity log and sent to the organization's webhooks", async () => {
      const other = await signedUpUser(server, "Rob Recorder");
      const org = await createOrg(other.client, { name: "Recorded Org" });
      const endpoint = await other.client.rpc("webhooks.create", {
        organizationId: org.id,
        url: "http://127.0.0.1:9/hook",
        eventTypes: ["organization.role.created", "organization.role.updated", "organization.role.deleted"],
      });
      expect(endpoint).toMatchObject({ status: 200 });
      const role = (await ok<{ roleData: Role }>(await create(other.client, { document: ["read"] }, "clerks", org.id)))
        .roleData;
      await ok(
        await other.client.post(`${ORG}/update-role`, {
          organizationId: org.id,
          roleId: role.id,
          data: { label: "Sachbearbeitung", permission: { document: ["read", "write"] } },
        }),
      );
      await ok(await other.client.post(`${ORG}/delete-role`, { organizationId: org.id, roleId: role.id }));

      const log = await other.client.rpc<{ entries: { kind: string; target: string; details: unknown }[] }>(
        "organizations.activity",
        { organizationId: org.id },
      );
      expect(log.body.entries.filter((e) => e.kind.startsWith("role.")).map((e) => [e.kind, e.target])).toEqual([
        ["role.deleted", "Sachbearbeitung"],
        ["role.changed", "Sachbearbeitung"],
        ["role.created", "Role clerks"],
      ]);
      const events = await server.database.db
        .select({ type: schema.webhookEvent.type, payload: schema.webhookEvent.payload })
        .from(schema.webhookEvent)
        .where(eq(schema.webhookEvent.organizationId, org.id))
        .orderBy(schema.webhookEvent.createdAt);
      const data = { id: role.id, organizationId: org.id, role: "clerks" };
      expect(events.map((e) => [e.type, (e.payload as { data: unknown }).data])).toEqual([
        ["organization.role.created", { ...data, label: "Role clerks", permission: { document: ["read"] } }],
        [
          "organization.role.updated",
          { ...data, label: "Sachbearbeitung", permission: { document: ["read", "write"] } },
        ],
        [
          "organization.role.deleted",
          { ...data, label: "Sachbearbeitung", permission: { document: ["read", "write"] } },
        ],
      ]);
    });
  });

  describe("acting with a custom role", () => {
    it("roles.mine answers the caller's statements as the server checks them; an outsider gets NOT_FOUND", async () => {
      const reader = await created({ document: ["read"] });
      const clerk = await holder(reader.role);
      const mine = () =>
        clerk.client.rpc<{ role: string; statements: Record<string, string[]> }>("roles.mine", {
          organizationId: t.org.id,
        });
      expect((await mine()).body).toEqual({
        role: reader.role,
        statements: { document: ["read"] },
        customRoles: { [reader.role]: { document: ["read"] } },
        // Every member reads the organization's roles by name, without their statements.
        labels: expect.objectContaining({ [reader.role]: reader.label }),
      });
      await ok(
        await t.owner.client.post(`${ORG}/update-role`, {
          organizationId: t.org.id,
          roleId: reader.id,
          data: { permission: { document: ["read"], activity: ["read"] } },
        }),
      );
      expect((await mine()).body.statements).toEqual({ document: ["read"], activity: ["read"] });
      const outsider = await signedUpUser(server);
      expect((await outsider.client.rpc("roles.mine", { organizationId: t.org.id })).status).toBe(404);
    });

    const api = (apiKey: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
      fetch(new URL(`/api/v1${path}`, server.url), {
        ...init,
        headers: { "x-api-key": apiKey, ...(init.json === undefined ? {} : { "content-type": "application/json" }) },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });

    it("document reading reads and does not write (RPC and an API key), and loses access the moment its statement is removed", async () => {
      const reader = await created({ document: ["read"], apiKey: ["create"] });
      const clerk = await holder(reader.role);
      const dashboard = () => clerk.client.rpc("organizations.dashboard", { organizationId: t.org.id });
      expect((await dashboard()).status).toBe(200);
      expect((await clerk.client.rpc("organizations.activity", { organizationId: t.org.id })).status).toBe(403);

      const created_ = await ok<{ key: string }>(
        await clerk.client.post("/api/auth/api-key/create", {
          name: "Reader",
          expiresIn: 30 * 86400,
          metadata: { organizationId: t.org.id, scope: "write" },
        }),
      );
      expect((await api(created_.key, "/gewerbeanmeldungen")).status).toBe(200);
      const write = await api(created_.key, "/gewerbeanmeldungen", { method: "POST", json: quickCreate() });
      expect(await errorOf(write)).toMatchObject({ status: 403, code: "FORBIDDEN" });

      await ok(
        await t.owner.client.post(`${ORG}/update-role`, {
          organizationId: t.org.id,
          roleId: reader.id,
          data: { permission: { apiKey: ["create"] } },
        }),
      );
      expect((await dashboard()).status).toBe(403);
      expect((await api(created_.key, "/gewerbeanmeldungen")).status).toBe(403);
    });
  });
});
