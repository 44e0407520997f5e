import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";

/** How much of one turn of the event loop the embedded database may take before it lets it turn. */
export const PGLITE_SLICE_MS = 5;

/**
 * Lets the event loop turn between PGlite's statements (decision 026).
 *
 * PGlite runs each statement synchronously on the main thread, and its promises settle without
 * going back to the event loop: with many requests waiting, every one of their statements ran in a
 * single turn, hundreds of milliseconds under load. Node (libuv 1.45 and later) accepts one new
 * connection per turn, so new connections waited in the kernel's queue for seconds while the
 * requests already in were answered in milliseconds.
 *
 * Here statements (and whole transactions) take the database one at a time (PGlite serialises
 * them anyway), and once a turn has spent `sliceMs` on them the next one waits for the following
 * turn (setImmediate), so connections, timers and answers keep moving. Waiting statements go in
 * the order their requests arrived (`orderBy`, the server's request start; else when the statement
 * asked): a request's next statement does not queue again behind every request that came after
 * it, so a request of ten statements is not ten times slower than one of one.
 * `observe` gets the seconds each statement or transaction held the database.
 */
export function createPacer(sliceMs = PGLITE_SLICE_MS) {
  // Waiting statements, oldest key first.
  const queue: { key: number; start: () => void }[] = [];
  let keyOf: () => number | undefined = () => undefined;
  let running = false;
  let wakeScheduled = false;
  // The end of this turn's slice; undefined until a statement starts in the turn.
  let sliceEnds: number | undefined;
  const observers = new Set<(seconds: number) => void>();

  function inSlice(): boolean {
    if (sliceEnds === undefined) {
      sliceEnds = performance.now() + sliceMs;
      setImmediate(() => {
        sliceEnds = undefined;
      });
    }
    return performance.now() < sliceEnds;
  }

  function dispatch() {
    if (running || queue.length === 0) return;
    if (inSlice()) {
      running = true;
      queue.shift()?.start();
    } else if (!wakeScheduled) {
      wakeScheduled = true;
      setImmediate(() => {
        wakeScheduled = false;
        sliceEnds = undefined;
        dispatch();
      });
    }
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      const key = keyOf() ?? performance.now();
      await new Promise<void>((start) => {
        // After every waiting statement with the same or an older key.
        let at = queue.length;
        while (at > 0 && queue[at - 1].key > key) at--;
        queue.splice(at, 0, { key, start });
        dispatch();
      });
      const started = performance.now();
      try {
        return await work();
      } finally {
        const seconds = (performance.now() - started) / 1000;
        for (const observe of observers) observe(seconds);
        running = false;
        dispatch();
      }
    },
    observe(listener: (seconds: number) => void) {
      observers.add(listener);
    },
    /** When the work a statement belongs to started (performance.now()), read as the statement asks. */
    orderBy(startedAt: () => number | undefined) {
      keyOf = startedAt;
    },
  };
}

export type Pacer = ReturnType<typeof createPacer>;

/** Set while a transaction's callback runs; `open` turns false when it ends (work it started may outlive it). */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * Thrown instead of waiting for ever: PGlite is one connection, so a statement sent to the database
 * (not to the transaction) from inside an open transaction waits for that transaction, which waits
 * for the statement. Code that runs inside better-auth's transactions uses its transaction adapter.
 */
export class StatementOutsideTransactionError extends Error {
  constructor() {
    super("a statement outside the open transaction was sent from inside it (it would wait for ever on PGlite)");
    this.name = "StatementOutsideTransactionError";
  }
}

/**
 * The client drizzle is given: PGlite itself, with `query`, `exec` and `transaction` paced. The
 * statements inside a transaction run on PGlite's transaction object, inside the transaction's
 * turn, unpaced (they already hold the database).
 */
export function pacedClient(client: PGlite, pacer: Pacer): PGlite {
  return new Proxy(client, {
    // PGlite keeps its state in private fields: everything is read from and called on the target.
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "transaction") {
        return (callback: (tx: unknown) => Promise<unknown>) => {
          if (openTransaction.getStore()?.open) throw new StatementOutsideTransactionError();
          return pacer.run(() =>
            value.call(target, async (tx: unknown) => {
              const state = { open: true };
              try {
                return await openTransaction.run(state, () => callback(tx));
              } finally {
                state.open = false;
              }
            }),
          );
        };
      }
      if (property === "query" || property === "exec") {
        return (...args: unknown[]) => {
          if (openTransaction.getStore()?.open) return Promise.reject(new StatementOutsideTransactionError());
          return pacer.run(() => value.apply(target, args));
        };
      }
      return value.bind(target);
    },
  });
}
