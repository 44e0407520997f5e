import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { schema } from "@app/db";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { address } from "../../../packages/domain/test/sample-address";
import type { TestClient } from "./support/client";
import { completeGmbh, completeSoleTrader, quickCreate } from "./support/gewerbeanmeldung-fixtures";
import { backends } from "./support/matrix";
import { ownerAndOtherFixture } from "./support/users";

interface RpcError {
  message: string;
  code: string;
  data?: Record<string, unknown> & { issues?: { path: string; message: string }[] };
}
interface Meta {
  id: string;
  status: "entwurf" | "vollstaendig";
  version: number;
  business_name: string | null;
  completed_at: string | null;
}
interface Detail {
  meta: Meta;
  document: Record<string, unknown>;
  completeness: { complete: boolean; completeSections: number; totalSections: number };
}

const pdfText = (bytes: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), "pdf-"));
  writeFileSync(join(dir, "doc.pdf"), bytes);
  return execFileSync("pdftotext", ["-layout", join(dir, "doc.pdf"), "-"], { encoding: "utf8" }).normalize("NFC");
};

describe.each(backends)("complete Gewerbeanmeldung on $name", (backend) => {
  const env = ownerAndOtherFixture(backend);

  const create = async (client: TestClient = env.owner) =>
    (await client.rpc<{ documentId: string }>("docs.gewerbeanmeldung.create", quickCreate())).body.documentId;
  const get = (id: string, client: TestClient = env.owner) =>
    client.rpc<Detail & RpcError>("docs.gewerbeanmeldung.getById", { id });
  const save = (id: string, version: number, document: unknown, client: TestClient = env.owner) =>
    client.rpc<{ meta: Meta; completeness: Detail["completeness"] } & RpcError>("docs.gewerbeanmeldung.saveDraft", {
      id,
      version,
      document,
    });
  const complete = (id: string, version: number, client: TestClient = env.owner) =>
    client.rpc<{ meta: Meta } & RpcError>("docs.gewerbeanmeldung.complete", { id, version });
  const reopen = (id: string, version: number, client: TestClient = env.owner) =>
    client.rpc<{ meta: Meta } & RpcError>("docs.gewerbeanmeldung.reopen", { id, version });
  const pdf = (id: string, client: TestClient = env.owner) => client.request(`/api/docs/gewerbeanmeldung/${id}/pdf`);

  it("a quick-created document is an Entwurf at version 1 with its completeness", async () => {
    const id = await create();
    const { status, body } = await get(id);
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ id, status: "entwurf", version: 1, business_name: null, completed_at: null });
    expect(body.document).toEqual({
      wohnanschrift_11: expect.objectContaining({ ort: "Berlin" }),
      betriebsstaette_15: expect.objectContaining({ ort: "Potsdam" }),
    });
    expect(body.completeness).toMatchObject({ complete: false, completeSections: 1, totalSections: 7 });
  });

  it("saves a partial draft, resumes it, and refuses invalid fields with German messages", async () => {
    const id = await create();
    const partial = { ...quickCreate(), rechtsform: "einzelunternehmen", name_4: "Łukasz", taetigkeit_18: "" };
    const saved = await save(id, 1, partial);
    expect(saved.status).toBe(200);
    expect(saved.body.meta).toMatchObject({ version: 2, status: "entwurf" });
    const resumed = await get(id);
    expect(resumed.body.document).toMatchObject({ rechtsform: "einzelunternehmen", name_4: "Łukasz" });
    expect(resumed.body.document).not.toHaveProperty("taetigkeit_18");

    const bad = await save(id, 2, {
      ...partial,
      name_4: "Robert'); DROP <b>",
      geburtsdatum_8: "2999-01-01",
      beginn_20: "2031-02-30",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("BAD_REQUEST");
    expect(bad.body.data?.issues).toEqual(
      expect.arrayContaining([
        { path: "document.name_4", message: "Name enthält nicht erlaubte Zeichen: „)“, „;“, „<“, „>“" },
        { path: "document.geburtsdatum_8", message: "Das Geburtsdatum muss in der Vergangenheit liegen" },
        { path: "document.beginn_20", message: "Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ)" },
      ]),
    );
    expect((await get(id)).body.meta.version).toBe(2);
  });

  it("two tabs saving on the same version: the first wins, the second gets CONFLICT, nothing is lost silently", async () => {
    const id = await create();
    const [a, b] = await Promise.all([
      save(id, 1, { ...quickCreate(), name_4: "Tab A" }),
      save(id, 1, { ...quickCreate(), name_4: "Tab B" }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.status === 200 ? "Tab A" : "Tab B";
    const loser = a.status === 200 ? b : a;
    expect(loser.body).toMatchObject({
      code: "CONFLICT",
      message:
        "Die Gewerbeanmeldung wurde inzwischen an anderer Stelle geändert. Bitte laden Sie sie neu, bevor Sie weiter bearbeiten.",
      data: { reason: "version", currentVersion: 2 },
    });
    expect((await get(id)).body.document.name_4).toBe(winner);
    // The losing tab may overwrite deliberately with the version the conflict named.
    const overwrite = await save(id, 2, { ...quickCreate(), name_4: "Tab B wins" });
    expect(overwrite.body.meta.version).toBe(3);
    expect((await get(id)).body.document.name_4).toBe("Tab B wins");
  });

  it("completes only a complete document, locks it, reopens it; the status filter follows", async () => {
    const id = await create();
    const early = await complete(id, 1);
    expect(early.status).toBe(422);
    expect(early.body.code).toBe("UNPROCESSABLE_CONTENT");
    expect(early.body.message).toMatch(
      /^Die Gewerbeanmeldung ist noch nicht vollständig\. Es fehlen Angaben in: Unternehmen, /,
    );
    expect(early.body.data?.missing).toContain("Tätigkeit");

    const saved = await save(id, 1, completeSoleTrader());
    expect(saved.body.completeness).toMatchObject({ complete: true, completeSections: 7, totalSections: 7 });
    expect(saved.body.meta.business_name).toBe("Bäckerei Sonnenschein");
    const stale = await complete(id, 1);
    expect(stale.status).toBe(409);
    const done = await complete(id, 2);
    expect(done.status).toBe(200);
    expect(done.body.meta).toMatchObject({ status: "vollstaendig", version: 3 });
    expect(done.body.meta.completed_at).not.toBeNull();

    const locked = await save(id, 3, completeSoleTrader());
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({
      code: "CONFLICT",
      message: "Die Gewerbeanmeldung ist vollständig und abgeschlossen. Öffnen Sie sie erneut, um sie zu bearbeiten.",
      data: { reason: "locked" },
    });

    const filtered = await env.owner.rpc<{ documents: { meta: Meta }[] }>("docs.gewerbeanmeldung.list", {
      status: "vollstaendig",
    });
    expect(filtered.body.documents.map((d) => d.meta.id)).toEqual([id]);

    const reopened = await reopen(id, 3);
    expect(reopened.body.meta).toMatchObject({ status: "entwurf", version: 4, completed_at: null });
    expect((await save(id, 4, { ...completeSoleTrader(), geschaeftsbezeichnung_3: "Café Łódź" })).status).toBe(200);
    const drafts = await env.owner.rpc<{ documents: { meta: Meta }[] }>("docs.gewerbeanmeldung.list", {
      status: "entwurf",
    });
    expect(drafts.body.documents.map((d) => d.meta.id)).toContain(id);
    expect((await env.owner.rpc<RpcError>("docs.gewerbeanmeldung.list", { status: "fertig" })).body.message).toBe(
      "Unbekannter Status",
    );
  });

  it("drops fields that do not apply when saving (a sole trader has no partners, no branch address)", async () => {
    const id = await create();
    await save(id, 1, {
      ...completeSoleTrader(),
      zahl_gesellschafter_12: 3,
      hauptniederlassung_16: address({ ort: "Hamburg" }),
      fruehere_betriebsstaette_17: address({ ort: "Köln" }),
      staatsangehoerigkeit_10: ["DE"],
    });
    const { body } = await get(id);
    expect(body.document).not.toHaveProperty("zahl_gesellschafter_12");
    expect(body.document).not.toHaveProperty("hauptniederlassung_16");
    expect(body.document).not.toHaveProperty("fruehere_betriebsstaette_17");
    expect(body.document).not.toHaveProperty("aufenthaltstitel_30");
    expect(body.document).toHaveProperty("frueherer_name_26");
  });

  it("deletes only the owner's document; another user's id answers like a missing one", async () => {
    const id = await create();
    const foreign = await env.other.rpc<RpcError>("docs.gewerbeanmeldung.delete", { id });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: "NOT_FOUND", message: "Dokument nicht gefunden" });
    for (const [procedure, input] of [
      ["docs.gewerbeanmeldung.saveDraft", { id, version: 1, document: quickCreate() }],
      ["docs.gewerbeanmeldung.complete", { id, version: 1 }],
      ["docs.gewerbeanmeldung.reopen", { id, version: 1 }],
    ] as const) {
      expect((await env.other.rpc<RpcError>(procedure, input)).body).toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await env.owner.rpc("docs.gewerbeanmeldung.delete", { id })).body).toEqual({ documentId: id });
    expect((await get(id)).status).toBe(404);
    expect((await env.owner.rpc<RpcError>("docs.gewerbeanmeldung.delete", { id })).status).toBe(404);
  });

  it("searches business name, Ort and Tätigkeit (every word, any case, % literally), keeping the keyset paging", async () => {
    const searcher = env.server.client();
    await searcher.signUp();
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      const id = await create(searcher);
      ids.push(id);
      const betrieb = address({
        ort: i % 2 ? "München" : "Köln",
        postleitzahl: "80331",
        bundesland: { kuerzel: "BY" },
      });
      await save(
        id,
        1,
        {
          ...quickCreate(),
          betriebsstaette_15: betrieb,
          geschaeftsbezeichnung_3: i === 3 ? "100% Bio Bäckerei" : `Firma ${i}`,
          taetigkeit_18: i % 3 === 0 ? "Handel mit Fahrrädern und Zubehör" : "Softwareentwicklung für Dritte",
        },
        searcher,
      );
    }
    const list = (input: Record<string, unknown>) =>
      searcher.rpc<{ documents: { meta: Meta }[]; nextCursor: string | null }>("docs.gewerbeanmeldung.list", input);

    const munich = (await list({ query: "MÜNCHEN" })).body.documents;
    expect(munich).toHaveLength(12);
    const bikesInMunich = await list({ query: "fahrräder münchen" });
    expect(bikesInMunich.body.documents.map((d) => d.meta.id).sort()).toEqual(
      ids.filter((_, i) => i % 2 === 1 && i % 3 === 0).sort(),
    );
    expect((await list({ query: "100%" })).body.documents.map((d) => d.meta.business_name)).toEqual([
      "100% Bio Bäckerei",
    ]);
    expect((await list({ query: "%" })).body.documents).toHaveLength(1);
    expect((await list({ query: "Firma 1" })).body.documents.length).toBeGreaterThan(1);

    // Keyset paging under a filter: no gaps, no repeats, newest first.
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ query: "köln", limit: 5, ...(cursor ? { cursor } : {}) });
      seen.push(...page.body.documents.map((d) => d.meta.id));
      cursor = page.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(ids.filter((_, i) => i % 2 === 0).reverse());

    expect((await list({ query: "x".repeat(101) })).body).toMatchObject({
      code: "BAD_REQUEST",
      message: "Der Suchbegriff ist zu lang (höchstens 100 Zeichen)",
    });
    expect((await list({ query: "a\u0007b" })).status).toBe(400);
  });

  it("reads, searches, saves and completes a version 1 row written by the earlier server", async () => {
    const me = await env.owner.session();
    const id = "00000000-0000-4000-8000-000000000001";
    const created = new Date("2026-01-02T03:04:05.678Z");
    // As stored: with the names the server added.
    const storedAddress = address({
      bundesland: { kuerzel: "BE", name: "Berlin" },
      land: { kuerzel: "DE", name: "Deutschland" },
    });
    const v1 = {
      wohnanschrift_11: storedAddress,
      betriebsstaette_15: { ...storedAddress, ort: "Altstadt-Süd" },
    };
    await env.server.database.db.execute(
      sql`insert into ${schema.document} (id, type, schema_version, owner_user_id, data, created_at, updated_at)
          values (${id}, 'gewerbeanmeldung', 1, ${me?.user.id as string}, ${JSON.stringify(v1)}::jsonb, ${created.toISOString()}::timestamptz, ${created.toISOString()}::timestamptz)`,
    );
    const read = await get(id);
    expect(read.status).toBe(200);
    expect(read.body.meta).toMatchObject({ status: "entwurf", version: 1 });
    expect(read.body.document).toEqual(v1);
    const found = await env.owner.rpc<{ documents: { meta: Meta }[] }>("docs.gewerbeanmeldung.list", {
      query: "altstadt-süd",
    });
    expect(found.body.documents.map((d) => d.meta.id)).toEqual([id]);

    expect((await save(id, 1, { ...completeSoleTrader(), betriebsstaette_15: v1.betriebsstaette_15 })).status).toBe(
      200,
    );
    const stored = (await env.server.database.db.execute(
      sql`select schema_version from ${schema.document} where id = ${id}`,
    )) as unknown as { rows: { schema_version: number }[] };
    const [row] = stored.rows;
    expect(row.schema_version).toBe(2);
    expect((await complete(id, 2)).body.meta.status).toBe("vollstaendig");
    expect((await pdf(id)).status).toBe(200);
  });

  it("PDF: owner only (404 like a missing id), complete only (409 naming what is missing), with the right headers", async () => {
    const anonymous = env.server.client();
    const id = await create();
    expect((await pdf(id, anonymous)).status).toBe(401);
    const draft = await pdf(id);
    expect(draft.status).toBe(409);
    const draftBody = (await draft.json()) as RpcError & { missing: string[] };
    expect(draftBody.code).toBe("CONFLICT");
    expect(draftBody.message).toMatch(
      /^Die PDF-Datei gibt es erst, wenn die Gewerbeanmeldung vollständig ist\. Es fehlen Angaben in: Unternehmen, Angaben zur Person/,
    );

    await save(id, 1, completeSoleTrader());
    const notClosed = (await (await pdf(id)).json()) as RpcError;
    expect(notClosed.message).toBe(
      "Die PDF-Datei gibt es erst, wenn die Gewerbeanmeldung vollständig ist. Bitte schließen Sie die Gewerbeanmeldung ab.",
    );
    await complete(id, 2);

    const foreign = await pdf(id, env.other);
    const missing = await pdf("00000000-0000-4000-8000-00000000ffff", env.other);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await missing.json());

    const response = await pdf(id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Gewerbeanmeldung-${id.slice(0, 8)}.pdf"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(bytes);
    const today = new Intl.DateTimeFormat("de-DE", {
      timeZone: "Europe/Berlin",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    }).format(new Date());
    for (const value of [
      "Gewerbe-Anmeldung",
      `Gewerbeanmeldung #${id.slice(0, 8)}`,
      "Einzelunternehmen",
      "Bäckerei Sonnenschein",
      "Ğüneş-Þórsdóttir",
      "Łukasz",
      "Kowalczyk",
      "12.04.1985",
      "Łódź, Polen",
      "Türkei",
      "Hauptstraße 1",
      "10115 Berlin",
      "Telefon: +49 30 1234567",
      "E-Mail: lukasz@example.com",
      "Unter den Linden 15a",
      "14467 Potsdam",
      "Brandenburg, Deutschland",
      "Website: www.baeckerei-sonnenschein.de",
      "Herstellung und Verkauf von Backwaren",
      "Vollzeit: 2",
      "Teilzeit: 1",
      "Backstube Müller e. K.",
      "Art: Gaststättenerlaubnis",
      "Behörde: Bezirksamt Mitte",
      "Datum: 01.06.2024",
      "Handwerkskammer: Handwerkskammer Berlin",
      "Behörde: Landesamt für Einwanderung Berlin",
      "Datum: 03.02.2020",
      `Datum der Anmeldung: ${today}`,
      "Seite 1 von 2",
      "Seite 2 von 2",
    ]) {
      expect(text, value).toContain(value);
    }
    // Chosen boxes carry an X: Handwerk and Handel (21), Kauf (25), männlich (6).
    expect(text).toMatch(/X\s+Handwerk\s+X\s+Handel/);
    expect(text).toMatch(/X\s+Übernahme durch Kauf/);
    expect(text).toMatch(/X\s+männlich/);
  });

  it("PDF of a GmbH with a supplementary sheet for the second managing director", async () => {
    const id = await create();
    const saved = await save(id, 1, completeGmbh());
    expect(saved.body.completeness).toMatchObject({ complete: true, totalSections: 8 });
    await complete(id, 2);
    const text = pdfText(Buffer.from(await (await pdf(id)).arrayBuffer()));
    for (const value of [
      "Sonnenschein Backwaren GmbH",
      "Registergericht: Charlottenburg",
      "Registernummer: 123456 B",
      "Anna Maria",
      "Leipzig, Deutsche Demokratische",
      "Beiblatt 1 von 1",
      "Ødegård",
      "Åsa",
      "Karl-Marx-Allee 90",
      "20095 Hamburg",
      "04109 Leipzig",
    ]) {
      expect(text, value).toContain(value);
    }
  });

  it("plz.lookup suggests places with their Land, both Länder for a code on a border, none for an unknown code", async () => {
    const lookup = (plz: string, client: TestClient = env.owner) =>
      client.rpc<{ plz: string; orte: { ort: string; bundesland: { kuerzel: string; name: string } }[] } & RpcError>(
        "plz.lookup",
        { plz },
      );
    expect((await lookup("01067")).body).toEqual({
      plz: "01067",
      orte: [{ ort: "Dresden", bundesland: { kuerzel: "SN", name: "Sachsen" } }],
    });
    const border = (await lookup("63928")).body.orte;
    expect(border.map((o) => o.bundesland.kuerzel).sort()).toEqual(["BW", "BY"]);
    expect((await lookup("21039")).body.orte.map((o) => o.bundesland.kuerzel)).toEqual(
      expect.arrayContaining(["HH", "SH"]),
    );
    expect((await lookup("00000")).body).toEqual({ plz: "00000", orte: [] });
    const bad = await lookup("1234");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("PLZ muss genau 5 Ziffern haben");
    expect((await lookup("01067", env.server.client())).status).toBe(401);
  });
});
