// Bundles the server, its workspace packages and most npm dependencies into dist/main.js: resolving
// and reading the ~1,500 files of better-auth, hono, oRPC, zod and drizzle one by one took most of
// the start (decision 023). The SQL migrations are copied beside the bundle, and the postal-code asset
// is built there (packages/plz). Code that only some servers need (the PDF, metrics, Redis, SMTP, the
// other database driver) is split into chunks loaded on first use (decision 023). Last, a migrated
// embedded database is made as dist/pglite-template, the start of every fresh DATA_DIR.
import { execFileSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";
import { buildPlzAsset } from "../../packages/plz/build.mjs";
import { EXTERNAL } from "./external.mjs";

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
  target: "node22",
  sourcemap: true,
  // Mail templates (src/mail/templates/*.tsx) are React Email components.
  jsx: "automatic",
  logLevel: "warning",
  plugins: [
    {
      name: "external-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          EXTERNAL.test(args.path) ? { path: args.path, external: true } : undefined,
        );
      },
    },
  ],
});
cpSync("../../packages/db/migrations", "dist/migrations", { recursive: true });
// The API reference's renderer (Swagger UI's script and styles), served by the server itself (decision 030).
for (const file of ["swagger-ui-bundle.js", "swagger-ui.css"]) {
  cpSync(`../../node_modules/swagger-ui-dist/${file}`, `dist/swagger-ui/${file}`);
}
buildPlzAsset("dist/plz-ort.json");
execFileSync(process.execPath, ["dist/make-pglite-template.js"], { stdio: "inherit" });
