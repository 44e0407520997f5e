import type { Database } from "@app/db";
import { consumeEmailChangeLink } from "../account/email-change-links";
import { noteEmailChange, sendEmailChangeNotice, verifyChangedAddress } from "../account/email-change-notice";
import { endImpersonationWithoutAdminSession } from "../account/impersonation-end";
import { verifyEmailOnAcceptedInvitation } from "../account/invitation-verifies-email";
import { alertOnNewDevice } from "../account/new-device-alert";
import { passkeyRegistrationRefusal } from "../account/passkey-errors";
import { refuseForeignSession } from "../account/session-revocation";
import { releaseRefusedTotpCode, reserveTotpCode } from "../account/totp-once";
import { explainTwoFactorLockout } from "../account/two-factor-lockout";
import { type AdminGuard, adminGuards, deleteEmptiedOrganizations } from "../admin/admin-guards";
import { auditRules } from "../admin/audit";
import { apiKeyAuditRules, createInOwnOrganization, refuseUpdate, revokeAfter } from "../api-keys/api-key-hooks";
import type { AuditRule } from "../audit/audit-rule";
import type { AuthPath } from "../auth-types/auth-api";
import type { AuthRequest, HookContext } from "../auth-types/hook-context";
import type { AccountMail } from "../mail/account-mail";
import {
  afterCreateRole,
  afterDeleteRole,
  afterUpdateRole,
  beforeCreateRole,
  beforeDeleteRole,
  beforeInviteMember,
  beforeReadRoles,
  beforeUpdateMemberRole,
  beforeUpdateRole,
} from "../organizations/custom-roles";
import {
  organizationActivityHooks as activity,
  noteOrganizationBefore,
  noteRoleBefore,
} from "../organizations/organization-endpoint-hooks";
import { holdOrganizationPolicy } from "../rpc/organization-endpoint-policy";
import { withholdSessionWithoutSecondFactor } from "../sessions/second-factor-sessions";
import {
  noteSecondFactor,
  noteSsoSignIn,
  noteTrustedDevice,
  refuseFactorChangeWithoutExisting,
} from "../sessions/session-factors";
import {
  afterDelete as afterSsoDelete,
  afterSsoSignIn,
  beforeDelete as beforeSsoDelete,
  beforeRegister as beforeSsoRegister,
  beforeSignIn as beforeSsoSignIn,
  beforeUpdate as beforeSsoUpdate,
  beforeVerifyDomain,
  explainDomainRecord,
  googleRefusalToSsoPage,
  noteStart,
  refuseWhereSsoRequired,
  registeredWithoutSecrets,
  ssoActivity,
  ssoInputRules,
  withdrawSessionWhereSsoRequired,
} from "../sso/sso-hooks";
import { addNonce } from "../sso/sso-nonce";
import { endSessionsWhereSsoRequired } from "../sso/sso-required";
import { type InputRule, inputRules } from "./input-rules";

/** What the endpoint hooks (auth/endpoint-hooks.ts) hand to an endpoint's own hooks. */
export interface EndpointDeps {
  db: Database;
  /** The web app's origin: redirect flows send the browser to its pages. */
  publicUrl: string;
  adminUserIds: string[];
  mail: AccountMail;
  /** The per-address limit (account/email-rate-limit.ts) with its counter store. */
  limitPerEmail: (ctx: HookContext) => Promise<void>;
}

export type BeforeHook = (ctx: HookContext, request: AuthRequest, deps: EndpointDeps) => Promise<void> | void;
/** May return (or resolve to) a Response that replaces better-auth's answer. */
export type AfterHook = (ctx: HookContext, request: AuthRequest, deps: EndpointDeps) => unknown;

/** Several before hooks on one path, in order (each may refuse by throwing). */
function allOf(...hooks: BeforeHook[]): BeforeHook {
  return async (ctx, request, deps) => {
    for (const hook of hooks) await hook(ctx, request, deps);
  };
}

