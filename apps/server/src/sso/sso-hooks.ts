import { getServers, Resolver } from "node:dns/promises";
import { type Database, schema } from "@app/db";
import {
  domainRecordName,
  emailDomain,
  GROUPS_ATTRIBUTE_DEFAULT,
  groupListSchema,
  groupsAttributeSchema,
  parseGroupList,
  parseRoleMapping,
  type RoleMapping,
  SSO_DOMAIN_TOKEN_PREFIX,
  ssoDomainSchema,
  ssoProviderIdSchema,
} from "@app/domain";
import { m } from "@app/i18n/messages";
import { APIError, isAPIError } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { type AuthRequest, callerSession, type HookContext, succeededResult } from "../auth-types/hook-context";
import { record, recordAuthCallEvent } from "../events/auth-call-events";
import { checkRoleMapping, customRolesIn, directoryRole, isOwnerRole } from "../rpc/directory-roles";
import { decide } from "../rpc/organization-access";
import { askSecondFactorInstead } from "../sessions/second-factor-sessions";
import { withoutSecrets } from "./secret-encryption";
import { noteOfSignIn } from "./sso-plugin";
import { noteSsoSession } from "./sso-required";
import { domainVerifiedElsewhere, providerById, verifiedProviderFor } from "./sso-store";

type Deps = { db: Database; publicUrl: string };
type Body = Record<string, unknown>;

/** Where the web app's SSO page is: errors and refusals of the redirect flows land there. */
export const SSO_PAGE = "/login/sso";
/** The web app's second step after an SSO sign-in of a two-factor account. */
export const SSO_SECOND_STEP_PAGE = "/login/second-step";

const refuse = (status: "BAD_REQUEST" | "FORBIDDEN" | "CONFLICT" | "NOT_FOUND", code: string, message: string) => {
  throw new APIError(status, { code, message });
};

/** A string the domain's schema accepts, normalised by it, else this message. */
const checked = <T extends z.ZodType<string>>(schema: T, message: () => string) =>
  z
    .string({ error: message })
    .refine((v) => schema.safeParse(v).success, { error: message })
    .transform((v) => schema.parse(v));

const providerIdRule = checked(ssoProviderIdSchema, () => m.sso_provider_id_invalid());
const domainRule = checked(ssoDomainSchema, () => m.sso_domain_invalid());
const groupsRule = z.string({ error: () => m.sso_groups_invalid() }).refine(
  (v) => {
    try {
      return v.length <= 5000 && groupListSchema.safeParse(JSON.parse(v)).success;
    } catch {
      return false;
    }
  },
  { error: () => m.sso_groups_invalid() },
);
const roleMappingRule = z
  .string({ error: () => m.role_mapping_invalid() })
  .max(20_000, { error: () => m.role_mapping_invalid() });
// The claim or attribute name, by the domain's rule (the provider details' form checks the same).
const attributeInvalid = {
  error: () => m.sso_groups_attribute_invalid(),
  params: { code: "SSO_GROUPS_ATTRIBUTE_INVALID" },
};
const attributeRule = z
  .string(attributeInvalid)
  .refine((value) => groupsAttributeSchema.safeParse(value).success, attributeInvalid)
  .transform((value) => value.trim());

/** The input rules of the plugin's configuration endpoints (auth/endpoints.ts). */
export const ssoInputRules = {
  register: {
    body: z.looseObject({
      providerId: providerIdRule,
      domain: domainRule,
      organizationId: z
        .string({ error: () => m.sso_organization_required() })
        .min(1)
        .max(100),
      groupsAttribute: attributeRule.optional(),
      roleMapping: roleMappingRule.optional(),
      // The list before role mappings: each group gives admin.
      adminGroups: groupsRule.optional(),
    }),
  },
  update: {
    body: z.looseObject({
      providerId: z.string().min(1).max(100),
      domain: domainRule.optional(),
      groupsAttribute: attributeRule.optional(),
      roleMapping: roleMappingRule.optional(),
      adminGroups: groupsRule.optional(),
      requireSso: z.boolean().optional(),
      mfaSuffices: z.boolean().optional(),
    }),
  },
  providerId: { body: z.looseObject({ providerId: z.string().min(1).max(100) }) },
  signIn: {
    body: z.looseObject({
      email: z
        .email({ error: () => m.sso_email_invalid() })
        .max(254)
        .optional(),
      providerId: z.string().max(100).optional(),
      domain: domainRule.optional(),
    }),
  },
};

