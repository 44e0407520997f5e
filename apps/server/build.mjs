// Bundles the server and its workspace packages into dist/main.js; npm dependencies stay external
// (they are installed). The SQL migrations are copied beside the bundle, and the postal-code asset
// is built there (packages/plz).
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";
import { buildPlzAsset } from "../../packages/plz/build.mjs";

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
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
