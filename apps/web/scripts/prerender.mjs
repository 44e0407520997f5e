// Renders one language's pages to HTML at build time (decision 022), with the renderer built from
// src/entry-server.tsx: the public pages, the not-found view, the dashboard's skeleton and the shell
// (the root layout with the pending view) into dist/pages/<locale>/, each in the language's built
// index page; dist/pages/manifest.json tells the server which file answers which path
// (apps/server/src/http/static-web.ts).
//   node scripts/prerender.mjs <locale> <renderer folder>
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [locale, rendererDir] = process.argv.slice(2);
const dist = new URL("../dist/", import.meta.url).pathname;
const { render, pageHtml, routePaths } = await import(join(rendererDir, "entry-server.js"));

/**
 * Path → file name: each answers that path and query exactly. The sign-up form has its own page, so the
 * 'Sign Up' link leads to a painted form before any script has run.
 */
const PAGES = {
  "/": "index",
  "/login": "login",
  "/login?showSignIn=false": "login-sign-up",
  "/about": "about",
  "/privacy": "privacy",
  "/terms": "terms",
};
/** A path no route matches. */
const NOT_FOUND_PATH = "/__not-found";

// The page paints from its HTML and CSS; the app's modules only hydrate it. hydrate.js, inline at the top
// of the head, loads them after the first paint and keeps a click made before they have run.
const template = withModulesAfterPaint(
  readFileSync(join(dist, locale === "en" ? "index.html" : `index.${locale}.html`), "utf8"),
);

/** Vite's module script and modulepreload links, replaced by hydrate.js naming them. */
function withModulesAfterPaint(html) {
  const entries = [...html.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  if (entries.length !== 1) throw new Error(`expected one module script in the index page, found ${entries.length}`);
  let page = html;
  for (const [tag] of [...entries, ...preloads]) page = page.replace(tag, "");
  const loader = readFileSync(new URL("./hydrate.js", import.meta.url), "utf8")
    .split("\n")
    .filter((line) => !/^\s*\/\//.test(line))
    .join("\n")
    .trim();
  const hydrate = `<script data-entry="${entries[0][1]}" data-preload="${preloads.map(([, href]) => href).join(" ")}">${loader}</script>`;
  const charset = '<meta charset="UTF-8" />';
  if (!page.includes(charset)) throw new Error(`expected ${charset} in the index page`);
  // First in the head, before the stylesheet: an inline script after it would wait for it.
  return page.replace(charset, () => `${charset}\n    ${hydrate}`);
}

async function write(name, path, options, expectedStatus = 200) {
  const page = await render(path, options);
  if (page.status !== expectedStatus) throw new Error(`${path}: status ${page.status}, expected ${expectedStatus}`);
  const html = pageHtml(template, page);
  const file = `pages/${locale}/${name}.html`;
  writeFileSync(join(dist, file), html);
  return file;
}

mkdirSync(join(dist, "pages", locale), { recursive: true });
const files = { pages: {} };
for (const [path, name] of Object.entries(PAGES)) files.pages[path] = await write(name, path);
files.notFound = await write("not-found", NOT_FOUND_PATH, {}, 404);
files.dashboard = await write("dashboard", "/dashboard");
files.shell = await write("shell", "/", { isShell: true });

const manifestFile = join(dist, "pages", "manifest.json");
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : { locales: {} };
manifest.routes = routePaths();
manifest.locales[locale] = files;
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerendered ${Object.keys(files.pages).length + 3} pages (${locale})`);
