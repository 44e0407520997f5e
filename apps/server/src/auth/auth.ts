import { ac, CREATOR_ROLE, organizationRoles } from "@app/access";
import type { Database } from "@app/db";
import { schema } from "@app/db";
import { BAN_REASON, EMAIL_VERIFICATION_SECONDS, IMPERSONATION_SECONDS, PASSWORD_RESET_SECONDS } from "@app/domain";
import { passkey } from "@better-auth/passkey";
import type { SecondaryStorage } from "better-auth";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, organization, twoFactor } from "better-auth/plugins";
import { rememberEmailChangeLink } from "../account/email-change-links";
import { emailRateLimit } from "../account/email-rate-limit";
import { passkeyOptions, twoFactorOptions } from "../account/security-plugins";
import { apiKeyPlugin } from "../api-keys/api-key-plugin";
import { type AuthPath, type PathsOf, sessionFields } from "../auth-types/auth-api";
import type { Config } from "../config";
import { counterStore } from "../counters/counter-store";
import { betterAuthLogger } from "../errors/better-auth-logger";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import { accountMail } from "../mail/account-mail";
import type { Mailer } from "../mail/mailer";
import { recipientLocale } from "../mail/recipient-locale";
import { renderMail } from "../mail/render";
import { invitationMail } from "../mail/templates/invitation";
import { accountDeletionHooks } from "../membership/account-deletion";
import type { Logger } from "../observability/logger";
import { validateInvitationRole, validateOrganization } from "../organizations/organization-rules";
import { provisioningSettingsModel, scimPlugin } from "../scim/scim-plugin";
import { encryptingSsoSecrets } from "../sso/secret-encryption";
import { ssoPlugin } from "../sso/sso-plugin";
import { databaseHooks } from "./database-hooks";
import { endpointHooks } from "./endpoint-hooks";
import { exactStrings } from "./exact-strings-storage";
import { useGoogleEndpoints } from "./google-endpoints";
import { notingFailures } from "./noting-adapter";
import { rateLimitOptions } from "./rate-limits";

export interface AuthDeps {
  config: Config;
  db: Database;
  secret: string;
  secondaryStorage?: SecondaryStorage;
  mailer: Mailer;
  log: Logger;
}

const INVITATION_LIFETIME_SECONDS = 60 * 60 * 24 * 7;

