import type { Database } from "@app/db";
import { schema } from "@app/db";
import { parseRoleMapping } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError } from "@orpc/server";
import { eq } from "drizzle-orm";
import { logFailure } from "../errors/answers";
import { recordOrganizationEvent } from "../events/organization-events";
import { authed } from "../rpc/base";
import type { RpcContext } from "../rpc/context";
import { checkRoleMapping } from "../rpc/directory-roles";
import { orgAccess } from "../rpc/organization-access";

/**
 * An organization's SCIM provisioning ("scim:manage", owners and admins): anyone else gets 403, and
 * someone outside the organization 404 (rpc/organization-access.ts).
 */
const manage = orgAccess({ scim: ["manage"] }, { forbidden: () => m.scim_not_allowed() });

async function roleMappingOf(db: Database, organizationId: string) {
  const [row] = await db
    .select({ roleMapping: schema.provisioningSettings.roleMapping })
    .from(schema.provisioningSettings)
    .where(eq(schema.provisioningSettings.organizationId, organizationId));
  return parseRoleMapping(row?.roleMapping);
}

async function activity(
  context: RpcContext & { session: { user: { id: string; name: string; email: string } } },
  organizationId: string,
  kind: "scim.token_created" | "scim.token_revoked",
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
      roleMapping: await roleMappingOf(context.db, input.organizationId),
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
  /**
   * Which SCIM Groups give which role (directory-roles.ts): checked for this organization and the
   * caller, stored, then applied at once to everyone the directory provisioned.
   */
  setRoleMapping: authed.scim.setRoleMapping.use(manage).handler(async ({ context, input }) => {
    const { organizationId } = input;
    const checked = await checkRoleMapping(context.db, organizationId, context.membership.role, input.roleMapping);
    if ("refusal" in checked) {
      const { status, code, message } = checked.refusal;
      throw new ORPCError(code, { status, message });
    }
    const roleMapping = checked.mapping;
    const value = JSON.stringify(roleMapping);
    const now = new Date();
    const { id, name, email } = context.session.user;
    const actor = { user: { id, name, email }, ip: context.clientIp(), userAgent: context.headers.get("user-agent") };
    // The mapping and its event in one transaction: a change never stands without its entry.
    await context.db.transaction(async (tx) => {
      const before = await roleMappingOf(tx, organizationId);
      await tx
        .insert(schema.provisioningSettings)
        .values({ id: organizationId, organizationId, roleMapping: value, updatedAt: now })
        .onConflictDoUpdate({
          target: schema.provisioningSettings.organizationId,
          set: { roleMapping: value, updatedAt: now },
        });
      if (JSON.stringify(before) === value) return;
      await recordOrganizationEvent(tx, actor, {
        organizationId,
        type: "role_mapping.changed",
        data: { organizationId, source: "scim", providerId: null, domain: null, roleMapping },
      });
    });
    // Everyone the directory provisioned gets the role the new mapping gives them.
    await context.scim.reconcile(organizationId);
    return { roleMapping };
  }),
};
