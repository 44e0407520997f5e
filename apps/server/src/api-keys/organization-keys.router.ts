import type { Database } from "@app/db";
import { apiKeyMessages } from "@app/domain";
import { ORPCError } from "@orpc/server";
import { findKeyOwner, keysOf, listOrganizationKeys } from "../api-key-store/api-key-store";
import { revokeKeys } from "../api-key-store/revoke-keys";
import { authed } from "../rpc/base";
import { type AccessRule, decide, orgAccess } from "../rpc/organization-access";

/**
 * Who sees and revokes the keys an organization's members made ("apiKey:manage", owners and
 * admins). The list has always answered someone outside the organization like a member without the
 * statement.
 */
const manageKeys: AccessRule = {
  permission: { apiKey: ["manage"] },
  forbidden: () => apiKeyMessages.notAllowedToRevoke,
  outsiders: "forbidden",
};

export const organizationKeysRouter = {
  listForOrganization: authed.apiKeys.listForOrganization
    .use(orgAccess(manageKeys.permission, manageKeys))
    .handler(async ({ context, input }) => ({ keys: await listOrganizationKeys(context.db, input.organizationId) })),
  /** A key's creator revokes it; a manager of its organization too. Someone else's key outside one's organizations looks like a missing one. */
  revoke: authed.apiKeys.revoke.handler(async ({ context, input }) => {
    const userId = context.session.user.id;
    const key = await findKeyOwner(context.db, input.keyId);
    if (!key) throw new ORPCError("NOT_FOUND", { message: apiKeyMessages.notFound });
    if (key.userId !== userId) await refuseUnlessManager(context.db, userId, key.organizationId);
    await revokeKeys(context.db, keysOf.ids([input.keyId]), userId, "revoked");
    return { keyId: input.keyId };
  }),
};

async function refuseUnlessManager(db: Database, userId: string, organizationId: string | null) {
  const access = await decide({ db, userId }, organizationId ?? undefined, { ...manageKeys, outsiders: "not_found" });
  if (!("refusal" in access)) return;
  throw access.refusal.code === "FORBIDDEN"
    ? new ORPCError("FORBIDDEN", { message: apiKeyMessages.notAllowedToRevoke })
    : new ORPCError("NOT_FOUND", { message: apiKeyMessages.notFound });
}
