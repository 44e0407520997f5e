/**
 * One path for organization events (decision 044): every webhook type has exactly one source, an
 * event kind of the catalogue (packages/domain organization-events.ts) or the database's row
 * triggers; and what the triggers write for members, invitations and the organization carries
 * exactly the fields of the domain's schemas (the OpenAPI document's `webhooks`), on every database.
 */
import { schema } from "@app/db";
import {
  consumersOf,
  ORGANIZATION_EVENTS,
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TYPES_FROM_ROWS,
} from "@app/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { ok } from "./support/http";
import { variants } from "./support/matrix";
import { ORG, type OrgWithRoles, orgWithRoles } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser } from "./support/users";
import { type Receiver, startReceiver } from "./support/webhook-receiver";

describe("the organization events' catalogue", () => {
  it("every webhook type comes from exactly one place: an event kind or the rows' triggers", () => {
    const fromEvents = Object.values(ORGANIZATION_EVENTS).flatMap((k) => k.sends ?? []);
    expect([...fromEvents, ...WEBHOOK_TYPES_FROM_ROWS].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });

  it("one event makes both the activity entry and the webhook event", () => {
    const role = {
      id: "r1",
      organizationId: "o1",
      role: "clerks",
      label: "Clerks",
      permission: { document: ["read"] },
    };
    expect(consumersOf({ organizationId: "o1", type: "role.created", data: role })).toEqual({
      activity: {
        kind: "role.created",
        target: "Clerks",
        details: { roleId: "r1", role: "clerks", permission: { document: ["read"] } },
      },
      webhook: { type: "organization.role.created", data: role },
    });
    // A saved draft is no activity entry (autosave would flood the log); a notice has no webhook yet.
    const saved = consumersOf({
      organizationId: "o1",
      type: "document.saved",
      data: { kind: "gewerbeanmeldung", id: "d1", document: { meta: { id: "d1" } } },
    });
    expect(saved).toEqual({
      activity: null,
      webhook: { type: "gewerbeanmeldung.updated", data: { meta: { id: "d1" } } },
    });
    const notice = consumersOf({
      organizationId: "o1",
      type: "document.created",
      data: { kind: "gewerbeabmeldung", id: "d2", anmeldungId: "d1" },
    });
    expect(notice.webhook).toBeNull();
    expect(notice.activity).toMatchObject({
      kind: "document.created",
      details: { documentId: "d2", anmeldungId: "d1" },
    });
  });
});

describe.each(variants.filter((v) => !v.redisUrl))("the rows' triggers on $name", (variant) => {
  let server: TestServer;
  let receiver: Receiver;
  let a: OrgWithRoles;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer(variant, { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" });
    a = await orgWithRoles(server);
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it("write each member, invitation and organization event with exactly its schema's fields", async () => {
    const owner = a.owner.client;
    const made = await owner.rpc("webhooks.create", {
      organizationId: a.org.id,
      url: receiver.url,
      eventTypes: [...WEBHOOK_TYPES_FROM_ROWS],
    });
    expect(made.status).toBe(200);
    const joiner = await signedUpUser(server, "Jo Joiner");
    const invitation = await ok<{ id: string }>(
      await owner.post(`${ORG}/invite-member`, { organizationId: a.org.id, email: joiner.email, role: "member" }),
    );
    const accepted = await ok<{ member: { id: string } }>(
      await joiner.client.post(`${ORG}/accept-invitation`, { invitationId: invitation.id }),
    );
    const memberId = accepted.member.id;
    await ok(await owner.post(`${ORG}/update-member-role`, { organizationId: a.org.id, memberId, role: "admin" }));
    await ok(await owner.post(`${ORG}/remove-member`, { organizationId: a.org.id, memberIdOrEmail: memberId }));
    const later = await ok<{ id: string }>(
      await owner.post(`${ORG}/invite-member`, {
        organizationId: a.org.id,
        email: "later@example.com",
        role: "member",
      }),
    );
    await ok(await owner.post(`${ORG}/cancel-invitation`, { invitationId: later.id }));
    await ok(await owner.post(`${ORG}/update`, { organizationId: a.org.id, data: { name: "Renamed Org" } }));

    const rows = await server.database.db
      .select({ type: schema.webhookEvent.type, payload: schema.webhookEvent.payload })
      .from(schema.webhookEvent)
      .where(eq(schema.webhookEvent.organizationId, a.org.id));
    for (const type of WEBHOOK_TYPES_FROM_ROWS) {
      const row = rows.find((r) => r.type === type);
      expect(row, type).toBeDefined();
      const data = (row?.payload as { data?: Record<string, unknown> } | undefined)?.data ?? {};
      const shape = (WEBHOOK_EVENT_DATA[type] as z.ZodObject).shape;
      expect(Object.keys(data).sort(), type).toEqual(Object.keys(shape).sort());
      expect((WEBHOOK_EVENT_DATA[type] as z.ZodObject).strict().safeParse(data).success, type).toBe(true);
    }
  });
});
