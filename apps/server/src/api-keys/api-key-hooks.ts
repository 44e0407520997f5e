import type { Database } from "@app/db";
import { apiKeyMessages, apiKeyMetadataSchema } from "@app/domain";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { keysOf } from "../api-key-store/api-key-store";
import { revokeKeys } from "../api-key-store/revoke-keys";
import { AUDIT_ACTIONS } from "../audit/audit-log";
import type { AuditRule } from "../audit/audit-rule";
import { callerSession, type HookContext, succeededResult } from "../auth-types/hook-context";
import { decide } from "../rpc/organization-access";

/*
 * The api-key plugin's endpoints and the revocations other endpoints cause, as the endpoint table
 * (auth/endpoints.ts) calls them (decision 030).
 */

/** A key acts in one organization: its creator must be a member there whose role grants "apiKey:create". */
export async function createInOwnOrganization(ctx: HookContext, _request: unknown, { db }: { db: Database }) {
  const metadata = apiKeyMetadataSchema.safeParse((ctx.body as { metadata?: unknown } | undefined)?.metadata);
  const session = await getSessionFromCtx(ctx);
  if (!metadata.success || !session) return; // the input rule and better-auth answer these
  const access = await decide({ db, userId: session.user.id }, metadata.data.organizationId, {
    permission: { apiKey: ["create"] },
    forbidden: () => apiKeyMessages.notAMember,
  });
  if ("refusal" in access) {
    throw new APIError("FORBIDDEN", { message: apiKeyMessages.notAMember, code: "NOT_A_MEMBER" });
  }
}

/** A key's organization and scope are what its creator was shown; a change would go unseen. */
export function refuseUpdate(): never {
  throw new APIError("FORBIDDEN", { message: apiKeyMessages.updateRefused, code: "API_KEY_UPDATE_REFUSED" });
}

export const apiKeyAuditRules = {
  // Never the key itself (returned once to its creator), only what identifies it.
  created: ({ actor, returned }) =>
    actor && typeof returned.id === "string"
      ? {
          actorUserId: actor,
          action: AUDIT_ACTIONS.apiKeyCreate,
          targetUserId: actor,
          details: {
            keyId: returned.id,
            name: returned.name ?? null,
            start: returned.start ?? null,
            expiresAt: returned.expiresAt ?? null,
            ...(apiKeyMetadataSchema.safeParse(returned.metadata).data ?? {}),
          },
        }
      : null,
  revoked: ({ actor, body }) =>
    actor
      ? {
          actorUserId: actor,
          action: AUDIT_ACTIONS.apiKeyRevoke,
          targetUserId: actor,
          details: { keyId: body.keyId ?? null, reason: "revoked" },
        }
      : null,
} satisfies Record<string, AuditRule>;

async function actorOf(ctx: HookContext): Promise<string | undefined> {
  return (await callerSession(ctx))?.user.id;
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Removing a member, leaving, a ban and deleting an organization revoke the keys they concern. */
export const revokeAfter = {
  memberRemoved: async (ctx: HookContext, _request: unknown, { db }: { db: Database }) => {
    const member = succeededResult(ctx)?.member as { userId?: unknown; organizationId?: unknown } | undefined;
    const userId = text(member?.userId);
    const organizationId = text(member?.organizationId);
    const actor = await actorOf(ctx);
    if (userId && organizationId) {
      await revokeKeys(db, keysOf.member(userId, organizationId), actor ?? userId, "member-removed");
    }
  },
  left: async (ctx: HookContext, _request: unknown, { db }: { db: Database }) => {
    const returned = succeededResult(ctx);
    const userId = text(returned?.userId) ?? (await actorOf(ctx));
    const organizationId =
      text(returned?.organizationId) ?? text((ctx.body as Record<string, unknown>)?.organizationId);
    if (returned && userId && organizationId) {
      await revokeKeys(db, keysOf.member(userId, organizationId), userId, "left-organization");
    }
  },
  banned: async (ctx: HookContext, _request: unknown, { db }: { db: Database }) => {
    const userId = text((ctx.body as Record<string, unknown> | undefined)?.userId);
    const actor = await actorOf(ctx);
    if (succeededResult(ctx) && userId) await revokeKeys(db, keysOf.user(userId), actor ?? userId, "banned");
  },
  organizationDeleted: async (ctx: HookContext, _request: unknown, { db }: { db: Database }) => {
    const returned = succeededResult(ctx);
    const organizationId = text(returned?.id) ?? text((ctx.body as Record<string, unknown>)?.organizationId);
    const actor = await actorOf(ctx);
    if (returned && organizationId && actor) {
      await revokeKeys(db, keysOf.organization(organizationId), actor, "organization-deleted");
    }
  },
};