/** Several after hooks on one path, in order; the first Response one of them returns is the answer. */
function inOrder(...hooks: AfterHook[]): AfterHook {
  return async (ctx, request, deps) => {
    for (const hook of hooks) {
      const response = await hook(ctx, request, deps);
      if (response !== undefined) return response;
    }
    return undefined;
  };
}

/** Which of the configured limits (RATE_LIMIT_*) better-auth applies per client address. */
export type RateLimit = "signIn" | "signUp" | "passwordReset" | "general" | "none";

/**
 * The product's rules for one better-auth endpoint. Checked in this order before the endpoint:
 * refusal while impersonating, the per-address limit, the input rule, `before`, the admin guard;
 * after it: `after`, then the audit entry.
 */
export interface EndpointRule {
  /** The form's rule for its input (input-rules.ts): odd input is a 400 with the form's message. */
  input?: InputRule;
  /** Who may call, beyond better-auth's own permission check (admin/admin-guards.ts). */
  admin?: AdminGuard;
  /** Refused with 403 while an admin acts as the user: it would take the account over or destroy it. */
  refusedWhileImpersonating?: true;
  /** better-auth's limit per client address; "general" when not named. */
  rateLimit?: RateLimit;
  /** A second limit per email address in the body, so one mailbox cannot be flooded. */
  perEmailLimit?: true;
  /** The audit log entry of a successful call (admin/audit.ts). */
  audit?: AuditRule;
  before?: BeforeHook;
  after?: AfterHook;
}

/*
 * Calls that read or use the caller's own session (rateLimit "none") are not limited per client
 * address: an office behind one NAT shares one address, and the web app calls get-session on every
 * page. Each needs a valid session cookie to do anything, and answers 401 at the cost of one indexed
 * lookup without one. The health check calls /ok through the handler on every probe.
 */
const sessionCall = { rateLimit: "none" } as const;
/** Account takeover or destruction: refused while impersonating (decision 013). */
const guarded = { refusedWhileImpersonating: true } as const;

/**
 * Every endpoint better-auth serves under /api/auth, and the product's rules for it: one place for
 * each path. The keys are better-auth's own endpoint list (auth-types/auth-api.ts): a typo, an
 * endpoint an upgrade drops, or one it adds fails the typecheck.
 */
