import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Hono } from "hono";
import { API_PREFIX } from "./openapi-document";

export const REFERENCE_PATH = "/api/docs";
/** The folder of Swagger UI's npm package, swagger-ui-dist (zero dependencies; decision 030). */
const PACKAGE_DIR = "node_modules/swagger-ui-dist";
/** Its files the page loads; the build copies them beside main.js, into this folder. */
const ASSETS_DIR = "swagger-ui";
const ASSETS: Record<string, string> = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
};

/** The assets beside the server's build, else in the nearest node_modules (development and tests). */
function findAssets(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  if (existsSync(join(here, ASSETS_DIR, "swagger-ui-bundle.js"))) return join(here, ASSETS_DIR);
  for (let dir = here; ; dir = dirname(dir)) {
    if (existsSync(join(dir, PACKAGE_DIR, "swagger-ui-bundle.js"))) return join(dir, PACKAGE_DIR);
    if (dirname(dir) === dir) return null;
  }
}

// Swagger UI's configuration, in a script of its own: no inline script, so the CSP stays 'self'. No
// call to Swagger's online validator (its badge is an image from their server); the page works offline.
const start = `SwaggerUIBundle(${JSON.stringify({
  url: `${API_PREFIX}/openapi.json`,
  dom_id: "#reference",
  layout: "BaseLayout",
  deepLinking: true,
  validatorUrl: null,
  docExpansion: "list",
  defaultModelsExpandDepth: 0,
  displayRequestDuration: true,
})});\n`;

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Dashboard API reference</title>
    <link rel="stylesheet" href="${REFERENCE_PATH}/swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="${REFERENCE_PATH}/swagger-ui-bundle.js"></script>
    <script src="${REFERENCE_PATH}/start.js"></script>
  </body>
</html>`;

/**
 * The interactive reference (decision 030): Swagger UI renders /api/v1/openapi.json (its Markdown, the
 * German glossary's table included), takes the API key in its Authorize dialog and sends test calls
 * from the page to the same origin. Its files are served from the npm package, never a CDN: the
 * product's CSP allows only its own origin, and the page must work without the internet.
 */
export function mountReferencePage(app: Hono) {
  let assets: string | null | undefined;
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  app.get(REFERENCE_PATH, (c) => c.html(page, 200, { "cache-control": "no-cache" }));
  app.get(`${REFERENCE_PATH}/start.js`, (c) =>
    c.body(start, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" }),
  );
  app.get(`${REFERENCE_PATH}/:file{swagger-ui-bundle\\.js|swagger-ui\\.css}`, (c) => {
    const name = c.req.param("file");
    if (assets === undefined) assets = findAssets();
    if (!assets) return c.json({ message: "The API reference is not installed", code: "NOT_FOUND" }, 404);
    let body = files.get(name);
    if (!body) {
      body = new Uint8Array(readFileSync(join(assets, name)));
      files.set(name, body);
    }
    return c.body(body, 200, { "content-type": ASSETS[name], "cache-control": "public, max-age=3600" });
  });
}
