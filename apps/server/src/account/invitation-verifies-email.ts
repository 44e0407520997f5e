import { isAPIError } from "better-auth/api";
import type { HookContext } from "../auth-types/hook-context";

/**
 * Accepting an invitation marks the address verified (decision 013): better-auth lets only the
 * account with the invited address accept, and the link reached that mailbox, which is what a
 * verification mail would prove. Through internalAdapter, so Redis-cached sessions see it too.
 */
export async function verifyEmailOnAcceptedInvitation(ctx: HookContext): Promise<void> {
  const returned = ctx.context.returned as { member?: { userId?: unknown } } | undefined;
  if (!returned || isAPIError(returned) || returned instanceof Response) return;
  // The new member is the accepting user (the session is not in the after hook's context).
  const userId = returned.member?.userId;
  if (typeof userId !== "string") return;
  const user = await ctx.context.internalAdapter.findUserById(userId);
  if (!user || user.emailVerified) return;
  await ctx.context.internalAdapter.updateUser(userId, { emailVerified: true });
}
