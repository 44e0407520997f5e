/**
 * What follows a Gewerbeanzeige (decision 040) over real HTTP on every database: a completed
 * document's next steps over RPC and the public API, marking them done (the owner only; another
 * user's or organization's id is NOT_FOUND), what is due in the next 14 days, and the reminder mails
 * and webhook events, on a clock the test moves.
 */
import { addDays, todayInGermany } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { address } from "../../../packages/domain/test/sample-address";
import { obligationReminderQueue } from "../src/obligations/obligation-reminders";
import type { TestClient } from "./support/client";
import { completeGmbh, completeSoleTrader, quickCreate } from "./support/gewerbeanmeldung-fixtures";
import { ok } from "./support/http";
import { backends } from "./support/matrix";
import { createOrg, ORG } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser, type User } from "./support/users";
import { type Receiver, startReceiver } from "./support/webhook-receiver";

interface Answer {
  id: string;
  confidence: "H" | "M";
  actionRequired: boolean;
  deadline: { kind: string; date?: string; from?: string };
  dueOn: string | null;
  daysLeft: number | null;
  reasons: string[];
  legalBasis: { law: string; paragraph: string; wording: string | null }[];
  place: { key: string; name: string; url: string | null } | null;
  done: { at: string; by: { id: string; name: string } | null } | null;
  mootBy: { id: string; kind: string } | null;
}
interface Obligations {
  documentId: string;
  kind: string;
  today: string;
  reminders: boolean;
  obligations: Answer[];
  closes: (Answer & { documentId: string })[];
  fee: { municipality: string | null; example: { municipality: string; amounts: { min: number }[] } | null };
}
interface Upcoming {
  today: string;
  obligations: { documentId: string; id: string; dueOn: string; daysLeft: number }[];
}
interface Refusal {
  code: string;
  message: string;
  data?: { reason?: string };
}

const DAY = 24 * 60 * 60 * 1000;

/** A sole trader in retail with staff (no craft, no permit) who starts `inDays` from `today`. */
const soleTraderWithStaff = (today: string, inDays: number) => ({
  ...completeSoleTrader(),
  taetigkeit_18: "Einzelhandel mit Schreibwaren",
  betriebsart_21: ["handel"],
  handwerk_29: undefined,
  erlaubnis_28: { erforderlich: false },
  grund_25: "neuerrichtung",
  frueherer_name_26: undefined,
  beginn_20: addDays(today, inDays),
  beschaeftigte_22: { vollzeit: 2, teilzeit: 1 },
});

