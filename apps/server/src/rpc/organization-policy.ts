import { BlockList, isIP } from "node:net";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import { hasPlatformRole, NETWORK_NOT_ALLOWED_CODE, parseNetwork } from "@app/domain";
import { m } from "@app/i18n/messages";
import { eq } from "drizzle-orm";
import type { Session } from "./context";

/**
 * The policies an organization sets for its own people (decision 043), the step `orgAccess` and
 * `routeAccess` run after the membership check: a request for the organization's data from outside
 * its allowed networks is refused, whoever makes it (a member's browser, an API key). The client's
 * address is the one the rate limits use (http/client-ip.ts, TRUST_PROXY); an unknown address is
 * outside every list.
 */

/** What the step answers a refused request with, in the same shape as the access refusals. */
export interface PolicyRefusal {
  status: 403;
  code: typeof NETWORK_NOT_ALLOWED_CODE;
  message: string;
}

/** The organization's allowed networks; empty when it has set none. */
export async function allowedNetworksOf(db: Database, organizationId: string): Promise<string[]> {
  const [row] = await db
    .select({ allowedNetworks: schema.organizationSecurityPolicy.allowedNetworks })
    .from(schema.organizationSecurityPolicy)
    .where(eq(schema.organizationSecurityPolicy.organizationId, organizationId))
    .limit(1);
  return row?.allowedNetworks ?? [];
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

/** The policy step: null when the request may go on, else its refusal. */
export async function policyRefusal(
  db: Database,
  organizationId: string,
  {
    clientIp,
    session,
    platformAdminMayUndo,
  }: { clientIp: string | undefined; session: Session; platformAdminMayUndo?: boolean },
): Promise<PolicyRefusal | null> {
  if (platformAdminMayUndo && isPlatformAdmin(session)) return null;
  const networks = await allowedNetworksOf(db, organizationId);
  if (networks.length === 0 || inNetworks(clientIp, networks)) return null;
  return {
    status: 403,
    code: NETWORK_NOT_ALLOWED_CODE,
    message: clientIp ? m.security_network_refused({ ip: clientIp }) : m.security_network_refused_unknown(),
  };
}
