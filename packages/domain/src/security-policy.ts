import { m } from "@app/i18n/messages";
import { z } from "zod";

/**
 * The security policies an organization sets for its own people (decision 043): the networks its
 * data may be reached from. The same rules for the settings form and the server.
 */

export const SECURITY_NETWORKS_MAX = 100;
/** Longer than any IPv6 address with its prefix length. */
const NETWORK_ENTRY_MAX = 50;

export const securityPolicyMessages = {
  invalidNetwork: (entry: string) => m.rule_security_network_invalid({ entry: entry.slice(0, NETWORK_ENTRY_MAX) }),
  duplicateNetwork: (entry: string) => m.rule_security_network_duplicate({ entry }),
  get tooManyNetworks() {
    return m.rule_security_networks_too_many({ max: SECURITY_NETWORKS_MAX });
  },
};

/** What a request from outside the allowed networks is answered with (403). */
export const NETWORK_NOT_ALLOWED_CODE = "ORGANIZATION_NETWORK_NOT_ALLOWED";
/** Saving a list that does not hold the saver's own address (400). */
export const NETWORK_LOCKOUT_CODE = "SECURITY_POLICY_LOCKOUT";

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();
const cidrv4 = z.cidrv4();
const cidrv6 = z.cidrv6();

/** An address or CIDR range, and which family it is; null when it is neither. */
export function parseNetwork(entry: string): { address: string; prefix?: number; family: "ipv4" | "ipv6" } | null {
  if (entry.length > NETWORK_ENTRY_MAX) return null;
  if (ipv4.safeParse(entry).success) return { address: entry, family: "ipv4" };
  if (ipv6.safeParse(entry).success) return { address: entry, family: "ipv6" };
  const [address = "", prefix = ""] = entry.split("/");
  if (cidrv4.safeParse(entry).success) return { address, prefix: Number(prefix), family: "ipv4" };
  if (cidrv6.safeParse(entry).success) return { address, prefix: Number(prefix), family: "ipv6" };
  return null;
}

/** The allowed networks: addresses and CIDR ranges, each once; empty allows every address. */
export const allowedNetworksSchema = z
  .array(z.string().trim())
  .max(SECURITY_NETWORKS_MAX, { error: () => securityPolicyMessages.tooManyNetworks })
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (!parseNetwork(entry)) {
        ctx.addIssue({ code: "custom", path: [index], message: securityPolicyMessages.invalidNetwork(entry) });
      } else if (seen.has(entry.toLowerCase())) {
        ctx.addIssue({ code: "custom", path: [index], message: securityPolicyMessages.duplicateNetwork(entry) });
      }
      seen.add(entry.toLowerCase());
    });
  });

export const securityPolicySchema = z.object({
  organizationId: z.string(),
  allowedNetworks: z.array(z.string()),
  updatedAt: z.date().nullable(),
  /** The caller's address as the server sees it (what the list must hold for them to stay in). */
  yourAddress: z.string().nullable(),
});
export type SecurityPolicy = z.infer<typeof securityPolicySchema>;

export const securityPolicyInputSchema = z.object({ organizationId: z.string().min(1).max(100) });
export const updateSecurityPolicyInputSchema = z.object({
  organizationId: z.string().min(1).max(100),
  allowedNetworks: allowedNetworksSchema,
});

/** The networks as typed in the settings: one per line (commas too), blank lines left out. */
export function splitNetworkList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}
