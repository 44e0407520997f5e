// Bundles the server and its workspace packages into dist/main.js; npm dependencies stay external
// (they are installed). The SQL migrations are copied beside the bundle, and the postal-code asset
// is built there (packages/plz). Code that only some servers need (the PDF, metrics, Redis, SMTP, the
// other database driver) is split into chunks loaded on first use (decision 023). Last, a migrated
// embedded database is made as dist/pglite-template, the start of every fresh DATA_DIR.
import { execFileSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";
import { buildPlzAsset } from "../../packages/plz/build.mjs";

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: { main: "src/main.ts", "make-pglite-template": "src/make-pglite-template.ts" },
  outdir: "dist",
  // Chunks beside main.js: code that finds files next to itself (migrations, the PLZ asset, the
  // template) finds them from a chunk too.
  chunkNames: "[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // Mail templates (src/mail/templates/*.tsx) are React Email components.
  jsx: "automatic",
  logLevel: "warning",
  plugins: [
    {
      name: "external-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@app/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync("../../packages/db/migrations", "dist/migrations", { recursive: true });
buildPlzAsset("dist/plz-ort.json");
execFileSync(process.execPath, ["dist/make-pglite-template.js"], { stdio: "inherit" });
