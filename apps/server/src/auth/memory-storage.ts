import type { SecondaryStorage } from "better-auth";

/**
 * better-auth's secondary storage in this process, for the embedded database (PGlite), which only
 * ever runs as one process (its directory is locked). Sessions are then read from memory instead of
 * the database on every request, and revocation stays immediate: better-auth deletes the cached
 * session itself wherever it ends one (sign-out, revoke, ban, deletion), in the same storage it
 * reads from. The database keeps every session too (`storeSessionInDatabase`), so a restart only
 * empties the cache. With PostgreSQL, Redis plays this part for all instances (redis-storage.ts).
 *
 * Nothing is evicted before its time to live: better-auth keeps per-user lists of session keys
 * here, and a dropped list would leave a session it can no longer find to revoke.
 */
export function createMemoryStorage(now: () => number = Date.now) {
  const entries = new Map<string, { value: string; expiresAt: number }>();

  const read = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return null;
    }
    return entry.value;
  };
  const write = (key: string, value: string, ttlSeconds?: number) => {
    entries.set(key, { value, expiresAt: ttlSeconds && ttlSeconds > 0 ? now() + ttlSeconds * 1000 : Infinity });
  };

  const storage: SecondaryStorage = {
    get: (key) => read(key),
    getAndDelete: (key) => {
      const value = read(key);
      entries.delete(key);
      return value;
    },
    set: (key, value, ttl) => write(key, value, ttl),
    delete: (key) => {
      entries.delete(key);
    },
    increment: (key, ttl) => {
      const current = read(key);
      const next = (current === null ? 0 : Number(current)) + 1;
      // Like Redis INCR with EXPIRE on creation: the window starts at the first count.
      if (current === null) write(key, String(next), ttl);
      else entries.set(key, { value: String(next), expiresAt: entries.get(key)?.expiresAt ?? Infinity });
      return next;
    },
  };

  // Expired entries nobody asks for again (sessions of people who never came back).
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  }, 60_000);
  sweep.unref();

  return {
    storage,
    size: () => entries.size,
    /**
     * The same reads and writes, synchronous: replicated-storage.ts must check and write a value in
     * one step, or two notifications handled together could interleave (a lower revocation time
     * written over a higher one).
     */
    read,
    write,
    remove: (key: string) => entries.delete(key),
    /** Forgets everything (replicated-storage.ts, after it may have missed an invalidation). */
    clear: () => entries.clear(),
    close: () => clearInterval(sweep),
  };
}
