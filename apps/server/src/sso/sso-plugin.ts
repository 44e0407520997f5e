import { emailDomain, parseRoleMapping, SSO_DOMAIN_TOKEN_PREFIX } from "@app/domain";
import { getCurrentAuthEndpointContext } from "@better-auth/core/context";
import { type SSOOptions, sso } from "@better-auth/sso";
import { getCurrentAdapter } from "better-auth";
import { directoryRole, groupsIn, UNMAPPED_ROLE } from "../rpc/directory-roles";
import { NONCE_PREFIX } from "./sso-nonce";

/** The product's fields on better-auth's `ssoProvider` model (decision 035). */
export const ssoProviderFields = {
  requireSso: { type: "boolean", required: false, defaultValue: false, input: true },
  mfaSuffices: { type: "boolean", required: false, defaultValue: false, input: true },
  groupsAttribute: { type: "string", required: false, input: true },
  /** JSON list of { group, role } (directory-roles.ts), checked by the register and update hooks. */
  roleMapping: { type: "string", required: false, input: true },
} as const;

export interface ProviderRoleSource {
  organizationId?: string | null;
  groupsAttribute?: string | null;
  roleMapping?: string | null;
}

/**
 * The groups a sign-in carried, per request (keyed by better-auth's context of the request), for the
 * callback's after hook: it brings an existing member's role in line with the mapping
 * (sso-hooks.ts). The plugin adds a new member itself, with the role `getRole` answers.
 */
const signInGroups = new WeakMap<object, SignInNote>();

interface SignInNote {
  userId: string;
  groups: string[];
  /** Whether the person was a member of the provider's organization before this sign-in. */
  wasMember: boolean;
}

export function noteOfSignIn(authContext: object, userId: string): SignInNote | undefined {
  const noted = signInGroups.get(authContext);
  return noted?.userId === userId ? noted : undefined;
}

/** The role the provider's mapping gives these groups, custom roles looked up in the current adapter. */
async function roleFor(provider: ProviderRoleSource, groups: string[]): Promise<string> {
  const mapping = parseRoleMapping(provider.roleMapping);
  const organizationId = provider.organizationId;
  if (mapping.length === 0 || !organizationId) return UNMAPPED_ROLE;
  const ctx = await getCurrentAuthEndpointContext();
  const adapter = await getCurrentAdapter(ctx.context.adapter);
  return directoryRole(mapping, groups, async (keys) => {
    if (keys.length === 0) return new Set();
    const rows = await adapter.findMany<{ role: string }>({
      model: "organizationRole",
      where: [
        { field: "organizationId", value: organizationId },
        { field: "role", operator: "in", value: keys },
      ],
    });
    return new Set(rows.map((row) => row.role));
  });
}

/**
 * better-auth's SSO plugin, as the product configures it (decision 035):
 * - domain verification on: a provider signs nobody in until its domain's DNS TXT record is checked;
 * - a person's address must be in the provider's (verified) domain, whatever the provider says, so
 *   no provider speaks for another organization's addresses;
 * - people join the provider's organization with the role its group mapping gives (member without
 *   one), and an existing member's role follows the mapping on each sign-in (sso-hooks.ts);
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
      // A custom role's key is as good as admin or member here: the plugin stores what it gets.
      getRole: async ({ provider, userInfo }) => {
        const source = provider as ProviderRoleSource;
        return (await roleFor(source, groupsIn(userInfo, source.groupsAttribute))) as "member";
      },
    },
    // Called on every sign-in (not only the first), before the plugin adds a new member: the groups,
    // and whether the person was a member already, are noted for the callback's after hook.
    provisionUserOnEveryLogin: true,
    provisionUser: async ({ user, userInfo, provider }) => {
      const source = provider as ProviderRoleSource;
      const ctx = await getCurrentAuthEndpointContext();
      const adapter = await getCurrentAdapter(ctx.context.adapter);
      const member = source.organizationId
        ? await adapter.findOne<{ id: string }>({
            model: "member",
            where: [
              { field: "organizationId", value: source.organizationId },
              { field: "userId", value: user.id },
            ],
          })
        : null;
      const groups = groupsIn(userInfo, source.groupsAttribute);
      signInGroups.set(ctx.context, { userId: user.id, groups, wasMember: Boolean(member) });
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
