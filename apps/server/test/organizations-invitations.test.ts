/**
 * Invitations: any role but owner (member by default), the mail in the development outbox, the public preview through
 * its states, and who may accept.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "./support/client";
import { errorOf, ok } from "./support/http";
import { outbox } from "./support/mail";
import { backends } from "./support/matrix";
import { createOrg, fullOrg, invite, memberCounts, ORG, type Organization } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser, type User } from "./support/users";

interface Invitation {
  id: string;
  email: string;
  role: string;
  status: string;
}

describe.each(backends)("invitations on $name", (backend) => {
  let server: TestServer;
  let owner: User;
  let org: Organization;

  beforeAll(async () => {
    server = await startTestServer(backend);
    owner = await signedUpUser(server, "Irene Inviter");
    org = await createOrg(owner.client, { name: "Invite Co" });
  });
  afterAll(() => server?.stop());

  async function inviteOk(email: string, client: TestClient = owner.client, organizationId = org.id) {
    return ok<Invitation>(await invite(client, organizationId, email));
  }

  function preview(id: string) {
    // Public: a client without any session.
    return server.client().rpc<Record<string, unknown>>("invitations.preview", { id });
  }

  function accept(client: TestClient, invitationId: string) {
    return client.post(`${ORG}/accept-invitation`, { invitationId });
  }

  async function pendingEmails(): Promise<string[]> {
    return (await fullOrg(owner.client, org.id)).invitations.filter((i) => i.status === "pending").map((i) => i.email);
  }

  describe("role", () => {
    const ownerOnly = "Only an owner can make someone an owner, and never by an invitation";

    it.each([["owner"], [["member", "owner"]], ["member,owner"]])("refuses role %j with 400", async (role) => {
      const email = `role-${JSON.stringify(role).replace(/\W/g, "")}@example.com`;
      const response = await invite(owner.client, org.id, email, role);
      expect(await errorOf(response)).toEqual({ status: 400, message: ownerOnly, code: "INVALID_INVITATION_ROLE" });
      expect(await pendingEmails()).not.toContain(email);
      await server.mailSettled();
      expect(outbox(server.dataDir).map((m) => m.to)).not.toContain(email);
    });

    it("an owner may invite an admin; a role the organization does not have is refused", async () => {
      const invitation = await ok<Invitation>(await invite(owner.client, org.id, "new-admin@example.com", "admin"));
      expect(invitation).toMatchObject({ role: "admin", status: "pending" });
      const unknown = await invite(owner.client, org.id, "unknown-role@example.com", "no-such-role");
      expect((await errorOf(unknown)).status).toBe(400);
      expect(await pendingEmails()).not.toContain("unknown-role@example.com");
    });

    it("an admin asking for role owner gets the same 400", async () => {
      const admin = await signedUpUser(server);
      const accepted = await ok<{ member: { id: string } }>(
        await accept(admin.client, (await inviteOk(admin.email)).id),
      );
      await ok(
        await owner.client.post(`${ORG}/update-member-role`, {
          memberId: accepted.member.id,
          role: "admin",
          organizationId: org.id,
        }),
      );
      const response = await invite(admin.client, org.id, "would-be-owner@example.com", "owner");
      expect(await errorOf(response)).toMatchObject({ status: 400, message: ownerOnly });
      expect(await pendingEmails()).not.toContain("would-be-owner@example.com");
    });

    it("a refused re-invitation leaves the pending invitation of that address alone", async () => {
      const first = await inviteOk("reinvited@example.com");
      const refused = await invite(owner.client, org.id, "reinvited@example.com", "owner");
      expect(await errorOf(refused)).toMatchObject({ status: 400, code: "INVALID_INVITATION_ROLE" });
      expect((await preview(first.id)).body.state).toBe("pending");
    });
  });

  describe("mail", () => {
    it("lands in DATA_DIR/outbox.jsonl with the accept link", async () => {
      const invitation = await inviteOk("Mail.Me@Example.com");
      expect(invitation).toMatchObject({ email: "mail.me@example.com", role: "member", status: "pending" });
      await server.mailSettled();
      const mails = outbox(server.dataDir).filter((m) => m.to === "mail.me@example.com");
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe("Irene Inviter invited you to Invite Co");
      const link = `http://localhost:${server.port}/accept-invitation/${invitation.id}`;
      expect(mails[0].text).toContain(`Accept the invitation ${link}\n`);
      expect(mails[0].text).toContain(`Irene Inviter (${owner.email}) invited you to join Invite Co.`);
    });
  });

  describe("preview", () => {
    it("shows a pending invitation to anyone holding the id", async () => {
      const invitation = await inviteOk("preview@example.com");
      expect(await preview(invitation.id)).toEqual({
        status: 200,
        body: {
          id: invitation.id,
          email: "preview@example.com",
          organizationName: "Invite Co",
          inviterName: "Irene Inviter",
          state: "pending",
        },
      });
    });

    it("shows canceled after cancel, and a canceled invitation cannot be accepted", async () => {
      const invitee = await signedUpUser(server);
      const invitation = await inviteOk(invitee.email);
      expect(
        (await ok<Invitation>(await owner.client.post(`${ORG}/cancel-invitation`, { invitationId: invitation.id })))
          .status,
      ).toBe("canceled");
      expect((await preview(invitation.id)).body.state).toBe("canceled");
      expect(await errorOf(await accept(invitee.client, invitation.id))).toMatchObject({
        status: 400,
        message: "Invitation not found",
      });
      expect((await memberCounts(invitee.client)).body.counts).toEqual({});
    });

    it("shows rejected after the invitee rejects", async () => {
      const invitee = await signedUpUser(server);
      const invitation = await inviteOk(invitee.email);
      await ok(await invitee.client.post(`${ORG}/reject-invitation`, { invitationId: invitation.id }));
      expect((await preview(invitation.id)).body.state).toBe("rejected");
    });

    it("answers 404 NOT_FOUND for an unknown id", async () => {
      const { status, body } = await preview("no-such-invitation");
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "NOT_FOUND", message: "Invitation not found" });
    });
  });

  describe("accept", () => {
    it("adds the invitee as member, makes the organization active, and works only once", async () => {
      const solo = await createOrg(owner.client, { name: "Solo Co", keepCurrentActiveOrganization: true });
      expect((await memberCounts(owner.client)).body.counts[solo.id]).toBe(1);

      const invitee = await signedUpUser(server, "Nina Newcomer");
      const invitation = await inviteOk(invitee.email, owner.client, solo.id);
      const accepted = await ok<{ invitation: Invitation; member: { role: string; organizationId: string } }>(
        await accept(invitee.client, invitation.id),
      );
      expect(accepted.invitation.status).toBe("accepted");
      expect(accepted.member).toMatchObject({ role: "member", organizationId: solo.id });

      expect((await memberCounts(owner.client)).body.counts[solo.id]).toBe(2);
      expect((await memberCounts(invitee.client)).body.counts).toEqual({ [solo.id]: 2 });
      expect((await invitee.client.session())?.session.activeOrganizationId).toBe(solo.id);
      expect((await preview(invitation.id)).body.state).toBe("accepted");

      expect(await errorOf(await accept(invitee.client, invitation.id))).toMatchObject({
        status: 400,
        message: "Invitation not found",
      });
      expect((await memberCounts(owner.client)).body.counts[solo.id]).toBe(2);
    });

    it("refuses someone else's invitation with 403 and changes nothing", async () => {
      const invitee = await signedUpUser(server);
      const intruder = await signedUpUser(server);
      const invitation = await inviteOk(invitee.email);
      const before = (await fullOrg(owner.client, org.id)).members.length;

      expect(await errorOf(await accept(intruder.client, invitation.id))).toMatchObject({
        status: 403,
        message: "You are not the recipient of the invitation",
      });
      expect(
        await errorOf(await intruder.client.post(`${ORG}/reject-invitation`, { invitationId: invitation.id })),
      ).toMatchObject({
        status: 403,
        message: "You are not the recipient of the invitation",
      });
      expect((await fullOrg(owner.client, org.id)).members).toHaveLength(before);
      expect((await memberCounts(intruder.client)).body.counts).toEqual({});
      expect((await preview(invitation.id)).body.state).toBe("pending");

      // The rightful invitee still can.
      await ok(await accept(invitee.client, invitation.id));
      expect((await fullOrg(owner.client, org.id)).members).toHaveLength(before + 1);
    });

    it("refuses an invitation for someone who is already a member", async () => {
      const invitee = await signedUpUser(server);
      await ok(await accept(invitee.client, (await inviteOk(invitee.email)).id));
      expect(await errorOf(await invite(owner.client, org.id, invitee.email))).toMatchObject({
        status: 400,
        message: "User is already a member of this organization",
      });
    });

    it("needs a session", async () => {
      const invitation = await inviteOk("nosession@example.com");
      expect((await accept(server.client(), invitation.id)).status).toBe(401);
      expect((await preview(invitation.id)).body.state).toBe("pending");
    });
  });
});
