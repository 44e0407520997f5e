import { accountMessages, EMAIL_SEND_LIMIT } from "@app/domain";
import { APIError } from "better-auth/api";
import type { HookContext } from "../auth-types/hook-context";
import type { CounterStore } from "../counters/counter-store";

/**
 * better-auth limits each client address; the endpoints marked `perEmailLimit` (auth/endpoints.ts)
 * also get a limit per email address in the body, so one mailbox cannot be flooded from many
 * addresses. The count runs whether or not an account has the address, so a refusal says nothing
 * about who is registered.
 */
export function emailRateLimit(store: CounterStore, limit: { max: number; windowSeconds: number } = EMAIL_SEND_LIMIT) {
  return async (ctx: HookContext): Promise<void> => {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== "string") return; // better-auth answers the missing field
    const key = `email-limit:${ctx.path}:${email.trim().toLowerCase()}`;
    if ((await store.increment(key, limit.windowSeconds)) > limit.max) {
      throw new APIError("TOO_MANY_REQUESTS", { message: accountMessages.tooManyRequests, code: "TOO_MANY_REQUESTS" });
    }
  };
}
