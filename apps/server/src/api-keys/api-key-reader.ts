import type { Database } from "@app/db";
import { API_KEY_HEADER, API_KEY_LENGTH, API_KEY_PREFIX, apiKeyMessages } from "@app/domain";
import { defaultKeyHasher } from "@better-auth/api-key";
import { claimFirstUse, findKeyByHash, grantOf, writeLastUses } from "../api-key-store/api-key-store";
import { AUDIT_ACTIONS, writeAudit } from "../audit/audit-log";
import type { AuthSession } from "../auth-types/auth-api";
import type { CounterStore } from "../counters/counter-store";
import { logFailure } from "../errors/answers";
import type { ApiKeyGrant } from "../rpc/context";

/** Who a call with a valid key acts as: the key's creator, inside the key's organization. */
export interface ApiCaller {
  grant: ApiKeyGrant;
  session: AuthSession;
}

export interface KeyRefusal {
  status: 401 | 429;
  code: string;
  message: string;
  retryAfter?: number;
}

/** How often a key's last use is written at most (per instance): never a write per request. */
export const LAST_USE_WRITE_SECONDS = 60;

const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z]{${API_KEY_LENGTH}}$`);

/** The key of a request: `X-API-Key`, or `Authorization: Bearer <key>`. */
export function keyFromHeaders(headers: Headers): string | null {
  const header = headers.get(API_KEY_HEADER);
  if (header) return header.trim();
  const authorization = headers.get("authorization");
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/** The message is a getter: read when the answer is made, in the request's language. */
const unauthorized: KeyRefusal = {
  status: 401,
  code: "UNAUTHORIZED",
  get message() {
    return apiKeyMessages.unauthorized;
  },
};

/**
 * Reads the API key of a request (decision 030). better-auth's api-key plugin made the key and stored
 * its hash; this looks the hash up (the plugin's own hasher) with the creator and their membership in
 * one indexed query, so revocation, expiry, a ban and a removed membership count on the next call.
 * The limit per key is counted in memory or Redis (after the lookup, so only real keys are counted),
 * and the last use is written at most once a minute, not on every call as the plugin's own
 * verification does.
 */
export function apiKeyReader({
  db,
  counters,
  limit,
  now = () => new Date(),
}: {
  db: Database;
  counters: CounterStore;
  limit: { max: number; window: number };
  now?: () => Date;
}) {
  const lastWritten = new Map<string, number>();

  function noteUse(id: string, at: Date, stored: Date | null) {
    const previous = Math.max(lastWritten.get(id) ?? 0, stored?.getTime() ?? 0);
    if (at.getTime() - previous < LAST_USE_WRITE_SECONDS * 1000) return;
    if (lastWritten.size > 10_000) lastWritten.clear();
    lastWritten.set(id, at.getTime());
    // In the background: the answer does not wait for a bookkeeping write.
    writeLastUses(db, new Map([[id, at]])).catch((error) => logFailure("error", "API key last use not written", error));
  }

  return async function readKey(headers: Headers): Promise<ApiCaller | KeyRefusal> {
    const key = keyFromHeaders(headers);
    if (!key || !KEY_SHAPE.test(key)) return unauthorized;
    const row = await findKeyByHash(db, await defaultKeyHasher(key));
    if (!row) return unauthorized;
    // Counted for keys that exist only: invented keys cannot fill the counter store.
    if ((await counters.increment(`api-key:${row.id}`, limit.window)) > limit.max) {
      return { status: 429, code: "TOO_MANY_REQUESTS", message: apiKeyMessages.tooMany, retryAfter: limit.window };
    }
    const time = now();
    const grant = grantOf(row.metadata);
    if (!grant || row.enabled === false || !row.role) return unauthorized;
    if (row.expiresAt && row.expiresAt.getTime() <= time.getTime()) return unauthorized;
    if (row.user.banned && (!row.user.banExpires || row.user.banExpires.getTime() > time.getTime()))
      return unauthorized;

    if (!row.lastRequest && (await claimFirstUse(db, row.id, time))) {
      lastWritten.set(row.id, time.getTime());
      await writeAudit(db, {
        actorUserId: row.user.id,
        action: AUDIT_ACTIONS.apiKeyFirstUse,
        targetUserId: row.user.id,
        details: { keyId: row.id, organizationId: grant.organizationId },
      }).catch((error) => logFailure("error", "audit log write failed", error));
    } else {
      noteUse(row.id, time, row.lastRequest);
    }

    // The creator's identity, shaped like a session so the web app's procedures run unchanged;
    // it exists only for this call and is never stored.
    const session = {
      user: row.user,
      session: {
        id: `api-key:${row.id}`,
        token: "",
        userId: row.user.id,
        expiresAt: row.expiresAt ?? new Date(time.getTime() + 86_400_000),
        createdAt: time,
        updatedAt: time,
        ipAddress: null,
        userAgent: null,
        impersonatedBy: null,
        activeOrganizationId: grant.organizationId,
        activeTeamId: null,
      },
    } as unknown as AuthSession;
    return { grant: { id: row.id, ...grant, role: row.role }, session };
  };
}

export type ApiKeyReader = ReturnType<typeof apiKeyReader>;

export const isRefusal = (value: ApiCaller | KeyRefusal): value is KeyRefusal => "status" in value;
