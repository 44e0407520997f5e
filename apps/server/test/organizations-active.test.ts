/**
 * A new session starts with the user's first organization (by membership creation time) active, so
 * the dashboard never shows "no organization" for someone who has one (database-hooks.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "./support/matrix";
import { createOrg, inviteAndAccept } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { PASSWORD, signedUpUser } from "./support/users";

describe.each(backends)("active organization on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.stop());

  async function activeInNewSession(email: string) {
    const client = server.client();
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
    return (await client.session())?.session.activeOrganizationId ?? null;
  }

  it("is the first organization the user joined, not the last one created", async () => {
    const user = await signedUpUser(server);
    const first = await createOrg(user.client, { name: "First" });
    const second = await createOrg(user.client, { name: "Second" });
    // Creating makes the new organization active in the current session.
    expect((await user.client.session())?.session.activeOrganizationId).toBe(second.id);
    expect(await activeInNewSession(user.email)).toBe(first.id);
  });

  it("counts membership through an invitation by when it was accepted", async () => {
    const inviter = await signedUpUser(server);
    const shared = await createOrg(inviter.client, { name: "Shared" });
    const user = await signedUpUser(server);
    const own = await createOrg(user.client, { name: "Own" });
    await inviteAndAccept(inviter.client, shared.id, user);
    expect(await activeInNewSession(user.email)).toBe(own.id);
  });

  it("moves on to the next organization when the first one is deleted", async () => {
    const user = await signedUpUser(server);
    const first = await createOrg(user.client, { name: "Doomed" });
    const second = await createOrg(user.client, { name: "Survivor" });
    expect((await user.client.post("/api/auth/organization/delete", { organizationId: first.id })).status).toBe(200);
    expect(await activeInNewSession(user.email)).toBe(second.id);
  });

  it("is null for a user in no organization", async () => {
    const user = await signedUpUser(server);
    expect((await user.client.session())?.session.activeOrganizationId ?? null).toBeNull();
    expect(await activeInNewSession(user.email)).toBeNull();
  });
});