/** The plugin's own claim mapping when a provider has none yet (its defaults, spelled out). */
const DEFAULT_MAPPING = {
  oidcConfig: { email: "email", name: "name" },
  samlConfig: { email: "email", name: "displayName" },
} as const;

interface StoredConfigs {
  oidcConfig?: string | null;
  samlConfig?: string | null;
  groupsAttribute?: string | null;
}

/**
 * The groups claim (OIDC) or attribute (SAML) reaches the role mapping through the plugin's own
 * claim mapping (its `extraFields`), always under the name `groups`: so every sign-in, not only the
 * first, carries the person's groups to the product (sso-plugin.ts). `stored` is the provider as saved.
 */
function mapGroupsClaim(body: Body, stored?: StoredConfigs) {
  const attribute =
    (typeof body.groupsAttribute === "string" && body.groupsAttribute) ||
    stored?.groupsAttribute ||
    GROUPS_ATTRIBUTE_DEFAULT;
  for (const key of ["oidcConfig", "samlConfig"] as const) {
    const given = body[key];
    const current = stored?.[key];
    if ((!given || typeof given !== "object") && !current) continue; // a protocol the provider does not use
    let storedMapping: Body | undefined;
    try {
      storedMapping = current ? ((JSON.parse(current) as Body).mapping as Body | undefined) : undefined;
    } catch {
      storedMapping = undefined;
    }
    const config = given && typeof given === "object" ? (given as Body) : {};
    const mapping: Body = (config.mapping as Body | undefined) ?? storedMapping ?? { ...DEFAULT_MAPPING[key] };
    config.mapping = { ...mapping, extraFields: { ...((mapping.extraFields as Body) ?? {}), groups: attribute } };
    body[key] = config;
  }
}

/** A provider's role mapping before an update, for its after hook (per request). */
const mappingBefore = new WeakMap<AuthRequest, string>();

/**
 * The role mapping a registration or an update sends (`roleMapping`, JSON; or the older
 * `adminGroups`, each group giving admin), checked for the provider's organization and the caller
 * (directory-roles.ts) and stored normalised. A refusal is a 400 or 403 with its code.
 */
async function checkMappingInput(
  ctx: HookContext,
  db: Database,
  body: Body,
  organizationId: string | null | undefined,
) {
  if (typeof body.adminGroups === "string" && body.roleMapping === undefined) {
    body.roleMapping = JSON.stringify(parseGroupList(body.adminGroups).map((group) => ({ group, role: "admin" })));
  }
  delete body.adminGroups;
  if (body.roleMapping === undefined) return;
  let input: unknown;
  try {
    input = JSON.parse(body.roleMapping as string);
  } catch {
    refuse("BAD_REQUEST", "ROLE_MAPPING_INVALID", m.role_mapping_invalid());
  }
  const session = await callerSession(ctx);
  if (!session || !organizationId) return; // the plugin answers: no session, or no organization to map for
  const access = await decide({ db, userId: session.user.id }, organizationId, {
    permission: { sso: ["manage"] },
    forbidden: () => m.error_sso_managers_only(),
  });
  if ("refusal" in access) {
    refuse(access.refusal.code, access.refusal.code, access.refusal.message);
    return;
  }
  const checked = await checkRoleMapping(db, organizationId, access.membership.role, input);
  if ("refusal" in checked) {
    const { status, code, message } = checked.refusal;
    refuse(status === 403 ? "FORBIDDEN" : "BAD_REQUEST", code, message);
    return;
  }
  body.roleMapping = JSON.stringify(checked.mapping);
}

/** A mapping saved: the organization's activity entry and the webhook event. */
async function recordMappingChange(
  ctx: HookContext,
  db: Database,
  provider: { organizationId: string; providerId: string; domain: string },
  roleMapping: RoleMapping,
) {
  await recordAuthCallEvent(ctx, db, {
    organizationId: provider.organizationId,
    type: "role_mapping.changed",
    data: {
      organizationId: provider.organizationId,
      source: "sso",
      providerId: provider.providerId,
      domain: provider.domain,
      roleMapping,
    },
  });
}

