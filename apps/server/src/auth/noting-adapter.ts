import { noteFailure } from "../errors/answers";

type AdapterFactory = (...args: never[]) => object;
type Fn = (...args: unknown[]) => unknown;

/**
 * better-auth's database adapter, with every failure noted for the request (errors/answers.ts)
 * before better-auth sees it: better-auth catches some and answers with its own status, and the
 * note lets the answer still say 503 or 409. The adapter is better-auth's public extension point;
 * its logger is left to log.
 */
export function notingFailures<F extends AdapterFactory>(factory: F): F {
  return ((...args: Parameters<F>) => noting(factory(...args))) as F;
}

function noting<T extends object>(adapter: T): T {
  return new Proxy(adapter, {
    get(target, key) {
      const value = (target as Record<string | symbol, unknown>)[key];
      if (typeof value !== "function") return value;
      // A transaction's own adapter (what better-auth uses inside it) notes its failures too.
      if (key === "transaction") {
        return (callback: Fn) => noted(() => (value as Fn).call(target, (trx: object) => callback(noting(trx))));
      }
      return (...callArgs: unknown[]) => noted(() => (value as Fn).apply(target, callArgs));
    },
  });
}

function noted(call: () => unknown): unknown {
  try {
    const result = call();
    return result instanceof Promise
      ? result.catch((error: unknown) => {
          noteFailure(error);
          throw error;
        })
      : result;
  } catch (error) {
    noteFailure(error);
    throw error;
  }
}
