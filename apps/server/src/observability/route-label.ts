import { contract } from "@app/contract";

/**
 * The route a request is counted and logged under: a pattern, never the raw path. Labels must stay
 * few (one time series each) and must not carry what a path can hold: `/api/auth/reset-password/:token`
 * puts a token in the path, and an attacker can send any number of distinct paths.
 */
export function routeLabeler(authPaths: string[]): (path: string) => string {
  const authPatterns = authPaths.map((p) => p.split("/"));
  const procedures = new Set(procedurePaths(contract, "/rpc"));
  const exact = new Set(["/api/health", "/api/health/live", "/metrics"]);

  return (path) => {
    if (exact.has(path)) return path;
    if (path.startsWith("/api/auth/")) {
      const segments = path.slice("/api/auth".length).split("/");
      const match = authPatterns.find(
        (pattern) =>
          pattern.length === segments.length && pattern.every((s, i) => s.startsWith(":") || s === segments[i]),
      );
      return match ? `/api/auth${match.join("/")}` : "/api/auth/*";
    }
    if (path.startsWith("/rpc/")) return procedures.has(path) ? path : "/rpc/*";
    if (path.startsWith("/api/")) return "/api/*";
    if (path.startsWith("/assets/")) return "/assets/*";
    // Pages of the single-page app and the few files beside index.html.
    return "/*";
  };
}

function procedurePaths(node: object, prefix: string): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    if (!value || typeof value !== "object") return [];
    if ("~orpc" in value) return [`${prefix}/${key}`];
    return procedurePaths(value, `${prefix}/${key}`);
  });
}
