import type { Database } from "@app/db";
import { apiKeyMessages, type DocumentKind } from "@app/domain";
import { SmartCoercionPlugin } from "@orpc/json-schema";
import { OpenAPIHandler } from "@orpc/openapi/fetch";
import { ZodToJsonSchemaConverter } from "@orpc/zod/zod4";
import type { Context, Hono } from "hono";
import { type ApiCaller, type ApiKeyReader, isRefusal, keyFromHeaders } from "../api-keys/api-key-reader";
import { documentPdfHandler } from "../documents/pdf-route";
import { errorResponse, rpcErrors } from "../errors/answers";
import type { RpcContext } from "../rpc/context";
import { routeAccess } from "../rpc/organization-access";
import { API_PREFIX, openApiDocument, PDF_API_PATHS } from "./openapi-document";
import { publicApiRouter, readDocumentsRule } from "./public-api.router";
import { mountReferencePage } from "./reference-page";

const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
const callers = new WeakMap<Request, ApiCaller>();

/**
 * The public API under /api/v1 (decision 030): every call needs an API key (never a cookie), read
 * once here; the procedures then run with the key's creator as the session and the key's grant in
 * the context. Also the OpenAPI document and the reference page.
 */
export function mountPublicApi(
  app: Hono,
  {
    db,
    publicUrl,
    readKey,
    context,
  }: {
    db: Database;
    publicUrl: string;
    readKey: ApiKeyReader;
    /** The same context as /rpc, without its session reader. */
    context: (c: Context) => Omit<RpcContext, "readSession" | "apiKey">;
  },
) {
  let document: Promise<unknown> | undefined;
  app.get(OPENAPI_PATH, async (c) => {
    document ??= openApiDocument(publicApiRouter, publicUrl);
    return c.json(await document);
  });
  mountReferencePage(app);

  app.use(`${API_PREFIX}/*`, async (c, next) => {
    const headers = c.req.raw.headers;
    const caller = await readKey(headers);
    if (isRefusal(caller)) {
      const cookieOnly = !keyFromHeaders(headers) && headers.has("cookie");
      return errorResponse(c.req.path, cookieOnly ? { ...caller, message: apiKeyMessages.cookieRefused } : caller);
    }
    callers.set(c.req.raw, caller);
    return next();
  });

  const callerOf = (c: Context) => callers.get(c.req.raw) as ApiCaller;

  for (const [kind, path] of Object.entries(PDF_API_PATHS) as [DocumentKind, string][]) {
    const pdf = documentPdfHandler({
      kind,
      db,
      readScope: async (c) => {
        const { session, grant } = callerOf(c);
        return { userId: session.user.id, organizationId: grant.organizationId };
      },
    });
    app.get(`${API_PREFIX}${path.replace("{id}", ":id")}`, async (c) => {
      const { session, grant } = callerOf(c);
      const access = await routeAccess(c, { db, session, apiKey: grant }, grant.organizationId, readDocumentsRule);
      return access instanceof Response ? access : pdf(c);
    });
  }

  const handler = new OpenAPIHandler(publicApiRouter, {
    clientInterceptors: [rpcErrors],
    plugins: [new SmartCoercionPlugin({ schemaConverters: [new ZodToJsonSchemaConverter()] })],
  });
  app.all(`${API_PREFIX}/*`, async (c, next) => {
    const caller = callerOf(c);
    const { matched, response } = await handler.handle(c.req.raw, {
      prefix: API_PREFIX,
      context: { ...context(c), readSession: async () => caller.session, apiKey: caller.grant },
    });
    return matched ? response : next();
  });
}
