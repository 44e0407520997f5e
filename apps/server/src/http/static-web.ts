import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { type Locale, locales } from "@app/i18n";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { localeOfRequest } from "../i18n/request-locale";
import type { Logger } from "../observability/logger";

/**
 * The built web app, served from the same origin as the API. Hashed files under /assets are cached
 * for a year and immutable; every file is sent as the brotli or gzip copy the build wrote beside it
 * (apps/web/scripts/precompress.mjs) when the browser takes it. Every other path gets an HTML page in
 * the request's language (decision 032), chosen by the build's pages/manifest.json (decision 022):
 * the page prerendered for that path (`/`, `/login`, `/about`, `/privacy`, `/terms`, asked for
 * without a query; `/login?showSignIn=false` with exactly that one), the dashboard's skeleton below /dashboard, the shell for the app's other paths,
 * and the not-found page for paths no route matches. A build without the manifest (tests) sends
 * index.html or index.de.html for every path, as before prerendering.
 */
export interface Web {
  mount(app: Hono): void;
  /**
   * For the CSP's script-src: the hashes of the inline scripts in the page this request gets (the
   * router's state for hydration, decision 022), empty for any other answer.
   */
  inlineScripts(c: Context): string;
}

interface Manifest {
  routes: string[];
  locales: Partial<
    Record<Locale, { pages: Record<string, string>; notFound: string; dashboard: string; shell: string }>
  >;
}

interface Page {
  variants: Compressed;
  /** `'sha256-…'` sources, space-separated. */
  scriptHashes: string;
}

export function loadWeb(distDir: string, log: Logger): Web | undefined {
  const indexFile = join(distDir, "index.html");
  if (!existsSync(indexFile)) {
    log.warn(`web app not built (${indexFile} missing): run "npm run build". Serving the API only.`);
    return undefined;
  }
  const pageFor = pageChooser(distDir);
  return {
    mount(app) {
      app.use("/assets/*", async (c, next) => {
        await next();
        if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
      });
      const files = serveStatic({ root: distDir, precompressed: true });
      // HTML files are never served as files: "/" would otherwise always get the English index page.
      app.use("*", (c, next) => (c.req.path === "/" || c.req.path.endsWith(".html") ? next() : files(c, next)));
      // A missing asset (an old tab after a deploy) must fail as a 404, not load a page as a script.
      // A script loader reads it, not a person: i18n-ignore.
      app.get("/assets/*", (c) => c.text("Not Found", 404));
      app.get("*", (c) => sendPage(c, pageFor(c)));
    },
    inlineScripts: (c) => (isPageRequest(c) ? pageFor(c).scriptHashes : ""),
  };
}

/**
 * A request app.get("*") above may answer with a page. Files (the favicon) get the same sources,
 * which allow nothing in them.
 */
function isPageRequest(c: Context): boolean {
  return c.req.method === "GET" && !/^\/(assets|api|rpc)\//.test(c.req.path);
}

/** Reads every page once at start; returns the request → page choice. */
function pageChooser(distDir: string): (c: Context) => Page {
  const load = (file: string): Page => {
    const path = join(distDir, file);
    const html = readFileSync(path);
    return { variants: compressedVariants(path, html), scriptHashes: inlineScriptHashes(html.toString("utf8")) };
  };
  const english = load("index.html");
  const indexes: Record<Locale, Page> = {
    en: english,
    de: existsSync(join(distDir, "index.de.html")) ? load("index.de.html") : english,
  };
  const manifestFile = join(distDir, "pages", "manifest.json");
  if (!existsSync(manifestFile)) return (c) => indexes[localeOfRequest(c.req.raw)];

  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const routes = manifest.routes.map(routePattern);
  const byLocale = Object.fromEntries(
    locales.map((locale) => {
      const files = manifest.locales[locale] ?? manifest.locales.en;
      if (!files) throw new Error(`${manifestFile}: no pages for ${locale}`);
      return [
        locale,
        {
          pages: new Map(Object.entries(files.pages).map(([path, file]) => [path, load(file)])),
          notFound: load(files.notFound),
          dashboard: load(files.dashboard),
          shell: load(files.shell),
        },
      ];
    }),
  ) as Record<Locale, { pages: Map<string, Page>; notFound: Page; dashboard: Page; shell: Page }>;

  return (c) => {
    const pages = byLocale[localeOfRequest(c.req.raw)];
    const path = c.req.path;
    // A page is prerendered for its path and exact query (`/login?showSignIn=false`, the sign-up form); any
    // other query can change what the page shows, and the shell renders it in the browser.
    const page = pages.pages.get(`${path}${new URL(c.req.url).search}`);
    if (page) return page;
    if (/^\/dashboard(\/|$)/i.test(path)) return pages.dashboard;
    return routes.some((route) => route.test(path)) ? pages.shell : pages.notFound;
  };
}

/**
 * `/accept-invitation/$invitationId` → a pattern for the paths the router matches: `$name` is one
 * segment; like the router, case-insensitive and with or without a trailing slash.
 */
function routePattern(path: string): RegExp {
  const segments = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith("$") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^/${segments.join("/")}/?$`, "i");
}

/** The CSP sources that allow exactly the page's inline scripts. */
function inlineScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const [, content] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes].join(" ");
}

type Encoding = "br" | "gzip";
type Compressed = Record<Encoding | "identity", Buffer>;

/**
 * The page in each encoding: the copies the build wrote beside it when they are at least as new as
 * the page, else compressed here (a build without them, a page edited after the build). Compressing
 * the build's two dozen pages at start took about 0.3 s of the main thread.
 */
function compressedVariants(path: string, html: Buffer): Compressed {
  const pageTime = statSync(path).mtimeMs;
  const built = (suffix: string) => {
    const copy = `${path}.${suffix}`;
    const stat = statSync(copy, { throwIfNoEntry: false });
    return stat && stat.mtimeMs >= pageTime ? readFileSync(copy) : undefined;
  };
  return {
    br: built("br") ?? brotliCompressSync(html),
    gzip: built("gz") ?? gzipSync(html, { level: 9 }),
    identity: html,
  };
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

function sendPage(c: Context, page: Page) {
  const encoding = preferredEncoding(c.req.header("accept-encoding"));
  const body = page.variants[encoding ?? "identity"];
  const headers: Record<string, string> = {
    "content-type": "text/html; charset=UTF-8",
    "cache-control": "no-cache",
    // The language comes from the cookie, else Accept-Language.
    vary: "Accept-Encoding, Accept-Language, Cookie",
  };
  if (encoding) headers["content-encoding"] = encoding;
  return c.body(new Uint8Array(body), 200, headers);
}
