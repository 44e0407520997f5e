import type { Database } from "@app/db";
import { schema } from "@app/db";
import { NETWORK_LOCKOUT_CODE, type SecurityPolicy, sessionLimitsSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError } from "@orpc/server";
import { and, count, eq, ne, not, type SQL } from "drizzle-orm";
import { recordOrganizationEvent } from "../events/organization-events";
import type { Mailer } from "../mail/mailer";
import { sendInBackground } from "../mail/pending";
import { chooseMailLocale } from "../mail/recipient-locale";
import { type MailContent, renderMail } from "../mail/render";
import { securityNetworksMail } from "../mail/templates/security-networks";
import { securityTwoFactorMail } from "../mail/templates/security-two-factor";
import { authed } from "../rpc/base";
import { orgAccess } from "../rpc/organization-access";
import { hasSecondFactor, inNetworks, isPlatformAdmin, twoFactorRefusal } from "../rpc/organization-policy";

const policy = schema.organizationSecurityPolicy;

/**
 * Reading and changing the policy: `security:manage`, and a platform admin however the policy
 * stands (decision 043), so a policy that shuts everyone out can be undone.
 */
const manageSecurity = orgAccess(
  { security: ["manage"] },
  { forbidden: () => m.security_policy_not_allowed(), write: true, platformAdminMayUndo: true },
);

type StoredPolicy = Omit<SecurityPolicy, "yourAddress" | "membersWithoutTwoFactor">;

