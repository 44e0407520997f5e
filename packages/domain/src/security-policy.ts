import { m } from "@app/i18n/messages";
import { z } from "zod";

/**
 * The security policies an organization sets for its own people (decision 043): the networks its
 * data may be reached from, two-factor required, and limits for the sessions used in it. The same
 * rules for the settings form and the server.
 */

export const SECURITY_NETWORKS_MAX = 100;
/** Longer than any IPv6 address with its prefix length. */
const NETWORK_ENTRY_MAX = 50;
/** The shortest and longest session limit a person can pick, in minutes: 15 minutes to 30 days. */
export const SESSION_LIMIT_MIN_MINUTES = 15;
export const SESSION_LIMIT_MAX_MINUTES = 30 * 24 * 60;
/** The limits the settings offer (the server takes any whole number of minutes in the range). */
export const SESSION_LIMIT_CHOICES = [15, 30, 60, 120, 240, 480, 720, 1440, 2880, 10080, 20160, 43200] as const;

export const securityPolicyMessages = {
  invalidNetwork: (entry: string) => m.rule_security_network_invalid({ entry: entry.slice(0, NETWORK_ENTRY_MAX) }),
  duplicateNetwork: (entry: string) => m.rule_security_network_duplicate({ entry }),
  get tooManyNetworks() {
    return m.rule_security_networks_too_many({ max: SECURITY_NETWORKS_MAX });
  },
  get sessionLimitRange() {
    return m.rule_security_session_limit_range();
  },
  get idleLongerThanLifetime() {
    return m.rule_security_idle_longer_than_lifetime();
  },
};

/** A session limit in minutes (15 minutes to 30 days), or null for none. */
export const sessionLimitSchema = z
  .number({ error: () => securityPolicyMessages.sessionLimitRange })
  .int({ error: () => securityPolicyMessages.sessionLimitRange })
  .min(SESSION_LIMIT_MIN_MINUTES, { error: () => securityPolicyMessages.sessionLimitRange })
  .max(SESSION_LIMIT_MAX_MINUTES, { error: () => securityPolicyMessages.sessionLimitRange })
  .nullable();

/** Both limits: an idle timeout longer than the absolute lifetime could never end a session. */
export const sessionLimitsSchema = z
  .object({ idleTimeoutMinutes: sessionLimitSchema, absoluteLifetimeMinutes: sessionLimitSchema })
  .superRefine(({ idleTimeoutMinutes, absoluteLifetimeMinutes }, ctx) => {
    if (
      idleTimeoutMinutes !== null &&
      absoluteLifetimeMinutes !== null &&
      idleTimeoutMinutes > absoluteLifetimeMinutes
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["idleTimeoutMinutes"],
        message: securityPolicyMessages.idleLongerThanLifetime,
      });
    }
  });
export type SessionLimits = z.infer<typeof sessionLimitsSchema>;

/** What a request from outside the allowed networks is answered with (403). */
export const NETWORK_NOT_ALLOWED_CODE = "ORGANIZATION_NETWORK_NOT_ALLOWED";
/** Saving a list that does not hold the saver's own address (400). */
export const NETWORK_LOCKOUT_CODE = "SECURITY_POLICY_LOCKOUT";
/** A member without two-factor (TOTP or a passkey) where the organization requires it (403): set it up. */
export const TWO_FACTOR_REQUIRED_CODE = "ORGANIZATION_TWO_FACTOR_REQUIRED";
/** A member with two-factor whose session was made without it (403): verify it in this session. */
export const TWO_FACTOR_UNVERIFIED_CODE = "ORGANIZATION_TWO_FACTOR_NOT_VERIFIED";
/** A session past the organization's idle timeout or absolute lifetime (403): sign in again. */
export const SESSION_EXPIRED_CODE = "ORGANIZATION_SESSION_EXPIRED";
/** The refusals of the policy step, all 403. */
export const POLICY_REFUSAL_CODES = [
  NETWORK_NOT_ALLOWED_CODE,
  TWO_FACTOR_REQUIRED_CODE,
  TWO_FACTOR_UNVERIFIED_CODE,
  SESSION_EXPIRED_CODE,
] as const;
export type PolicyRefusalCode = (typeof POLICY_REFUSAL_CODES)[number];

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
  /** Members need two-factor (TOTP or a passkey) and a session that showed it. */
  twoFactorRequired: z.boolean(),
  /** Minutes a session may go without using the organization; null: no limit. */
  idleTimeoutMinutes: z.number().int().nullable(),
  /** Minutes after sign-in a session may use the organization; null: no limit. */
  absoluteLifetimeMinutes: z.number().int().nullable(),
  /** Members who have neither two-factor nor a sign-in through the organization's identity provider. */
  membersWithoutTwoFactor: z.number().int(),
  updatedAt: z.date().nullable(),
  /** The caller's address as the server sees it (what the list must hold for them to stay in). */
  yourAddress: z.string().nullable(),
});
export type SecurityPolicy = z.infer<typeof securityPolicySchema>;

export const securityPolicyInputSchema = z.object({ organizationId: z.string().min(1).max(100) });
/** A change: the fields left out stay as they are. */
export const updateSecurityPolicyInputSchema = z
  .object({
    organizationId: z.string().min(1).max(100),
    allowedNetworks: allowedNetworksSchema.optional(),
    twoFactorRequired: z.boolean().optional(),
    idleTimeoutMinutes: sessionLimitSchema.optional(),
    absoluteLifetimeMinutes: sessionLimitSchema.optional(),
  })
  .superRefine((input, ctx) => {
    const idle = input.idleTimeoutMinutes;
    const lifetime = input.absoluteLifetimeMinutes;
    if (idle != null && lifetime != null && idle > lifetime) {
      ctx.addIssue({
        code: "custom",
        path: ["idleTimeoutMinutes"],
        message: securityPolicyMessages.idleLongerThanLifetime,
      });
    }
  });

/**
 * What the caller must do before they may act in the organization (the web app's screen in front
 * of it): nothing, or the policy step's refusal with its code.
 */
export const policyStandingSchema = z.object({
  organizationId: z.string(),
  refusal: z.object({ code: z.enum(POLICY_REFUSAL_CODES), message: z.string() }).nullable(),
});
export type PolicyStanding = z.infer<typeof policyStandingSchema>;

/** The networks as typed in the settings: one per line (commas too), blank lines left out. */
export function splitNetworkList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}
