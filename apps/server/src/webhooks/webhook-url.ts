import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP } from "node:net";

/**
 * Where a webhook may go (decision 036): https to public addresses only. The check runs
 * when an endpoint is saved (a clear refusal) and again on the address each delivery connects to
 * (`safeLookup`), so a name that resolves elsewhere later (DNS rebinding) is refused then. Host names
 * in WEBHOOK_ALLOWED_HOSTS may use http and private addresses (development, tests).
 */

export type UrlRefusal = "WEBHOOK_URL_NOT_HTTPS" | "WEBHOOK_URL_PRIVATE_ADDRESS" | "WEBHOOK_URL_UNRESOLVABLE";

/** An IPv6 address as eight 16-bit groups; null when it is not one. */
function groups6(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = octets4(dotted[1] as string);
    if (!v4) return null;
    text = `${text.slice(0, -(dotted[1] as string).length)}${((v4[0] as number) * 256 + (v4[1] as number)).toString(16)}:${((v4[2] as number) * 256 + (v4[3] as number)).toString(16)}`;
  }
  const [head, tail, ...rest] = text.split("::");
  if (rest.length > 0) return null;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const all = [...left, ...Array(tail === undefined ? 0 : missing).fill("0"), ...right];
  const parsed = all.map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? Number.parseInt(g, 16) : Number.NaN));
  return parsed.some(Number.isNaN) ? null : parsed;
}

function octets4(address: string): number[] | null {
  const parts = address.split(".");
  if (parts.length !== 4) return null;
  const octets = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : Number.NaN));
  return octets.every((o) => o >= 0 && o <= 255) ? octets : null;
}

function isPublic4([a, b, c]: number[]): boolean {
  const x = a as number;
  const y = b as number;
  if (x === 0 || x === 10 || x === 127 || x >= 224) return false; // this network, private, loopback, multicast, reserved
  if (x === 100 && y >= 64 && y <= 127) return false; // carrier-grade NAT
  if (x === 169 && y === 254) return false; // link-local, cloud metadata (169.254.169.254)
  if (x === 172 && y >= 16 && y <= 31) return false;
  if (x === 192 && y === 168) return false;
  if (x === 192 && y === 0 && (c === 0 || c === 2)) return false; // IETF protocol assignments, documentation
  if (x === 198 && (y === 18 || y === 19)) return false; // benchmarking
  if (x === 198 && y === 51 && c === 100) return false;
  if (x === 203 && y === 0 && c === 113) return false;
  return true;
}

/** Whether a webhook may connect to this address: not loopback, private, link-local, multicast, metadata or unspecified. */
export function isPublicAddress(address: string): boolean {
  const v4 = octets4(address);
  if (v4) return isPublic4(v4);
  const g = groups6(address);
  if (!g) return false;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const embedded = [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0) {
    if (g5 === 0xffff) return isPublic4(embedded); // IPv4-mapped
    return false; // unspecified, loopback, IPv4-compatible
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return isPublic4(embedded); // NAT64
  if ((g0 & 0xfe00) === 0xfc00) return false; // unique local (fd00:ec2::254, the metadata address, too)
  if ((g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0) return false; // link-local, site-local
  if ((g0 & 0xff00) === 0xff00) return false; // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // documentation
  if (g0 === 0x2002) return isPublic4([g1 >> 8, g1 & 255, g2 >> 8, g2 & 255]); // 6to4
  return true;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "").toLowerCase();

export function isAllowedHost(url: URL, allowedHosts: readonly string[]): boolean {
  return allowedHosts.includes(hostOf(url));
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/** The refusal of an endpoint's URL, or null when it may be saved. */
export async function checkWebhookUrl(raw: string, allowedHosts: readonly string[]): Promise<UrlRefusal | null> {
  const url = new URL(raw);
  const allowed = isAllowedHost(url, allowedHosts);
  if (url.protocol !== "https:" && !(allowed && url.protocol === "http:")) return "WEBHOOK_URL_NOT_HTTPS";
  if (allowed) return null;
  const host = hostOf(url);
  if (isIP(host)) return isPublicAddress(host) ? null : "WEBHOOK_URL_PRIVATE_ADDRESS";
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(host);
  } catch {
    return "WEBHOOK_URL_UNRESOLVABLE";
  }
  if (addresses.length === 0) return "WEBHOOK_URL_UNRESOLVABLE";
  return addresses.every((a) => isPublicAddress(a.address)) ? null : "WEBHOOK_URL_PRIVATE_ADDRESS";
}

export class RefusedAddressError extends Error {
  code = "WEBHOOK_ADDRESS_REFUSED";
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` of a delivery's connection: the name is resolved once, and the connection goes to an
 * address that was checked, never one resolved again after the check.
 */
export function safeLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    dnsLookup(hostname, { family: options.family, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const refused = addresses.find((a) => !isPublicAddress(a.address));
      if (!allowPrivate && refused) {
        return callback(new RefusedAddressError(`refused address ${refused.address} for ${hostname}`), "");
      }
      const first = addresses[0];
      if (!first) return callback(new RefusedAddressError(`no address for ${hostname}`), "");
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}
