import { publicApiContract } from "@app/contract";
import { apiKeyMessages } from "@app/domain";
import { m } from "@app/i18n/messages";
import { implement, ORPCError } from "@orpc/server";
import { keyDetails } from "../api-key-store/api-key-store";
import { gewerbeabmeldungRouter, gewerbeanmeldungRouter, gewerbeummeldungRouter } from "../documents/documents.router";
import { obligationsRouter } from "../obligations/obligations.router";
import type { RpcContext } from "../rpc/context";
import { type AccessRule, orgAccess } from "../rpc/organization-access";
import { webhooksRouter } from "../webhooks/webhooks.router";

const documents = () => m.document_org_not_allowed();
/** The key's organization's documents ("document:read", also their PDFs, public-api-route.ts). */
export const readDocumentsRule: AccessRule = { permission: { document: ["read"] }, forbidden: documents };
const readDocuments = orgAccess(readDocumentsRule.permission, readDocumentsRule);
/** Changes need "document:write" and a key with the write scope. */
const writeDocuments = orgAccess({ document: ["write"] }, { write: true, forbidden: documents });

const api = implement(publicApiContract).$context<RpcContext>();

/**
 * The public API (/api/v1, decisions 030, 034): the web app's own document procedures of the three forms, with the
 * same rules and code, run as the key's creator inside the key's organization (the key's session and
 * `apiKey` in the context, api-keys/api-key-reader.ts); their paths come from the contract.
 */
export const publicApiRouter = {
  /** Every member's key may ask who it acts as. */
  me: api.me.use(orgAccess(null, { forbidden: () => apiKeyMessages.unauthorized })).handler(async ({ context }) => {
    const { session, membership } = context;
    const grant = context.apiKey;
    const details = grant ? await keyDetails(context.db, grant.id) : null;
    if (!grant || !details) throw new ORPCError("UNAUTHORIZED", { message: apiKeyMessages.unauthorized });
    return {
      user: { id: session.user.id, name: session.user.name, email: session.user.email },
      organization: details.organization,
      role: membership.role,
      key: { id: grant.id, name: details.name, scope: grant.scope, expiresAt: details.expiresAt },
    };
  }),
  gewerbeanmeldung: {
    list: gewerbeanmeldungRouter.list.use(readDocuments),
    getById: gewerbeanmeldungRouter.getById.use(readDocuments),
    create: gewerbeanmeldungRouter.create.use(writeDocuments),
    saveDraft: gewerbeanmeldungRouter.saveDraft.use(writeDocuments),
    complete: gewerbeanmeldungRouter.complete.use(writeDocuments),
    reopen: gewerbeanmeldungRouter.reopen.use(writeDocuments),
    delete: gewerbeanmeldungRouter.delete.use(writeDocuments),
    relocate: gewerbeanmeldungRouter.relocate.use(writeDocuments),
  },
  gewerbeummeldung: {
    list: gewerbeummeldungRouter.list.use(readDocuments),
    getById: gewerbeummeldungRouter.getById.use(readDocuments),
    create: gewerbeummeldungRouter.create.use(writeDocuments),
    saveDraft: gewerbeummeldungRouter.saveDraft.use(writeDocuments),
    complete: gewerbeummeldungRouter.complete.use(writeDocuments),
    reopen: gewerbeummeldungRouter.reopen.use(writeDocuments),
    delete: gewerbeummeldungRouter.delete.use(writeDocuments),
  },
  gewerbeabmeldung: {
    list: gewerbeabmeldungRouter.list.use(readDocuments),
    getById: gewerbeabmeldungRouter.getById.use(readDocuments),
    create: gewerbeabmeldungRouter.create.use(writeDocuments),
    saveDraft: gewerbeabmeldungRouter.saveDraft.use(writeDocuments),
    complete: gewerbeabmeldungRouter.complete.use(writeDocuments),
    reopen: gewerbeabmeldungRouter.reopen.use(writeDocuments),
    delete: gewerbeabmeldungRouter.delete.use(writeDocuments),
  },
  /** What follows a Gewerbeanzeige (decision 040): the same handlers as /rpc; changes need the write scope. */
  obligations: {
    forDocument: obligationsRouter.forDocument.use(readDocuments),
    markDone: obligationsRouter.markDone.use(writeDocuments),
    undoDone: obligationsRouter.undoDone.use(writeDocuments),
    setReminders: obligationsRouter.setReminders.use(writeDocuments),
    upcoming: obligationsRouter.upcoming.use(readDocuments),
  },
  /** The organization's webhook endpoints: the key's creator must be an owner or admin there (decision 036). */
  webhooks: webhooksRouter,
};