/**
 * /sso/register: an organization's provider, for one domain no other organization has verified.
 * For SAML the issuer is the service provider's entity id, which the product derives from the
 * provider's id (what the screen shows to enter at the provider). Requiring SSO waits for the
 * domain's verification (an update by an owner).
 */
export async function beforeRegister(ctx: HookContext, _request: AuthRequest, { db }: Deps) {
  const body = ctx.body as Body;
  const domain = body.domain as string;
  if (await domainVerifiedElsewhere(db, domain)) refuse("CONFLICT", "SSO_DOMAIN_TAKEN", m.sso_domain_taken());
  body.requireSso = false;
  body.mfaSuffices = body.mfaSuffices === true;
  await checkMappingInput(ctx, db, body, body.organizationId as string);
  if (body.samlConfig && typeof body.samlConfig === "object") {
    body.issuer = spEntityId(ctx.context.baseURL, body.providerId as string);
    // Signed assertions, always: the plugin then checks the assertion's own signature (which
    // also defeats signature wrapping), and an unsigned Response is refused.
    (body.samlConfig as Body).wantAssertionsSigned = true;
  }
  mapGroupsClaim(body);
}

/** The SAML service provider's entity id: its metadata URL (better-auth's SP metadata endpoint). */
export function spEntityId(authBaseUrl: string, providerId: string) {
  return `${authBaseUrl}/sso/saml2/sp/metadata?providerId=${encodeURIComponent(providerId)}`;
}

/**
 * /sso/update-provider: only a role granted "sso:require" (owners) turns "require SSO" on or off,
 * and only for a verified domain; a new domain must not be one another organization verified.
 */
export async function beforeUpdate(ctx: HookContext, request: AuthRequest, { db }: Deps) {
  const body = ctx.body as Body;
  const provider = await providerById(db, body.providerId as string);
  if (!provider) return; // the plugin answers 404
  if (typeof body.domain === "string" && (await domainVerifiedElsewhere(db, body.domain, provider.providerId))) {
    refuse("CONFLICT", "SSO_DOMAIN_TAKEN", m.sso_domain_taken());
  }
  if (body.requireSso !== undefined) {
    const session = await callerSession(ctx);
    const rule = { permission: { sso: ["require" as const] }, forbidden: () => m.sso_require_owner() };
    const access = session
      ? await decide({ db, userId: session.user.id }, provider.organizationId ?? undefined, rule)
      : undefined;
    if (!access || "refusal" in access) refuse("FORBIDDEN", "SSO_OWNER_ONLY", m.sso_require_owner());
    const domainChanges = typeof body.domain === "string" && body.domain !== provider.domain;
    if (body.requireSso === true && (!provider.domainVerified || domainChanges)) {
      refuse("BAD_REQUEST", "SSO_DOMAIN_NOT_VERIFIED", m.sso_require_unverified());
    }
  }
  await checkMappingInput(ctx, db, body, provider.organizationId);
  if (body.roleMapping !== undefined) mappingBefore.set(request, provider.roleMapping ?? "[]");
  if (typeof body.groupsAttribute === "string" || body.roleMapping !== undefined) mapGroupsClaim(body, provider);
}

/** /sso/verify-domain: a domain another organization already verified stays theirs. */
export async function beforeVerifyDomain(ctx: HookContext, _request: AuthRequest, { db }: Deps) {
  const provider = await providerById(db, (ctx.body as Body).providerId as string);
  if (provider && (await domainVerifiedElsewhere(db, provider.domain, provider.providerId))) {
    refuse("CONFLICT", "SSO_DOMAIN_TAKEN", m.sso_domain_taken());
  }
}

/** Names a resolver gives for a name without the record: none at all, or none of this type. */
const NO_RECORD = new Set(["ENOTFOUND", "ENODATA"]);
/** At most this many of the records found are named in the answer, each cut to this length. */
const FOUND_SHOWN = 5;
const FOUND_LENGTH = 120;

/**
 * /sso/verify-domain when the plugin found no matching TXT record: it answers 502 "try again later"
 * for a record not published yet or with another value too. The record's name is asked once more
 * (with one short try): when the DNS server answers, the refusal is a 422 that names the record
 * expected (name and value) and what was found; when it does not, the plugin's 502 stands. Only after
 * the plugin's refusal, so only those who may manage the provider learn its value.
 */
