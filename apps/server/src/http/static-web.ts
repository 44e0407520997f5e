import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Locale } from "@app/i18n";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { localeOfRequest } from "../i18n/request-locale";
import type { Logger } from "../observability/logger";

/**
 * Serves the built single-page app from the same origin as the API. Hashed files under /assets are
 * cached for a year and immutable; every file is sent as the brotli or gzip copy the build wrote
 * beside it (apps/web/scripts/precompress.mjs) when the browser takes it; every other path that is
 * not a file gets the index page (client-side routing) in the request's language: index.html, or
 * index.de.html from the German build (decision 032), each compressed once at start.
 */
export function mountWeb(app: Hono, distDir: string, log: Logger) {
  const indexFile = join(distDir, "index.html");
  if (!existsSync(indexFile)) {
    log.warn(`web app not built (${indexFile} missing): run "npm run build". Serving the API only.`);
    return;
  }
  const germanFile = join(distDir, "index.de.html");
  const english = compressedVariants(readFileSync(indexFile));
  const indexes: Record<Locale, Compressed> = {
    en: english,
    de: existsSync(germanFile) ? compressedVariants(readFileSync(germanFile)) : english,
  };
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  const files = serveStatic({ root: distDir, precompressed: true });
  // The index pages are never served as files: "/" would otherwise always get the English one.
  app.use("*", (c, next) => (c.req.path === "/" || c.req.path.endsWith(".html") ? next() : files(c, next)));
  // A missing asset (an old tab after a deploy) must fail as a 404, not load index.html as a script.
  // A script loader reads it, not a person: i18n-ignore.
  app.get("/assets/*", (c) => c.text("Not Found", 404));
  app.get("*", (c) => sendIndex(c, indexes[localeOfRequest(c.req.raw)]));
}

type Encoding = "br" | "gzip";
type Compressed = Record<Encoding | "identity", Buffer>;

function compressedVariants(html: Buffer): Compressed {
  return { br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }), identity: html };
}

/** The best encoding the client accepts (`br` before `gzip`); q=0 refuses one. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

function sendIndex(c: Context, index: Compressed) {
  const encoding = preferredEncoding(c.req.header("accept-encoding"));
  const body = index[encoding ?? "identity"];
  const headers: Record<string, string> = {
    "content-type": "text/html; charset=UTF-8",
    "cache-control": "no-cache",
    // The language comes from the cookie, else Accept-Language.
    vary: "Accept-Encoding, Accept-Language, Cookie",
  };
  if (encoding) headers["content-encoding"] = encoding;
  return c.body(new Uint8Array(body), 200, headers);
}
