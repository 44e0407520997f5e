import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/index";
import { StatementOutsideTransactionError } from "../src/pglite-pacing";

/** Statements of a few milliseconds each, like a busy server's (PGlite runs them on this thread). */
const BURST = 60;
const statement = sql`select count(*)::int as n from generate_series(1, 40000)`;

/** How many times the event loop turned (a setImmediate chain) until `work` settled. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const turn = () => {
    if (done) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  await work;
  done = true;
  return turns;
}

describe("the embedded database lets the event loop turn (decision 026)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite" });
  });
  afterAll(() => database?.close());

  it("runs a burst of statements over many turns, not all in one", async () => {
    const started = performance.now();
    const turns = await turnsDuring(Promise.all(Array.from({ length: BURST }, () => database.db.execute(statement))));
    const elapsed = performance.now() - started;
    // Unpaced, PGlite's promises settle without a turn in between: the whole burst ran in one or
    // two turns, however long it took. Paced, a turn comes at least every few statements.
    expect(elapsed).toBeGreaterThan(50);
    expect(turns).toBeGreaterThanOrEqual(10);
  });

  it("answers every statement of the burst, in order, inside transactions too", async () => {
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 5 === 0
          ? database.db.transaction(async (tx) => {
              await tx.execute(statement);
              await tx.execute(statement);
              order.push(i);
            })
          : database.db.execute(statement).then(() => order.push(i)),
      ),
    );
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("serves the statements of the request that started first before those of later ones", async () => {
    const request = new AsyncLocalStorage<number>();
    database.orderQueriesBy?.(() => request.getStore());
    const done: string[] = [];
    const run = (name: string, startedAt: number) =>
      request.run(startedAt, () => database.db.execute(statement).then(() => done.push(name)));
    // A later request asks first, several times; then the earlier one asks while they wait.
    await Promise.all([run("later 1", 20), run("later 2", 20), run("later 3", 20), run("earlier", 10)]);
    // The first of the later ones may already hold the database when the earlier one asks; the
    // others wait behind it.
    expect(done.filter((name) => name !== "earlier")).toEqual(["later 1", "later 2", "later 3"]);
    expect(done.indexOf("earlier")).toBeLessThan(done.indexOf("later 2"));
    database.orderQueriesBy?.(() => undefined);
  });

  it("reports how long each statement held the database", async () => {
    const times: number[] = [];
    database.observeQueries?.((seconds) => times.push(seconds));
    await database.db.execute(statement);
    await database.db.transaction(async (tx) => {
      await tx.execute(statement);
      await tx.execute(statement);
    });
    // One for the statement, one for the whole transaction.
    expect(times).toHaveLength(2);
    expect(times.every((s) => s > 0 && s < 10)).toBe(true);
  });

  it("refuses a statement sent to the database from inside an open transaction instead of waiting for ever", async () => {
    let later: Promise<unknown> = Promise.resolve();
    const refused = database.db.transaction(async (tx) => {
      await tx.execute(statement);
      // Work the transaction starts and that runs after it ended is not refused.
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => database.db.execute(statement));
      await database.db.execute(statement);
    });
    // drizzle wraps the driver's error.
    await expect(refused).rejects.toMatchObject({ cause: expect.any(StatementOutsideTransactionError) });
    await expect(later).resolves.toBeDefined();
    // The database still answers.
    await expect(database.db.execute(statement)).resolves.toBeDefined();
  });
});
