/** Organizations for the tests, built only through the real HTTP endpoints. */
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { TestClient } from "./client";
import { ok } from "./http";
import type { TestServer } from "./server";
import { signedUpUser, type User } from "./users";

export const ORG = "/api/auth/organization";

export interface Organization {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
}

export function uniqueSlug(prefix = "org"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}`;
}

export async function createOrg(client: TestClient, body: Record<string, unknown> = {}): Promise<Organization> {
  return ok<Organization>(await client.post(`${ORG}/create`, { name: "Acme", slug: uniqueSlug(), ...body }));
}

export function invite(client: TestClient, organizationId: string, email: string, role: unknown = "member") {
  return client.post(`${ORG}/invite-member`, { organizationId, email, role });
}

export async function inviteAndAccept(inviter: TestClient, organizationId: string, invitee: User): Promise<string> {
  const invitation = await ok<{ id: string }>(await invite(inviter, organizationId, invitee.email));
  const accepted = await ok<{ member: { id: string } }>(
    await invitee.client.post(`${ORG}/accept-invitation`, { invitationId: invitation.id }),
  );
  return accepted.member.id;
}

export interface FullOrganization extends Organization {
  members: { id: string; userId: string; role: string; user: { email: string } }[];
  invitations: { id: string; email: string; status: string }[];
}

export function getFullOrg(client: TestClient, organizationId: string) {
  return client.request(`${ORG}/get-full-organization?organizationId=${encodeURIComponent(organizationId)}`);
}

export async function fullOrg(client: TestClient, organizationId: string): Promise<FullOrganization> {
  return ok<FullOrganization>(await getFullOrg(client, organizationId));
}

export async function roleOf(
  client: TestClient,
  organizationId: string,
  memberId: string,
): Promise<string | undefined> {
  return (await fullOrg(client, organizationId)).members.find((m) => m.id === memberId)?.role;
}

export interface Party extends User {
  memberId: string;
}

export interface OrgWithRoles {
  org: Organization;
  owner: Party;
  admin: Party;
  member: Party;
}

/**
 * One organization with an owner (its creator), an admin and a member. Both joined through an
 * invitation with role member; the owner then promoted one of them to admin.
 */
export async function orgWithRoles(server: TestServer): Promise<OrgWithRoles> {
  const ownerUser = await signedUpUser(server, "Olivia Owner");
  const org = await createOrg(ownerUser.client, { name: "Shared Org" });
  const full = await fullOrg(ownerUser.client, org.id);
  const owner = { ...ownerUser, memberId: full.members[0].id };

  const adminUser = await signedUpUser(server, "Adam Admin");
  const admin = { ...adminUser, memberId: await inviteAndAccept(owner.client, org.id, adminUser) };
  const memberUser = await signedUpUser(server, "Mia Member");
  const member = { ...memberUser, memberId: await inviteAndAccept(owner.client, org.id, memberUser) };

  await ok(
    await owner.client.post(`${ORG}/update-member-role`, {
      organizationId: org.id,
      memberId: admin.memberId,
      role: "admin",
    }),
  );
  expect(await roleOf(owner.client, org.id, admin.memberId)).toBe("admin");
  expect(await roleOf(owner.client, org.id, member.memberId)).toBe("member");
  return { org, owner, admin, member };
}

export async function memberCounts(client: TestClient) {
  return client.rpc<{ counts: Record<string, number> }>("organizations.memberCounts", {});
}
