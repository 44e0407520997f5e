// `npm run package` (after `npm run build`): the runtime tree in release/, what the image copies and the
// cluster test starts (decision 017). `node release/main.js` starts the product with the usual
// environment variables.
//   release/main.js …      the server bundle with its chunks, migrations, postal codes, PGlite template
//                          and the API reference's script (apps/server/dist)
//   release/web/           the built web app (apps/web/dist), found beside main.js
//   release/healthcheck.mjs the container's HEALTHCHECK
//   release/node_modules/  only what the bundle leaves external (apps/server/external.mjs), with what
//                          those packages depend on, copied from the installed node_modules (the
//                          lockfile's versions)
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { EXTERNAL } from "../apps/server/external.mjs";

const root = new URL("..", import.meta.url).pathname;
const release = join(root, "release");
const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));

for (const built of ["apps/server/dist/main.js", "apps/web/dist/index.html"]) {
  if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
}
rmSync(release, { recursive: true, force: true });
cpSync(join(root, "apps/server/dist"), release, { recursive: true });
// With their times: the server sends a page's .br and .gz only when they are not older than the page.
cpSync(join(root, "apps/web/dist"), join(release, "web"), { recursive: true, preserveTimestamps: true });
cpSync(join(root, "deploy/healthcheck.mjs"), join(release, "healthcheck.mjs"));

/** The directory of package `name` as Node resolves it from `fromDir`. */
function resolvePackage(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

// What the bundle leaves external, found from the server's own dependencies down through everything the
// bundle takes in: the workspace packages (@app/db brings PGlite and pg) and npm packages bundled whole
// whose own dependencies stay external (better-auth's SSO plugin brings samlify).
const server = readJson(join(root, "apps/server/package.json"));
const direct = new Map();
const bundled = new Set();
function findExternal(name, fromDir) {
  if (EXTERNAL.test(name)) {
    // An optional peer nobody installed is nothing the bundle loads.
    if (!direct.has(name) && resolvePackage(name, fromDir)) direct.set(name, fromDir);
    return;
  }
  const dir = name.startsWith("@app/")
    ? join(root, "packages", name.slice("@app/".length))
    : resolvePackage(name, fromDir);
  if (!dir || bundled.has(dir)) return;
  bundled.add(dir);
  const pkg = readJson(join(dir, "package.json"));
  for (const dependency of Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })) findExternal(dependency, dir);
}
for (const name of Object.keys(server.dependencies)) findExternal(name, join(root, "apps/server"));

// Each of them with everything it depends on (optional dependencies where installed, as for this
// platform's sharp binaries), at the path it has in the installed tree.
const copied = new Map();
function copyPackage(name, fromDir, optional) {
  const dir = resolvePackage(name, fromDir);
  if (!dir) {
    if (optional) return;
    throw new Error(`${name} (needed from ${relative(root, fromDir)}) is not installed`);
  }
  if (copied.has(dir)) return;
  // Whatever node_modules it sits in (the root's, or a workspace's), it goes to the same place below release/.
  const target = join(
    release,
    "node_modules",
    relative(root, dir)
      .replace(/^(apps|packages)\/[^/]+\/node_modules\//, "")
      .replace(/^node_modules\//, ""),
  );
  if ([...copied.values()].includes(target)) throw new Error(`two versions of ${name} would land in ${target}`);
  copied.set(dir, target);
  const pkg = readJson(join(dir, "package.json"));
  // Its own node_modules holds its dependencies, copied one by one below.
  cpSync(dir, target, { recursive: true, filter: (path) => !relative(dir, path).startsWith("node_modules") });
  for (const dependency of Object.keys(pkg.dependencies ?? {})) copyPackage(dependency, dir, false);
  for (const dependency of Object.keys(pkg.optionalDependencies ?? {})) copyPackage(dependency, dir, true);
  for (const [dependency] of Object.entries(pkg.peerDependencies ?? {})) {
    copyPackage(dependency, dir, Boolean(pkg.peerDependenciesMeta?.[dependency]?.optional));
  }
}
for (const [name, fromDir] of direct) copyPackage(name, fromDir, false);

const rootPackage = readJson(join(root, "package.json"));
writeFileSync(
  join(release, "package.json"),
  `${JSON.stringify(
    {
      name: "dashboard",
      private: true,
      type: "module",
      engines: rootPackage.engines,
      scripts: { start: "exec node main.js" },
      dependencies: Object.fromEntries(
        [...direct.keys()]
          .sort()
          .map((name) => [name, readJson(join(resolvePackage(name, direct.get(name)), "package.json")).version]),
      ),
    },
    null,
    2,
  )}\n`,
);
console.log(`release/: ${copied.size} packages in node_modules`);
