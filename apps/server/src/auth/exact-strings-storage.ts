import { hasTimestampShapedText } from "@app/domain";
import type { SecondaryStorage } from "better-auth";

/**
 * better-auth reads what it cached in the secondary storage with its own parser, which turns every
 * string shaped like an ISO timestamp into a Date, whatever the field: a user named
 * `2025-01-01T00:00:00.000Z` came back with a Date for a name, and sending them a mail answered 500
 * (decision 028). The parser is better-auth's, so the storage keeps such an entry out of the cache: a
 * JSON object that holds a timestamp-shaped string outside the date fields (packages/domain,
 * json-dates.ts) is not stored, and better-auth reads that session from the database
 * (`storeSessionInDatabase`), where every column keeps its type. Other entries are cached as before.
 */
export function exactStrings(storage: SecondaryStorage): SecondaryStorage {
  return {
    ...storage,
    set: async (key, value, ttl) => {
      if (typeof value === "string" && value.startsWith("{") && changedByShape(value)) {
        await storage.delete(key);
        return;
      }
      await storage.set(key, value, ttl);
    },
  };
}

function changedByShape(json: string): boolean {
  try {
    return hasTimestampShapedText(JSON.parse(json));
  } catch {
    return false;
  }
}
