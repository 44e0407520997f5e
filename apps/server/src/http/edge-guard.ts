import { m } from "@app/i18n/messages";
import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type ErrorAnswer, errorResponse } from "../errors/answers";

/**
 * The requests this product serves are small: the largest is a Gewerbeanmeldung of a few kilobytes.
 * Deeper JSON than this is never sent by the web app; it only serves to overflow a stack somewhere
 * downstream (organization metadata nested 5,000 levels deep used to).
 */
export const EDGE_LIMITS = { maxBodyBytes: 100 * 1024, maxJsonDepth: 32 };

/** Read when the answer is made, in the request's language. */
export const edgeMessages = {
  tooLarge: (bytes: number) => m.error_body_too_large({ kilobytes: Math.floor(bytes / 1024) }),
  tooDeep: (depth: number) => m.error_json_too_deep({ depth }),
  get invalidCharacters() {
    return m.error_invalid_characters();
  },
  get invalidUrl() {
    return m.error_invalid_url();
  },
};

// NUL cannot be stored in a PostgreSQL text value, and an unpaired surrogate is not Unicode at all
// (jsonb refuses "\udfff"): both used to reach the database and come back as a 500.
const NUL_OR_LONE_SURROGATE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(value: string): boolean {
  return NUL_OR_LONE_SURROGATE.test(value);
}

type Problem = "characters" | "depth";

/** Every string (keys too) and the nesting of a parsed JSON value, without recursion. */
function inspectJson(value: unknown, maxDepth: number): Problem | undefined {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === "string") {
      if (badText(current)) return "characters";
    } else if (current !== null && typeof current === "object") {
      if (depth > maxDepth) return "depth";
      if (Array.isArray(current)) {
        for (const item of current) stack.push([item, depth + 1]);
      } else {
        for (const [key, item] of Object.entries(current)) {
          if (badText(key)) return "characters";
          stack.push([item, depth + 1]);
        }
      }
    }
  }
  return undefined;
}

/** A text that may itself be JSON (oRPC's GET requests carry their input as `?data={...}`). */
function inspectText(text: string, maxDepth: number): Problem | undefined {
  if (badText(text)) return "characters";
  const start = text.trimStart()[0];
  if (start !== "{" && start !== "[" && start !== '"') return undefined;
  try {
    return inspectJson(JSON.parse(text), maxDepth);
  } catch {
    return undefined; // not JSON after all: the endpoint answers for its own format
  }
}

function inspectPairs(pairs: Iterable<[string, string]>, maxDepth: number): Problem | undefined {
  for (const [key, value] of pairs) {
    const problem = inspectText(key, maxDepth) ?? inspectText(value, maxDepth);
    if (problem) return problem;
  }
  return undefined;
}

async function inspectBody(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  maxDepth: number,
): Promise<Problem | undefined> {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "multipart/form-data") {
    try {
      const form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
      const pairs: [string, string][] = [];
      for (const [key, value] of form) pairs.push([key, typeof value === "string" ? value : value.name]);
      return inspectPairs(pairs, maxDepth);
    } catch {
      return undefined; // malformed: the endpoint refuses it
    }
  }
  const text = new TextDecoder().decode(bytes);
  if (type === "application/x-www-form-urlencoded") return inspectPairs(new URLSearchParams(text), maxDepth);
  if (type === "" || type === "application/json" || type.endsWith("+json")) {
    try {
      return text.trim() ? inspectJson(JSON.parse(text), maxDepth) : undefined;
    } catch {
      return badText(text) ? "characters" : undefined; // malformed JSON: the endpoint answers 400
    }
  }
  if (type.startsWith("text/")) return inspectText(text, maxDepth);
  return undefined;
}

/** Where the guard leaves the body it read and checked (the bytes, as they came). */
export const CHECKED_BODY = "checkedBody";
declare module "hono" {
  interface ContextVariableMap {
    [CHECKED_BODY]: Uint8Array<ArrayBuffer>;
  }
}

export interface EdgeGuardOptions {
  /** "request": a fresh request carrying the body replaces `c.req.raw`; "bytes": only the context has it. */
  handOn?: "request" | "bytes";
}

