// Bundles the server, its workspace packages and most npm dependencies into dist/main.js: resolving
// and reading the ~1,500 files of better-auth, hono, oRPC, zod and drizzle one by one took most of
// the start (decision 023). The SQL migrations are copied beside the bundle, and the postal-code asset
// is built there (packages/plz). Code that only some servers need (the PDF, metrics, Redis, SMTP, the
// other database driver) is split into chunks loaded on first use (decision 023). Last, a migrated
// embedded database is made as dist/pglite-template, the start of every fresh DATA_DIR.
import { execFileSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { buildPlzAsset } from "../../packages/plz/build.mjs";
import { EXTERNAL } from "./external.mjs";

const i18n = resolve("../../packages/i18n");

/**
 * The messages the server's `m` holds: its own and the domain's catalogues (packages/i18n's catalogues
 * test keeps every server text there), and any other message a file the server bundles calls by name,
 * so that the bundle never lacks one, whatever the catalogues say.
 */
function serverMessageKeys(compiled) {
  const keys = new Set(
    ["server", "domain"].flatMap((name) =>
      Object.keys(JSON.parse(readFileSync(join(i18n, `messages/${name}.en.json`), "utf8"))).filter(
        (k) => !k.startsWith("$"),
      ),
    ),
  );
  const walk = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
  const roots = ["src", ...readdirSync("../../packages").map((p) => `../../packages/${p}/src`)];
  for (const file of roots.flatMap((dir) =>
    statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? walk(dir) : [],
  )) {
    const text = readFileSync(file, "utf8");
    if (!text.includes('from "@app/i18n/messages"')) continue;
    // Message keys are snake case with a feature prefix (account_done); `m.id` in a callback is no message.
    for (const [, key] of text.matchAll(/\bm\.([a-z][a-z0-9]*_[a-z0-9_]*)(?![\w$])/g)) {
      if (statSync(join(compiled, `${key}.js`), { throwIfNoEntry: false })) keys.add(key);
    }
  }
  return [...keys];
}

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
      // `m` from @app/i18n/messages is a namespace of every compiled message, the web app's ~1,000 too,
      // and esbuild keeps a namespace whole: ~2 MB of code, each function parsed and kept in memory.
      // The server gets an `m` of its own catalogues' messages instead.
      name: "server-messages",
      setup(b) {
        const compiled = join(i18n, "src/paraglide/messages");
        const keys = serverMessageKeys(compiled);
        b.onResolve({ filter: /^@app\/i18n\/messages$/ }, () => ({ path: "messages", namespace: "server-messages" }));
        b.onResolve({ filter: /^server-messages:list$/ }, () => ({ path: "list", namespace: "server-messages" }));
        b.onLoad({ filter: /^messages$/, namespace: "server-messages" }, () => ({
          contents: 'export * from "server-messages:list";\nexport * as m from "server-messages:list";\n',
          resolveDir: compiled,
        }));
        b.onLoad({ filter: /^list$/, namespace: "server-messages" }, () => ({
          contents: keys.map((k) => `export { ${k} } from ${JSON.stringify(join(compiled, `${k}.js`))};`).join("\n"),
          resolveDir: compiled,
        }));
      },
    },
    {
      // Libraries a plugin needs only on its first call, loaded then (lazy/*.mjs say how): samlify and
      // xmldom for the SSO plugin's SAML, SimpleWebAuthn for the passkey plugin.
      name: "lazy-libraries",
      setup(b) {
        const lazy = {
          samlify: ["@better-auth/sso", "lazy/samlify.mjs"],
          "@xmldom/xmldom": ["@better-auth/sso", "lazy/xmldom.mjs"],
          "@simplewebauthn/server": ["@better-auth/passkey", "lazy/simplewebauthn.mjs"],
        };
        b.onResolve({ filter: /^(samlify|@xmldom\/xmldom|@simplewebauthn\/server)$/ }, (args) => {
          const [plugin, shim] = lazy[args.path];
          return args.importer.includes(`/node_modules/${plugin}/`) ? { path: resolve(shim) } : undefined;
        });
      },
    },
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
// Only ASCII in the output: Node keeps a module's source as a string, and a large one with a single
// other character (here only in comments and regular expressions, esbuild escapes the rest) takes two
// bytes per character. \\uXXXX means the same in a regular expression and nothing in a comment.
for (const name of readdirSync("dist")) {
  if (!name.endsWith(".js")) continue;
  const text = readFileSync(join("dist", name), "utf8");
  if (/[\u0080-\uffff]/.test(text)) {
    // A backslash before one (an escaped character in a regular expression) would need reading the escape.
    if (/\\[\u0080-\uffff]/.test(text)) throw new Error(`dist/${name}: an escaped non-ASCII character`);
    writeFileSync(
      join("dist", name),
      text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
    );
  }
}
cpSync("../../packages/db/migrations", "dist/migrations", { recursive: true });
// The API reference's renderer (Swagger UI's script and styles), served by the server itself (decision 030).
for (const file of ["swagger-ui-bundle.js", "swagger-ui.css"]) {
  cpSync(`../../node_modules/swagger-ui-dist/${file}`, `dist/swagger-ui/${file}`);
}
buildPlzAsset("dist/plz-ort.json");
execFileSync(process.execPath, ["dist/make-pglite-template.js"], { stdio: "inherit" });
