import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { Logger } from "../observability/logger";

/**
 * Serves the built single-page app from the same origin as the API. Hashed files under /assets are
 * cached for a year; every other path that is not a file gets index.html (client-side routing).
 */
export function mountWeb(app: Hono, distDir: string, log: Logger) {
  const indexFile = join(distDir, "index.html");
  if (!existsSync(indexFile)) {
    log.warn(`web app not built (${indexFile} missing): run "npm run build". Serving the API only.`);
    return;
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("*", serveStatic({ root: distDir }));
  // A missing asset (an old tab after a deploy) must fail as a 404, not load index.html as a script.
  app.get("/assets/*", (c) => c.text("Not Found", 404));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
