import type { Database } from "@app/db";
import { schema } from "@app/db";
import { parseGroupList } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError } from "@orpc/server";
import { eq } from "drizzle-orm";
import { logFailure } from "../errors/answers";
import { recordOrganizationEvent } from "../events/organization-events";
import { authed } from "../rpc/base";
import type { RpcContext } from "../rpc/context";
import { orgAccess } from "../rpc/organization-access";

/**
 * An organization's SCIM provisioning ("scim:manage", owners and admins): anyone else gets 403, and
 * someone outside the organization 404 (rpc/organization-access.ts).
 */
const manage = orgAccess({ scim: ["manage"] }, { forbidden: () => m.scim_not_allowed() });

async function adminGroupsOf(db: Database, organizationId: string) {
  const [row] = await db
    .select({ adminGroups: schema.provisioningSettings.adminGroups })
    .from(schema.provisioningSettings)
    .where(eq(schema.provisioningSettings.organizationId, organizationId));
  return parseGroupList(row?.adminGroups);
}

async function activity(
  context: RpcContext & { session: { user: { id: string; name: string; email: string } } },
  organizationId: string,
  kind: "scim.token_created" | "scim.token_revoked" | "organization.settings_changed",
  details: Record<string, unknown>,
) {
  try {
    const { id, name, email } = context.session.user;
    await recordOrganizationEvent(
      context.db,
      { user: { id, name, email }, ip: context.clientIp(), userAgent: context.headers.get("user-agent") },
      { organizationId, type: kind, data: { details } },
    );
  } catch (error) {
    logFailure("error", "organization activity write failed", error);
  }
}

export const scimRouter = {
  status: authed.scim.status.use(manage).handler(async ({ context, input }) => {
    const connection = await context.scim.connectionOf(input.organizationId);
    return {
      baseUrl: `${context.publicUrl}/api/auth/scim/v2`,
      credentials: connection?.credentials ?? [],
      adminGroups: await adminGroupsOf(context.db, input.organizationId),
    };
  }),
  createToken: authed.scim.createToken.use(manage).handler(async ({ context, input }) => {
    const { token, credential } = await context.scim.issueToken(input.organizationId, context.session.user.id);
    await activity(context, input.organizationId, "scim.token_created", { credentialId: credential.credentialId });
    return { token, credentialId: credential.credentialId, expiresAt: credential.expiresAt };
  }),
  revokeToken: authed.scim.revokeToken.use(manage).handler(async ({ context, input }) => {
    const connection = await context.scim.connectionOf(input.organizationId);
    const known = connection?.credentials.find((c) => c.credentialId === input.credentialId && c.status === "active");
    // Another organization's credential looks like a missing one.
    if (!connection || !known) throw new ORPCError("NOT_FOUND", { message: m.scim_token_not_found() });
    await context.scim.revoke(
      input.organizationId,
      connection.connectionId,
      input.credentialId,
      context.session.user.id,
    );
    await activity(context, input.organizationId, "scim.token_revoked", { credentialId: input.credentialId });
    return { credentialId: input.credentialId };
  }),
  setAdminGroups: authed.scim.setAdminGroups.use(manage).handler(async ({ context, input }) => {
    const adminGroups = [...new Set(input.adminGroups.map((g) => g.trim()))];
    const value = JSON.stringify(adminGroups);
    const now = new Date();
    await context.db
      .insert(schema.provisioningSettings)
      .values({ id: input.organizationId, organizationId: input.organizationId, adminGroups: value, updatedAt: now })
      .onConflictDoUpdate({
        target: schema.provisioningSettings.organizationId,
        set: { adminGroups: value, updatedAt: now },
      });
    // Everyone the directory provisioned gets the role the new list gives them.
    await context.scim.reconcile(input.organizationId);
    await activity(context, input.organizationId, "organization.settings_changed", { scimAdminGroups: adminGroups });
    return { adminGroups };
  }),
};
