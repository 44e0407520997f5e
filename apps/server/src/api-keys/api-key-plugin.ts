import { API_KEY_LENGTH, API_KEY_NAME_MAX, API_KEY_PREFIX } from "@app/domain";
import { apiKey } from "@better-auth/api-key";

/**
 * better-auth's api-key plugin issues, hashes (SHA-256, only the hash is stored), lists and deletes
 * keys (decision 030). Its own verification and rate limit are not used: they write the key's row on
 * every call (`updatedAt`, `requestCount`, `lastRequest`); the product reads keys in
 * `api-key-reader.ts` with the plugin's hasher and limits them in memory or Redis.
 */
export function apiKeyPlugin() {
  return apiKey({
    defaultPrefix: API_KEY_PREFIX,
    defaultKeyLength: API_KEY_LENGTH,
    requireName: true,
    maximumNameLength: API_KEY_NAME_MAX,
    enableMetadata: true,
    // 30, 90 or 365 days, or none: the endpoint table's input rule allows only those.
    keyExpiration: { minExpiresIn: 30, maxExpiresIn: 365 },
    rateLimit: { enabled: false },
    // The prefix and six random characters: enough to tell one's keys apart, nothing to guess with.
    startingCharactersConfig: { charactersLength: API_KEY_PREFIX.length + 6 },
    // Keys never stand in for a session cookie on /api/auth or /rpc.
    enableSessionForAPIKeys: false,
  });
}
