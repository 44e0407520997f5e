import { NOTIFY_PAYLOAD_LIMIT, type Notifications } from "@app/db";
import type { SecondaryStorage } from "better-auth";
import type { Logger } from "../observability/logger";
import { createMemoryStorage } from "./memory-storage";

export const SESSION_CACHE_CHANNEL = "dashboard_session_cache";

/** One write, as every instance applies it: a value with its absolute expiry, or a deletion. */
type Write = { k: string; v: string; x: number | null } | { k: string; v?: undefined };

/** better-auth keeps a user's revocation time here and only ever raises it. */
const isRevokedBefore = (key: string) => key.startsWith("revoked-sessions-before-");

/**
 * better-auth's secondary storage for several instances on one PostgreSQL without Redis: each
 * instance keeps it in memory, and every write (a session created or refreshed, one revoked, a
 * user's sessions revoked by a ban or a role change) is sent with LISTEN/NOTIFY to all of them.
 * Session checks then read memory, not the database, and a revocation reaches every instance as
 * soon as PostgreSQL delivers it (decision 021).
 *
 * - Every instance applies every write in the order PostgreSQL delivers them, its own included
 *   (it applied them at once already; the second time is a no-op, or puts back the order two
 *   instances writing the same key at once would otherwise disagree on).
 * - Reads that miss fall back to the database (better-auth's `storeSessionInDatabase`), so an
 *   instance that started later, or a value too large for a notification, is merely slower.
 * - While the listening connection is lost, nothing is read from memory (misses, so the database
 *   answers), and everything is forgotten when it is back: a revocation may have been missed.
 * - Rate-limit counters (`increment`) stay per instance: several instances share them only
 *   through Redis (rate-limits.ts).
 */
export async function createReplicatedStorage(notifications: Notifications, log: Logger) {
  const memory = createMemoryStorage();
  const local = memory.storage;
  let live = false;

  // Synchronous on purpose: notifications that arrive together are applied one after the other,
  // never interleaved between a read and a write.
  const apply = (write: Write) => {
    if (write.v === undefined) return void memory.remove(write.k);
    const ttl = write.x === null ? undefined : (write.x - Date.now()) / 1000;
    if (ttl !== undefined && ttl <= 0) return void memory.remove(write.k);
    if (isRevokedBefore(write.k) && Number(memory.read(write.k) ?? 0) > Number(write.v)) return;
    memory.write(write.k, write.v, ttl);
  };

  const subscription = await notifications.subscribe(SESSION_CACHE_CHANNEL, {
    onMessage: (payload) => {
      let write: Write;
      try {
        write = JSON.parse(payload) as Write;
      } catch {
        return log.warn("unreadable session-cache notification ignored");
      }
      apply(write);
    },
    onLive: (now) => {
      memory.clear();
      live = now;
      if (now) log.info("session cache listening again (it starts empty)");
      else log.warn("session cache lost its notification connection: sessions are read from the database");
    },
  });
  live = true;

  const send = async (write: Write) => {
    apply(write);
    let payload = JSON.stringify(write);
    // Too large to send: every instance (this one too) forgets the key and reads the database.
    if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_LIMIT) {
      memory.remove(write.k);
      payload = JSON.stringify({ k: write.k });
    }
    await notifications.publish(SESSION_CACHE_CHANNEL, payload);
  };

  const storage: SecondaryStorage = {
    get: (key) => (live ? local.get(key) : null),
    getAndDelete: async (key) => {
      const value = live ? await local.get(key) : null;
      await send({ k: key });
      return value;
    },
    set: (key, value, ttl) => send({ k: key, v: value, x: ttl && ttl > 0 ? Date.now() + ttl * 1000 : null }),
    delete: (key) => send({ k: key }),
    increment: (key, ttl) => local.increment?.(key, ttl) ?? 1,
  };

  return {
    storage,
    close: async () => {
      await subscription.close();
      memory.close();
    },
  };
}