export async function explainDomainRecord(
  ctx: HookContext,
  _request: AuthRequest,
  { db }: Deps,
): Promise<Response | undefined> {
  const returned = ctx.context.returned;
  if (!isAPIError(returned) || returned.statusCode !== 502) return;
  if ((returned.body as { code?: unknown } | undefined)?.code !== "DOMAIN_VERIFICATION_FAILED") return;
  const provider = await providerById(db, (ctx.body as Body).providerId as string);
  if (!provider) return;
  const identifier = `_${SSO_DOMAIN_TOKEN_PREFIX}-${provider.providerId}`;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!pending) return;
  const name = domainRecordName(provider.providerId, provider.domain);
  const value = `${identifier}=${pending.value}`;
  const resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers(getServers());
  let found: string[];
  try {
    found = (await resolver.resolveTxt(name)).map((record) => record.join("").trim());
  } catch (error) {
    if (!NO_RECORD.has((error as { code?: string }).code ?? "")) return; // the DNS server did not answer
    found = [];
  }
  if (found.includes(value) || found.includes(pending.value)) return; // published meanwhile: try again
  // A Response, not a thrown error: better-auth would keep the plugin's 502 as the status.
  if (found.length === 0) {
    return Response.json(
      { code: "SSO_DOMAIN_RECORD_MISSING", message: m.sso_domain_record_missing({ name, value }) },
      { status: 422 },
    );
  }
  const shown = found.slice(0, FOUND_SHOWN).map((record) => `"${record.slice(0, FOUND_LENGTH)}"`);
  return Response.json(
    { code: "SSO_DOMAIN_RECORD_WRONG", message: m.sso_domain_record_wrong({ name, value, found: shown.join(", ") }) },
    { status: 422 },
  );
}

/**
 * /sign-in/sso with an address: the provider that verified the address's domain, found by the
 * product (one per domain), so an unverified claim of the same domain by someone else neither
 * answers nor blocks. The address goes to the provider as the login hint.
 */
export async function beforeSignIn(ctx: HookContext, _request: AuthRequest, { db }: Deps) {
  const body = ctx.body as Body;
  if (typeof body.providerId === "string") return;
  const domain = emailDomain(body.email as string | undefined) ?? (body.domain as string | undefined);
  const provider = domain ? await verifiedProviderFor(db, domain.toLowerCase()) : undefined;
  if (!provider) refuse("NOT_FOUND", "SSO_NOT_CONFIGURED", m.sso_not_configured());
  body.providerId = provider?.providerId;
  body.loginHint ??= body.email;
  delete body.domain;
  delete body.organizationSlug;
}

/** Password sign-in, sign-up and reset requests for an address whose domain requires SSO: refused. */
export async function refuseWhereSsoRequired(ctx: HookContext, _request: AuthRequest, { db }: Deps) {
  const domain = emailDomain((ctx.body as Body | undefined)?.email as string | undefined);
  if (!domain) return;
  const provider = await verifiedProviderFor(db, domain);
  if (provider?.requireSso) refuse("FORBIDDEN", "SSO_REQUIRED", m.sso_required({ domain }));
}

/**
 * A session another path made (passkey, Google, an opened verification link) for an address whose
 * domain requires SSO is taken back: the person signs in through their organization's provider.
 * JSON calls answer 403 SSO_REQUIRED; Google's callback lands on the SSO page with that code; an
 * opened verification link verifies the address and leads on, signed out.
 */
export async function withdrawSessionWhereSsoRequired(ctx: HookContext, _request: AuthRequest, { db }: Deps) {
  const created = ctx.context.newSession;
  const domain = emailDomain(created?.user.email);
  if (!created || !domain) return;
  const provider = await verifiedProviderFor(db, domain);
  if (!provider?.requireSso) return;
  await ctx.context.internalAdapter.deleteSession(created.session.token);
  deleteSessionCookie(ctx, true);
  ctx.context.setNewSession(null);
  if (ctx.path === "/callback/:id") {
    throw ctx.redirect(`${new URL(ctx.context.baseURL).origin}${SSO_PAGE}?error=SSO_REQUIRED`);
  }
  // An opened verification link still verifies the address and goes where it leads, signed out.
  if (ctx.path === "/verify-email") return;
  refuse("FORBIDDEN", "SSO_REQUIRED", m.sso_required({ domain }));
}

