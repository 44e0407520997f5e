import { contract } from "@app/contract";
import { m } from "@app/i18n/messages";
import { implement, ORPCError } from "@orpc/server";
import { noteRequestUser } from "../observability/request-context";
import type { RpcContext } from "./context";

/** Procedures anyone may call. */
export const pub = implement(contract).$context<RpcContext>();

/** Procedures that need a signed-in user: the session is read once and handed on in the context. */
export const authed = pub.use(async ({ context, next }) => {
  const session = await context.readSession(context.headers);
  if (!session) throw new ORPCError("UNAUTHORIZED", { message: m.error_signed_in_required() });
  noteRequestUser(session.user.id);
  return next({ context: { session } });
});
