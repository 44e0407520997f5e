/**
 * SCIM 2.0 provisioning (decision 035) over real HTTP, on every database: a token per
 * organization (shown once, only its digest stored, revocable) drives better-auth's SCIM plugin as
 * Entra ID and Okta do; the directory's state becomes memberships; deprovisioning ends the
 * membership, the person's sessions and API keys, with audit and activity entries; a token reaches
 * its own organization only.
 */
import { schema } from "@app/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { variants } from "./support/matrix";
import { createOrg, fullOrg } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { PASSWORD, signedUpUser, type User } from "./support/users";

const SCIM = "application/scim+json";
const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
const PATCH_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

describe.each(variants)("SCIM provisioning on $name", (variant) => {
  let server: TestServer;
  let owner: User;
  let orgId: string;
  let token: string;
  let credentialId: string;

  const scim = (bearer: string, path: string, init: { method?: string; json?: unknown } = {}) =>
    fetch(new URL(`/api/auth/scim/v2${path}`, server.url), {
      method: init.method ?? "GET",
      headers: { authorization: `Bearer ${bearer}`, ...(init.json ? { "content-type": SCIM } : {}) },
      body: init.json ? JSON.stringify(init.json) : undefined,
    });

  const newUser = (email: string, externalId: string) => ({
    schemas: [USER_SCHEMA],
    externalId,
    userName: email,
    name: { givenName: "Pat", familyName: "Provisioned" },
    emails: [{ value: email, type: "work", primary: true }],
    active: true,
  });

  beforeAll(async () => {
    server = await startTestServer(variant);
    owner = await signedUpUser(server, "Olivia Owner");
    orgId = (await createOrg(owner.client, { name: "Directory Co" })).id;
    const made = await owner.client.rpc<{ token: string; credentialId: string }>("scim.createToken", {
      organizationId: orgId,
    });
    expect(made.status).toBe(200);
    token = made.body.token;
    credentialId = made.body.credentialId;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows a token once and stores only its digest", async () => {
    const status = await owner.client.rpc<{ credentials: { credentialId: string; status: string }[]; baseUrl: string }>(
      "scim.status",
      { organizationId: orgId },
    );
    expect(status.body.baseUrl).toBe(`${server.url}/api/auth/scim/v2`);
    expect(status.body.credentials).toEqual([expect.objectContaining({ credentialId, status: "active" })]);
    expect(JSON.stringify(status.body)).not.toContain(token);
    const rows = await server.database.db.select().from(schema.scimManagedCredential);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("lets only owners and admins manage provisioning", async () => {
    const outsider = await signedUpUser(server, "Oscar Outsider");
    const refused = await outsider.client.rpc("scim.createToken", { organizationId: orgId });
    expect(refused.status).toBe(404);
  });

  it("creates, finds by userName, replaces and patches a user, and makes them a member", async () => {
    const email = "pat@directory.test";
    const created = await scim(token, "/Users", { method: "POST", json: newUser(email, "ext-pat") });
    expect(created.status, await created.clone().text()).toBe(201);
    const resource = (await created.json()) as { id: string; userName: string };
    expect(resource.userName).toBe(email);

    const found = (await (
      await scim(token, `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`)
    ).json()) as {
      totalResults: number;
      Resources: { id: string }[];
    };
    expect(found.totalResults).toBe(1);
    expect(found.Resources[0].id).toBe(resource.id);
    expect((await scim(token, `/Users/${resource.id}`)).status).toBe(200);

    const replaced = await scim(token, `/Users/${resource.id}`, {
      method: "PUT",
      json: { ...newUser(email, "ext-pat"), name: { givenName: "Patricia", familyName: "Provisioned" } },
    });
    expect(replaced.status).toBe(200);
    const patched = await scim(token, `/Users/${resource.id}`, {
      method: "PATCH",
      json: { schemas: [PATCH_SCHEMA], Operations: [{ op: "replace", path: "displayName", value: "Pat P." }] },
    });
    expect(patched.status).toBe(200);
    const members = (await fullOrg(owner.client, orgId)).members;
    expect(members.find((m) => m.user.email === email)?.role).toBe("member");
  });

  it("deprovisions with active: false: membership, sessions and API keys end, with audit and activity entries", async () => {
    const email = "quinn@directory.test";
    const created = (await (
      await scim(token, "/Users", { method: "POST", json: newUser(email, "ext-quinn") })
    ).json()) as {
      id: string;
    };
    const [row] = await server.database.db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(eq(schema.user.email, email));
    // Quinn gets a password (as after a reset) and signs in, then makes an API key in the organization.
    const ctx = server.client();
    await server.database.db.insert(schema.account).values({
      id: `acc-${row.id}`,
      accountId: row.id,
      providerId: "credential",
      issuer: "local:credential",
      userId: row.id,
      password: await (await import("better-auth/crypto")).hashPassword(PASSWORD),
    } as typeof schema.account.$inferInsert);
    expect((await ctx.signIn(email, PASSWORD)).status).toBe(200);
    await ctx.post("/api/auth/organization/set-active", { organizationId: orgId });
    const key = await ctx.post("/api/auth/api-key/create", {
      name: "Quinn's key",
      expiresIn: 30 * 86400,
      metadata: { organizationId: orgId, scope: "read" },
    });
    expect(key.status, await key.clone().text()).toBe(200);

    const off = await scim(token, `/Users/${created.id}`, {
      method: "PATCH",
      json: { schemas: [PATCH_SCHEMA], Operations: [{ op: "replace", path: "active", value: false }] },
    });
    expect(off.status).toBe(200);
    await server.mailSettled();
    expect((await fullOrg(owner.client, orgId)).members.some((m) => m.user.email === email)).toBe(false);
    expect(await ctx.session()).toBeNull();
    const keys = await server.database.db.select().from(schema.apikey).where(eq(schema.apikey.referenceId, row.id));
    expect(keys).toHaveLength(0);
    const audit = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUserId, row.id));
    expect(audit.map((a) => a.action)).toContain("scim-deprovision");
    const activity = await server.database.db
      .select()
      .from(schema.organizationActivity)
      .where(eq(schema.organizationActivity.organizationId, orgId));
    expect(activity.map((a) => a.kind)).toContain("member.deprovisioned");

    // Deleting the resource keeps it out; reactivation would bring the membership back.
    expect((await scim(token, `/Users/${created.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("maps SCIM Groups to roles: joining a mapped group gives its role, leaving takes it away, owners stay", async () => {
    const clerks = await owner.client.post("/api/auth/organization/create-role", {
      organizationId: orgId,
      role: "clerks",
      permission: { document: ["read"] },
      additionalFields: { label: "Clerks" },
    });
    expect(clerks.status, await clerks.clone().text()).toBe(200);
    const roleMapping = [
      { group: "Dashboard Admins", role: "admin" },
      { group: "Clerks", role: "clerks" },
    ];
    const saved = await owner.client.rpc("scim.setRoleMapping", { organizationId: orgId, roleMapping });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(
      (await owner.client.rpc<{ roleMapping: unknown }>("scim.status", { organizationId: orgId })).body.roleMapping,
    ).toEqual(roleMapping);
    const provision = async (email: string) =>
      (
        (await (await scim(token, "/Users", { method: "POST", json: newUser(email, `ext-${email}`) })).json()) as {
          id: string;
        }
      ).id;
    const roleOf = async (email: string) =>
      (await fullOrg(owner.client, orgId)).members.find((m) => m.user.email === email)?.role;
    const group = async (displayName: string, members: string[]) => {
      const made = await scim(token, "/Groups", {
        method: "POST",
        json: {
          schemas: ["urn:ietf:params:scim:schemas:core:2.0:Group"],
          displayName,
          members: members.map((value) => ({ value, type: "User" })),
        },
      });
      expect(made.status, await made.clone().text()).toBe(201);
      return ((await made.json()) as { id: string }).id;
    };
    const patchMembers = async (groupId: string, op: "add" | "remove", userId: string) => {
      const patched = await scim(token, `/Groups/${groupId}`, {
        method: "PATCH",
        json: {
          schemas: [PATCH_SCHEMA],
          Operations:
            op === "add"
              ? [{ op: "add", path: "members", value: [{ value: userId }] }]
              : [{ op: "remove", path: `members[value eq "${userId}"]` }],
        },
      });
      expect(patched.status, await patched.clone().text()).toBeLessThan(300);
    };

    const rae = await provision("rae@directory.test");
    const tom = await provision("tom@directory.test");
    expect(await roleOf("rae@directory.test")).toBe("member");
    const admins = await group("Dashboard Admins", [rae]);
    const clerkGroup = await group("clerks", [tom]);
    expect(await roleOf("rae@directory.test")).toBe("admin");
    expect(await roleOf("tom@directory.test")).toBe("clerks");
    // In both groups: the mapping's first entry wins; leaving it leaves the next one's role.
    await patchMembers(clerkGroup, "add", rae);
    expect(await roleOf("rae@directory.test")).toBe("admin");
    await patchMembers(admins, "remove", rae);
    expect(await roleOf("rae@directory.test")).toBe("clerks");
    // Out of every mapped group: member again, on the change itself.
    await patchMembers(clerkGroup, "remove", tom);
    expect(await roleOf("tom@directory.test")).toBe("member");

    // An owner is left as they are, whatever their groups.
    const [tomRow] = await server.database.db
      .select()
      .from(schema.user)
      .where(eq(schema.user.email, "tom@directory.test"));
    await server.database.db.update(schema.member).set({ role: "owner" }).where(eq(schema.member.userId, tomRow.id));
    await patchMembers(admins, "add", tom);
    expect(await roleOf("tom@directory.test")).toBe("owner");
    await patchMembers(admins, "remove", tom);
    expect(await roleOf("tom@directory.test")).toBe("owner");

    const activity = await server.database.db
      .select()
      .from(schema.organizationActivity)
      .where(eq(schema.organizationActivity.organizationId, orgId));
    expect(activity.find((a) => a.kind === "scim.role_mapping_changed")?.details).toEqual({
      providerId: null,
      roleMapping,
    });
    expect(activity.filter((a) => a.kind === "member.role_changed").map((a) => a.details)).toContainEqual(
      expect.objectContaining({ role: "member", previousRole: "clerks", via: "scim" }),
    );
  });

  it("refuses a mapping to owner, to an unknown role or to another organization's role, with 400", async () => {
    const other = await signedUpUser(server, "Una Unrelated");
    const otherOrg = (await createOrg(other.client, { name: "Unrelated Co" })).id;
    const theirs = await other.client.post("/api/auth/organization/create-role", {
      organizationId: otherOrg,
      role: "auditors",
      permission: { document: ["read"] },
      additionalFields: { label: "Auditors" },
    });
    expect(theirs.status).toBe(200);
    const attempt = (role: string) =>
      owner.client.rpc<{ code: string }>("scim.setRoleMapping", {
        organizationId: orgId,
        roleMapping: [{ group: "Some Group", role }],
      });
    for (const [role, code] of [
      ["owner", "ROLE_MAPPING_OWNER"],
      ["ghost", "ROLE_MAPPING_UNKNOWN_ROLE"],
      ["auditors", "ROLE_MAPPING_UNKNOWN_ROLE"],
    ] as const) {
      const refused = await attempt(role);
      expect(refused.status, role).toBe(400);
      expect(refused.body.code).toBe(code);
    }
  });

  it("answers the edge's refusals in SCIM's error shape, as the plugin answers its own", async () => {
    const scimError = async (response: Response, status: number) => {
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toContain(SCIM);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ schemas: [ERROR_SCHEMA], status: String(status), detail: expect.any(String) });
      return body;
    };
    // A filter too long for Node's 16 KB request head.
    const long = await scim(token, `/Users?filter=${encodeURIComponent(`userName eq "${"a".repeat(20_000)}"`)}`);
    expect(await scimError(long, 431)).toMatchObject({ code: "REQUEST_HEADER_FIELDS_TOO_LARGE" });
    // A body over the edge's 100 KB.
    const big = newUser("big@directory.test", "ext-big");
    const large = await scim(token, "/Users", {
      method: "POST",
      json: { ...big, displayName: "x".repeat(200 * 1024) },
    });
    expect(await scimError(large, 413)).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    // A NUL in the filter.
    const nul = await scim(token, `/Users?filter=${encodeURIComponent('userName eq "a\u0000"')}`);
    expect(await scimError(nul, 400)).toMatchObject({ code: "INVALID_CHARACTERS" });
    // The plugin's own refusal: the same shape.
    await scimError(await scim("not-a-token", "/Users"), 401);
    // Elsewhere the edge answers as before.
    const elsewhere = await owner.client.request(`/api/auth/get-session?x=${"a".repeat(20_000)}`);
    expect(elsewhere.status).toBe(431);
    expect(await elsewhere.json()).toEqual({
      message: "The URL or the headers are too large",
      code: "REQUEST_HEADER_FIELDS_TOO_LARGE",
    });
  });

  it("keeps a token to its own organization, and refuses a revoked one", async () => {
    const other = await signedUpUser(server, "Otto Other");
    const otherOrg = (await createOrg(other.client, { name: "Other Co" })).id;
    const otherToken = (await other.client.rpc<{ token: string }>("scim.createToken", { organizationId: otherOrg }))
      .body.token;
    const ours = (await (await scim(token, "/Users")).json()) as { Resources: { id: string; userName: string }[] };
    const theirs = (await (await scim(otherToken, "/Users")).json()) as { totalResults: number };
    expect(theirs.totalResults).toBe(0);
    expect((await scim(otherToken, `/Users/${ours.Resources[0].id}`)).status).toBe(404);
    const hijack = await scim(otherToken, `/Users/${ours.Resources[0].id}`, {
      method: "PATCH",
      json: { schemas: [PATCH_SCHEMA], Operations: [{ op: "replace", path: "active", value: false }] },
    });
    expect(hijack.status).toBe(404);
    // Another organization's credential cannot be revoked from here either.
    const foreign = await owner.client.rpc("scim.revokeToken", {
      organizationId: orgId,
      credentialId: "ba_scim_credential_x",
    });
    expect(foreign.status).toBe(404);

    expect((await owner.client.rpc("scim.revokeToken", { organizationId: orgId, credentialId })).status).toBe(200);
    expect((await scim(token, "/Users")).status).toBe(401);
    expect((await scim("not-a-token", "/Users")).status).toBe(401);
  });
});