/**
 * A Google sign-in refused before any account existed (sso-required.ts, from the user database hook)
 * lands on the SSO page as a session taken back does, not on the error page with its text.
 */
export function googleRefusalToSsoPage(ctx: HookContext) {
  const location = ctx.context.responseHeaders?.get("location") ?? "";
  if (!/[?&]error=SSO_REQUIRED(?:&|$)/.test(location)) return;
  throw ctx.redirect(`${new URL(ctx.context.baseURL).origin}${SSO_PAGE}?error=SSO_REQUIRED`);
}

/**
 * After an SSO callback (OIDC) or assertion (SAML) that signed someone in:
 * - a two-factor account is asked for its code (the session is taken back, the second step's
 *   state set as the twoFactor plugin sets it), unless the organization lets its provider's own
 *   multi-factor sign-in suffice (decision 028's table);
 * - the session starts in the provider's organization;
 * - a person who joined through it is in the organization's activity log.
 */
export async function afterSsoSignIn(ctx: HookContext, request: AuthRequest, { db }: Deps) {
  const created = ctx.context.newSession;
  const providerId = ctx.params?.providerId as string | undefined;
  if (!created || !providerId) return;
  const provider = await providerById(db, providerId);
  if (!provider?.organizationId) return;
  const organizationId = provider.organizationId;
  // A session SSO made: requiring SSO for the domain later leaves it (sso-required.ts).
  await noteSsoSession(ctx, created.session, providerId);
  const membership = await ctx.context.adapter.findOne<{ id: string; role: string; createdAt: Date }>({
    model: "member",
    where: [
      { field: "organizationId", value: organizationId },
      { field: "userId", value: created.user.id },
    ],
  });
  // Joined in this request: the plugin adds the membership after it made the session (and after
  // provisionUser noted whether there was one; without that note, by the time it was made).
  const note = noteOfSignIn(ctx.context, created.user.id);
  const joined = note
    ? !note.wasMember
    : Boolean(membership && request.startedAt && new Date(membership.createdAt).getTime() >= request.startedAt);
  if (membership && joined) {
    await record(ctx, db, {
      organizationId,
      kind: "member.joined",
      target: `${created.user.name} <${created.user.email}>`,
      details: { role: membership.role, via: "sso", providerId },
    });
  } else if (membership) {
    await followMapping(ctx, db, { ...provider, organizationId }, membership, created.user);
  }
  if (membership && created.session.activeOrganizationId !== organizationId) {
    await ctx.context.internalAdapter.updateSession(created.session.token, { activeOrganizationId: organizationId });
  }
  if (!provider.mfaSuffices) {
    const origin = new URL(ctx.context.baseURL).origin;
    const location = ctx.context.responseHeaders?.get("location") ?? "";
    const path = location.startsWith(origin) ? location.slice(origin.length) : location;
    const next = path.startsWith("/") && !path.startsWith("//") ? path : "/dashboard";
    await askSecondFactorInstead(ctx, `${origin}${SSO_SECOND_STEP_PAGE}?redirectTo=${encodeURIComponent(next)}`);
  }
}

/**
 * An existing member's role follows the provider's mapping on each sign-in (the groups this
 * sign-in carried, sso-plugin.ts): the first mapped group's role, else member. A provider without
 * a mapping leaves roles to the product; owners are never changed by it. The change is the
 * organization's activity entry; the member table's trigger sends `member.role_changed`.
 */
async function followMapping(
  ctx: HookContext,
  db: Database,
  provider: { organizationId: string; providerId: string; roleMapping: string | null },
  membership: { id: string; role: string },
  user: { id: string; name: string; email: string },
) {
  const mapping = parseRoleMapping(provider.roleMapping);
  const groups = noteOfSignIn(ctx.context, user.id)?.groups;
  if (mapping.length === 0 || !groups || isOwnerRole(membership.role)) return;
  const { organizationId } = provider;
  const role = await directoryRole(mapping, groups, (keys) => customRolesIn(db, organizationId, keys));
  if (role === membership.role) return;
  await db.update(schema.member).set({ role }).where(eq(schema.member.id, membership.id));
  await record(ctx, db, {
    organizationId,
    kind: "member.role_changed",
    target: `${user.name} <${user.email}>`,
    details: {
      memberId: membership.id,
      userId: user.id,
      from: membership.role,
      to: role,
      via: "sso",
      providerId: provider.providerId,
    },
  });
}