describe.each(backends)("what follows a Gewerbeanzeige on $name", (backend) => {
  let server: TestServer;
  let receiver: Receiver;
  /** The server's clock: the real time moved by `days`. */
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const moveTo = (day: string) => {
    offset += Date.parse(`${day}T10:00:00+01:00`) - clock().getTime();
  };
  let owner: User;
  let other: User;
  let orgA: string;
  let writeKeyA: string;
  let readKeyA: string;
  let writeKeyB: string;
  const today = todayInGermany();

  const rpc = <T>(client: TestClient, procedure: string, input: unknown) => client.rpc<T & Refusal>(procedure, input);
  const api = (key: string, path: string, init: { method?: string; json?: unknown } = {}) =>
    fetch(new URL(`/api/v1${path}`, server.url), {
      method: init.method ?? "GET",
      headers: { "x-api-key": key, ...(init.json === undefined ? {} : { "content-type": "application/json" }) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });

  /** A Gewerbeanmeldung of `who` with `data`, completed unless told otherwise. */
  async function anmeldung(who: User, data: Record<string, unknown>, complete = true) {
    const created = await rpc<{ documentId: string }>(who.client, "docs.gewerbeanmeldung.create", quickCreate());
    const id = created.body.documentId;
    const saved = await rpc<{ meta: { version: number } }>(who.client, "docs.gewerbeanmeldung.saveDraft", {
      id,
      version: 1,
      document: data,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    if (complete) {
      const done = await rpc(who.client, "docs.gewerbeanmeldung.complete", { id, version: saved.body.meta.version });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    }
    return id;
  }
  const obligationsOf = (documentId: string, client = owner.client) =>
    rpc<Obligations>(client, "obligations.forDocument", { documentId });
  const ids = (body: Obligations) => body.obligations.map((o) => o.id);
  const find = (body: Obligations, id: string) => body.obligations.find((o) => o.id === id) as Answer;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer(
      backend,
      { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" },
      // One clock for the days left, the reminders and the outbox; a sweep at each new day only.
      { now: clock, outbox: { now: clock, pollMs: 100 }, reminders: { intervalMs: DAY } },
    );
    owner = await signedUpUser(server, "Olivia Owner");
    other = await signedUpUser(server, "Oscar Other");
    orgA = (await createOrg(owner.client, { name: "Schreibwaren Sonnenschein" })).id;
    const orgB = (await createOrg(owner.client, { name: "Zweites Geschäft" })).id;
    await ok(await owner.client.post(`${ORG}/set-active`, { organizationId: orgA }));
    const key = async (organizationId: string, scope: "read" | "write") =>
      (
        await ok<{ key: string }>(
          await owner.client.post("/api/auth/api-key/create", { name: scope, metadata: { organizationId, scope } }),
        )
      ).key;
    [writeKeyA, readKeyA, writeKeyB] = await Promise.all([key(orgA, "write"), key(orgA, "read"), key(orgB, "write")]);
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it("a sole trader with staff who starts next week: the next steps with due dates, days left and reasons, over RPC and REST", async () => {
    const id = await anmeldung(owner, soleTraderWithStaff(today, 7));
    const { status, body } = await obligationsOf(id);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ documentId: id, kind: "gewerbeanmeldung", today, reminders: true, closes: [] });
    expect(ids(body)).toEqual(
      expect.arrayContaining([
        "gewerbeanzeige",
        "tax-registration",
        "betriebsnummer",
        "bg-unfallversicherung",
        "ihk-membership",
      ]),
    );
    expect(ids(body)).not.toContain("hwk-handwerksrolle");
    expect(ids(body)).not.toContain("transparenzregister");
    // The Gewerbeanzeige is due on the day the business starts: in 7 days.
    expect(find(body, "gewerbeanzeige")).toMatchObject({ dueOn: addDays(today, 7), daysLeft: 7, done: null });
    const tax = find(body, "tax-registration");
    expect(tax.deadline.kind).toBe("due");
    expect(tax.daysLeft).toBeGreaterThanOrEqual(7 + 28);
    expect(tax.place).toMatchObject({ key: "mein-elster", name: "Mein ELSTER" });
    expect(tax.legalBasis.map((b) => `${b.law} ${b.paragraph}`).join("; ")).toContain("AO");
    expect(find(body, "betriebsnummer").reasons).toContain("employees");
    expect(find(body, "ihk-membership").actionRequired).toBe(false);
    // Potsdam has no fee example: the screen says to ask the Gewerbeamt.
    expect(body.fee).toEqual({ municipality: "Potsdam", example: null });

    // The public API answers the same, with an API key of the document's organization.
    const rest = await api(readKeyA, `/documents/${id}/obligations`);
    expect(rest.status).toBe(200);
    expect(await rest.json()).toEqual(JSON.parse(JSON.stringify(body)));
  });

  it("a GmbH: the Transparenzregister; a town with a fee example shows it with its source", async () => {
    const id = await anmeldung(owner, {
      ...completeGmbh(),
      betriebsstaette_15: address({ ort: "Rosenheim", postleitzahl: "83022", bundesland: { kuerzel: "BY" } }),
    });
    const { body } = await obligationsOf(id);
    expect(ids(body)).toContain("transparenzregister");
    expect(ids(body)).not.toContain("betriebsnummer");
    expect(find(body, "transparenzregister")).toMatchObject({
      reasons: expect.arrayContaining(["legal-form-company"]),
      deadline: { kind: "promptly" },
      dueOn: null,
      daysLeft: null,
    });
    expect(body.fee).toMatchObject({
      municipality: "Rosenheim",
      example: { municipality: "Rosenheim", amounts: [{ min: 40 }], source: { kind: "municipal-page", dated: false } },
    });
  });

  it("a draft has no next steps yet (409), and another user's or organization's document is 404", async () => {
    const draft = await anmeldung(owner, soleTraderWithStaff(today, 7), false);
    const refused = await obligationsOf(draft);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "CONFLICT", data: { reason: "entwurf" } });
    expect(refused.body.message).toContain(`#${draft.slice(0, 8)}`);

    const id = await anmeldung(owner, soleTraderWithStaff(today, 7));
    for (const [answer, expected] of [
      [await obligationsOf(id, other.client), 404],
      [{ status: (await api(writeKeyB, `/documents/${id}/obligations`)).status }, 404],
      [await obligationsOf("no-such-document"), 404],
      [await rpc(owner.client, "obligations.forDocument", { documentId: "" }), 400],
    ] as const) {
      expect(answer.status).toBe(expected);
    }
    const unsigned = await server.client().rpc("obligations.forDocument", { documentId: id });
    expect(unsigned.status).toBe(401);
  });

  it("the owner marks a step done (who and when) and undoes it; nobody else can, and what has nothing to do is refused", async () => {
    const id = await anmeldung(owner, soleTraderWithStaff(today, 7));
    const input = { documentId: id, obligationId: "betriebsnummer" };
    const marked = await rpc<{ done: Answer["done"] }>(owner.client, "obligations.markDone", input);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.done).toMatchObject({ by: { id: owner.userId, name: "Olivia Owner" } });
    const again = await rpc<{ done: Answer["done"] }>(owner.client, "obligations.markDone", input);
    expect(again.body.done?.at).toEqual(marked.body.done?.at);
    expect(find((await obligationsOf(id)).body, "betriebsnummer").done).toEqual(marked.body.done);

    // Another user, another organization's key, a read-only key: the mark stays as it is.
    expect((await rpc(other.client, "obligations.undoDone", input)).status).toBe(404);
    expect(
      (await rpc(other.client, "obligations.markDone", { ...input, obligationId: "tax-registration" })).status,
    ).toBe(404);
    const path = `/documents/${id}/obligations/tax-registration/done`;
    expect((await api(writeKeyB, path, { method: "PUT" })).status).toBe(404);
    const readOnly = await api(readKeyA, path, { method: "PUT" });
    expect(readOnly.status).toBe(403);
    expect(find((await obligationsOf(id)).body, "tax-registration").done).toBeNull();

    // Through the API with the write scope, as the key's creator.
    const viaKey = await api(writeKeyA, path, { method: "PUT" });
    expect(viaKey.status).toBe(200);
    expect(((await viaKey.json()) as { done: Answer["done"] }).done?.by?.name).toBe("Olivia Owner");

    // Nothing to mark: the IHK membership follows by itself; the Handwerksrolle does not apply.
    for (const obligationId of ["ihk-membership", "hwk-handwerksrolle"]) {
      const refused = await rpc(owner.client, "obligations.markDone", { documentId: id, obligationId });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: "CONFLICT", data: { reason: "not_applicable" } });
    }
    expect((await rpc(owner.client, "obligations.markDone", { documentId: id, obligationId: "nonsense" })).status).toBe(
      400,
    );

    const undone = await rpc<{ done: null }>(owner.client, "obligations.undoDone", input);
    expect(undone.status).toBe(200);
    expect(find((await obligationsOf(id)).body, "betriebsnummer").done).toBeNull();
  });

  it("the dashboard's list: what is due in the next 14 days across the person's documents, not what is done", async () => {
    const person = await signedUpUser(server, "Dana Dashboard");
    const soon = await anmeldung(person, soleTraderWithStaff(today, 3));
    const later = await anmeldung(person, soleTraderWithStaff(today, 40));
    const list = async (client = person.client) => (await rpc<Upcoming>(client, "obligations.upcoming", {})).body;
    const first = await list();
    expect(first.today).toBe(today);
    expect(first.obligations).toContainEqual(
      expect.objectContaining({ documentId: soon, id: "gewerbeanzeige", dueOn: addDays(today, 3), daysLeft: 3 }),
    );
    expect(first.obligations.every((o) => o.daysLeft <= 14)).toBe(true);
    expect(first.obligations.some((o) => o.documentId === later)).toBe(false);
    expect(first.obligations.map((o) => o.dueOn)).toEqual(first.obligations.map((o) => o.dueOn).sort());
    // Someone else's list does not show them.
    expect((await list(other.client)).obligations.some((o) => o.documentId === soon)).toBe(false);

    await ok(
      await person.client.post("/rpc/obligations/markDone", {
        json: { documentId: soon, obligationId: "gewerbeanzeige" },
      }),
    );
    expect((await list()).obligations.some((o) => o.documentId === soon && o.id === "gewerbeanzeige")).toBe(false);

    // The public API's list holds the key's organization's documents only.
    const rest = await api(readKeyA, "/obligations/upcoming");
    expect(rest.status).toBe(200);
    const restBody = (await rest.json()) as Upcoming;
    expect(restBody.obligations.some((o) => o.documentId === soon)).toBe(false);
  });

  it("reminders: one mail a week and one a day before, in the person's language, not when done or turned off; webhook events once", async () => {
    const person = await signedUpUser(server, "Rita Reminder");
    await ok(await person.client.post("/api/auth/update-user", { language: "de" }));
    const org = (await createOrg(person.client, { name: "Erinnerungen GmbH" })).id;
    await ok(await person.client.post(`${ORG}/set-active`, { organizationId: org }));
    const hook = await rpc<{ endpoint: { id: string } }>(person.client, "webhooks.create", {
      organizationId: org,
      url: receiver.url.replace("/hook", "/obligations"),
      eventTypes: ["gewerbe.obligation.due", "gewerbe.obligation.done"],
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(200);

    // Starts in 10 days: the Gewerbeanzeige is due then.
    const start = addDays(today, 10);
    const reminded = await anmeldung(person, soleTraderWithStaff(today, 10));
    const optedOut = await anmeldung(person, soleTraderWithStaff(today, 10));
    const done = await anmeldung(person, soleTraderWithStaff(today, 10));
    const off = await rpc<{ reminders: boolean }>(person.client, "obligations.setReminders", {
      documentId: optedOut,
      enabled: false,
    });
    expect(off.body.reminders).toBe(false);
    expect((await obligationsOf(optedOut, person.client)).body.reminders).toBe(false);
    expect((await rpc(other.client, "obligations.setReminders", { documentId: reminded, enabled: false })).status).toBe(
      404,
    );
    await ok(
      await person.client.post("/rpc/obligations/markDone", {
        json: { documentId: done, obligationId: "gewerbeanzeige" },
      }),
    );

    const subject = (id: string) => `Nächste Schritte zu Gewerbeanmeldung #${id.slice(0, 8)} sind bald fällig`;
    const mailsFor = (id: string) => server.mailsTo(person.email).filter((mail) => mail.subject === subject(id));
    // Webhooks are delivered at least once: a delivery again carries the same webhook-id, counted once.
    const events = () => [
      ...new Map(
        receiver.received
          .filter((r) => r.path === "/obligations")
          .map((r) => [r.headers["webhook-id"], JSON.parse(r.body) as { type: string; data: Record<string, unknown> }]),
      ).values(),
    ];
    const dueEvents = (id: string) =>
      events().filter((e) => e.type === "gewerbe.obligation.due" && e.data.documentId === id);

    // A week before: one mail for the document with reminders on.
    moveTo(addDays(start, -7));
    const week = await server.waitForMail(person.email, subject(reminded));
    expect(week.text).toContain("Gewerbeanzeige");
    expect(week.text).toContain(start.split("-").reverse().join("."));
    expect(week.text).toContain(`/dashboard/docs/gewerbeanmeldung/${reminded}`);
    await receiver.waitFor(() => dueEvents(optedOut).length > 0 && dueEvents(reminded).length > 0);

    // Another instance sweeping the same day writes nothing more.
    const second = obligationReminderQueue({
      db: server.database.db,
      publicUrl: server.url,
      timing: { now: clock },
      mailQueued: () => {},
    });
    await Promise.all([second.runOnce(() => {}), second.runOnce(() => {})]);
    await server.mailSettled();
    expect(mailsFor(reminded)).toHaveLength(1);
    expect(mailsFor(optedOut)).toHaveLength(0);
    expect(mailsFor(done)).toHaveLength(0);

    // Two days later nothing new; a day before, the second one.
    moveTo(addDays(start, -5));
    await second.runOnce(() => {});
    await server.mailSettled();
    expect(mailsFor(reminded)).toHaveLength(1);
    moveTo(addDays(start, -1));
    await server.waitForMail(person.email, subject(reminded), 1);
    await second.runOnce(() => {});
    await server.mailSettled();
    expect(mailsFor(reminded)).toHaveLength(2);
    expect(mailsFor(done)).toHaveLength(0);

    // The webhook events: the done mark, and each reminder of the Gewerbeanzeige once (also when mail is off).
    const ofAnzeige = (id: string) => dueEvents(id).filter((e) => e.data.obligationId === "gewerbeanzeige");
    // Webhooks are delivered after the change: wait for both documents' second reminder.
    await receiver.waitFor(() => ofAnzeige(reminded).length >= 2 && ofAnzeige(optedOut).length >= 2);
    expect(ofAnzeige(reminded).map((e) => e.data.reminder)).toEqual(["week", "day"]);
    expect(ofAnzeige(reminded)[0]?.data).toMatchObject({ documentKind: "gewerbeanmeldung", dueOn: start, daysLeft: 7 });
    expect(ofAnzeige(optedOut).map((e) => e.data.reminder)).toEqual(["week", "day"]);
    expect(ofAnzeige(done)).toEqual([]);
    const doneEvents = events().filter((e) => e.type === "gewerbe.obligation.done");
    expect(doneEvents).toHaveLength(1);
    expect(doneEvents[0]?.data).toMatchObject({
      documentId: done,
      obligationId: "gewerbeanzeige",
      doneBy: { id: person.userId, name: "Rita Reminder" },
    });
  });

  // Last: the clock only moves forward (mail written on a later day waits for that day).
  it("counts the days from the server's clock: overdue is negative", async () => {
    const day = todayInGermany(clock());
    const id = await anmeldung(owner, soleTraderWithStaff(day, 2));
    offset += 5 * DAY;
    const { body } = await obligationsOf(id);
    expect(body.today).toBe(addDays(day, 5));
    expect(find(body, "gewerbeanzeige")).toMatchObject({ dueOn: addDays(day, 2), daysLeft: -3 });
  });
});
