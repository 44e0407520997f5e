import { isAPIError } from "better-auth/api";
import type { HookContext } from "../auth-types/hook-context";

/**
 * @better-auth/passkey answers a registration response that fails verification (wrong origin,
 * challenge or signature: the client's doing) with 500. It is a refused input, so it becomes 400
 * with the same code; better-auth has logged the cause. An after hook cannot change the status of
 * an APIError (better-auth keeps the endpoint's), so the answer is a ready Response.
 */
export function passkeyRegistrationRefusal(ctx: HookContext): Response | undefined {
  const returned = ctx.context.returned;
  if (!isAPIError(returned) || returned.statusCode !== 500) return;
  const body = returned.body as { code?: string; message?: string } | undefined;
  if (body?.code !== "FAILED_TO_VERIFY_REGISTRATION") return;
  return Response.json({ message: body.message ?? "Failed to verify registration", code: body.code }, { status: 400 });
}
