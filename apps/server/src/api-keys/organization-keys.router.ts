import { roleGrants } from "@app/access";
import type { Database } from "@app/db";
import { apiKeyMessages } from "@app/domain";
import { ORPCError } from "@orpc/server";
import { authed } from "../rpc/base";
import { revokeKeys } from "./api-key-hooks";
import { findKeyOwner, keysOf, listOrganizationKeys, roleIn } from "./api-key-store";

/**
 * Whoever may remove an organization's members (owners and admins, packages/access) may see and
 * revoke the keys they made: a key acts as its member, so it goes with the same permission.
 */
async function managesMembers(db: Database, userId: string, organizationId: string): Promise<boolean> {
  return roleGrants(await roleIn(db, userId, organizationId), { member: ["delete"] });
}

const forbidden = () => new ORPCError("FORBIDDEN", { message: apiKeyMessages.notAllowedToRevoke });

export const organizationKeysRouter = {
  listForOrganization: authed.apiKeys.listForOrganization.handler(async ({ context, input }) => {
    if (!(await managesMembers(context.db, context.session.user.id, input.organizationId))) throw forbidden();
    return { keys: await listOrganizationKeys(context.db, input.organizationId) };
  }),
  revoke: authed.apiKeys.revoke.handler(async ({ context, input }) => {
    const userId = context.session.user.id;
    const key = await findKeyOwner(context.db, input.keyId);
    if (!key) throw new ORPCError("NOT_FOUND", { message: apiKeyMessages.notFound });
    const allowed =
      key.userId === userId ||
      (key.organizationId !== null && (await managesMembers(context.db, userId, key.organizationId)));
    // Someone else's key outside one's organizations looks like a missing one.
    if (!allowed)
      throw key.organizationId && (await roleIn(context.db, userId, key.organizationId))
        ? forbidden()
        : new ORPCError("NOT_FOUND", { message: apiKeyMessages.notFound });
    await revokeKeys(context.db, keysOf.ids([input.keyId]), userId, "revoked");
    return { keyId: input.keyId };
  }),
};
