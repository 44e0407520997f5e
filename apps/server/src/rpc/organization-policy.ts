import { BlockList, isIP } from "node:net";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import {
  hasPlatformRole,
  NETWORK_NOT_ALLOWED_CODE,
  type PolicyRefusalCode,
  parseNetwork,
  SESSION_EXPIRED_CODE,
  TWO_FACTOR_REQUIRED_CODE,
  TWO_FACTOR_UNVERIFIED_CODE,
} from "@app/domain";
import { m } from "@app/i18n/messages";
import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import { SSO_FACTOR } from "../sessions/session-factors";
import type { Session } from "./context";

/**
 * The policies an organization sets for its own people (decision 043), the step `orgAccess` and
 * `routeAccess` run after the membership check, in this order:
 * - allowed networks: a request for the organization's data from outside them is refused, whoever
 *   makes it (a member's browser, an API key). The client's address is the one the rate limits use
 *   (http/client-ip.ts, TRUST_PROXY); an unknown address is outside every list;
 * - session limits: a session older than the absolute lifetime, or that has not used this
 *   organization for longer than the idle timeout, is refused here (and only here: the person's
 *   other organizations do not look at it). API keys have no session and are not held by them;
 * - two-factor required: a member without TOTP or a passkey is refused (an API key too: it acts as
 *   its creator); one who has it is refused in a session that did not show it
 *   (sessions/session-factors.ts). An SSO sign-in counts as the identity provider's second factor,
 *   and an API key's creator who signs in through the organization's provider meets it.
 * Nothing is cached: a change holds at the next request on every instance.
 */

/** What the step answers a refused request with, in the same shape as the access refusals. */
export interface PolicyRefusal {
  status: 403;
  code: PolicyRefusalCode;
  message: string;
}

const policy = schema.organizationSecurityPolicy;

/**
 * What the step needs of the organization's policy, as columns of a select: the membership lookup
 * joins them (rpc/organization-access.ts), so a member's request reads both in one query.
 */
export const policyColumns = {
  allowedNetworks: policy.allowedNetworks,
  twoFactorRequired: policy.twoFactorRequired,
  idleTimeoutMinutes: policy.idleTimeoutMinutes,
  absoluteLifetimeMinutes: policy.absoluteLifetimeMinutes,
};

/** The organization's policy as the step reads it; null: none set. */
export interface PolicyRules {
  allowedNetworks: string[];
  twoFactorRequired: boolean;
  idleTimeoutMinutes: number | null;
  absoluteLifetimeMinutes: number | null;
}

/** The organization's policy (one primary-key lookup); null: none set. */
async function policyOf(db: Database, organizationId: string): Promise<PolicyRules | null> {
  const [row] = await db.select(policyColumns).from(policy).where(eq(policy.organizationId, organizationId)).limit(1);
  return row ?? null;
}

/** The organization's allowed networks; empty when it has set none. */
export async function allowedNetworksOf(db: Database, organizationId: string): Promise<string[]> {
  return (await policyOf(db, organizationId))?.allowedNetworks ?? [];
}

/**
 * A member (row of `member` joined with `user` in the query) who meets a two-factor requirement
 * without a session to look at: TOTP on, a passkey, or an account at one of the organization's
 * identity providers (whose sign-ins carry its own multi-factor rules).
 */
export function hasSecondFactor(organizationId: string): SQL {
  return sql`(${schema.user.twoFactorEnabled} is true
    or exists (select 1 from ${schema.passkey} where ${schema.passkey.userId} = ${schema.member.userId})
    or exists (select 1 from ${schema.account} inner join ${schema.ssoProvider}
      on ${schema.ssoProvider.providerId} = ${schema.account.providerId}
      where ${schema.account.userId} = ${schema.member.userId}
        and ${schema.ssoProvider.organizationId} = ${organizationId}))`;
}

/** Whether the member has TOTP on or a passkey (their own second factor), and the SSO rule's answer. */
async function secondFactorOf(db: Database, organizationId: string, userId: string) {
  const [row] = await db
    .select({
      own: sql<boolean>`(${schema.user.twoFactorEnabled} is true
        or exists (select 1 from ${schema.passkey} where ${schema.passkey.userId} = ${schema.user.id}))`,
      any: hasSecondFactor(organizationId).mapWith(Boolean),
    })
    .from(schema.member)
    .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
    .where(and(eq(schema.member.organizationId, organizationId), eq(schema.member.userId, userId)))
    .limit(1);
  return { own: Boolean(row?.own), any: Boolean(row?.any) };
}

/** How often the idle clock's row is written at most: never a write per request. */
const SESSION_USE_WRITE_MS = 60_000;
const sessionUse = schema.organizationSessionUse;

/**
 * Whether the session has been idle in this organization longer than allowed; if not, its use is
 * noted (a first use inserts the row, later ones move it at most once a minute).
 */
