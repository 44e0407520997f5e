/**
 * An organization's activity log (docs/product.md#activity-log), through the real endpoints. Who may read it,
 * what it records, its filters, keyset paging and CSV, and that one organization's log never shows
 * another's (tested like tenant isolation).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "./support/client";
import { completeSoleTrader, quickCreate } from "./support/gewerbeanmeldung-fixtures";
import { errorOf, ok } from "./support/http";
import { backends } from "./support/matrix";
import { createOrg, invite, ORG, type OrgWithRoles, orgWithRoles } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser } from "./support/users";

interface Entry {
  id: string;
  kind: string;
  actorUserId: string | null;
  actorName: string | null;
  target: string | null;
  details: Record<string, unknown> | null;
  ipAddress: string | null;
  createdAt: string;
}
type Page = { entries: Entry[]; nextCursor: string | null; message?: string };

function activity(client: TestClient, input: Record<string, unknown>) {
  return client.rpc<Page>("organizations.activity", input);
}

async function kinds(client: TestClient, organizationId: string) {
  const { status, body } = await activity(client, { organizationId, limit: 100 });
  expect(status).toBe(200);
  return body.entries.map((e) => e.kind);
}

describe.each(backends)("organization activity log on $name", (backend) => {
  let server: TestServer;
  let t: OrgWithRoles;
  beforeAll(async () => {
    server = await startTestServer(backend);
    t = await orgWithRoles(server);
  });
  afterAll(() => server?.stop());

  it.each([
    ["owner", 200],
    ["admin", 200],
    ["member", 403],
  ] as const)("the %s reading the log: %i", async (role, status) => {
    const response = await activity(t[role].client, { organizationId: t.org.id });
    expect(response.status).toBe(status);
    if (status === 403) {
      expect(response.body.message).toBe("Only the organization's owners and admins can see its activity");
      expect(response.body.entries).toBeUndefined();
    }
  });

  it("someone outside the organization gets 404, as for an organization that does not exist", async () => {
    const stranger = await signedUpUser(server);
    const response = await activity(stranger.client, { organizationId: t.org.id });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Organization not found");
    const csv = await stranger.client.request(`/api/organizations/${t.org.id}/activity.csv`);
    expect(await errorOf(csv)).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("records who invited, joined and changed roles, with the caller's address", async () => {
    const { body } = await activity(t.owner.client, { organizationId: t.org.id, limit: 100 });
    const byKind = (kind: string) => body.entries.filter((e) => e.kind === kind);
    expect(byKind("member.invited")).toHaveLength(2);
    expect(
      byKind("member.joined")
        .map((e) => e.actorUserId)
        .sort(),
    ).toEqual([t.admin.userId, t.member.userId].sort());
    const [roleChange] = byKind("member.role_changed");
    expect(roleChange).toMatchObject({
      actorUserId: t.owner.userId,
      actorName: "Olivia Owner",
      ipAddress: t.owner.client.ip,
      details: expect.objectContaining({ from: "member", to: "admin" }),
    });
    expect(roleChange.target).toContain(t.admin.email);
  });

  it("records settings changes, cancelled invitations and removals", async () => {
    const o = await orgWithRoles(server);
    await ok(await o.admin.client.post(`${ORG}/update`, { organizationId: o.org.id, data: { name: "Renamed" } }));
    const invitation = await ok<{ id: string }>(await invite(o.owner.client, o.org.id, "later@example.com"));
    await ok(await o.owner.client.post(`${ORG}/cancel-invitation`, { invitationId: invitation.id }));
    await ok(
      await o.owner.client.post(`${ORG}/remove-member`, {
        organizationId: o.org.id,
        memberIdOrEmail: o.member.memberId,
      }),
    );
    const { body } = await activity(o.owner.client, { organizationId: o.org.id, limit: 100 });
    expect(body.entries.slice(0, 4).map((e) => e.kind)).toEqual([
      "member.removed",
      "invitation.cancelled",
      "member.invited",
      "organization.settings_changed",
    ]);
    expect(body.entries[0].target).toContain(o.member.email);
    expect(body.entries[1].target).toBe("later@example.com");
    expect(body.entries[3]).toMatchObject({
      actorUserId: o.admin.userId,
      details: { name: { from: "Shared Org", to: "Renamed" } },
    });
  });

  it("records documents created, completed, reopened and deleted in the active organization", async () => {
    const o = await orgWithRoles(server);
    const member = o.member.client;
    // Creating an organization makes it the creator's active one; invitees set it themselves.
    await ok(await member.post(`${ORG}/set-active`, { organizationId: o.org.id }));
    const { body: created } = await member.rpc<{ documentId: string }>("docs.gewerbeanmeldung.create", quickCreate());
    const id = created.documentId;
    const saved = await member.rpc<{ meta: { version: number } }>("docs.gewerbeanmeldung.saveDraft", {
      id,
      version: 1,
      document: completeSoleTrader(),
    });
    const done = await member.rpc<{ meta: { version: number } }>("docs.gewerbeanmeldung.complete", {
      id,
      version: saved.body.meta.version,
    });
    expect(done.status).toBe(200);
    await member.rpc("docs.gewerbeanmeldung.reopen", { id, version: done.body.meta.version });
    expect((await member.rpc("docs.gewerbeanmeldung.delete", { id })).status).toBe(200);

    const documents = (await activity(o.owner.client, { organizationId: o.org.id, limit: 100 })).body.entries.filter(
      (e) => e.kind.startsWith("document."),
    );
    expect(documents.map((e) => e.kind)).toEqual([
      "document.deleted",
      "document.reopened",
      "document.completed",
      "document.created",
    ]);
    for (const entry of documents) {
      expect(entry).toMatchObject({ actorUserId: o.member.userId, target: `Gewerbeanmeldung #${id.slice(0, 8)}` });
    }
    // A document without an organization is in no log.
    const loner = await signedUpUser(server);
    expect((await loner.client.rpc("docs.gewerbeanmeldung.create", quickCreate())).status).toBe(200);
  });

  it("a member removed by someone else creates documents of their own, not the organization's", async () => {
    const o = await orgWithRoles(server);
    await ok(await o.member.client.post(`${ORG}/set-active`, { organizationId: o.org.id }));
    await ok(
      await o.owner.client.post(`${ORG}/remove-member`, {
        organizationId: o.org.id,
        memberIdOrEmail: o.member.memberId,
      }),
    );
    // The removed member's session still names the organization as its active one.
    expect((await o.member.client.session())?.session.activeOrganizationId).toBe(o.org.id);
    expect((await o.member.client.rpc("docs.gewerbeanmeldung.create", quickCreate())).status).toBe(200);
    const { body } = await activity(o.owner.client, { organizationId: o.org.id, limit: 100 });
    expect(body.entries.filter((e) => e.kind.startsWith("document."))).toEqual([]);
  });

  it("one organization's log never shows another's", async () => {
    const a = await orgWithRoles(server);
    const b = await orgWithRoles(server);
    await ok(await a.owner.client.post(`${ORG}/update`, { organizationId: a.org.id, data: { name: "Only In A" } }));
    // B's owner asks for A's log, with every filter and by CSV: nothing.
    for (const input of [
      { organizationId: a.org.id },
      { organizationId: a.org.id, actorUserId: a.owner.userId },
      { organizationId: a.org.id, kind: "organization.settings_changed" },
    ]) {
      expect((await activity(b.owner.client, input)).status).toBe(404);
    }
    expect((await b.owner.client.request(`/api/organizations/${a.org.id}/activity.csv`)).status).toBe(404);
    // Filtering B's log by A's owner finds nothing; B's log names none of A's people.
    const byAOwner = await activity(b.owner.client, { organizationId: b.org.id, actorUserId: a.owner.userId });
    expect(byAOwner.body.entries).toEqual([]);
    const bLog = JSON.stringify((await activity(b.owner.client, { organizationId: b.org.id, limit: 100 })).body);
    for (const party of [a.owner, a.admin, a.member]) {
      expect(bLog).not.toContain(party.userId);
      expect(bLog).not.toContain(party.email);
    }
    expect(bLog).not.toContain("Only In A");
    // A cursor made from A's log does not open A's entries in B's.
    const aPage = await activity(a.owner.client, { organizationId: a.org.id, limit: 1 });
    const crossed = await activity(b.owner.client, { organizationId: b.org.id, cursor: aPage.body.nextCursor });
    expect(JSON.stringify(crossed.body)).not.toContain("Only In A");
  });

  it("filters by person, kind and date range, and pages by keyset without gaps or repeats", async () => {
    const all = (await activity(t.owner.client, { organizationId: t.org.id, limit: 100 })).body.entries;
    const byOwner = (await activity(t.owner.client, { organizationId: t.org.id, actorUserId: t.owner.userId })).body;
    expect(byOwner.entries.length).toBeGreaterThan(0);
    expect(byOwner.entries.every((e) => e.actorUserId === t.owner.userId)).toBe(true);
    const invited = (await activity(t.owner.client, { organizationId: t.org.id, kind: "member.invited" })).body;
    expect(invited.entries.map((e) => e.kind)).toEqual(["member.invited", "member.invited"]);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await activity(t.owner.client, { organizationId: t.org.id, from: today, to: today, limit: 100 });
    expect(inRange.body.entries).toHaveLength(all.length);
    const past = await activity(t.owner.client, { organizationId: t.org.id, from: "2020-01-01", to: "2020-12-31" });
    expect(past.body.entries).toEqual([]);

    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const { status, body } = await activity(t.owner.client, { organizationId: t.org.id, limit: 2, cursor });
      expect(status).toBe(200);
      expect(body.entries.length).toBeLessThanOrEqual(2);
      seen.push(...body.entries.map((e) => e.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((e) => e.id));
  });

  it.each([
    [{ kind: "member.teleported" }, "Unknown kind of activity"],
    [{ from: "2026-02-30" }, "Dates are written YYYY-MM-DD"],
    [{ from: "2026-03-02", to: "2026-03-01" }, "The start date must not be after the end date"],
    [{ cursor: "not-a-cursor" }, "Invalid cursor"],
  ])("refuses a bad filter %j with 400", async (filter, message) => {
    const { status, body } = await activity(t.owner.client, { organizationId: t.org.id, ...filter });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it("exports the filtered log as CSV for owners and admins only, formulas defused", async () => {
    const o = await orgWithRoles(server);
    await ok(await o.owner.client.post(`${ORG}/update`, { organizationId: o.org.id, data: { name: "=HYPERLINK(1)" } }));
    const response = await o.admin.client.request(`/api/organizations/${o.org.id}/activity.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("When (UTC),Who,Email,What,Kind,Target,Details,IP address,Browser");
    expect(lines).toHaveLength(1 + (await kinds(o.owner.client, o.org.id)).length);
    expect(lines[1]).toContain("Settings changed,organization.settings_changed,'=HYPERLINK(1)");

    const filtered = await o.owner.client.request(`/api/organizations/${o.org.id}/activity.csv?kind=member.invited`);
    expect((await filtered.text()).trimEnd().split("\r\n")).toHaveLength(3);
    expect(await errorOf(await o.member.client.request(`/api/organizations/${o.org.id}/activity.csv`))).toMatchObject({
      status: 403,
      message: "Only the organization's owners and admins can see its activity",
    });
    expect(
      await errorOf(await o.owner.client.request(`/api/organizations/${o.org.id}/activity.csv?from=yesterday`)),
    ).toMatchObject({ status: 400, message: "Dates are written YYYY-MM-DD" });
    expect((await server.client().request(`/api/organizations/${o.org.id}/activity.csv`)).status).toBe(401);
  });

  it("a new organization's log starts empty, and its creator may read it", async () => {
    const org = await createOrg(t.member.client, { name: "Member's Own", keepCurrentActiveOrganization: true });
    expect(await kinds(t.member.client, org.id)).toEqual([]);
  });
});