/**
 * One guard in front of every /api and /rpc request, before better-auth or oRPC see it: a body
 * larger than the limit answers 413; NUL characters or unpaired surrogates anywhere in the path,
 * the query string or the body (JSON, form or text), and JSON nested deeper than the limit answer
 * 400, all with `{ message, code }`. The body is read once here and handed on unchanged.
 */
export function edgeGuard(limits = EDGE_LIMITS, { handOn = "request" }: EdgeGuardOptions = {}): MiddlewareHandler {
  // Functions: each answer is written in its request's language.
  const problems: Record<Problem, () => ErrorAnswer> = {
    characters: () => ({ status: 400, code: "INVALID_CHARACTERS", message: edgeMessages.invalidCharacters }),
    depth: () => ({ status: 400, code: "NESTING_TOO_DEEP", message: edgeMessages.tooDeep(limits.maxJsonDepth) }),
  };
  const tooLarge = (): ErrorAnswer => ({
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: edgeMessages.tooLarge(limits.maxBodyBytes),
  });
  // The rest of the body is never read, so the connection cannot carry another request.
  const refuseTooLarge = (path: string) => {
    const response = errorResponse(path, tooLarge());
    response.headers.set("connection", "close");
    return response;
  };

  // A body without a declared length (chunked, or a stream in-process) is counted by hono/body-limit as
  // it streams in, and refused once it passes the limit.
  const countedBody = bodyLimit({ maxSize: limits.maxBodyBytes, onError: (c) => refuseTooLarge(c.req.path) });

  return async (c, next) => {
    const path = c.req.path;
    const url = new URL(c.req.url);
    let decodedPath: string;
    try {
      decodedPath = decodeURIComponent(url.pathname);
    } catch {
      return errorResponse(path, { status: 400, code: "INVALID_URL", message: edgeMessages.invalidUrl });
    }
    const inUrl =
      (badText(decodedPath) ? "characters" : undefined) ?? inspectPairs(url.searchParams, limits.maxJsonDepth);
    if (inUrl) return errorResponse(path, problems[inUrl]());

    // Behind Node's HTTP/1.1 server the headers tell whether there is a body: asking the request for
    // its body stream would make @hono/node-server build a full WHATWG request for every call. Its
    // documented bindings (HttpBindings: `c.env.incoming`) say whether the request came from Node;
    // app.request() in-process has none.
    const raw = c.req.raw;
    const length = raw.headers.get("content-length");
    const chunked = raw.headers.has("transfer-encoding");
    const fromNode = Boolean((c.env as Partial<HttpBindings> | undefined)?.incoming);
    const hasBody = fromNode ? chunked || (length !== null && length !== "0") : raw.body !== null;
    if (!hasBody || raw.method === "GET" || raw.method === "HEAD") return next();

    /** Reads and inspects the body; a refusal, or nothing once the body is handed on. */
    const check = async (request: Request): Promise<Response | undefined> => {
      const bytes = new Uint8Array(await request.arrayBuffer());
      const inBody = await inspectBody(bytes, request.headers.get("content-type") ?? "", limits.maxJsonDepth);
      if (inBody) return errorResponse(path, problems[inBody]());
      c.set(CHECKED_BODY, bytes);
      // The body is used up: better-auth reads the same bytes from a fresh request. /rpc reads them
      // from the context (rpc/route.ts), which spares a second WHATWG request and its stream per call.
      if (handOn === "request") {
        c.req.raw = new Request(request.url, {
          method: request.method,
          headers: request.headers,
          body: bytes,
          signal: request.signal,
        });
      }
      return undefined;
    };
    // A declared length is all Node's parser lets through, so it is compared here and that body read in
    // one go, without a stream. Not through hono/body-limit: it asks the request for its body stream
    // first, which makes @hono/node-server build a WHATWG request for every call (bench/README.md,
    // 2026-11-25: the RPC path without WHATWG requests).
    if (fromNode && !chunked) {
      if (Number(length) > limits.maxBodyBytes) return refuseTooLarge(path);
      return (await check(raw)) ?? next();
    }
    let refusal: Response | undefined;
    const tooLarge = await countedBody(c, async () => {
      refusal = await check(c.req.raw);
    });
    return tooLarge ?? refusal ?? next();
  };
}
