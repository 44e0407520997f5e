import { describe, expect, it } from "vitest";
import { address } from "../../../packages/domain/test/sample-address";
import type { TestClient } from "./support/client";
import { backends } from "./support/matrix";
import { ownerAndOtherFixture } from "./support/users";

interface RpcError {
  message: string;
  code: string;
  data?: { issues: { path: string; message: string }[] };
}

describe.each(backends)("docs.gewerbeanmeldung on $name", (backend) => {
  const env = ownerAndOtherFixture(backend);

  const create = (client: TestClient, input: unknown) =>
    client.rpc<{ documentId: string } & RpcError>("docs.gewerbeanmeldung.create", input);

  it("creates a document and returns its id; names come from the server's tables", async () => {
    const { status, body } = await create(env.owner, {
      wohnanschrift_11: address({ bundesland: { kuerzel: "BY", name: "Not Bavaria" } }),
      betriebsstaette_15: address({
        ort: "Potsdam",
        postleitzahl: "14467",
        bundesland: { kuerzel: "BB" },
        adresszusatz: "Hinterhaus",
      }),
    });
    expect(status).toBe(200);
    expect(body.documentId).toMatch(/^[0-9a-f-]{36}$/);

    const read = await env.owner.rpc<{ meta: { id: string; created_at: string }; document: Record<string, unknown> }>(
      "docs.gewerbeanmeldung.getById",
      { id: body.documentId },
    );
    expect(read.status).toBe(200);
    expect(read.body.meta.id).toBe(body.documentId);
    expect(read.body.document).toEqual({
      wohnanschrift_11: {
        strasse: "Unter den Linden",
        hausnummer: "15a",
        postleitzahl: "10117",
        ort: "Berlin",
        bundesland: { kuerzel: "BY", name: "Bayern" },
        land: { kuerzel: "DE", name: "Deutschland" },
      },
      betriebsstaette_15: {
        strasse: "Unter den Linden",
        hausnummer: "15a",
        adresszusatz: "Hinterhaus",
        postleitzahl: "14467",
        ort: "Potsdam",
        bundesland: { kuerzel: "BB", name: "Brandenburg" },
        land: { kuerzel: "DE", name: "Deutschland" },
      },
    });
  });

  it("refuses invalid input with 400 and the German field messages, storing nothing", async () => {
    const before = await env.owner.rpc<{ documents: unknown[] }>("docs.gewerbeanmeldung.list", {});
    const { status, body } = await create(env.owner, {
      wohnanschrift_11: address({ postleitzahl: "1234", hausnummer: "a15" }),
      betriebsstaette_15: address({ strasse: "ab", bundesland: { kuerzel: "" } }),
    });
    expect(status).toBe(400);
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.data?.issues).toEqual(
      expect.arrayContaining([
        { path: "wohnanschrift_11.postleitzahl", message: "PLZ muss genau 5 Ziffern haben" },
        {
          path: "wohnanschrift_11.hausnummer",
          message: "Hausnummer muss mit einer Zahl beginnen (z.B. 15, 7a, 3-5, 10/12)",
        },
        { path: "betriebsstaette_15.strasse", message: "Bitte geben Sie eine gültige Straße ein" },
        { path: "betriebsstaette_15.bundesland.kuerzel", message: "Bundesland ist erforderlich" },
      ]),
    );
    expect(body.message).toBe(body.data?.issues[0]?.message);
    const after = await env.owner.rpc<{ documents: unknown[] }>("docs.gewerbeanmeldung.list", {});
    expect(after.body.documents.length).toBe(before.body.documents.length);
  });

  it("refuses a missing section and garbage bodies with 400, never 500", async () => {
    expect((await create(env.owner, { wohnanschrift_11: address() })).status).toBe(400);
    expect((await create(env.owner, "nonsense")).status).toBe(400);
    const raw = await env.owner.request("/rpc/docs/gewerbeanmeldung/create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(raw.status).toBeGreaterThanOrEqual(400);
    expect(raw.status).toBeLessThan(500);
  });

  it("answers another user's document exactly like a missing one", async () => {
    const { body } = await create(env.owner, { wohnanschrift_11: address(), betriebsstaette_15: address() });
    const foreign = await env.other.rpc<RpcError>("docs.gewerbeanmeldung.getById", { id: body.documentId });
    const missing = await env.other.rpc<RpcError>("docs.gewerbeanmeldung.getById", { id: "does-not-exist" });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toMatchObject({ code: "NOT_FOUND", message: "Dokument nicht gefunden" });
    const list = await env.other.rpc<{ documents: { meta: { id: string } }[] }>("docs.gewerbeanmeldung.list", {});
    expect(list.body.documents.map((d) => d.meta.id)).not.toContain(body.documentId);
  });

  it("requires a session for every procedure", async () => {
    const anonymous = env.server.client();
    for (const [procedure, input] of [
      ["docs.gewerbeanmeldung.list", {}],
      ["docs.gewerbeanmeldung.getById", { id: "x" }],
      ["docs.gewerbeanmeldung.create", { wohnanschrift_11: address(), betriebsstaette_15: address() }],
    ] as const) {
      const { status, body } = await anonymous.rpc<RpcError>(procedure, input);
      expect(status, procedure).toBe(401);
      expect(body.code).toBe("UNAUTHORIZED");
    }
  });

  it("pages newest first with a cursor, without gaps or repeats", async () => {
    const writer = env.server.client();
    await writer.signUp();
    const ids: string[] = [];
    for (let i = 0; i < 45; i++) {
      const { body } = await create(writer, {
        wohnanschrift_11: address(),
        betriebsstaette_15: address({ ort: `Ort ${i}` }),
      });
      ids.push(body.documentId);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    const pageSizes: number[] = [];
    do {
      const { status, body } = await writer.rpc<{ documents: { meta: { id: string } }[]; nextCursor: string | null }>(
        "docs.gewerbeanmeldung.list",
        cursor ? { cursor } : {},
      );
      expect(status).toBe(200);
      pageSizes.push(body.documents.length);
      seen.push(...body.documents.map((d) => d.meta.id));
      cursor = body.nextCursor ?? undefined;
    } while (cursor);
    expect(pageSizes).toEqual([20, 20, 5]);
    expect(seen).toEqual([...ids].reverse());

    const small = await writer.rpc<{ documents: unknown[]; nextCursor: string | null }>("docs.gewerbeanmeldung.list", {
      limit: 45,
    });
    expect(small.body.documents).toHaveLength(45);
    expect(small.body.nextCursor).toBeNull();

    const bad = await writer.rpc<RpcError>("docs.gewerbeanmeldung.list", { cursor: "garbage" });
    expect(bad.status).toBe(400);
    const tooMany = await writer.rpc<RpcError>("docs.gewerbeanmeldung.list", { limit: 1000 });
    expect(tooMany.status).toBe(400);
  });
});
