import { publicApiContract } from "@app/contract";
import { apiKeyMessages } from "@app/domain";
import { implement, ORPCError, os } from "@orpc/server";
import { keyDetails, roleIn } from "../api-keys/api-key-store";
import { gewerbeanmeldungRouter } from "../documents/gewerbeanmeldung.router";
import type { RpcContext } from "../rpc/context";

/** Calls that change data need a key with the write scope. */
const requireWrite = os.$context<RpcContext>().middleware(({ context, next }) => {
  if (context.apiKey?.scope !== "write") {
    throw new ORPCError("FORBIDDEN", { message: apiKeyMessages.writeScope });
  }
  return next();
});

const api = implement(publicApiContract).$context<RpcContext>();
const documents = gewerbeanmeldungRouter;

/**
 * The public API (/api/v1, decision 030): the web app's own Gewerbeanmeldung procedures, with the
 * same rules and code, run as the key's creator inside the key's organization (the key's session and
 * `apiKey` in the context, api-keys/api-key-reader.ts); their paths come from the contract.
 */
export const publicApiRouter = {
  me: api.me.handler(async ({ context }) => {
    const session = await context.readSession(context.headers);
    const grant = context.apiKey;
    if (!session || !grant) throw new ORPCError("UNAUTHORIZED", { message: apiKeyMessages.unauthorized });
    const [details, role] = await Promise.all([
      keyDetails(context.db, grant.id),
      roleIn(context.db, session.user.id, grant.organizationId),
    ]);
    if (!details || !role) throw new ORPCError("UNAUTHORIZED", { message: apiKeyMessages.unauthorized });
    return {
      user: { id: session.user.id, name: session.user.name, email: session.user.email },
      organization: details.organization,
      role,
      key: { id: grant.id, name: details.name, scope: grant.scope, expiresAt: details.expiresAt },
    };
  }),
  gewerbeanmeldung: {
    list: documents.list,
    getById: documents.getById,
    create: documents.create.use(requireWrite),
    saveDraft: documents.saveDraft.use(requireWrite),
    complete: documents.complete.use(requireWrite),
    reopen: documents.reopen.use(requireWrite),
    delete: documents.delete.use(requireWrite),
  },
};