async function policyOf(db: Database, organizationId: string): Promise<StoredPolicy> {
  const [row] = await db
    .select({
      allowedNetworks: policy.allowedNetworks,
      twoFactorRequired: policy.twoFactorRequired,
      idleTimeoutMinutes: policy.idleTimeoutMinutes,
      absoluteLifetimeMinutes: policy.absoluteLifetimeMinutes,
      updatedAt: policy.updatedAt,
    })
    .from(policy)
    .where(eq(policy.organizationId, organizationId))
    .limit(1);
  return {
    organizationId,
    allowedNetworks: row?.allowedNetworks ?? [],
    twoFactorRequired: row?.twoFactorRequired ?? false,
    idleTimeoutMinutes: row?.idleTimeoutMinutes ?? null,
    absoluteLifetimeMinutes: row?.absoluteLifetimeMinutes ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** The members a two-factor requirement would refuse (one query, however many members). */
async function membersWithoutTwoFactor(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(schema.member)
    .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
    .where(and(eq(schema.member.organizationId, organizationId), not(hasSecondFactor(organizationId))));
  return row?.count ?? 0;
}

type MailDeps = { db: Database; mailer: Mailer; publicUrl: string };

/**
 * Mails the organization's members whom `who` selects, each in their language (through the
 * outbox): one query for them, mailed after the answer.
 */
function mailMembers(
  { db, mailer }: MailDeps,
  organizationId: string,
  who: SQL | undefined,
  mailFor: (member: { organizationName: string; locale: ReturnType<typeof chooseMailLocale> }) => MailContent,
) {
  sendInBackground(async () => {
    const members = await db
      .select({
        email: schema.user.email,
        language: schema.user.language,
        organizationName: schema.organization.name,
      })
      .from(schema.member)
      .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
      .innerJoin(schema.organization, eq(schema.organization.id, schema.member.organizationId))
      .where(and(eq(schema.member.organizationId, organizationId), who));
    for (const member of members) {
      const mail = mailFor({ organizationName: member.organizationName, locale: chooseMailLocale(member.language) });
      await mailer.send(await renderMail(member.email, mail));
    }
  }, "security policy");
}

/** Tells every other member that the organization now allows only these networks. */
function announceNetworks(deps: MailDeps, organizationId: string, savedBy: string, networks: string[]) {
  mailMembers(deps, organizationId, ne(schema.member.userId, savedBy), (member) =>
    securityNetworksMail({ ...member, networks, link: `${deps.publicUrl}/dashboard` }),
  );
}

/** Tells each member without two-factor that the organization now requires it and where to set it up. */
function announceTwoFactor(deps: MailDeps, organizationId: string) {
  mailMembers(deps, organizationId, not(hasSecondFactor(organizationId)), (member) =>
    securityTwoFactorMail({ ...member, link: `${deps.publicUrl}/dashboard/account/security` }),
  );
}

/** The fields that changed, each as { from, to } (the activity entry's details). */
function changes(before: StoredPolicy, after: StoredPolicy) {
  const keys = ["allowedNetworks", "twoFactorRequired", "idleTimeoutMinutes", "absoluteLifetimeMinutes"] as const;
  const details: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      details[key] = { from: before[key], to: after[key] };
  }
  return details;
}

export const securityPolicyRouter = {
  get: authed.securityPolicy.get.use(manageSecurity).handler(async ({ context, input }) => ({
    ...(await policyOf(context.db, input.organizationId)),
    membersWithoutTwoFactor: await membersWithoutTwoFactor(context.db, input.organizationId),
    yourAddress: context.clientIp() ?? null,
  })),
  update: authed.securityPolicy.update.use(manageSecurity).handler(async ({ context, input }) => {
    const { organizationId } = input;
    const { session } = context;
    const ip = context.clientIp();
    const before = await policyOf(context.db, organizationId);
    const updatedAt = new Date();
    const next = {
      organizationId,
      allowedNetworks: input.allowedNetworks ?? before.allowedNetworks,
      twoFactorRequired: input.twoFactorRequired ?? before.twoFactorRequired,
      idleTimeoutMinutes: input.idleTimeoutMinutes === undefined ? before.idleTimeoutMinutes : input.idleTimeoutMinutes,
      absoluteLifetimeMinutes:
        input.absoluteLifetimeMinutes === undefined ? before.absoluteLifetimeMinutes : input.absoluteLifetimeMinutes,
      updatedAt,
    };
    // The limits together: one left as it was may not fit the other's new value.
    const limits = sessionLimitsSchema.safeParse(next);
    if (!limits.success) {
      throw new ORPCError("BAD_REQUEST", { message: limits.error.issues[0]?.message ?? "" });
    }
    // Whoever saves must still reach the organization afterwards; a platform admin is not held by it.
    const admin = isPlatformAdmin(session);
    if (next.allowedNetworks.length > 0 && !admin && !inNetworks(ip, next.allowedNetworks)) {
      throw new ORPCError(NETWORK_LOCKOUT_CODE, {
        status: 400,
        message: m.security_network_lockout({ ip: ip ?? "?" }),
      });
    }
    const turnsOnTwoFactor = next.twoFactorRequired && !before.twoFactorRequired;
    if (turnsOnTwoFactor && !admin && (await twoFactorRefusal(context.db, organizationId, session, false))) {
      throw new ORPCError(NETWORK_LOCKOUT_CODE, { status: 400, message: m.security_two_factor_lockout() });
    }
    const values = {
      allowedNetworks: next.allowedNetworks,
      twoFactorRequired: next.twoFactorRequired,
      idleTimeoutMinutes: next.idleTimeoutMinutes,
      absoluteLifetimeMinutes: next.absoluteLifetimeMinutes,
      updatedBy: session.user.id,
      updatedAt,
    };
    await context.db.transaction(async (tx) => {
      await tx
        .insert(policy)
        .values({ organizationId, ...values })
        .onConflictDoUpdate({ target: policy.organizationId, set: values });
      // The idle clock runs only while there is an idle limit: a new one starts at each session's next use.
      if ((before.idleTimeoutMinutes === null) !== (next.idleTimeoutMinutes === null)) {
        await tx
          .delete(schema.organizationSessionUse)
          .where(eq(schema.organizationSessionUse.organizationId, organizationId));
      }
      const { id, name, email } = session.user;
      // One event in the change's transaction (decision 044): its activity entry and webhook event.
      await recordOrganizationEvent(
        tx,
        { user: { id, name, email }, ip, userAgent: context.headers.get("user-agent") },
        {
          organizationId,
          type: "security.policy_changed",
          data: {
            policy: {
              organizationId,
              allowedNetworks: next.allowedNetworks,
              twoFactorRequired: next.twoFactorRequired,
              idleTimeoutMinutes: next.idleTimeoutMinutes,
              absoluteLifetimeMinutes: next.absoluteLifetimeMinutes,
              updatedBy: session.user.id,
              updatedAt: updatedAt.toISOString(),
            },
            changes: changes(before, next),
          },
        },
      );
    });
    const networksChanged = next.allowedNetworks.join("\n") !== before.allowedNetworks.join("\n");
    if (networksChanged && next.allowedNetworks.length > 0) {
      announceNetworks(context, organizationId, session.user.id, next.allowedNetworks);
    }
    if (turnsOnTwoFactor) announceTwoFactor(context, organizationId);
    return {
      ...next,
      membersWithoutTwoFactor: await membersWithoutTwoFactor(context.db, organizationId),
      yourAddress: ip ?? null,
    };
  }),
  /** Any member: what the policy step answers them here (the web app's screen before the organization). */
  standing: authed.securityPolicy.standing
    .use(orgAccess(null, { forbidden: () => m.org_not_found(), reportPolicy: true }))
    .handler(({ context, input }) => {
      const refusal = context.policyRefusal;
      return {
        organizationId: input.organizationId,
        refusal: refusal ? { code: refusal.code, message: refusal.message } : null,
      };
    }),
};
