/**
 * The server reads top-down (decision 027): the entry composes, better-auth's composition and the
 * public API (a composition of features, like router.ts) use the features, features use shared
 * layers, and shared layers import no feature. Every relative import of apps/server/src (type-only
 * ones too) must run down this list, features are leaves (no feature folder imports another, as
 * Biome holds the web app's features), and packages/db has no import loop.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** Top to bottom. A folder, or a file at the top of src/. */
const LAYERS: string[][] = [
  ["main.ts", "server.ts", "app.ts", "router.ts", "make-pglite-template.ts"],
  ["auth"],
  ["public-api"],
  [
    "account",
    "admin",
    "organizations",
    "documents",
    "invitations",
    "plz",
    "health",
    "api-keys",
    "sso",
    "scim",
    "webhooks",
    "obligations",
    "security",
  ],
  ["rpc"],
  ["events", "outbox", "membership", "sessions", "api-key-store", "document-scope"],
  ["http", "mail", "audit", "paging", "counters"],
  ["auth-types"],
  ["config.ts", "secret.ts", "errors"],
  ["observability"],
  ["i18n"],
];
/** Within the entry, its files may use each other, as long as no loop forms. */
const LOOP_FREE_WITHIN = new Set([0]);
/** The layer of the features, each a leaf. */
const FEATURES = LAYERS.findIndex((layer) => layer.includes("documents"));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Relative imports of a file as written, and resolved to absolute paths (without extension). */
function importsWithPaths(file: string): { written: string; target: string }[] {
  const text = readFileSync(file, "utf8");
  const found = [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)];
  return found.map((m) => ({
    written: m[1] as string,
    target: resolve(dirname(file), m[1] as string).replace(/\.tsx?$/, ""),
  }));
}
const importsOf = (file: string) => importsWithPaths(file).map((i) => i.target);

/** unit → units it imports, with the importing lines for the message. */
function unitGraph(root: string, unitOf: (file: string) => string) {
  const edges = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(root)) {
    const from = unitOf(file);
    for (const target of importsOf(file)) {
      const to = unitOf(target);
      if (to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      targets.set(to, [...(targets.get(to) ?? []), relative(root, file)]);
      edges.set(from, targets);
    }
  }
  return edges;
}

function loops(edges: Map<string, Map<string, string[]>>): string[][] {
  const found: string[][] = [];
  const visit = (unit: string, path: string[]) => {
    for (const next of edges.get(unit)?.keys() ?? []) {
      if (path.includes(next)) found.push([...path.slice(path.indexOf(next)), next]);
      else visit(next, [...path, next]);
    }
  };
  for (const unit of edges.keys()) visit(unit, [unit]);
  return found;
}

describe("server layers", () => {
  const src = resolve(import.meta.dirname, "../src");
  const unitOf = (file: string) => relative(src, file).split("/")[0] as string;
  const layerOf = (unit: string) => LAYERS.findIndex((layer) => layer.includes(unit) || layer.includes(`${unit}.ts`));
  const edges = unitGraph(src, (file) => unitOf(file).replace(/\.tsx?$/, ""));

  it("every folder and top-level file has a layer", () => {
    const units = readdirSync(src).map((name) => name.replace(/\.tsx?$/, ""));
    expect(units.filter((unit) => layerOf(unit) === -1)).toEqual([]);
  });

  it("imports run down the layers, and within the entry without a loop", () => {
    const upward: string[] = [];
    for (const [from, targets] of edges) {
      for (const [to, files] of targets) {
        const a = layerOf(from);
        const b = layerOf(to);
        if (b < a || (b === a && !LOOP_FREE_WITHIN.has(a) && a !== FEATURES)) {
          upward.push(`${from} -> ${to} (${files.join(", ")})`);
        }
      }
    }
    expect(upward).toEqual([]);
    expect(loops(edges)).toEqual([]);
  });

  it("features are leaves: no feature folder imports another", () => {
    const features = new Set(LAYERS[FEATURES]);
    const across: string[] = [];
    for (const file of sourceFiles(src)) {
      const from = unitOf(file);
      if (!features.has(from)) continue;
      for (const { written, target } of importsWithPaths(file)) {
        const to = unitOf(target);
        if (to !== from && features.has(to)) across.push(`${relative(src, file)} imports "${written}"`);
      }
    }
    expect(across).toEqual([]);
  });

  it("organization events have one path: only events/ writes activity entries and webhook events", () => {
    const elsewhere: string[] = [];
    for (const file of sourceFiles(src)) {
      if (unitOf(file) === "events") continue;
      const name = relative(src, file);
      if (readFileSync(file, "utf8").includes("webhook_emit")) elsewhere.push(`${name} calls webhook_emit`);
      for (const { written, target } of importsWithPaths(file)) {
        if (relative(src, target) === "audit/org-activity" && name !== "audit/org-activity.ts") {
          elsewhere.push(`${name} imports "${written}"`);
        }
      }
    }
    expect(elsewhere).toEqual([]);
  });

  it("packages/db has no import loop between its files", () => {
    const db = resolve(import.meta.dirname, "../../../packages/db/src");
    const fileEdges = unitGraph(db, (file) =>
      relative(db, file)
        .replace(/\.tsx?$/, "")
        .replace(/\/index$/, ""),
    );
    expect(loops(fileEdges)).toEqual([]);
  });
});
