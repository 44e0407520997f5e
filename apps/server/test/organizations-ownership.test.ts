/**
 * Ownership transfer (docs/product.md#ownership) (who may, the typed confirmation, both mailed, audited, two at
 * once) and the last owner, who can neither leave nor be demoted nor be removed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "./support/client";
import { errorOf, ok } from "./support/http";
import { backends } from "./support/matrix";
import {
  fullOrg,
  inviteAndAccept,
  ORG,
  type OrgWithRoles,
  orgWithRoles,
  roleOf,
} from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser } from "./support/users";

type Answer = { organizationId?: string; newOwnerMemberId?: string; message?: string };

function transfer(client: TestClient, input: Record<string, unknown>) {
  return client.rpc<Answer>("organizations.transferOwnership", input);
}

describe.each(backends)("organization ownership on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.stop());

  describe("transfer", () => {
    it("the owner hands over to a member: roles swap, both are mailed, the log says so", async () => {
      const t = await orgWithRoles(server);
      const { status, body } = await transfer(t.owner.client, {
        organizationId: t.org.id,
        memberId: t.member.memberId,
        confirmName: "Shared Org",
      });
      expect(status).toBe(200);
      expect(body).toEqual({ organizationId: t.org.id, newOwnerMemberId: t.member.memberId });
      expect(await roleOf(t.owner.client, t.org.id, t.member.memberId)).toBe("owner");
      expect(await roleOf(t.owner.client, t.org.id, t.owner.memberId)).toBe("admin");

      const received = await server.waitForMail(t.member.email, "You are now an owner of Shared Org");
      expect(received.text).toContain("Olivia Owner transferred the ownership of Shared Org to you");
      const handedOver = await server.waitForMail(t.owner.email, "You transferred Shared Org to Mia Member");
      expect(handedOver.text).toContain("You stay in the organization as an admin");

      const log = await t.member.client.rpc<{ entries: { kind: string; actorUserId: string; target: string }[] }>(
        "organizations.activity",
        { organizationId: t.org.id, kind: "organization.ownership_transferred" },
      );
      expect(log.body.entries).toEqual([
        expect.objectContaining({ actorUserId: t.owner.userId, target: `Mia Member <${t.member.email}>` }),
      ]);
      // The new owner may now delete; the former owner may not.
      const mayDelete = async (client: TestClient) =>
        (
          await ok<{ success: boolean }>(
            await client.post(`${ORG}/has-permission`, {
              organizationId: t.org.id,
              permissions: { organization: ["delete"] },
            }),
          )
        ).success;
      expect(await mayDelete(t.member.client)).toBe(true);
      expect(await mayDelete(t.owner.client)).toBe(false);
    });

    it.each(["admin", "member"] as const)("the %s may not transfer (403), nothing changes", async (role) => {
      const t = await orgWithRoles(server);
      const target = role === "admin" ? t.member : t.admin;
      const { status, body } = await transfer(t[role].client, {
        organizationId: t.org.id,
        memberId: target.memberId,
        confirmName: "Shared Org",
      });
      expect(status).toBe(403);
      expect(body.message).toBe("Only an owner can transfer ownership");
      expect(await roleOf(t.owner.client, t.org.id, t.owner.memberId)).toBe("owner");
      expect(await roleOf(t.owner.client, t.org.id, target.memberId)).not.toBe("owner");
    });

    it("refuses a wrong confirmation, a member of another organization, oneself and an outsider", async () => {
      const t = await orgWithRoles(server);
      const other = await orgWithRoles(server);
      const cases: [TestClient, Record<string, unknown>, number, string][] = [
        [
          t.owner.client,
          { memberId: t.member.memberId, confirmName: "shared org" },
          400,
          "Type the organization's name exactly to confirm",
        ],
        [
          t.owner.client,
          { memberId: other.member.memberId, confirmName: "Shared Org" },
          400,
          "The new owner must be a member of this organization",
        ],
        [
          t.owner.client,
          { memberId: t.owner.memberId, confirmName: "Shared Org" },
          400,
          "The new owner must be a member of this organization",
        ],
        [
          other.owner.client,
          { memberId: other.member.memberId, confirmName: "Shared Org" },
          404,
          "Organization not found",
        ],
      ];
      for (const [client, input, status, message] of cases) {
        const answer = await transfer(client, { organizationId: t.org.id, ...input });
        expect(answer, JSON.stringify(input)).toMatchObject({ status, body: { message } });
      }
      expect(await roleOf(t.owner.client, t.org.id, t.owner.memberId)).toBe("owner");
      expect(await roleOf(other.owner.client, other.org.id, other.member.memberId)).toBe("member");
    });

    it("two transfers at once: exactly one wins, the organization keeps exactly one owner", async () => {
      const t = await orgWithRoles(server);
      const answers = await Promise.all([
        transfer(t.owner.client, { organizationId: t.org.id, memberId: t.admin.memberId, confirmName: "Shared Org" }),
        transfer(t.owner.client, { organizationId: t.org.id, memberId: t.member.memberId, confirmName: "Shared Org" }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
      const owners = (await fullOrg(t.admin.client, t.org.id)).members.filter((m) => m.role === "owner");
      expect(owners).toHaveLength(1);
    });
  });

  describe("the last owner", () => {
    let t: OrgWithRoles;
    beforeAll(async () => {
      t = await orgWithRoles(server);
    });

    it("cannot leave; the message says what to do instead", async () => {
      expect(await errorOf(await t.owner.client.post(`${ORG}/leave`, { organizationId: t.org.id }))).toEqual({
        status: 400,
        code: "LAST_OWNER",
        message:
          "You are the only owner of this organization. Transfer ownership to another member or delete the organization before leaving.",
      });
      expect((await fullOrg(t.owner.client, t.org.id)).members).toHaveLength(3);
    });

    it("cannot demote themselves", async () => {
      const response = await t.owner.client.post(`${ORG}/update-member-role`, {
        organizationId: t.org.id,
        memberId: t.owner.memberId,
        role: "admin",
      });
      expect(await errorOf(response)).toEqual({
        status: 400,
        code: "LAST_OWNER",
        message:
          "You are the only owner of this organization. Transfer ownership to another member before changing your role.",
      });
      expect(await roleOf(t.owner.client, t.org.id, t.owner.memberId)).toBe("owner");
    });

    it("cannot be removed, by an admin or by themselves", async () => {
      for (const [client, target] of [
        [t.admin.client, t.owner.email],
        [t.owner.client, t.owner.memberId],
      ] as const) {
        const response = await client.post(`${ORG}/remove-member`, {
          organizationId: t.org.id,
          memberIdOrEmail: target,
        });
        expect(await errorOf(response)).toMatchObject({ status: 400, code: "LAST_OWNER" });
      }
      expect((await fullOrg(t.owner.client, t.org.id)).members).toHaveLength(3);
    });

    it("several owners are allowed, and then one of them may leave", async () => {
      const o = await orgWithRoles(server);
      await ok(
        await o.owner.client.post(`${ORG}/update-member-role`, {
          organizationId: o.org.id,
          memberId: o.admin.memberId,
          role: "owner",
        }),
      );
      expect(await roleOf(o.owner.client, o.org.id, o.admin.memberId)).toBe("owner");
      await ok(await o.owner.client.post(`${ORG}/leave`, { organizationId: o.org.id }));
      const members = (await fullOrg(o.admin.client, o.org.id)).members;
      expect(members.map((m) => m.role).sort()).toEqual(["member", "owner"]);
      // The remaining owner is now the last one.
      expect(await errorOf(await o.admin.client.post(`${ORG}/leave`, { organizationId: o.org.id }))).toMatchObject({
        status: 400,
        code: "LAST_OWNER",
      });
    });

    it("a new member of a transferred organization sees the new owner", async () => {
      const o = await orgWithRoles(server);
      await transfer(o.owner.client, {
        organizationId: o.org.id,
        memberId: o.admin.memberId,
        confirmName: "Shared Org",
      });
      const late = await signedUpUser(server, "Late Comer");
      await inviteAndAccept(o.admin.client, o.org.id, late);
      const roles = (await fullOrg(late.client, o.org.id)).members.map((m) => [m.user.email, m.role]);
      expect(roles).toContainEqual([o.admin.email, "owner"]);
      expect(roles).toContainEqual([o.owner.email, "admin"]);
    });
  });
});