/** Notes when an SSO callback started, so its after hook knows a membership made during it. */
export function noteStart(_ctx: HookContext, request: AuthRequest) {
  request.startedAt = Date.now() - 1000;
}

/**
 * /sso/register answers the provider with its configuration as entered; its client secret and private
 * keys are left out, as the list and get-provider (the plugin's own sanitised view) leave them out.
 */
export function registeredWithoutSecrets(ctx: HookContext): Response | undefined {
  const result = succeededResult(ctx);
  if (!result) return;
  return Response.json({
    ...result,
    oidcConfig: withoutSecrets("oidcConfig", result.oidcConfig),
    samlConfig: withoutSecrets("samlConfig", result.samlConfig),
  });
}

/** Activity entries of the configuration endpoints. */
export const ssoActivity = {
  registered: async (ctx: HookContext, _request: AuthRequest, { db }: Deps) => {
    const result = succeededResult(ctx);
    if (!result?.organizationId) return;
    await record(ctx, db, {
      organizationId: result.organizationId as string,
      kind: "sso.provider_added",
      target: result.domain as string,
      details: { providerId: result.providerId, type: result.samlConfig ? "saml" : "oidc" },
    });
    const mapping = parseRoleMapping((ctx.body as Body).roleMapping as string | undefined);
    if (mapping.length > 0) {
      const provider = {
        organizationId: result.organizationId as string,
        providerId: result.providerId as string,
        domain: result.domain as string,
      };
      await recordMappingChange(ctx, db, provider, mapping);
    }
  },
  updated: async (ctx: HookContext, request: AuthRequest, { db }: Deps) => {
    const result = succeededResult(ctx);
    const body = ctx.body as Body;
    const provider = result ? await providerById(db, body.providerId as string) : undefined;
    if (!provider?.organizationId) return;
    const changed = Object.keys(body).filter((k) => k !== "providerId" && !/secret|privateKey/i.test(k));
    await record(ctx, db, {
      organizationId: provider.organizationId,
      kind: "sso.settings_changed",
      target: provider.domain,
      details: { providerId: provider.providerId, changed, requireSso: provider.requireSso },
    });
    const before = mappingBefore.get(request);
    if (before !== undefined && before !== (provider.roleMapping ?? "[]")) {
      const organizationId = provider.organizationId;
      await recordMappingChange(ctx, db, { ...provider, organizationId }, parseRoleMapping(provider.roleMapping));
    }
  },
  verified: async (ctx: HookContext, _request: AuthRequest, { db }: Deps) => {
    if (ctx.context.returned instanceof Error) return;
    const provider = await providerById(db, (ctx.body as Body).providerId as string);
    if (!provider?.domainVerified || !provider.organizationId) return;
    await record(ctx, db, {
      organizationId: provider.organizationId,
      kind: "sso.domain_verified",
      target: provider.domain,
      details: { providerId: provider.providerId },
    });
  },
};

/** /sso/delete-provider: the entry is written before (the row is gone after). */
export async function beforeDelete(ctx: HookContext, request: AuthRequest, { db }: Deps) {
  const provider = await providerById(db, (ctx.body as Body).providerId as string);
  if (provider?.organizationId) request.ssoProvider = { ...provider, organizationId: provider.organizationId };
}

export async function afterDelete(ctx: HookContext, request: AuthRequest, { db }: Deps) {
  const provider = request.ssoProvider;
  if (!provider || !succeededResult(ctx)) return;
  await record(ctx, db, {
    organizationId: provider.organizationId,
    kind: "sso.provider_removed",
    target: provider.domain,
    details: { providerId: provider.providerId },
  });
}

/**
 * Paths whose bodies are larger than the edge's usual 100 KB: IdP metadata XML (up to the plugin's
 * 100 KB, escaped in JSON) and SAML responses (up to the plugin's 256 KB, base64 in a form).
 */
export const SSO_LARGE_BODY_PATH = /^\/api\/auth\/sso\/(?:register|update-provider|saml2\/sp\/acs\/[^/]+)$/;
export const SSO_MAX_BODY_BYTES = 400 * 1024;
