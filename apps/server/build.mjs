// Bundles the server and its workspace packages into dist/main.js; npm dependencies stay external
// (they are installed), and the SQL migrations are copied beside the bundle.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

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
