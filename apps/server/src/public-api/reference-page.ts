import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Hono } from "hono";
import { API_PREFIX } from "./openapi-document";

export const REFERENCE_PATH = "/api/docs";
const SCRIPT_PATH = "/api/docs/scalar.js";
/** Scalar's standalone bundle as its npm package ships it (the build copies it beside main.js). */
const BUNDLE_IN_PACKAGE = "node_modules/@scalar/api-reference/dist/browser/standalone.js";
export const BUNDLE_NAME = "scalar-standalone.js";

/** The bundle beside the server's build, else in the nearest node_modules (development and tests). */
function findBundle(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  if (existsSync(join(here, BUNDLE_NAME))) return join(here, BUNDLE_NAME);
  for (let dir = here; ; dir = dirname(dir)) {
    if (existsSync(join(dir, BUNDLE_IN_PACKAGE))) return join(dir, BUNDLE_IN_PACKAGE);
    if (dirname(dir) === dir) return null;
  }
}

// Scalar's own configuration, as a data attribute: no inline script, so the CSP stays 'self'. No
// default fonts (they come from Scalar's CDN) and no telemetry; the page works offline.
const configuration = JSON.stringify({
  withDefaultFonts: false,
  telemetry: false,
  // Nothing that talks to Scalar's cloud: no AI agent, no developer toolbar (share, deploy, SDKs).
  agent: { disabled: true },
  showDeveloperTools: "never",
  metaData: { title: "Dashboard API reference" },
  authentication: { preferredSecurityScheme: "apiKey" },
});

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Dashboard API reference</title>
  </head>
  <body>
    <script id="api-reference" data-url="${API_PREFIX}/openapi.json" data-configuration='${configuration}'></script>
    <script src="${SCRIPT_PATH}"></script>
  </body>
</html>`;

/**
 * The interactive reference (decision 030): Scalar's API reference renders /api/v1/openapi.json and
 * sends test calls from the page to the same origin. Its script is served from the npm package, never
 * a CDN: the product's CSP allows only its own origin, and it must work without the internet.
 */
export function mountReferencePage(app: Hono) {
  let bundle: Uint8Array | null | undefined;
  app.get(REFERENCE_PATH, (c) => c.html(page, 200, { "cache-control": "no-cache" }));
  app.get(SCRIPT_PATH, (c) => {
    if (bundle === undefined) {
      const path = findBundle();
      bundle = path ? new Uint8Array(readFileSync(path)) : null;
    }
    if (!bundle) return c.json({ message: "The API reference is not installed", code: "NOT_FOUND" }, 404);
    return c.body(bundle as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=3600",
    });
  });
}
