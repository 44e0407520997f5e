/**
 * rpc/route.ts serves oRPC without building a WHATWG request per call (decision 027 has the
 * figures that keep it). This pins it to oRPC's own fetch adapter (`RPCHandler` from
 * @orpc/server/fetch): the same procedures behind the same edge guard and error interceptor, over
 * real HTTP, must give the same status, headers that matter and body for every kind of answer,
 * every error shape and the body limits, so an oRPC upgrade that changes the protocol fails here.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { ORPCError, os } from "@orpc/server";
import { RPCHandler } from "@orpc/server/fetch";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { errorResponse, rpcErrors } from "../src/errors/answers";
import { EDGE_LIMITS, edgeGuard } from "../src/http/edge-guard";
import { rpcRoute } from "../src/rpc/route";

const pub = os.$context<{ who: string }>();
const router = {
  echo: pub.input(z.object({ name: z.string().min(2, { error: "Name too short" }) })).handler(({ input }) => input),
  read: pub.route({ method: "GET" }).handler(({ context }) => ({ who: context.who, at: new Date(0) })),
  missing: pub.handler(() => {
    throw new ORPCError("NOT_FOUND", { message: "No such thing" });
  }),
  conflict: pub.handler(() => {
    throw new ORPCError("CONFLICT", { message: "Changed meanwhile", data: { reason: "version", currentVersion: 3 } });
  }),
  unavailable: pub.handler(() => {
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  }),
  duplicate: pub.handler(() => {
    throw Object.assign(new Error("duplicate key"), { code: "23505", constraint: "organization_slug_unique" });
  }),
  bug: pub.handler(() => {
    throw new TypeError("x is not a function");
  }),
  nothing: pub.handler(() => undefined),
};

async function listen(app: Hono) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

function withFallbacks(app: Hono) {
  app.all("/rpc/*", (c) => errorResponse(c.req.path, { status: 404, code: "NOT_FOUND", message: "Not Found" }));
  return app;
}

/** Ours: edge guard hands the bytes on, rpc/route.ts reads them. */
function ours() {
  const app = new Hono();
  const rpc = rpcRoute(
    router as never,
    { prefix: "/rpc", clientInterceptors: [rpcErrors], context: () => ({ who: "ada" }) } as never,
  );
  app.use("/rpc/*", edgeGuard(undefined, { handOn: "bytes" }));
  app.use("/rpc/*", (c, next) => rpc(c, next));
  return withFallbacks(app);
}

/** oRPC's own: edge guard hands on a fresh request, RPCHandler reads it. */
function theirs() {
  const app = new Hono();
  const handler = new RPCHandler(router, {
    clientInterceptors: [rpcErrors],
    strictGetMethodPluginEnabled: true,
  });
  app.use("/rpc/*", edgeGuard());
  app.use("/rpc/*", async (c, next) => {
    const { matched, response } = await handler.handle(c.req.raw, { prefix: "/rpc", context: { who: "ada" } });
    return matched ? response : next();
  });
  return withFallbacks(app);
}

describe("rpc/route.ts answers as oRPC's own fetch adapter", () => {
  let a: Awaited<ReturnType<typeof listen>>;
  let b: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    a = await listen(ours());
    b = await listen(theirs());
  });
  afterAll(() => {
    a?.close();
    b?.close();
  });

  const json = (value: unknown) => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(value),
  });
  const form = () => {
    const body = new FormData();
    body.set("0", new Blob(["file"]), "a.txt");
    body.set("data", JSON.stringify({ json: { name: ["__file0__"] }, maps: [["name"]] }));
    return { method: "POST", body };
  };

  const cases: [string, string, () => RequestInit][] = [
    ["a procedure's answer", "/rpc/echo", () => json({ json: { name: "Ada" } })],
    ["an answer with a date (oRPC's meta)", "/rpc/read", () => ({ method: "GET" })],
    ["GET input as ?data=", "/rpc/read?data=%7B%7D", () => ({ method: "GET" })],
    ["no answer at all", "/rpc/nothing", () => json({})],
    ["an empty body", "/rpc/nothing", () => ({ method: "POST", headers: { "content-type": "application/json" } })],
    ["invalid input: the field message and every issue", "/rpc/echo", () => json({ json: { name: "A" } })],
    ["input of the wrong type", "/rpc/echo", () => json({ json: "Ada" })],
    [
      "malformed JSON",
      "/rpc/echo",
      () => ({ method: "POST", headers: { "content-type": "application/json" }, body: "{" }),
    ],
    ["a form with a file", "/rpc/echo", form],
    ["a deliberate 404", "/rpc/missing", () => json({})],
    ["a deliberate 409 with data", "/rpc/conflict", () => json({})],
    ["a lost database: 503", "/rpc/unavailable", () => json({})],
    ["a value taken by another request: 409", "/rpc/duplicate", () => json({})],
    ["a bug: 500", "/rpc/bug", () => json({})],
    ["GET on a procedure that is not GET: refused", "/rpc/echo?data=%7B%7D", () => ({ method: "GET" })],
    ["an unknown procedure", "/rpc/nope", () => json({})],
    ["a body over the limit: 413", "/rpc/echo", () => json({ json: { name: "x".repeat(EDGE_LIMITS.maxBodyBytes) } })],
    [
      "JSON nested too deeply: 400",
      "/rpc/echo",
      () => json({ json: { name: JSON.parse(`${"[".repeat(40)}${"]".repeat(40)}`) } }),
    ],
    ["a NUL character: 400", "/rpc/echo", () => json({ json: { name: "a\u0000b" } })],
  ];

  it.each(cases)("%s", async (_name, path, init) => {
    const [mine, reference] = await Promise.all([fetch(`${a.url}${path}`, init()), fetch(`${b.url}${path}`, init())]);
    const answer = async (r: Response) => {
      const text = await r.text();
      // A 500 names its request id, which differs between the two servers.
      return { status: r.status, type: r.headers.get("content-type"), body: text.replace(/"requestId":"[^"]*"/g, "") };
    };
    expect(await answer(mine)).toEqual(await answer(reference));
  });
});
