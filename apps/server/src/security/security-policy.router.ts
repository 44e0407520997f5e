import type { Database } from "@app/db";
import { schema } from "@app/db";
import { NETWORK_LOCKOUT_CODE, type SecurityPolicy } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError } from "@orpc/server";
import { and, eq, ne } from "drizzle-orm";
import { recordOrgActivity } from "../audit/org-activity";
import { logFailure } from "../errors/answers";
import type { Mailer } from "../mail/mailer";
import { sendInBackground } from "../mail/pending";
import { chooseMailLocale } from "../mail/recipient-locale";
import { renderMail } from "../mail/render";
import { securityNetworksMail } from "../mail/templates/security-networks";
import { authed } from "../rpc/base";
import { orgAccess } from "../rpc/organization-access";
import { inNetworks, isPlatformAdmin } from "../rpc/organization-policy";
import { emitWebhookEvent } from "../webhooks/webhook-store";

const policy = schema.organizationSecurityPolicy;

/**
 * Reading and changing the policy: `security:manage`, and a platform admin however the networks
 * stand (decision 043), so a list that shuts everyone out can be undone.
 */
const manageSecurity = orgAccess(
  { security: ["manage"] },
  { forbidden: () => m.security_policy_not_allowed(), write: true, platformAdminMayUndo: true },
);

async function policyOf(db: Database, organizationId: string): Promise<Omit<SecurityPolicy, "yourAddress">> {
  const [row] = await db
    .select({ allowedNetworks: policy.allowedNetworks, updatedAt: policy.updatedAt })
    .from(policy)
    .where(eq(policy.organizationId, organizationId))
    .limit(1);
  return { organizationId, allowedNetworks: row?.allowedNetworks ?? [], updatedAt: row?.updatedAt ?? null };
}

/**
 * Tells every other member, in their language, that the organization now allows only these
 * networks (through the outbox): one query for the members, mailed after the answer.
 */
function announceNetworks(
  { db, mailer, publicUrl }: { db: Database; mailer: Mailer; publicUrl: string },
  organizationId: string,
  savedBy: string,
  networks: string[],
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
      .where(and(eq(schema.member.organizationId, organizationId), ne(schema.member.userId, savedBy)));
    for (const member of members) {
      const mail = securityNetworksMail({
        organizationName: member.organizationName,
        networks,
        link: `${publicUrl}/dashboard`,
        locale: chooseMailLocale(member.language),
      });
      await mailer.send(await renderMail(member.email, mail));
    }
  }, "security policy");
}

export const securityPolicyRouter = {
  get: authed.securityPolicy.get.use(manageSecurity).handler(async ({ context, input }) => ({
    ...(await policyOf(context.db, input.organizationId)),
    yourAddress: context.clientIp() ?? null,
  })),
  update: authed.securityPolicy.update.use(manageSecurity).handler(async ({ context, input }) => {
    const { organizationId, allowedNetworks } = input;
    const { session } = context;
    const ip = context.clientIp();
    // Whoever saves must still reach the organization afterwards; a platform admin is not held by it.
    if (allowedNetworks.length > 0 && !isPlatformAdmin(session) && !inNetworks(ip, allowedNetworks)) {
      throw new ORPCError(NETWORK_LOCKOUT_CODE, {
        status: 400,
        message: m.security_network_lockout({ ip: ip ?? "?" }),
      });
    }
    const before = await policyOf(context.db, organizationId);
    const updatedAt = new Date();
    await context.db.transaction(async (tx) => {
      await tx
        .insert(policy)
        .values({ organizationId, allowedNetworks, updatedBy: session.user.id, updatedAt })
        .onConflictDoUpdate({
          target: policy.organizationId,
          set: { allowedNetworks, updatedBy: session.user.id, updatedAt },
        });
      await emitWebhookEvent(tx, organizationId, "organization.security_policy.updated", {
        organizationId,
        allowedNetworks,
        updatedBy: session.user.id,
        updatedAt: updatedAt.toISOString(),
      });
    });
    try {
      const { id, name, email } = session.user;
      await recordOrgActivity(
        context.db,
        { user: { id, name, email }, ip, userAgent: context.headers.get("user-agent") },
        {
          organizationId,
          kind: "security.policy_changed",
          details: { allowedNetworks: { from: before.allowedNetworks, to: allowedNetworks } },
        },
      );
    } catch (error) {
      logFailure("error", "organization activity write failed", error);
    }
    const changed = allowedNetworks.join("\n") !== before.allowedNetworks.join("\n");
    if (changed && allowedNetworks.length > 0) {
      announceNetworks(context, organizationId, session.user.id, allowedNetworks);
    }
    return { organizationId, allowedNetworks, updatedAt, yourAddress: ip ?? null };
  }),
};
