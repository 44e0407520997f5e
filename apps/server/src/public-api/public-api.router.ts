import { publicApiContract } from "@app/contract";
import { apiKeyMessages } from "@app/domain";
import { implement, ORPCError, os } from "@orpc/server";
import { keyDetails, roleIn } from "../api-keys/api-key-store";
import { gewerbeabmeldungRouter, gewerbeanmeldungRouter, gewerbeummeldungRouter } from "../documents/documents.router";
import { obligationsRouter } from "../obligations/obligations.router";
import type { RpcContext } from "../rpc/context";
import { webhookHandlers } from "../webhooks/webhooks.router";

/** Calls that change data need a key with the write scope. */
const requireWrite = os.$context<RpcContext>().middleware(({ context, next }) => {
  if (context.apiKey?.scope !== "write") {
    throw new ORPCError("FORBIDDEN", { message: apiKeyMessages.writeScope });
  }
  return next();
});

const api = implement(publicApiContract).$context<RpcContext>();

/**
 * The public API (/api/v1, decisions 030, 034): the web app's own document procedures of the three forms, with the
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
    list: gewerbeanmeldungRouter.list,
    getById: gewerbeanmeldungRouter.getById,
    create: gewerbeanmeldungRouter.create.use(requireWrite),
    saveDraft: gewerbeanmeldungRouter.saveDraft.use(requireWrite),
    complete: gewerbeanmeldungRouter.complete.use(requireWrite),
    reopen: gewerbeanmeldungRouter.reopen.use(requireWrite),
    delete: gewerbeanmeldungRouter.delete.use(requireWrite),
    relocate: gewerbeanmeldungRouter.relocate.use(requireWrite),
  },
  gewerbeummeldung: {
    list: gewerbeummeldungRouter.list,
    getById: gewerbeummeldungRouter.getById,
    create: gewerbeummeldungRouter.create.use(requireWrite),
    saveDraft: gewerbeummeldungRouter.saveDraft.use(requireWrite),
    complete: gewerbeummeldungRouter.complete.use(requireWrite),
    reopen: gewerbeummeldungRouter.reopen.use(requireWrite),
    delete: gewerbeummeldungRouter.delete.use(requireWrite),
  },
  gewerbeabmeldung: {
    list: gewerbeabmeldungRouter.list,
    getById: gewerbeabmeldungRouter.getById,
    create: gewerbeabmeldungRouter.create.use(requireWrite),
    saveDraft: gewerbeabmeldungRouter.saveDraft.use(requireWrite),
    complete: gewerbeabmeldungRouter.complete.use(requireWrite),
    reopen: gewerbeabmeldungRouter.reopen.use(requireWrite),
    delete: gewerbeabmeldungRouter.delete.use(requireWrite),
  },
  /** What follows a Gewerbeanzeige (decision 040): the same handlers as /rpc; changes need the write scope. */
  obligations: {
    forDocument: obligationsRouter.forDocument,
    markDone: obligationsRouter.markDone.use(requireWrite),
    undoDone: obligationsRouter.undoDone.use(requireWrite),
    setReminders: obligationsRouter.setReminders.use(requireWrite),
    upcoming: obligationsRouter.upcoming,
  },
  /** The organization's webhook endpoints: the key's creator must be an owner or admin there (decision 036). */
  webhooks: {
    list: api.webhooks.list.handler(({ context, input }) => webhookHandlers.list(context, input)),
    get: api.webhooks.get.handler(({ context, input }) => webhookHandlers.get(context, input)),
    create: api.webhooks.create.handler(({ context, input }) => webhookHandlers.create(context, input)),
    update: api.webhooks.update.handler(({ context, input }) => webhookHandlers.update(context, input)),
    delete: api.webhooks.delete.handler(({ context, input }) => webhookHandlers.delete(context, input)),
    rotateSecret: api.webhooks.rotateSecret.handler(({ context, input }) =>
      webhookHandlers.rotateSecret(context, input),
    ),
    pause: api.webhooks.pause.handler(({ context, input }) => webhookHandlers.pause(context, input)),
    resume: api.webhooks.resume.handler(({ context, input }) => webhookHandlers.resume(context, input)),
    sendTest: api.webhooks.sendTest.handler(({ context, input }) => webhookHandlers.sendTest(context, input)),
    listDeliveries: api.webhooks.listDeliveries.handler(({ context, input }) =>
      webhookHandlers.listDeliveries(context, input),
    ),
    resendDelivery: api.webhooks.resendDelivery.handler(({ context, input }) =>
      webhookHandlers.resendDelivery(context, input),
    ),
  },
};
