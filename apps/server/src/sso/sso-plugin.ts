import { emailDomain, parseGroupList, SSO_DOMAIN_TOKEN_PREFIX } from "@app/domain";
import { getCurrentAuthEndpointContext } from "@better-auth/core/context";
import { type SSOOptions, sso } from "@better-auth/sso";
import { NONCE_PREFIX } from "./sso-nonce";

/** The product's fields on better-auth's `ssoProvider` model (decision 035). */
export const ssoProviderFields = {
  requireSso: { type: "boolean", required: false, defaultValue: false, input: true },
  mfaSuffices: { type: "boolean", required: false, defaultValue: false, input: true },
  groupsAttribute: { type: "string", required: false, input: true },
  adminGroups: { type: "string", required: false, input: true },
} as const;

export interface ProviderRoleSource {
  groupsAttribute?: string | null;
  adminGroups?: string | null;
}

/**
 * The role a person joins with: admin when one of their groups (the provider's groups claim or
 * attribute) is one of the organization's admin groups, else member. Never owner: owners are made
 * in the product.
 */
export function roleFromGroups(provider: ProviderRoleSource, userInfo: Record<string, unknown>): "member" | "admin" {
  const admins = new Set(parseGroupList(provider.adminGroups).map((g) => g.toLowerCase()));
  if (admins.size === 0) return "member";
  const attribute = provider.groupsAttribute || "groups";
  const raw = userInfo[attribute] ?? userInfo.groups;
  const groups = (Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : []).filter(
    (g): g is string => typeof g === "string",
  );
  return groups.some((g) => admins.has(g.trim().toLowerCase())) ? "admin" : "member";
}

/**
 * better-auth's SSO plugin, as the product configures it (decision 035):
 * - domain verification on: a provider signs nobody in until its domain's DNS TXT record is checked;
 * - a person's address must be in the provider's (verified) domain, whatever the provider says, so
 *   no provider speaks for another organization's addresses;
 * - people join the provider's organization as member, or admin through the group mapping;
 * - SAML: IdP-initiated sign-in off, InResponseTo checked, timestamps required, SHA-1 and other
 *   deprecated algorithms refused, assertion ids used once (the plugin's replay store).
 */
export function ssoPlugin() {
  const options = {
    domainVerification: { enabled: true as const, tokenPrefix: SSO_DOMAIN_TOKEN_PREFIX },
    // Providers per registering user: an organization's admins configure a handful at most.
    providersLimit: 20,
    organizationProvisioning: {
      defaultRole: "member" as const,
      getRole: async ({ provider, userInfo }) => roleFromGroups(provider as ProviderRoleSource, userInfo),
    },
    resolveUser: async (input, { database }) => {
      if (input.protocol === "oidc" && !(await nonceMatches(input.verifiedIdTokenClaims.nonce))) {
        return { action: "reject", code: "SSO_NONCE_MISMATCH" };
      }
      const provider = await database.findOne<{ domain: string; domainVerified: boolean | null }>({
        model: "ssoProvider",
        where: [{ field: "providerId", value: input.providerId }],
      });
      const domain = emailDomain(input.providerUser.email);
      if (!provider?.domainVerified || !domain || domain !== provider.domain.toLowerCase()) {
        return { action: "reject", code: "SSO_EMAIL_OUTSIDE_DOMAIN" };
      }
      return { action: "continue" };
    },
    saml: {
      enableInResponseToValidation: true,
      allowIdpInitiated: false,
      requireTimestamps: true,
      algorithms: { onDeprecated: "reject" },
    },
    schema: { ssoProvider: { additionalFields: ssoProviderFields } },
  } satisfies SSOOptions;
  return sso(options);
}

/**
 * The ID token must carry the nonce the sign-in sent (sso-nonce.ts), once: it binds the token to
 * this browser's sign-in. Read in the callback's own request (its `state` names the nonce).
 */
async function nonceMatches(claimed: unknown): Promise<boolean> {
  const ctx = await getCurrentAuthEndpointContext();
  const state = (ctx.query as { state?: unknown } | undefined)?.state;
  if (typeof state !== "string" || typeof claimed !== "string") return false;
  const identifier = `${NONCE_PREFIX}${state}`;
  const stored = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!stored) return false;
  await ctx.context.internalAdapter.deleteVerificationByIdentifier(identifier);
  return stored.value === claimed && new Date(stored.expiresAt) > new Date();
}