async function idleTooLong(db: Database, sessionId: string, organizationId: string, idleMinutes: number, now: Date) {
  const where = and(eq(sessionUse.sessionId, sessionId), eq(sessionUse.organizationId, organizationId));
  const [row] = await db.select({ lastUsedAt: sessionUse.lastUsedAt }).from(sessionUse).where(where).limit(1);
  if (row && now.getTime() - row.lastUsedAt.getTime() > idleMinutes * 60_000) return true;
  if (!row) {
    await db.insert(sessionUse).values({ sessionId, organizationId, lastUsedAt: now }).onConflictDoNothing();
  } else if (now.getTime() - row.lastUsedAt.getTime() >= SESSION_USE_WRITE_MS) {
    const due = new Date(now.getTime() - SESSION_USE_WRITE_MS);
    await db
      .update(sessionUse)
      .set({ lastUsedAt: now })
      .where(and(where, lt(sessionUse.lastUsedAt, due)));
  }
  return false;
}

/** An address without an IPv6 zone (`fe80::1%eth0`), which no allowed range names. */
function bareAddress(ip: string): string {
  const zone = ip.indexOf("%");
  return zone === -1 ? ip : ip.slice(0, zone);
}

/**
 * Whether an address is in one of the networks. Node's BlockList does the matching, IPv4-mapped
 * IPv6 addresses (`::ffff:203.0.113.7`, what a dual-stack socket reports) included.
 */
export function inNetworks(ip: string | undefined, networks: readonly string[]): boolean {
  if (!ip) return false;
  const address = bareAddress(ip);
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of networks) {
    const network = parseNetwork(entry);
    if (!network) continue;
    if (network.prefix === undefined) list.addAddress(network.address, network.family);
    else list.addSubnet(network.address, network.prefix, network.family);
  }
  return list.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * A platform admin (signed in as one, or acting as a member through impersonation) is not held by
 * the policy where the rule lets them undo it: the security policy's own procedures.
 */
export function isPlatformAdmin(session: Session): boolean {
  return Boolean(session.session.impersonatedBy) || hasPlatformRole(session.user.role, "admin");
}

/** Whether an identity provider is the organization's. */
async function isProviderOf(db: Database, providerId: string, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.ssoProvider.id })
    .from(schema.ssoProvider)
    .where(and(eq(schema.ssoProvider.providerId, providerId), eq(schema.ssoProvider.organizationId, organizationId)))
    .limit(1);
  return Boolean(row);
}

const refusal = (code: PolicyRefusalCode, message: string): PolicyRefusal => ({ status: 403, code, message });

/** The policy step: null when the request may go on, else its refusal. */
export async function policyRefusal(
  db: Database,
  organizationId: string,
  {
    clientIp,
    session,
    apiKey,
    platformAdminMayUndo,
    now = new Date(),
    policy: known,
  }: {
    clientIp: string | undefined;
    session: Session;
    /** The call came with an API key: it has no session of its own to limit or to look at. */
    apiKey?: boolean;
    platformAdminMayUndo?: boolean;
    now?: Date;
    /** The policy, when the same request has read it already (with the membership); else it is read here. */
    policy?: PolicyRules | null;
  },
): Promise<PolicyRefusal | null> {
  if (platformAdminMayUndo && isPlatformAdmin(session)) return null;
  const rules = known === undefined ? await policyOf(db, organizationId) : known;
  if (!rules) return null;
  const networks = rules.allowedNetworks;
  if (networks.length > 0 && !inNetworks(clientIp, networks)) {
    return refusal(
      NETWORK_NOT_ALLOWED_CODE,
      clientIp ? m.security_network_refused({ ip: clientIp }) : m.security_network_refused_unknown(),
    );
  }
  if (!apiKey) {
    const lifetime = rules.absoluteLifetimeMinutes;
    const signedInAt = new Date(session.session.createdAt).getTime();
    if (lifetime !== null && now.getTime() - signedInAt > lifetime * 60_000) {
      return refusal(SESSION_EXPIRED_CODE, m.security_session_expired_lifetime());
    }
    const idle = rules.idleTimeoutMinutes;
    if (idle !== null && (await idleTooLong(db, session.session.id, organizationId, idle, now))) {
      return refusal(SESSION_EXPIRED_CODE, m.security_session_expired_idle());
    }
  }
  return rules.twoFactorRequired ? twoFactorRefusal(db, organizationId, session, Boolean(apiKey)) : null;
}

/**
 * What a two-factor requirement answers this caller: null when they meet it. The session must have
 * shown a second factor (or come from the organization's identity provider); through an API key,
 * its creator must have one.
 */
export async function twoFactorRefusal(
  db: Database,
  organizationId: string,
  session: Session,
  apiKey: boolean,
): Promise<PolicyRefusal | null> {
  const factor = apiKey ? null : (session.session.secondFactor ?? null);
  const viaSso = factor?.startsWith(SSO_FACTOR) ?? false;
  // The organization's own identity provider signed this session in: its multi-factor rules count.
  if (factor && viaSso && (await isProviderOf(db, factor.slice(SSO_FACTOR.length), organizationId))) return null;
  const has = await secondFactorOf(db, organizationId, session.user.id);
  if (apiKey ? !has.any : !has.own) return refusal(TWO_FACTOR_REQUIRED_CODE, m.security_two_factor_required());
  // An admin acting as the member came in through their own sign-in; the member's factor is not theirs to show.
  if (!apiKey && (!factor || viaSso) && !session.session.impersonatedBy) {
    return refusal(TWO_FACTOR_UNVERIFIED_CODE, m.security_two_factor_not_verified());
  }
  return null;
}
