/**
 * Which catalogue file each message belongs in, from where the code calls it (decision 032): a message
 * lives with the one web feature that shows it (messages/web/<feature>.{locale}.json); one that several
 * features or the shared pieces (components/, hooks/, lib/, routes/) show in messages/web/shared; the
 * server's in messages/server; a rule of packages/domain (web and server alike) in messages/domain.
 * A route may show its feature's texts (a page title) without moving them. test/catalogues.test.ts
 * fails when a message sits elsewhere or nothing calls it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const repo = join(root, "../../");

/** The code that calls messages. Tests do not count: a message only a test reads is unused. */
const SOURCES = ["apps/web/src", "apps/server/src", "packages/domain/src"];
const USES_MESSAGES = /from "@app\/i18n\/messages"/;

/** The catalogue files, as settings.json lists them ("./messages/web/account.{locale}.json"). */
export function cataloguePatterns(): string[] {
  const settings = JSON.parse(readFileSync(join(root, "project.inlang/settings.json"), "utf8"));
  return [settings["plugin.inlang.messageFormat"].pathPattern].flat();
}

/** A catalogue file's name without folder and language: "web/account", "server". */
export const catalogueName = (pattern: string) => pattern.replace(/^\.\/messages\//, "").replace(".{locale}.json", "");

export function catalogueFile(pattern: string, locale: string): string {
  return join(root, pattern.replace("{locale}", locale));
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) yield path;
  }
}

/**
 * The files (relative to the repository) that call each message: `m.key` anywhere in a file that
 * imports `m`, and every key starting with a template's fixed head (`auth_error_${code}`, the one
 * place that picks a message by name).
 */
export function messageUses(keys: Iterable<string>): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>([...keys].map((key) => [key, new Set<string>()]));
  for (const dir of SOURCES) {
    for (const path of sourceFiles(join(repo, dir))) {
      const text = readFileSync(path, "utf8");
      if (!USES_MESSAGES.test(text)) continue;
      const file = relative(repo, path);
      for (const [, key] of text.matchAll(/\bm\.([a-z][a-z0-9_]*)/g)) uses.get(key)?.add(file);
      for (const [, head] of text.matchAll(/`([a-z][a-z0-9]*_[a-z0-9_]*)\$\{/g)) {
        for (const [key, files] of uses) if (key.startsWith(head)) files.add(file);
      }
    }
  }
  return uses;
}

/** What part of the code a file belongs to: "web/<feature>", "web/shared", "route", "server" or "domain". */
function partOf(file: string): string {
  const feature = file.match(/^apps\/web\/src\/features\/([^/]+)\//);
  if (feature) return `web/${feature[1]}`;
  if (file.startsWith("apps/web/src/routes/")) return "route";
  if (file.startsWith("apps/web/src/")) return "web/shared";
  if (file.startsWith("apps/server/src/")) return "server";
  return "domain";
}

/** The catalogue a message used by these files belongs in, or why it has none. */
export function homeOf(files: Iterable<string>): { home: string } | { problem: string } {
  const parts = new Set([...files].map(partOf));
  if (parts.size === 0) return { problem: "nothing calls it" };
  if (parts.has("domain")) return { home: "domain" };
  const web = [...parts].filter((part) => part !== "server");
  if (parts.has("server")) {
    return web.length
      ? { problem: "web and server both call it: a shared rule's message lives in packages/domain" }
      : { home: "server" };
  }
  const features = web.filter((part) => part !== "route" && part !== "web/shared");
  return { home: features.length === 1 && !parts.has("web/shared") ? features[0] : "web/shared" };
}
