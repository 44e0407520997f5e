/** The pool's connections go to the request that came first (decision 026). */
import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/index";
import { createTestDatabase } from "./postgres-database";

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("statements waiting for a PostgreSQL connection", () => {
  let testDatabase: { url: string; drop(): Promise<void> } | undefined;
  let database: DatabaseHandle;
  const request = new AsyncLocalStorage<number>();
  beforeAll(async () => {
    testDatabase = await createTestDatabase(adminUrl as string);
    // One connection, so every other statement waits; a short wait limit for the last test.
    database = await openDatabase({ kind: "postgres", url: testDatabase.url, poolSize: 1, connectTimeoutMs: 1_000 });
    database.orderQueriesBy?.(() => request.getStore());
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  const pause = (seconds: number) => sql`select pg_sleep(${seconds})`;

  it("go to the statements of the request that started first", async () => {
    const done: string[] = [];
    const run = (label: string, startedAt: number, seconds = 0.05) =>
      request.run(startedAt, () => database.db.execute(pause(seconds)).then(() => done.push(label)));
    // A transaction of an early request holds the only connection while later requests ask, then
    // an earlier one does.
    const holder = request.run(1, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(pause(0.2));
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([holder, run("later 1", 20), run("later 2", 20), run("later 3", 20), run("earlier", 10)]);
    expect(done).toEqual(["earlier", "later 1", "later 2", "later 3"]);
  });

  it("fail as the pool does when no connection comes in time (the server answers 503)", async () => {
    // drizzle's queries start when awaited: `then` starts this one now.
    const holder = database.db.execute(pause(1.5)).then(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    // drizzle wraps it ("Failed query: …") as it wraps the pool's own; the server reads the cause.
    const error: unknown = await database.db.execute(sql`select 1`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as Error | undefined)?.cause).toMatchObject({ message: "timeout exceeded when trying to connect" });
    await holder;
    // The connection is handed on again afterwards.
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  });
});
