/** What the tests read of better-auth's endpoint list and the product's endpoint table. */
import type { EndpointPath } from "../../src/auth/endpoints";

type Api = Record<string, { path?: unknown; options?: { method?: string | string[] } } | undefined>;

/** The HTTP method better-auth serves a path with (the first, when it takes several). */
export function methodOf(api: unknown, path: EndpointPath): "GET" | "POST" {
  const endpoint = Object.values(api as Api).find((e) => e?.path === path);
  const method = endpoint?.options?.method;
  const first = Array.isArray(method) ? method[0] : method;
  return first === "GET" ? "GET" : "POST";
}

/** A path with its parameters filled in: `/reset-password/:token` becomes `/reset-password/no-such-token`. */
export function concretePath(path: EndpointPath): string {
  return path.replace(":id", "google").replace(/:[^/]+/g, "no-such-token");
}