export const endpoints: Record<AuthPath, EndpointRule> = {
  // Sign-in, sign-up and recovery.
  // A domain that requires SSO (decision 035): no password sign-in, sign-up or reset for its addresses.
  "/sign-in/email": {
    input: inputRules.signIn,
    rateLimit: "signIn",
    before: refuseWhereSsoRequired,
    // A two-factor account's session that survives the password step came through a trusted device.
    after: inOrder(alertOnNewDevice, noteTrustedDevice),
  },
  "/sign-in/social": { rateLimit: "signIn" },
  "/sign-up/email": {
    input: inputRules.signUp,
    rateLimit: "signUp",
    before: refuseWhereSsoRequired,
    after: alertOnNewDevice,
  },
  "/sign-out": {},
  // Google sign-in (OAuth callback) of a two-factor account: no session without the code either;
  // none at all for an address whose domain requires SSO.
  "/callback/:id": {
    after: async (ctx, request, deps) => {
      googleRefusalToSsoPage(ctx);
      await withdrawSessionWhereSsoRequired(ctx, request, deps);
      await withholdSessionWithoutSecondFactor(ctx);
      await alertOnNewDevice(ctx, request, deps);
    },
  },
  "/error": {},
  "/request-password-reset": {
    input: inputRules.requestPasswordReset,
    before: refuseWhereSsoRequired,
    rateLimit: "passwordReset",
    perEmailLimit: true,
  },
  "/reset-password": { rateLimit: "passwordReset" },
  "/reset-password/:token": { rateLimit: "passwordReset" },
  "/send-verification-email": { perEmailLimit: true },
  "/verify-email": {
    before: async (ctx, request, deps) => {
      await consumeEmailChangeLink(ctx, deps.db);
      await noteEmailChange(ctx, request, deps);
    },
    after: async (ctx, request, deps) => {
      await withholdSessionWithoutSecondFactor(ctx);
      await withdrawSessionWhereSsoRequired(ctx, request, deps);
      await alertOnNewDevice(ctx, request, deps);
      await verifyChangedAddress(ctx, request, deps);
      await sendEmailChangeNotice(ctx, request, deps);
    },
  },
  "/ok": sessionCall,

  // The account (docs/product.md#account, decision 013).
  "/get-session": sessionCall,
  "/update-session": {},
  "/update-user": { input: inputRules.updateUser },
  "/change-email": { ...guarded, input: inputRules.changeEmail },
  "/change-password": guarded,
  "/verify-password": {},
  "/delete-user": guarded,
  "/delete-user/callback": guarded,
  "/list-sessions": { ...guarded, ...sessionCall },
  "/revoke-session": { ...guarded, before: refuseForeignSession },
  "/revoke-sessions": guarded,
  "/revoke-other-sessions": guarded,
  "/list-accounts": sessionCall,
  "/account-info": {},
  "/link-social": guarded,
  "/unlink-account": guarded,
  "/get-access-token": {},
  "/refresh-token": {},

  // Two-factor authentication and passkeys.
  // Changing the second factors needs the existing one shown in this session (decision 043).
  "/two-factor/enable": { ...guarded, before: refuseFactorChangeWithoutExisting },
  "/two-factor/disable": { ...guarded, before: refuseFactorChangeWithoutExisting },
  "/two-factor/get-totp-uri": guarded,
  "/two-factor/generate-backup-codes": { ...guarded, before: refuseFactorChangeWithoutExisting },
  "/two-factor/send-otp": guarded,
  "/two-factor/verify-otp": { ...guarded, after: noteSecondFactor("otp", { signedIn: true }) },
  "/two-factor/verify-totp": {
    ...guarded,
    before: reserveTotpCode,
    after: async (ctx, request, deps) => {
      await releaseRefusedTotpCode(ctx, request);
      await alertOnNewDevice(ctx, request, deps);
      // The session passed the code: at sign-in, on turning TOTP on, or confirmed while signed in.
      await noteSecondFactor("totp", { signedIn: true })(ctx);
      return explainTwoFactorLockout(ctx, request, deps);
    },
  },
  "/two-factor/verify-backup-code": {
    ...guarded,
    after: async (ctx, request, deps) => {
      await alertOnNewDevice(ctx, request, deps);
      await noteSecondFactor("backup_code", { signedIn: true })(ctx);
      return explainTwoFactorLockout(ctx, request, deps);
    },
  },
  "/passkey/generate-register-options": guarded,
  "/passkey/verify-registration": {
    ...guarded,
    input: inputRules.passkeyRegistration,
    before: refuseFactorChangeWithoutExisting,
    // A passkey set up in this session: the session counts as having shown it (decision 043).
    after: inOrder(passkeyRegistrationRefusal, noteSecondFactor("enrolled", { signedIn: true })),
  },
  "/passkey/generate-authenticate-options": {},
  "/passkey/verify-authentication": {
    after: async (ctx, request, deps) => {
      await withdrawSessionWhereSsoRequired(ctx, request, deps);
      await alertOnNewDevice(ctx, request, deps);
      await noteSecondFactor("passkey", { signedIn: false })(ctx);
    },
  },
  "/passkey/list-user-passkeys": {},
  "/passkey/update-passkey": { ...guarded, input: inputRules.passkeyUpdate },
  "/passkey/delete-passkey": { ...guarded, before: refuseFactorChangeWithoutExisting },

  // Organizations (docs/product.md#organizations). What acts in one holds its security policy
  // (holdOrganizationPolicy); leaving, joining and choosing the active organization stay open.
  "/organization/create": {},
  "/organization/check-slug": {},
  // Changes in an organization go to its activity log (decision 031); last-owner refusals say what to do.
  "/organization/update": {
    input: inputRules.updateOrganization,
    before: allOf(holdOrganizationPolicy, noteOrganizationBefore),
    after: activity.settingsChanged,
  },
  "/organization/delete": { before: holdOrganizationPolicy, after: revokeAfter.organizationDeleted },
  "/organization/list": sessionCall,
  "/organization/get-organization": { before: holdOrganizationPolicy },
  "/organization/get-full-organization": {
    ...sessionCall,
    input: inputRules.getFullOrganization,
    before: holdOrganizationPolicy,
  },
  "/organization/set-active": sessionCall,
  "/organization/get-active-member": { ...sessionCall, before: holdOrganizationPolicy },
  "/organization/get-active-member-role": { ...sessionCall, before: holdOrganizationPolicy },
  "/organization/has-permission": { ...sessionCall, input: inputRules.hasPermission, before: holdOrganizationPolicy },
  "/organization/list-members": { ...sessionCall, input: inputRules.listMembers, before: holdOrganizationPolicy },
  // Removing a member or leaving is logged and revokes that member's API keys in the organization.
  "/organization/remove-member": {
    before: holdOrganizationPolicy,
    after: inOrder(revokeAfter.memberRemoved, activity.removed),
  },
  "/organization/update-member-role": {
    before: allOf(holdOrganizationPolicy, beforeUpdateMemberRole, noteRoleBefore),
    after: activity.roleChanged,
  },
  "/organization/leave": { after: inOrder(revokeAfter.left, activity.left) },
  "/organization/invite-member": {
    // Refused before better-auth runs: it cancels the address's pending invitation before its own
    // beforeCreateInvitation hook, so a refusal there would still destroy a valid invitation.
    before: allOf(holdOrganizationPolicy, beforeInviteMember),
    after: activity.invited,
  },
  "/organization/get-invitation": {},
  "/organization/accept-invitation": {
    after: async (ctx, request, deps) => {
      await activity.joined(ctx, request, deps);
      return verifyEmailOnAcceptedInvitation(ctx);
    },
  },
  "/organization/reject-invitation": {},
  "/organization/cancel-invitation": { before: holdOrganizationPolicy, after: activity.invitationCancelled },
  "/organization/list-invitations": { ...sessionCall, before: holdOrganizationPolicy },
  "/organization/list-user-invitations": sessionCall,
  // The organization's own roles (decision 042): better-auth's dynamic access control with the product's rules.
  "/organization/create-role": { before: allOf(holdOrganizationPolicy, beforeCreateRole), after: afterCreateRole },
  "/organization/update-role": { before: allOf(holdOrganizationPolicy, beforeUpdateRole), after: afterUpdateRole },
  "/organization/delete-role": { before: allOf(holdOrganizationPolicy, beforeDeleteRole), after: afterDeleteRole },
  "/organization/list-roles": { ...sessionCall, before: allOf(holdOrganizationPolicy, beforeReadRoles) },
  "/organization/get-role": { ...sessionCall, before: allOf(holdOrganizationPolicy, beforeReadRoles) },

  // The platform admin (docs/product.md#platform-administration): every change is audited.
  "/admin/has-permission": { ...sessionCall, input: inputRules.hasPermission },
  "/admin/list-users": { input: inputRules.adminListUsers },
  "/admin/get-user": {},
  "/admin/create-user": {
    input: inputRules.adminCreateUser,
    admin: adminGuards.createUser,
    audit: auditRules.createUser,
  },
  "/admin/update-user": {
    input: inputRules.adminUpdateUser,
    admin: adminGuards.updateUser,
    audit: auditRules.updateUser,
  },
  "/admin/set-role": { admin: adminGuards.setRole, audit: auditRules.setRole },
  "/admin/set-user-password": { input: inputRules.adminSetUserPassword, audit: auditRules.setPassword },
  "/admin/ban-user": { admin: adminGuards.banUser, after: revokeAfter.banned, audit: auditRules.ban },
  "/admin/unban-user": { audit: auditRules.unban },
  "/admin/remove-user": {
    admin: adminGuards.removeUser,
    after: deleteEmptiedOrganizations,
    audit: auditRules.removeUser,
  },
  "/admin/impersonate-user": { admin: adminGuards.impersonateUser, audit: auditRules.impersonateStart },
  "/admin/stop-impersonating": { after: endImpersonationWithoutAdminSession, audit: auditRules.impersonateStop },
  "/admin/list-user-sessions": {},
  "/admin/revoke-user-session": {},
  "/admin/revoke-user-sessions": { audit: auditRules.revokeSessions },

  // API keys (decision 030): made, listed and deleted by better-auth's api-key plugin, for the caller
  // only. A key is a lasting credential, so an admin acting as the user makes none.
  "/api-key/create": {
    ...guarded,
    input: inputRules.createApiKey,
    before: createInOwnOrganization,
    audit: apiKeyAuditRules.created,
  },
  "/api-key/get": {},
  "/api-key/list": { ...sessionCall, input: inputRules.listApiKeys },
  "/api-key/update": { before: refuseUpdate },
  "/api-key/delete": { ...guarded, audit: apiKeyAuditRules.revoked },

  // Enterprise sign-in (decision 035): better-auth's SSO plugin. Configuration by an organization's
  // owners and admins (the plugin checks the role), one verified domain per organization, the
  // callbacks through the same second-factor rule as every other path (decision 028).
  "/sso/register": {
    ...guarded,
    input: ssoInputRules.register,
    before: beforeSsoRegister,
    after: inOrder(ssoActivity.registered, registeredWithoutSecrets),
  },
  "/sso/providers": sessionCall,
  "/sso/get-provider": {},
  "/sso/update-provider": {
    ...guarded,
    input: ssoInputRules.update,
    before: beforeSsoUpdate,
    after: inOrder(ssoActivity.updated, endSessionsWhereSsoRequired),
  },
  "/sso/delete-provider": {
    ...guarded,
    input: ssoInputRules.providerId,
    before: beforeSsoDelete,
    after: afterSsoDelete,
  },
  "/sso/request-domain-verification": { ...guarded, input: ssoInputRules.providerId },
  "/sso/verify-domain": {
    ...guarded,
    input: ssoInputRules.providerId,
    before: beforeVerifyDomain,
    after: inOrder(ssoActivity.verified, explainDomainRecord),
  },
  "/sso/saml2/sp/metadata": {},
  "/sign-in/sso": { input: ssoInputRules.signIn, rateLimit: "signIn", before: beforeSsoSignIn, after: addNonce },
  "/sso/callback/:providerId": {
    rateLimit: "signIn",
    before: noteStart,
    after: inOrder(afterSsoSignIn, noteSsoSignIn),
  },
  // Only with a shared redirect URI, which the product does not configure.
  "/sso/callback": { rateLimit: "signIn" },
  "/sso/saml2/sp/acs/:providerId": {
    rateLimit: "signIn",
    before: noteStart,
    after: inOrder(afterSsoSignIn, noteSsoSignIn),
  },
  // Single logout is off (the plugin answers without it).
  "/sso/saml2/sp/slo/:providerId": {},
  "/sso/saml2/logout/:providerId": {},

  // SCIM 2.0 (decision 035): better-auth's SCIM plugin, its bearer tokens per organization. No
  // session and no per-address limit: a directory sends bursts from one address, and a wrong token
  // costs one indexed lookup.
  "/scim/v2/Users": { rateLimit: "none" },
  "/scim/v2/Users/:userId": { rateLimit: "none" },
  "/scim/v2/Groups": { rateLimit: "none" },
  "/scim/v2/Groups/:groupId": { rateLimit: "none" },
  "/scim/v2/ServiceProviderConfig": {},
  "/scim/v2/Schemas": {},
  "/scim/v2/Schemas/:schemaId": {},
  "/scim/v2/ResourceTypes": {},
  "/scim/v2/ResourceTypes/:resourceTypeId": {},
};

export type EndpointPath = keyof typeof endpoints;

/** The paths whose rule has one of these parts. */
export function pathsWith(...parts: (keyof EndpointRule)[]): AuthPath[] {
  return (Object.keys(endpoints) as AuthPath[]).filter((path) => parts.some((part) => endpoints[path][part]));
}
