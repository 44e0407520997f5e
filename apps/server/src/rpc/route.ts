import type { AnyRouter } from "@orpc/server";
import { StrictGetMethodPlugin } from "@orpc/server/plugins";
import { StandardRPCHandler, type StandardRPCHandlerOptions } from "@orpc/server/standard";
import { once, parseEmptyableJSON } from "@orpc/shared";
import type { StandardLazyRequest } from "@orpc/standard-server";
import { toFetchResponse, toStandardBody, toStandardHeaders } from "@orpc/standard-server-fetch";
import type { Context, MiddlewareHandler } from "hono";
import { CHECKED_BODY } from "../http/edge-guard";
import type { RpcContext } from "./context";

const decoder = new TextDecoder();

/** The request body as oRPC reads it, from the bytes the edge guard already read and checked. */
function standardBody(c: Context) {
  const bytes = c.get(CHECKED_BODY);
  if (!bytes) return Promise.resolve(undefined);
  const headers = c.req.raw.headers;
  const type = headers.get("content-type");
  // What every oRPC client sends (JSON), read as oRPC's fetch adapter reads it.
  if (!headers.has("content-disposition") && (!type || type.startsWith("application/json"))) {
    return Promise.resolve(parseEmptyableJSON(decoder.decode(bytes)));
  }
  // Anything else (forms, files) through the fetch adapter's own reading.
  return toStandardBody(new Request(c.req.url, { method: c.req.method, headers, body: bytes }));
}

/**
 * oRPC's RPC protocol under /rpc, as its fetch adapter serves it (`RPCHandler`: the same handler, the
 * same GET rule), but without building a WHATWG request per call: the URL, headers and signal come
 * from @hono/node-server's light request, the body from the edge guard (mounted with
 * `handOn: "bytes"`). The answer is oRPC's own fetch response, whose JSON text @hono/node-server
 * writes without a stream. Decision 021 has the figures.
 */
export function rpcRoute(
  router: AnyRouter,
  options: StandardRPCHandlerOptions<RpcContext> & { prefix: `/${string}`; context: (c: Context) => RpcContext },
): MiddlewareHandler {
  const { prefix, context, ...handlerOptions } = options;
  const handler = new StandardRPCHandler(router, {
    ...handlerOptions,
    plugins: [...(handlerOptions.plugins ?? []), new StrictGetMethodPlugin()],
  });
  return async (c, next) => {
    const raw = c.req.raw;
    const request: StandardLazyRequest = {
      url: new URL(raw.url),
      method: raw.method,
      signal: raw.signal,
      headers: toStandardHeaders(raw.headers),
      body: once(() => standardBody(c)),
    };
    const result = await handler.handle(request, { prefix, context: context(c) });
    if (!result.matched) return next();
    return toFetchResponse(result.response);
  };
}
