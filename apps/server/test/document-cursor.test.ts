/** The keyset cursor of newest-first lists (paging/cursor.ts): only what the server made passes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "../src/paging/cursor";
import { backends } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser } from "./support/users";

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const id = "0b9a4c55-8f7e-4c3a-9d1e-2f6b7a8c9d0e";

describe("decodeCursor", () => {
  it("reads back what encodeCursor wrote", () => {
    const cursor = { createdAt: new Date("2026-11-23T10:00:00.123Z"), id };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it.each([
    ["an out-of-range year", encode(["+275760-09-13T00:00:00.000Z", id])],
    ["a year after 9999", encode(["+010000-01-01T00:00:00.000Z", id])],
    ["a date before 1970", encode(["1969-12-31T23:59:59.999Z", id])],
    ["a date that is not ISO", encode(["November 23, 2026", id])],
    ["an impossible date", encode(["2026-02-30T00:00:00.000Z", id])],
    ["no date", encode([null, id])],
    ["a number for a date", encode([1_700_000_000_000, id])],
    ["an id with a quote", encode(["2026-11-23T10:00:00.000Z", "x' or '1'='1"])],
    ["an overlong id", encode(["2026-11-23T10:00:00.000Z", "a".repeat(65)])],
    ["an empty id", encode(["2026-11-23T10:00:00.000Z", ""])],
    ["an object", encode({ createdAt: "2026-11-23T10:00:00.000Z", id })],
    ["three items", encode(["2026-11-23T10:00:00.000Z", id, 1])],
    ["not JSON", Buffer.from("garbage").toString("base64url")],
    ["not base64url JSON", "!!!"],
  ])("refuses %s", (_, value) => {
    expect(decodeCursor(value)).toBeUndefined();
  });
});

describe.each(backends)("document list cursor on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.stop());

  it("an out-of-range cursor answers 400, not 500", async () => {
    const user = await signedUpUser(server);
    for (const cursor of [encode(["+275760-09-13T00:00:00.000Z", id]), encode(["2026-11-23T10:00:00.000Z", "x\\y"])]) {
      const { status, body } = await user.client.rpc<{ message: string; code: string }>("docs.gewerbeanmeldung.list", {
        cursor,
      });
      expect({ status, code: body.code }).toEqual({ status: 400, code: "BAD_REQUEST" });
    }
  });
});
