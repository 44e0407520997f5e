/**
 * The session cache of PostgreSQL without Redis (auth/replicated-storage.ts): two caches on one
 * database, as two instances would have them, kept in step by LISTEN/NOTIFY.
 */
import { type DatabaseHandle, openDatabase } from "@app/db";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../packages/db/test/postgres-database";
import { createReplicatedStorage, SESSION_CACHE_CHANNEL } from "../src/auth/replicated-storage";

const adminUrl = process.env.TEST_DATABASE_URL;
const log = pino({ level: "silent" });

async function eventually<T>(read: () => Promise<T> | T, expected: T) {
  const end = Date.now() + 5_000;
  let value = await read();
  while (value !== expected && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

describe.skipIf(!adminUrl)("session cache kept in step by LISTEN/NOTIFY", () => {
  let url: string;
  let drop = async () => {};
  let one: DatabaseHandle;
  let two: DatabaseHandle;
  let a: Awaited<ReturnType<typeof createReplicatedStorage>>;
  let b: Awaited<ReturnType<typeof createReplicatedStorage>>;

  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase(adminUrl as string));
    one = await openDatabase({ kind: "postgres", url, poolSize: 2 });
    two = await openDatabase({ kind: "postgres", url, poolSize: 2 });
    a = await createReplicatedStorage(one.notifications as NonNullable<DatabaseHandle["notifications"]>, log);
    b = await createReplicatedStorage(two.notifications as NonNullable<DatabaseHandle["notifications"]>, log);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await one?.close();
    await two?.close();
    await drop();
  });

  it("a value written on one is read on the other; a deletion on the other removes it on both", async () => {
    await a.storage.set("session-token-1", '{"session":1}', 60);
    expect(await a.storage.get("session-token-1")).toBe('{"session":1}');
    expect(await eventually(() => b.storage.get("session-token-1"), '{"session":1}')).toBe('{"session":1}');
    await b.storage.delete("session-token-1");
    expect(await b.storage.get("session-token-1")).toBeNull();
    expect(await eventually(() => a.storage.get("session-token-1"), null)).toBeNull();
  });

  it("a user's revocation time only rises, whatever order two instances' writes arrive in", async () => {
    await a.storage.set("revoked-sessions-before-u1", "2000", 60);
    await b.storage.set("revoked-sessions-before-u1", "1000", 60);
    expect(await eventually(() => a.storage.get("revoked-sessions-before-u1"), "2000")).toBe("2000");
    expect(await eventually(() => b.storage.get("revoked-sessions-before-u1"), "2000")).toBe("2000");
  });

  it("notifications that arrive together are applied one after the other", async () => {
    // Two writes in one statement reach each listener in one packet, handled in the same tick: a
    // check-then-write that awaited in between would let the lower time overwrite the higher.
    const key = "revoked-sessions-before-u2";
    const sender = new pg.Client({ connectionString: url });
    await sender.connect();
    await sender.query("select pg_notify($1, $2), pg_notify($1, $3)", [
      SESSION_CACHE_CHANNEL,
      JSON.stringify({ k: key, v: "2000", x: null }),
      JSON.stringify({ k: key, v: "1000", x: null }),
    ]);
    await sender.end();
    expect(await eventually(() => a.storage.get(key), "2000")).toBe("2000");
    expect(await eventually(() => b.storage.get(key), "2000")).toBe("2000");
  });

  it("keeps rate-limit counters per instance", async () => {
    expect(await a.storage.increment?.("rate:x", 60)).toBe(1);
    expect(await a.storage.increment?.("rate:x", 60)).toBe(2);
    expect(await b.storage.increment?.("rate:x", 60)).toBe(1);
  });

  it("a value too large for a notification is dropped everywhere (the database answers instead)", async () => {
    await a.storage.set("big", "x".repeat(10_000), 60);
    await b.storage.set("big", "small", 60);
    await eventually(() => a.storage.get("big"), "small");
    await a.storage.set("big", "y".repeat(10_000), 60);
    expect(await a.storage.get("big")).toBeNull();
    expect(await eventually(() => b.storage.get("big"), null)).toBeNull();
  });

  it("after losing its connection it reads nothing it may have missed, and listens again", async () => {
    await b.storage.set("kept-before-loss", "v", 60);
    expect(await eventually(() => a.storage.get("kept-before-loss"), "v")).toBe("v");
    // Cut A's (and B's) listening connections, as a database restart or a network cut would.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
    );
    await admin.end();
    // Until it listens again it reads nothing from memory, and what it had is forgotten after.
    expect(await eventually(() => a.storage.get("kept-before-loss"), null)).toBeNull();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await a.storage.get("kept-before-loss")).toBeNull();
    await b.storage.set("after-reconnect", "w", 60);
    expect(await eventually(() => a.storage.get("after-reconnect"), "w")).toBe("w");
  });
});
