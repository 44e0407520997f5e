import type pg from "pg";

/**
 * The pool's connections handed out in the order requests arrived (decision 026).
 *
 * node-postgres queues waiting queries first come, first served, per statement: under load every
 * statement of a request queued again behind all requests that came later, so a sign-in (about ten
 * statements) took ten queue lengths (7–8 s with 100 callers on a pool of 10). Here at most
 * `size` statements or transactions hold connections, and the waiting ones go in the order of
 * their request's start (`orderBy`; else when they asked). A wait longer than `timeoutMs` fails as
 * the pool's own wait does ("timeout exceeded when trying to connect": the server answers 503).
 */
export function orderedPool(pool: pg.Pool, size: number, timeoutMs: number) {
  const queue: { key: number; start: () => void }[] = [];
  let active = 0;
  let keyOf: () => number | undefined = () => undefined;

  function dispatch() {
    while (active < size && queue.length > 0) {
      active++;
      queue.shift()?.start();
    }
  }

  async function acquire(): Promise<() => void> {
    const key = keyOf() ?? performance.now();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        key,
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const at = queue.indexOf(entry);
        if (at < 0) return;
        queue.splice(at, 1);
        reject(new Error("timeout exceeded when trying to connect"));
      }, timeoutMs);
      let at = queue.length;
      while (at > 0 && queue[at - 1].key > key) at--;
      queue.splice(at, 0, entry);
      dispatch();
    });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active--;
      dispatch();
    };
  }

  // drizzle calls `query` for statements and `connect` (then `release`) for transactions.
  const client = new Proxy(pool, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "query") {
        return async (...args: unknown[]) => {
          const release = await acquire();
          try {
            return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          } finally {
            release();
          }
        };
      }
      if (property === "connect") {
        return async () => {
          const release = await acquire();
          try {
            const connection = await target.connect();
            // The pool reuses its client objects: wrap, never patch them.
            return new Proxy(connection, {
              get(conn, name) {
                const member = Reflect.get(conn, name, conn);
                if (name === "release") {
                  return (error?: Error | boolean) => {
                    release();
                    return conn.release(error);
                  };
                }
                return typeof member === "function" ? member.bind(conn) : member;
              },
            });
          } catch (error) {
            release();
            throw error;
          }
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });

  return {
    client,
    orderBy(startedAt: () => number | undefined) {
      keyOf = startedAt;
    },
  };
}
