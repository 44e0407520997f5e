/**
 * Shared set-up for the organizations-*.test.ts files: a test server with a known DATA_DIR (so the
 * development outbox can be read) and organizations built only through the real HTTP endpoints.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { startTestServer, type TestBackend, type TestClient, type TestServer } from "./harness";

export const PASSWORD = "correct horse battery";
export const ORG = "/api/auth/organization";

export interface OrgServer {
  server: TestServer;
  dataDir: string;
  stop(): Promise<void>;
}

/** The harness lets `env` override its DATA_DIR, so the outbox lands where the test can read it. */
export async function startOrgServer(backend: TestBackend): Promise<OrgServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "dashboard-org-test-"));
  const server = await startTestServer(backend, { DATA_DIR: dataDir });
  return {
    server,
    dataDir,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export function outbox(dataDir: string): Mail[] {
  const file = join(dataDir, "outbox.jsonl");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { mail: Mail }).mail);
}

export interface ApiError {
  status: number;
  message?: string;
  code?: string;
}

export async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json()) as { message?: string; code?: string };
  return { status: response.status, message: body.message, code: body.code };
}

/** Fails with the server's answer in the message, which a bare status assertion would hide. */
export async function ok<T = Record<string, unknown>>(response: Response): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as T;
}

export interface User {
  client: TestClient;
  email: string;
  name: string;
  userId: string;
}

export async function signedUpUser(server: TestServer, name = "Test User"): Promise<User> {
  const client = server.client();
  const email = `user-${randomBytes(5).toString("hex")}@example.com`;
  const { response, body } = await client.signUp({ email, name, password: PASSWORD });
  expect(response.status).toBe(200);
  return { client, email, name, userId: body.user.id };
}

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