export function createAuth({ config, db, secret, secondaryStorage, mailer, log }: AuthDeps) {
  const mail = accountMail(mailer, config.publicUrl, db);
  const auth = betterAuth({
    appName: "Dashboard",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    // Native transactions: the SCIM plugin and the SSO plugin's user resolution require them (decision
    // 035). Code that runs inside one reads through better-auth's current adapter, never `db`.
    database: encryptingSsoSecrets(
      notingFailures(drizzleAdapter(db, { provider: "pg", schema, transaction: true })),
      secret,
    ),
    // Memory, Redis or replicated: entries better-auth's parser would change are not cached.
    secondaryStorage: secondaryStorage && exactStrings(secondaryStorage),
    // Identity providers on private addresses (SSO_PRIVATE_IDP_ORIGINS) must be trusted for the SSO
    // plugin to call them; public ones need nothing (decision 035).
    trustedOrigins: [config.publicUrl, ...config.trustedOrigins, ...config.sso.privateIdpOrigins],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      sendResetPassword: mail.sendResetPassword,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Unverified users use the product; the web app shows a banner (decision 013).
      requireEmailVerification: false,
    },
    emailVerification: {
      // A change link is also remembered, so only the newest one works, once (account/email-change-links.ts).
      sendVerificationEmail: async (data) => {
        await rememberEmailChangeLink(db, data.token);
        await mail.sendVerificationEmail(data);
      },
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_SECONDS,
    },
    user: {
      // The chosen language (decision 032): the web app follows it on every device, mails use it.
      // input: true lets the user set it through update-user; the value is checked in input-rules.ts.
      additionalFields: { language: { type: "string", required: false, input: true } },
      // The new address confirms the change (a link from sendVerificationEmail); the old one is told after.
      changeEmail: { enabled: true },
      deleteUser: { enabled: true, ...accountDeletionHooks(db) },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: "select_account",
            ...(config.google.endpointsBaseUrl
              ? { authorizationEndpoint: `${config.google.endpointsBaseUrl}/o/oauth2/v2/auth` }
              : {}),
          },
        }
      : undefined,
    account: { accountLinking: { enabled: true, trustedProviders: ["google"] } },
    // Reset and verification links live in the database even with a secondary storage (Redis or
    // memory), so a restart does not void the links already mailed.
    verification: { storeInDatabase: true },
    session: {
      // The database stays the source of truth even with Redis, so admins can list and revoke sessions.
      storeSessionInDatabase: true,
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // How the session showed a second factor (sessions/session-factors.ts, decision 043).
      additionalFields: sessionFields,
    },
    rateLimit: rateLimitOptions(config.rateLimits, Boolean(secondaryStorage)),
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      useSecureCookies: new URL(config.publicUrl).protocol === "https:",
      // better-auth turns these checks off by itself when NODE_ENV=test or TEST is set; they must
      // never depend on a stray environment variable.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    databaseHooks: databaseHooks(config.adminEmails, db),
    // Errors better-auth does not turn into an answer itself are thrown to the server's error
    // mapping (errors/), which answers 409, 503 or 500 with a JSON body instead of an empty 500.
    onAPIError: { throw: true },
    telemetry: { enabled: false },
    logger: betterAuthLogger(log),
    plugins: [
      // The endpoint table's hooks (endpoints.ts). First, so its checks run before the other plugins' hooks.
      endpointHooks({
        db,
        publicUrl: config.publicUrl,
        adminUserIds: config.adminUserIds,
        mail,
        limitPerEmail: emailRateLimit(counterStore(secondaryStorage)),
      }),
      admin({
        adminUserIds: config.adminUserIds,
        adminRoles: ["admin"],
        defaultRole: "user",
        defaultBanReason: BAN_REASON,
        impersonationSessionDuration: IMPERSONATION_SECONDS,
        // No one impersonates an admin: the default admin role lacks "impersonate-admins", and
        // admin-guards.ts also stops ADMIN_USER_IDS, to whom better-auth grants every permission.
      }),
      organization({
        ac,
        roles: organizationRoles,
        creatorRole: CREATOR_ROLE,
        // Roles an organization defines itself (decision 042), read from organization_role on every
        // check; organizations/custom-roles.ts adds the product's rules to its endpoints.
        dynamicAccessControl: { enabled: true, maximumRolesPerOrganization: 50 },
        schema: { organizationRole: { additionalFields: { label: { type: "string", required: true, input: true } } } },
        invitationExpiresIn: INVITATION_LIFETIME_SECONDS,
        cancelPendingInvitationsOnReInvite: true,
        // Accepting does not need a verified address; it verifies it (decision 013).
        requireEmailVerificationOnInvitation: false,
        sendInvitationEmail: async ({ id, email, organization, inviter }) => {
          // The invitee's own language if they have an account with one, else the inviter's.
          const locale = await recipientLocale(db, { email });
          const content = invitationMail({
            locale,
            inviterName: inviter.user.name,
            inviterEmail: inviter.user.email,
            organizationName: organization.name,
            link: `${config.publicUrl}/accept-invitation/${id}`,
            validDays: INVITATION_LIFETIME_SECONDS / 86400,
          });
          await mailer.send(await renderMail(email, content));
        },
        organizationHooks: {
          beforeCreateOrganization: async ({ organization }) => ({ data: validateOrganization(organization, true) }),
          beforeUpdateOrganization: async ({ organization }) => ({ data: validateOrganization(organization, false) }),
          beforeCreateInvitation: async ({ invitation }) => validateInvitationRole(invitation.role),
        },
      }),
      twoFactor(twoFactorOptions()),
      passkey(passkeyOptions(config)),
      apiKeyPlugin(),
      ssoPlugin(),
      scimPlugin(db, secret),
      provisioningSettingsModel(),
    ],
  });
  if (config.google?.endpointsBaseUrl) useGoogleEndpoints(auth.$context, config.google.endpointsBaseUrl);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The endpoint table's key type (auth-types/auth-api.ts) is derived from the same plugins without
 * this module; both lists must be one. A plugin added here and not there fails this line.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const pathsAgree: Same<AuthPath, PathsOf<Auth["api"]>> = true;
