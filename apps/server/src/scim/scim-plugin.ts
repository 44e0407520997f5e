import { createHmac } from "node:crypto";
import type { Database } from "@app/db";
import { emailDomain, parseRoleMapping, type RoleMapping, type RoleMappingEntry } from "@app/domain";
import { getCurrentAuthContext, queueAfterTransactionHook } from "@better-auth/core/context";
import { type SCIMProjectedUserState, scim } from "@better-auth/scim";
import type { BetterAuthPlugin, DBTransactionAdapter } from "better-auth";
import { isOwnerRole, UNMAPPED_ROLE } from "../rpc/directory-roles";
import { deprovisioned, provisioned } from "./scim-effects";

/** The product's own model better-auth's adapter knows, so SCIM's transactions can read it. */
export function provisioningSettingsModel(): BetterAuthPlugin {
  return {
    id: "provisioning-settings",
    schema: {
      provisioningSettings: {
        modelName: "provisioningSettings",
        fields: {
          organizationId: { type: "string", required: true, unique: true },
          roleMapping: { type: "string", required: true },
          updatedAt: { type: "date", required: true },
        },
      },
    },
  };
}

interface Member {
  id: string;
  role: string;
  organizationId: string;
  userId: string;
}

/** A mapping entry names a SCIM Group by its display name (without case) or by its id or externalId. */
const namesGroup = (entry: RoleMappingEntry, group: { id: string; externalId?: string; displayName: string }) =>
  entry.group.toLowerCase() === group.displayName.toLowerCase() ||
  entry.group === group.id ||
  (group.externalId !== undefined && entry.group === group.externalId);

async function mappingOf(
  database: Pick<DBTransactionAdapter, "findOne">,
  organizationId: string,
): Promise<RoleMapping> {
  const settings = await database.findOne<{ roleMapping: string }>({
    model: "provisioningSettings",
    where: [{ field: "organizationId", value: organizationId }],
  });
  return parseRoleMapping(settings?.roleMapping);
}

/**
 * The role a person's projected grants give: the first entry of the organization's mapping, in its
 * order, that one of their groups granted; none is member (directory-roles.ts, as for SSO).
 */
async function roleOf(state: SCIMProjectedUserState, database: DBTransactionAdapter): Promise<string> {
  if (state.grants.length === 0) return UNMAPPED_ROLE;
  const mapping = await mappingOf(database, state.provisioningDomainId);
  const entry = mapping.find((e) => state.grants.some((g) => g.role === e.role && namesGroup(e, g.source)));
  return entry?.role ?? UNMAPPED_ROLE;
}

/**
 * The organization's side of one provisioned person (decision 035), in SCIM's transaction: active
 * in the directory means a member with the role their groups map to (member without one),
 * deactivated or deleted means no longer a member. Owners are left as they are: they are made in the product, and an
 * organization never loses its owner to its directory. What follows a change (sessions and API
 * keys revoked, audit and activity entries) runs after the transaction commits.
 */
async function reconcileMembership(state: SCIMProjectedUserState, database: DBTransactionAdapter, db: Database) {
  const organizationId = state.provisioningDomainId;
  const member = await database.findOne<Member>({
    model: "member",
    where: [
      { field: "organizationId", value: organizationId },
      { field: "userId", value: state.userId },
    ],
  });
  const role = await roleOf(state, database);
  const context = await getCurrentAuthContext().catch(() => undefined);
  if (state.active) {
    if (!member) {
      await database.create({
        model: "member",
        data: { organizationId, userId: state.userId, role, createdAt: new Date() },
      });
      await queueAfterTransactionHook(() => provisioned(db, { organizationId, userId: state.userId, role }));
    } else if (member.role !== role && !isOwnerRole(member.role)) {
      await database.update({ model: "member", where: [{ field: "id", value: member.id }], update: { role } });
      await queueAfterTransactionHook(() =>
        provisioned(db, { organizationId, userId: state.userId, role, previousRole: member.role }),
      );
    }
    return;
  }
  if (!member || isOwnerRole(member.role)) return;
  await database.delete({ model: "member", where: [{ field: "id", value: member.id }] });
  await queueAfterTransactionHook(() =>
    deprovisioned(db, context?.context.internalAdapter, {
      organizationId,
      userId: state.userId,
      connectionId: state.sources[0]?.connectionId,
    }),
  );
}

/**
 * better-auth's SCIM plugin as the product configures it (decision 035): the managed connection
 * catalog (one connection per organization, its provisioning domain the organization's id; tokens
 * shown once, stored as HMAC digests, revocable), Entra's group schema marker accepted, and a
 * projection that turns the directory's state into memberships. The digest key is derived from the
 * auth secret, so operators configure nothing more.
 */
export function scimPlugin(db: Database, secret: string) {
  const credentialHashSecret = createHmac("sha256", secret).update("dashboard scim credential digest v1").digest("hex");
  return scim({
    connections: [],
    managedConnections: { credentialHashSecret, maxActiveCredentials: 5, lastUsedWriteIntervalSeconds: 300 },
    compatibility: { microsoftEntra: { acceptLegacyGroupSchema: true } },
    identity: {
      // An existing account is linked (its own name and address kept) only when its address is in a
      // domain this organization has verified; otherwise the directory creates the account.
      resolveUser: async (input, { database }) => {
        const domain = emailDomain(input.resource.primaryEmail);
        if (!domain) return { action: "create" };
        const provider = await database.findOne<{ organizationId: string | null }>({
          model: "ssoProvider",
          where: [
            { field: "domain", value: domain },
            { field: "domainVerified", value: true },
          ],
        });
        if (provider?.organizationId !== input.provisioningDomainId) return { action: "create" };
        const existing = await database.findOne<{ id: string }>({
          model: "user",
          where: [{ field: "email", value: input.resource.primaryEmail.toLowerCase() }],
        });
        return existing ? { action: "link", userId: existing.id, profile: "preserve" } : { action: "create" };
      },
    },
    projection: {
      roles: {
        // A Group the organization's mapping names (display name without case, or id) grants the
        // entry's role; a renamed group loses it unless the mapping names its id.
        map: async ({ provisioningDomainId, source }, { database }) => {
          const mapping = await mappingOf(database, provisioningDomainId);
          return [...new Set(mapping.filter((entry) => namesGroup(entry, source)).map((entry) => entry.role))];
        },
        // Admin, member, or a role of this organization's own that still exists; never owner.
        exists: async ({ provisioningDomainId, role }, { database }) => {
          if (role === "admin" || role === "member") return true;
          if (isOwnerRole(role)) return false;
          const found = await database.findOne<{ id: string }>({
            model: "organizationRole",
            where: [
              { field: "organizationId", value: provisioningDomainId },
              { field: "role", value: role },
            ],
          });
          return Boolean(found);
        },
      },
      reconcileUser: (state, { database }) => reconcileMembership(state, database, db),
    },
  });
}
