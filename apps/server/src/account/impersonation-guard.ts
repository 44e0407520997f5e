import { accountMessages } from "@app/domain";
import { APIError, getSessionFromCtx } from "better-auth/api";
import type { HookContext } from "../auth-types/hook-context";

export const IMPERSONATION_REFUSAL = {
  get message() {
    return accountMessages.notWhileImpersonating;
  },
  code: "NOT_ALLOWED_WHILE_IMPERSONATING",
} as const;

export function refuseWhileImpersonating(session: { session: { impersonatedBy?: string | null } } | null): void {
  if (session?.session.impersonatedBy)
    throw new APIError("FORBIDDEN", { message: IMPERSONATION_REFUSAL.message, code: IMPERSONATION_REFUSAL.code });
}

/**
 * What an admin acting as someone (session.impersonatedBy) may not do: anything that would let them
 * take the account over or destroy it (decision 013). The endpoints are marked in auth/endpoints.ts;
 * the data export refuses through `refuseWhileImpersonating` as well.
 */
export async function impersonationGuard(ctx: HookContext): Promise<void> {
  refuseWhileImpersonating(await getSessionFromCtx(ctx));
}
