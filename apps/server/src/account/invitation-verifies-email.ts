import { isAPIError } from "better-auth/api";
import type { HookContext } from "../auth/hook-context";

/**
 * Accepting an invitation marks the address verified (decision 013): better-auth lets only the
 * account with the invited address accept, and the link reached that mailbox, which is what a
 * verification mail would prove. Through internalAdapter, so Redis-cached sessions see it too.
 */
export async function verifyEmailOnAcceptedInvitation(ctx: HookContext): Promise<void> {
  if (ctx.path !== "/organization/accept-invitation") return;
  const returned = ctx.context.returned as { member?: unknown } | undefined;
  if (!returned || isAPIError(returned) || returned instanceof Response || !returned.member) return;
  const user = ctx.context.session?.user;
  if (!user || user.emailVerified) return;
  await ctx.context.internalAdapter.updateUser(user.id, { emailVerified: true });
}
