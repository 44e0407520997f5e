/**
 * Tenant isolation: the owner of organization B can do nothing to organization A, in which they hold
 * no membership, and learns nothing about it. Every refusal also checks that A is unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, ok } from "./support/http";
import { outbox } from "./support/mail";
import { backends } from "./support/matrix";
import {
  createOrg,
  fullOrg,
  invite,
  memberCounts,
  ORG,
  type Organization,
  type OrgWithRoles,
  orgWithRoles,
  roleOf,
} from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser, type User } from "./support/users";

describe.each(backends)("tenant isolation on $name", (backend) => {
  let server: TestServer;
  let a: OrgWithRoles;
  let pendingInvitationId: string;
  let outsider: User;
  let orgB: Organization;

  beforeAll(async () => {
    server = await startTestServer(backend);
    a = await orgWithRoles(server);
    pendingInvitationId = (await ok<{ id: string }>(await invite(a.owner.client, a.org.id, "pending@example.com"))).id;
    outsider = await signedUpUser(server, "Oscar Outsider");
    orgB = await createOrg(outsider.client, { name: "Org B" });
  });
  afterAll(() => server?.stop());

  const notAMember = "User is not a member of the organization";

  it("cannot read org A by id or by slug: 403 and no data of A in the answer", async () => {
    for (const query of [`organizationId=${a.org.id}`, `organizationSlug=${a.org.slug}`]) {
      const response = await outsider.client.request(`${ORG}/get-full-organization?${query}`);
      const text = await response.text();
      expect(response.status).toBe(403);
      expect(JSON.parse(text)).toEqual({ code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION", message: notAMember });
      for (const secret of [a.org.name, a.owner.email, a.member.email, "pending@example.com"]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it("cannot make org A its active organization", async () => {
    await ok(await outsider.client.post(`${ORG}/set-active`, { organizationId: orgB.id }));
    const response = await outsider.client.post(`${ORG}/set-active`, { organizationId: a.org.id });
    expect(await errorOf(response)).toMatchObject({ status: 403, message: notAMember });
    // better-auth also clears the caller's active organization on this refusal (and on a refused
    // get-full-organization); restore it for the tests that follow.
    expect((await outsider.client.session())?.session.activeOrganizationId).toBeNull();
    await ok(await outsider.client.post(`${ORG}/set-active`, { organizationId: orgB.id }));
  });

  it("does not see org A in its organization list", async () => {
    const list = await ok<Organization[]>(await outsider.client.request(`${ORG}/list`));
    expect(list.map((o) => o.id)).toEqual([orgB.id]);
  });

  it("cannot update or delete org A", async () => {
    const update = await outsider.client.post(`${ORG}/update`, {
      organizationId: a.org.id,
      data: { name: "Hijacked" },
    });
    expect(await errorOf(update)).toMatchObject({ status: 400, message: notAMember });
    const remove = await outsider.client.post(`${ORG}/delete`, { organizationId: a.org.id });
    expect(await errorOf(remove)).toMatchObject({ status: 400, message: notAMember });

    const after = await fullOrg(a.owner.client, a.org.id);
    expect(after.name).toBe("Shared Org");
    expect(after.members).toHaveLength(3);
  });

  it("cannot invite into org A", async () => {
    const response = await invite(outsider.client, a.org.id, "intruder@example.com");
    expect(await errorOf(response)).toMatchObject({ status: 400, message: "Member not found" });
    const invitations = (await fullOrg(a.owner.client, a.org.id)).invitations;
    expect(invitations.map((i) => i.email)).not.toContain("intruder@example.com");
    await server.mailSettled();
    expect(outbox(server.dataDir).map((m) => m.to)).not.toContain("intruder@example.com");
  });

  it("cannot list org A's invitations", async () => {
    const response = await outsider.client.request(`${ORG}/list-invitations?organizationId=${a.org.id}`);
    const text = await response.text();
    expect(response.status).toBe(403);
    expect(JSON.parse(text).message).toBe("You are not a member of this organization");
    expect(text).not.toContain(pendingInvitationId);
  });

  it("cannot cancel org A's invitation", async () => {
    const response = await outsider.client.post(`${ORG}/cancel-invitation`, { invitationId: pendingInvitationId });
    expect(await errorOf(response)).toMatchObject({ status: 400, message: "Member not found" });
    expect(
      (await server.client().rpc<{ state: string }>("invitations.preview", { id: pendingInvitationId })).body.state,
    ).toBe("pending");
  });

  it("cannot remove org A's members, naming org A or its own org B", async () => {
    const attempts = [
      { organizationId: a.org.id, memberIdOrEmail: a.member.memberId },
      { organizationId: a.org.id, memberIdOrEmail: a.member.email },
      // Owner of B, asking B to remove a member id that belongs to A.
      { organizationId: orgB.id, memberIdOrEmail: a.member.memberId },
      { organizationId: orgB.id, memberIdOrEmail: a.member.email },
    ];
    for (const body of attempts) {
      const response = await outsider.client.post(`${ORG}/remove-member`, body);
      expect(await errorOf(response), JSON.stringify(body)).toMatchObject({ status: 400, message: "Member not found" });
    }
    // A's owner, through B, where they are not the owner: refused before anything happens.
    const owner = await outsider.client.post(`${ORG}/remove-member`, {
      organizationId: orgB.id,
      memberIdOrEmail: a.owner.memberId,
    });
    expect((await errorOf(owner)).status).toBe(400);
    expect((await fullOrg(a.owner.client, a.org.id)).members).toHaveLength(3);
  });

  it("cannot change the roles of org A's members, naming org A or its own org B", async () => {
    const viaA = await outsider.client.post(`${ORG}/update-member-role`, {
      organizationId: a.org.id,
      memberId: a.member.memberId,
      role: "admin",
    });
    expect(await errorOf(viaA)).toMatchObject({ status: 400, message: "Member not found" });
    const viaB = await outsider.client.post(`${ORG}/update-member-role`, {
      organizationId: orgB.id,
      memberId: a.member.memberId,
      role: "admin",
    });
    expect(await errorOf(viaB)).toMatchObject({ status: 403, message: "You are not allowed to update this member" });
    expect(await roleOf(a.owner.client, a.org.id, a.member.memberId)).toBe("member");
  });

  it("cannot ask has-permission about org A", async () => {
    const response = await outsider.client.post(`${ORG}/has-permission`, {
      organizationId: a.org.id,
      permissions: { organization: ["delete"] },
    });
    expect(await errorOf(response)).toMatchObject({ status: 401, message: notAMember });
  });

  it("an admin of A cannot act on B either", async () => {
    const update = await a.admin.client.post(`${ORG}/update`, { organizationId: orgB.id, data: { name: "Hijacked" } });
    expect(await errorOf(update)).toMatchObject({ status: 400, message: notAMember });
    expect((await fullOrg(outsider.client, orgB.id)).name).toBe("Org B");
  });

  describe("organizations.memberCounts", () => {
    it("counts only the caller's own organizations", async () => {
      const solo = await createOrg(a.owner.client, { name: "Solo", keepCurrentActiveOrganization: true });
      expect(await memberCounts(a.owner.client)).toEqual({
        status: 200,
        body: { counts: { [a.org.id]: 3, [solo.id]: 1 } },
      });
      expect(await memberCounts(a.member.client)).toEqual({ status: 200, body: { counts: { [a.org.id]: 3 } } });
      expect(await memberCounts(outsider.client)).toEqual({ status: 200, body: { counts: { [orgB.id]: 1 } } });
    });

    it("is empty for a user in no organization", async () => {
      const loner = await signedUpUser(server);
      expect(await memberCounts(loner.client)).toEqual({ status: 200, body: { counts: {} } });
    });

    it("answers 401 without a session", async () => {
      const { status, body } = await server
        .client()
        .rpc<{ code: string; message: string }>("organizations.memberCounts", {});
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: "UNAUTHORIZED", message: "You must be signed in" });
    });
  });
});
