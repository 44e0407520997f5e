/**
 * The whole life of a Gewerbe (decision 034) over real HTTP on every database: a completed
 * Gewerbeanmeldung starts a Gewerbe-Ummeldung (GewA 2), a Gewerbe-Abmeldung (GewA 3) or a
 * Gewerbeanmeldung in another district, each carrying over the Gewerbe as it stands; drafts, versions,
 * completion, the PDFs, the history and state of the Gewerbe, deletion order, the dashboard, the
 * activity log and the export; and who may touch what, through the web app and through API keys.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { schema } from "@app/db";
import { addDays, formatIsoDateGerman, todayInGermany } from "@app/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { address } from "../../../packages/domain/test/sample-address";
import type { TestClient } from "./support/client";
import { completeGmbh, completeSoleTrader, quickCreate } from "./support/gewerbeanmeldung-fixtures";
import { ok } from "./support/http";
import { backends } from "./support/matrix";
import { createOrg, ORG } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser, type User } from "./support/users";

interface RpcError {
  message: string;
  code: string;
  data?: Record<string, unknown> & { issues?: { path: string; message: string }[] };
}
interface Meta {
  id: string;
  kind: string;
  anmeldung_id: string | null;
  status: "entwurf" | "vollstaendig";
  version: number;
}
interface Gewerbe {
  anmeldungId: string;
  state: string;
  closedBy: { id: string; kind: string } | null;
  history: { id: string; kind: string; status: string; datum: string | null; grund: string | null }[];
}
interface Detail extends RpcError {
  meta: Meta;
  document: Record<string, unknown>;
  completeness: {
    complete: boolean;
    sections: { id: string; title: string; applicable: boolean; complete: boolean; issues: unknown[] }[];
    warnings: unknown[];
  };
  gewerbe: Gewerbe;
}

const today = todayInGermany();
const newPremises = address({ strasse: "Lindenstraße", hausnummer: "3", ort: "Potsdam", postleitzahl: "14467" });

const pdfText = (bytes: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), "pdf-"));
  writeFileSync(join(dir, "doc.pdf"), bytes);
  return execFileSync("pdftotext", ["-layout", join(dir, "doc.pdf"), "-"], { encoding: "utf8" }).normalize("NFC");
};

describe.each(backends)("a Gewerbe's Ummeldung and Abmeldung on $name", (backend) => {
  let server: TestServer;
  let owner: User;
  let other: User;
  let orgA: string;
  let orgB: string;
  let writeKeyA: string;
  let readKeyA: string;
  let writeKeyB: string;

  const rpc = <T>(client: TestClient, procedure: string, input: unknown) =>
    client.rpc<T & RpcError>(`docs.${procedure}`, input);
  const api = (key: string, path: string, init: { method?: string; json?: unknown } = {}) =>
    fetch(new URL(`/api/v1${path}`, server.url), {
      method: init.method ?? "GET",
      headers: { "x-api-key": key, ...(init.json === undefined ? {} : { "content-type": "application/json" }) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  const detail = (kind: string, id: string, client = owner.client) => rpc<Detail>(client, `${kind}.getById`, { id });

  /** Saves `data` over the document and completes it; returns the new version. */
  async function fill(kind: string, id: string, data: Record<string, unknown>, complete = true) {
    const { body } = await detail(kind, id);
    const saved = await rpc<{ meta: Meta }>(owner.client, `${kind}.saveDraft`, {
      id,
      version: body.meta.version,
      document: data,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    if (!complete) return saved.body.meta.version;
    const done = await rpc<{ meta: Meta }>(owner.client, `${kind}.complete`, { id, version: saved.body.meta.version });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return done.body.meta.version;
  }
  async function completedAnmeldung(data: Record<string, unknown> = completeSoleTrader()) {
    const { body } = await rpc<{ documentId: string }>(owner.client, "gewerbeanmeldung.create", quickCreate());
    await fill("gewerbeanmeldung", body.documentId, data);
    return body.documentId;
  }
  const start = async (kind: string, anmeldungId: string, client = owner.client) =>
    rpc<{ documentId: string }>(client, `${kind}.create`, { anmeldungId });
  const pdf = (kind: string, id: string, client = owner.client) => client.request(`/api/docs/${kind}/${id}/pdf`);

  beforeAll(async () => {
    server = await startTestServer(backend);
    owner = await signedUpUser(server, "Olivia Owner");
    other = await signedUpUser(server, "Oscar Other");
    orgA = (await createOrg(owner.client, { name: "Bäckerei GmbH" })).id;
    orgB = (await createOrg(owner.client, { name: "Zweites Geschäft" })).id;
    await ok(await owner.client.post(`${ORG}/set-active`, { organizationId: orgA }));
    const key = async (organizationId: string, scope: "read" | "write") =>
      (
        await ok<{ key: string }>(
          await owner.client.post("/api/auth/api-key/create", { name: scope, metadata: { organizationId, scope } }),
        )
      ).key;
    [writeKeyA, readKeyA, writeKeyB] = await Promise.all([key(orgA, "write"), key(orgA, "read"), key(orgB, "write")]);
  });
  afterAll(() => server?.stop());

  it("an Ummeldung carries the Gewerbe over, asks what changes, completes, and prints as the GewA 2", async () => {
    const anmeldungId = await completedAnmeldung();
    const created = await start("gewerbeummeldung", anmeldungId);
    expect(created.status).toBe(200);
    const id = created.body.documentId;
    const draft = (await detail("gewerbeummeldung", id)).body;
    expect(draft.meta).toMatchObject({ kind: "gewerbeummeldung", anmeldung_id: anmeldungId, status: "entwurf" });
    expect(draft.document).toMatchObject({
      name_4: "Ğüneş-Þórsdóttir",
      fruehere_betriebsstaette_17: expect.objectContaining({ ort: "Potsdam", strasse: "Unter den Linden" }),
      taetigkeit_18: completeSoleTrader().taetigkeit_18,
      erlaubnis_25: completeSoleTrader().erlaubnis_28,
      aufenthaltstitel_27: completeSoleTrader().aufenthaltstitel_30,
    });
    expect(draft.document).not.toHaveProperty("grund_ummeldung_24");
    expect(draft.completeness.sections.filter((s) => s.applicable && !s.complete).map((s) => s.title)).toEqual([
      "Grund der Ummeldung",
    ]);
    expect(draft.gewerbe).toMatchObject({ anmeldungId, state: "angemeldet" });

    const early = await rpc(owner.client, "gewerbeummeldung.complete", { id, version: draft.meta.version });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(
      "Die Gewerbeummeldung ist noch nicht vollständig. Es fehlen Angaben in: Grund der Ummeldung.",
    );
    // A move within the district: the new Betriebsstätte is asked for until it differs from the old.
    const moving = { ...draft.document, grund_ummeldung_24: ["verlegung"], datum_aenderung_21: today };
    const same = await rpc<{ completeness: Detail["completeness"] }>(owner.client, "gewerbeummeldung.saveDraft", {
      id,
      version: draft.meta.version,
      document: moving,
    });
    expect(same.body.completeness.complete).toBe(false);
    await fill("gewerbeummeldung", id, { ...moving, betriebsstaette_15: newPremises });

    const file = await pdf("gewerbeummeldung", id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="Gewerbeummeldung-${id.slice(0, 8)}.pdf"`,
    );
    const text = pdfText(Buffer.from(await file.arrayBuffer()));
    for (const expected of [
      "Gewerbe-Ummeldung",
      "Anlage 2 GewAnzV",
      `zu Gewerbeanmeldung #${anmeldungId.slice(0, 8)}`,
      "17 Frühere Betriebsstätte",
      "18 Tätigkeit vor der Änderung",
      "21 Datum der Änderung",
      "Grund der Ummeldung",
      "25 Ist für die Tätigkeit eine Erlaubnis erforderlich?",
      "27 Liegt ein Aufenthaltstitel vor?",
      "29 Datum",
      "30 Unterschrift",
      "Verlegung innerhalb des Meldebezirks",
      "Ğüneş-Þórsdóttir",
      "Łukasz",
      "Łódź",
      "Lindenstraße 3",
      "Unter den Linden 15a",
    ]) {
      expect(text).toContain(expected);
    }
    // The 2019 form's 20, 22 and 24 are other fields: these three boxes carry no number.
    expect(text).not.toMatch(/2[024] +(Grund der Ummeldung|Art des Betriebes|Wird die Tätigkeit)/);
  });

  it("an Abmeldung starts from the Gewerbe as it stands, warns when late, closes the Gewerbe and prints as the GewA 3", async () => {
    // Begun two months ago: the change and the Aufgabe below lie after the Beginn.
    const anmeldungId = await completedAnmeldung({ ...completeSoleTrader(), beginn_20: addDays(today, -60) });
    const draftAnmeldung = await rpc<{ documentId: string }>(owner.client, "gewerbeanmeldung.create", quickCreate());
    const refused = await start("gewerbeabmeldung", draftAnmeldung.body.documentId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "CONFLICT", data: { reason: "anmeldung_offen" } });

    // A completed change of activity: the Abmeldung deregisters the new one.
    const u = (await start("gewerbeummeldung", anmeldungId)).body.documentId;
    const carried = (await detail("gewerbeummeldung", u)).body.document;
    await fill("gewerbeummeldung", u, {
      ...carried,
      grund_ummeldung_24: ["wechsel"],
      datum_aenderung_21: addDays(today, -10),
      taetigkeit_neu_19: "Herstellung und Verkauf von Speiseeis",
    });
    const created = await start("gewerbeabmeldung", anmeldungId);
    expect(created.status).toBe(200);
    const id = created.body.documentId;
    const again = await start("gewerbeabmeldung", anmeldungId);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ data: { reason: "exists", documentId: id } });

    const draft = (await detail("gewerbeabmeldung", id)).body;
    expect(draft.document.taetigkeit_18).toBe("Herstellung und Verkauf von Speiseeis");
    expect(draft.document).not.toHaveProperty("beschaeftigte_aufgabe_22");
    const late = await rpc<{ completeness: Detail["completeness"] }>(owner.client, "gewerbeabmeldung.saveDraft", {
      id,
      version: draft.meta.version,
      document: {
        ...draft.document,
        grund_abmeldung_25: "vollstaendige_aufgabe",
        aufgabegrund_28: "alter_gesundheit",
        datum_aufgabe_20: addDays(today, -35),
        beschaeftigte_aufgabe_22: { vollzeit: 1, teilzeit: 2 },
        nachfolger_27: "Wird nicht gespeichert GmbH",
      },
    });
    expect(late.status).toBe(200);
    expect(late.body.completeness).toMatchObject({
      complete: true,
      warnings: [
        {
          path: "datum_aufgabe_20",
          message:
            "Die Betriebsaufgabe liegt mehr als vier Wochen zurück. Die Abmeldung ist trotzdem nötig: Reichen Sie sie bitte bald ein.",
        },
      ],
    });
    const saved = (await detail("gewerbeabmeldung", id)).body;
    expect(saved.document).not.toHaveProperty("nachfolger_27");
    await ok(
      await owner.client.post("/rpc/docs/gewerbeabmeldung/complete", { json: { id, version: saved.meta.version } }),
    );

    const text = pdfText(Buffer.from(await (await pdf("gewerbeabmeldung", id)).arrayBuffer()));
    for (const expected of [
      "Gewerbe-Abmeldung",
      "Anlage 3 GewAnzV",
      "18 Abgemeldete Tätigkeit",
      "20 Datum der Betriebsaufgabe",
      "22 Zahl der bei Geschäftsaufgabe tätigen Personen",
      "25 Grund der Abmeldung",
      "28 Gründe der Betriebsaufgabe",
      "Alter oder Gesundheit",
      "Herstellung und Verkauf von Speiseeis",
      "Ğüneş-Þórsdóttir",
      "30 Unterschrift",
    ]) {
      expect(text).toContain(expected);
    }

    const gewerbe = (await detail("gewerbeanmeldung", anmeldungId)).body.gewerbe;
    expect(gewerbe).toMatchObject({ state: "abgemeldet", closedBy: { id, kind: "gewerbeabmeldung" } });
    expect(gewerbe.history.map((h) => [h.kind, h.status, h.grund])).toEqual([
      ["gewerbeanmeldung", "vollstaendig", "Übernahme durch Kauf"],
      ["gewerbeummeldung", "vollstaendig", "Wechsel der Tätigkeit"],
      ["gewerbeabmeldung", "vollstaendig", "Vollständige Aufgabe"],
    ]);
    expect(gewerbe.history[2].datum).toBe(addDays(today, -35));
    const noMore = await start("gewerbeummeldung", anmeldungId);
    expect(noMore.status).toBe(409);
    expect(noMore.body).toMatchObject({
      data: { reason: "abgemeldet" },
      message: "Das Gewerbe ist abgemeldet: Dazu gibt es keine weitere Ummeldung, Abmeldung oder Verlegung.",
    });
    // The list shows the Gewerbe with each row.
    const list = await rpc<{ documents: { meta: Meta; gewerbe: Gewerbe }[] }>(
      owner.client,
      "gewerbeanmeldung.list",
      {},
    );
    const row = list.body.documents.find((d) => d.meta.id === anmeldungId);
    expect(row?.gewerbe.history.map((h) => h.kind)).toEqual([
      "gewerbeanmeldung",
      "gewerbeummeldung",
      "gewerbeabmeldung",
    ]);
  });

  it("an Ummeldung started with what changes has it as its reason, over RPC and REST; an unknown one is refused", async () => {
    const anmeldungId = await completedAnmeldung();
    const started = await rpc<{ documentId: string }>(owner.client, "gewerbeummeldung.create", {
      anmeldungId,
      grund_ummeldung_24: ["wechsel"],
    });
    expect(started.status).toBe(200);
    const draft = (await detail("gewerbeummeldung", started.body.documentId)).body;
    expect(draft.document.grund_ummeldung_24).toEqual(["wechsel"]);
    // The step is not done yet (the date is asked), but the reason no longer is.
    expect(draft.completeness.sections.find((s) => s.id === "anlass")?.issues).toEqual([
      { path: "datum_aenderung_21", message: "Datum der Änderung ist erforderlich" },
    ]);
    const overRest = await api(writeKeyA, "/gewerbeummeldungen", {
      method: "POST",
      json: { anmeldungId, grund_ummeldung_24: ["verlegung"] },
    });
    expect(overRest.status).toBe(201);
    const { documentId } = (await overRest.json()) as { documentId: string };
    expect((await detail("gewerbeummeldung", documentId)).body.document.grund_ummeldung_24).toEqual(["verlegung"]);
    const unknown = await rpc(owner.client, "gewerbeummeldung.create", { anmeldungId, grund_ummeldung_24: ["umzug"] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: "BAD_REQUEST",
      message: "Bitte wählen Sie: Grund der Ummeldung",
    });
  });

  it("refuses an Abmeldung or Ummeldung dated before the Gewerbe began: at the date, and on complete over RPC and REST", async () => {
    const beginn = addDays(today, 7);
    const anmeldungId = await completedAnmeldung({ ...completeSoleTrader(), beginn_20: beginn });
    const message = `Das Datum darf nicht vor dem Beginn des Gewerbes (${formatIsoDateGerman(beginn)}) liegen`;
    const anlass = (completeness: Detail["completeness"]) => completeness.sections.find((s) => s.id === "anlass");

    const abmeldung = (await start("gewerbeabmeldung", anmeldungId)).body.documentId;
    const carried = (await detail("gewerbeabmeldung", abmeldung)).body.document;
    const version = await fill(
      "gewerbeabmeldung",
      abmeldung,
      {
        ...carried,
        grund_abmeldung_25: "gesellschafteraustritt",
        datum_aufgabe_20: today,
        beschaeftigte_aufgabe_22: { vollzeit: 1, teilzeit: 0 },
      },
      false,
    );
    const shown = (await detail("gewerbeabmeldung", abmeldung)).body.completeness;
    expect(shown.complete).toBe(false);
    expect(anlass(shown)).toMatchObject({ complete: false, issues: [{ path: "datum_aufgabe_20", message }] });
    const refused = await rpc(owner.client, "gewerbeabmeldung.complete", { id: abmeldung, version });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Die Gewerbeabmeldung ist noch nicht vollständig. Es fehlen Angaben in: Grund der Abmeldung.",
      data: { issues: [{ path: "datum_aufgabe_20", message }] },
    });
    const overRest = await api(writeKeyA, `/gewerbeabmeldungen/${abmeldung}/complete`, {
      method: "POST",
      json: { version },
    });
    expect(overRest.status).toBe(422);
    expect(await overRest.json()).toMatchObject({ code: "UNPROCESSABLE_CONTENT", data: { issues: [{ message }] } });
    expect((await detail("gewerbeanmeldung", anmeldungId)).body.gewerbe.state).toBe("angemeldet");

    const ummeldung = (await start("gewerbeummeldung", anmeldungId)).body.documentId;
    const change = {
      ...(await detail("gewerbeummeldung", ummeldung)).body.document,
      grund_ummeldung_24: ["ausdehnung"],
      taetigkeit_neu_19: "Herstellung und Verkauf von Backwaren und Speiseeis",
      datum_aenderung_21: addDays(beginn, -1),
    };
    const { body } = await detail("gewerbeummeldung", ummeldung);
    const saved = await rpc<{ meta: Meta; completeness: Detail["completeness"] }>(
      owner.client,
      "gewerbeummeldung.saveDraft",
      { id: ummeldung, version: body.meta.version, document: change },
    );
    expect(saved.status).toBe(200);
    expect(anlass(saved.body.completeness)).toMatchObject({ issues: [{ path: "datum_aenderung_21", message }] });
    const early = await rpc(owner.client, "gewerbeummeldung.complete", {
      id: ummeldung,
      version: saved.body.meta.version,
    });
    expect(early.status).toBe(422);
    expect(early.body.data?.issues).toEqual([{ path: "datum_aenderung_21", message }]);
    // On the day the Gewerbe began, it may change.
    await fill("gewerbeummeldung", ummeldung, { ...change, datum_aenderung_21: beginn });
  });

  it("a move into another district starts a Gewerbeanmeldung at the new place that closes the old Gewerbe", async () => {
    const anmeldungId = await completedAnmeldung(completeGmbh());
    const moved = await rpc<{ documentId: string }>(owner.client, "gewerbeanmeldung.relocate", { anmeldungId });
    expect(moved.status).toBe(200);
    const id = moved.body.documentId;
    const draft = (await detail("gewerbeanmeldung", id)).body;
    expect(draft.meta).toMatchObject({ kind: "gewerbeanmeldung", anmeldung_id: anmeldungId });
    expect(draft.document).toMatchObject({
      rechtsform: "gmbh",
      grund_25: "verlegung",
      fruehere_betriebsstaette_17: expect.objectContaining({ ort: "Potsdam" }),
      weitere_personen: [expect.objectContaining({ name_4: "Ødegård" })],
    });
    expect(draft.gewerbe).toMatchObject({ anmeldungId: id, state: "in_vorbereitung" });
    expect((await rpc(owner.client, "gewerbeanmeldung.relocate", { anmeldungId })).body).toMatchObject({
      data: { reason: "exists", documentId: id },
    });
    await fill("gewerbeanmeldung", id, {
      ...draft.document,
      betriebsstaette_15: address({ ort: "Dresden", postleitzahl: "01067", bundesland: { kuerzel: "SN" } }),
      beginn_20: today,
      beschaeftigte_22: { vollzeit: 3, teilzeit: 0 },
    });
    const old = (await detail("gewerbeanmeldung", anmeldungId)).body.gewerbe;
    expect(old).toMatchObject({ state: "abgemeldet", closedBy: { id, kind: "gewerbeanmeldung" } });
    expect(old.history.map((h) => h.grund)).toContain("Wiedereröffnung nach Verlegung aus einem anderen Meldebezirk");
  });

  it("keeps the order of a Gewerbe: notices are deleted before their Gewerbeanmeldung", async () => {
    const anmeldungId = await completedAnmeldung();
    const u = (await start("gewerbeummeldung", anmeldungId)).body.documentId;
    const a = (await start("gewerbeabmeldung", anmeldungId)).body.documentId;
    const refused = await rpc(owner.client, "gewerbeanmeldung.delete", { id: anmeldungId });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ data: { reason: "has_notices" } });
    expect((await rpc(owner.client, "gewerbeabmeldung.delete", { id: a })).status).toBe(200);
    expect((await rpc(owner.client, "gewerbeummeldung.delete", { id: u })).status).toBe(200);
    expect((await rpc(owner.client, "gewerbeanmeldung.delete", { id: anmeldungId })).status).toBe(200);
    expect((await detail("gewerbeanmeldung", anmeldungId)).status).toBe(404);
  });

  it("a notice made while its Gewerbeanmeldung is being deleted: the delete answers 409, not 500", async (context) => {
    // Two connections at once: PostgreSQL only (PGlite has one).
    if (backend.name !== "postgres") return context.skip();
    const target = await completedAnmeldung();
    const other = await completedAnmeldung();
    const notice = (await start("gewerbeummeldung", other)).body.documentId;
    const db = server.database.db;
    let deleting: ReturnType<typeof rpc> | undefined;
    // The notice comes to follow `target` in a transaction that commits only once the delete waits
    // on it: the delete's own check cannot see the notice, its foreign key then refuses it.
    await db.transaction(async (tx) => {
      await tx.update(schema.document).set({ anmeldungId: target }).where(eq(schema.document.id, notice));
      deleting = rpc(owner.client, "gewerbeanmeldung.delete", { id: target });
      for (;;) {
        const waiting = (await db.execute(
          sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: unknown[] };
        if (waiting.rows.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    const refused = await (deleting as ReturnType<typeof rpc>);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ data: { reason: "has_notices" } });
    expect((await detail("gewerbeanmeldung", target)).status).toBe(200);
  });

  it("two Abmeldungen at once: one is made, the other is told which", async () => {
    const anmeldungId = await completedAnmeldung();
    const [x, y] = await Promise.all([start("gewerbeabmeldung", anmeldungId), start("gewerbeabmeldung", anmeldungId)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const made = x.status === 200 ? x.body.documentId : y.body.documentId;
    expect((x.status === 409 ? x : y).body).toMatchObject({ data: { reason: "exists", documentId: made } });
  });

  it("refuses invalid notices with German messages, and a save on an old version as a conflict", async () => {
    const anmeldungId = await completedAnmeldung();
    const id = (await start("gewerbeummeldung", anmeldungId)).body.documentId;
    const { body } = await detail("gewerbeummeldung", id);
    const bad = await rpc(owner.client, "gewerbeummeldung.saveDraft", {
      id,
      version: body.meta.version,
      document: { ...body.document, grund_ummeldung_24: ["umzug"], datum_aenderung_21: addDays(today, 15) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data?.issues).toEqual(
      expect.arrayContaining([
        { path: "document.grund_ummeldung_24.0", message: "Bitte wählen Sie: Grund der Ummeldung" },
        { path: "document.datum_aenderung_21", message: "Das Datum darf höchstens 14 Tage in der Zukunft liegen" },
      ]),
    );
    const save = (name: string) =>
      rpc(owner.client, "gewerbeummeldung.saveDraft", {
        id,
        version: body.meta.version,
        document: { ...body.document, geschaeftsbezeichnung_3: name },
      });
    const [a, b] = await Promise.all([save("Tab A"), save("Tab B")]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body).toMatchObject({
      message:
        "Die Gewerbeummeldung wurde inzwischen an anderer Stelle geändert. Bitte laden Sie sie neu, bevor Sie weiter bearbeiten.",
      data: { reason: "version", currentVersion: body.meta.version + 1 },
    });
  });

  it("keeps another user out: their ids answer like missing ones, on every procedure and the PDF", async () => {
    const anmeldungId = await completedAnmeldung();
    const id = (await start("gewerbeummeldung", anmeldungId)).body.documentId;
    expect((await start("gewerbeummeldung", anmeldungId, other.client)).status).toBe(404);
    expect((await start("gewerbeabmeldung", anmeldungId, other.client)).status).toBe(404);
    expect((await rpc(other.client, "gewerbeanmeldung.relocate", { anmeldungId })).status).toBe(404);
    expect((await detail("gewerbeummeldung", id, other.client)).status).toBe(404);
    expect(
      (await rpc(other.client, "gewerbeummeldung.saveDraft", { id, version: 1, document: quickCreate() })).status,
    ).toBe(404);
    expect((await rpc(other.client, "gewerbeummeldung.delete", { id })).status).toBe(404);
    expect((await pdf("gewerbeummeldung", id, other.client)).status).toBe(404);
    // Nor is a notice found under another form's procedures.
    expect((await detail("gewerbeabmeldung", id)).status).toBe(404);
    expect((await detail("gewerbeanmeldung", id)).status).toBe(404);
    const theirs = await rpc<{ documents: unknown[] }>(other.client, "gewerbeummeldung.list", {});
    expect(theirs.body.documents).toEqual([]);
  });

  it("through API keys: the same procedures inside the key's organization only, writing with a write key", async () => {
    const anmeldungId = await completedAnmeldung();
    const created = await api(writeKeyA, "/gewerbeabmeldungen", { method: "POST", json: { anmeldungId } });
    expect(created.status).toBe(201);
    const { documentId } = (await created.json()) as { documentId: string };
    expect((await api(readKeyA, `/gewerbeabmeldungen/${documentId}`)).status).toBe(200);
    expect((await api(readKeyA, "/gewerbeummeldungen", { method: "POST", json: { anmeldungId } })).status).toBe(403);
    // Another organization's key of the same user reaches nothing of this one.
    expect((await api(writeKeyB, `/gewerbeabmeldungen/${documentId}`)).status).toBe(404);
    expect((await api(writeKeyB, "/gewerbeummeldungen", { method: "POST", json: { anmeldungId } })).status).toBe(404);
    expect((await api(writeKeyB, `/gewerbeanmeldungen/${anmeldungId}/verlegung`, { method: "POST" })).status).toBe(404);
    expect((await api(writeKeyB, `/gewerbeabmeldungen/${documentId}/pdf`)).status).toBe(404);
    const listed = (await (await api(writeKeyA, "/gewerbeabmeldungen")).json()) as { documents: { meta: Meta }[] };
    expect(listed.documents.map((d) => d.meta.id)).toContain(documentId);
    const detailed = (await (await api(writeKeyA, `/gewerbeanmeldungen/${anmeldungId}`)).json()) as Detail;
    expect(detailed.gewerbe.history.map((h) => h.kind)).toEqual(["gewerbeanmeldung", "gewerbeabmeldung"]);
    const draftPdf = await api(writeKeyA, `/gewerbeabmeldungen/${documentId}/pdf`);
    expect(draftPdf.status).toBe(409);
    expect(((await draftPdf.json()) as RpcError).message).toMatch(
      /^Die PDF-Datei gibt es erst, wenn die Gewerbeabmeldung vollständig ist\. Es fehlen Angaben in: Grund der Abmeldung/,
    );
  });

  it("counts each form on the dashboard, logs each in the organization's activity and exports them", async () => {
    const anmeldungId = await completedAnmeldung();
    const u = (await start("gewerbeummeldung", anmeldungId)).body.documentId;
    const dashboard = await owner.client.rpc<{
      myDocumentsByKind: Record<string, { entwurf: number; vollstaendig: number }>;
      documentsPerMonth: { month: string; count: number; byKind: Record<string, number> }[];
    }>("organizations.dashboard", { organizationId: orgA });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.myDocumentsByKind.gewerbeummeldung.entwurf).toBeGreaterThanOrEqual(1);
    expect(dashboard.body.myDocumentsByKind.gewerbeabmeldung.vollstaendig).toBeGreaterThanOrEqual(1);
    const thisMonth = dashboard.body.documentsPerMonth.at(-1);
    expect(thisMonth?.count).toBe(
      (thisMonth?.byKind.gewerbeanmeldung ?? 0) +
        (thisMonth?.byKind.gewerbeummeldung ?? 0) +
        (thisMonth?.byKind.gewerbeabmeldung ?? 0),
    );
    const activity = await owner.client.rpc<{ entries: { kind: string; target: string; details: unknown }[] }>(
      "organizations.activity",
      { organizationId: orgA },
    );
    expect(activity.body.entries).toContainEqual(
      expect.objectContaining({
        kind: "document.created",
        target: `Gewerbeummeldung #${u.slice(0, 8)}`,
        details: { documentId: u, documentKind: "gewerbeummeldung", anmeldungId },
      }),
    );
    const exported = await owner.client.rpc<{ documents: { id: string; type: string; anmeldungId: string | null }[] }>(
      "account.exportData",
      {},
    );
    expect(exported.body.documents).toContainEqual(
      expect.objectContaining({ id: u, type: "gewerbeummeldung", anmeldungId }),
    );
  });
});
