/**
 * The built app's compile hint (vite.config.ts, compileHints): the two chunks every page starts with
 * open with V8's magic comment, on their first line, where V8 reads it; no other chunk carries it.
 * Runs on the build (`npm run build`), as `npm test` and CI make it first.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dist = join(import.meta.dirname, "..", "dist");
const built = existsSync(join(dist, "pages", "manifest.json"));
const hint = "//# allFunctionsCalledOnLoad\n";

/** The entry and the modules preloaded with it, as the prerendered page names them. */
function startModules(page: string): string[] {
  const html = readFileSync(join(dist, page), "utf8");
  const entry = html.match(/data-entry="([^"]+)"/)?.[1];
  const preload = html.match(/data-preload="([^"]*)"/)?.[1].split(" ") ?? [];
  return [entry, ...preload].filter((path): path is string => Boolean(path));
}

describe.skipIf(!built)("the compile hint in the built app", () => {
  for (const locale of ["en", "de"]) {
    it(`opens the entry and the shell chunk of the ${locale} build, and no other chunk`, () => {
      const modules = startModules(`pages/${locale}/login.html`);
      const hinted = modules.filter((path) => readFileSync(join(dist, path), "utf8").startsWith(hint));
      expect(hinted).toHaveLength(2);
      expect(hinted[0]).toBe(modules[0]);
      expect(hinted[1]).toMatch(/\/shell-[\w-]+\.js$/);

      const assets = locale === "en" ? "/assets" : "/assets/de";
      const others = readdirSync(join(dist, assets))
        .filter((file) => file.endsWith(".js"))
        .map((file) => `${assets}/${file}`)
        .filter((path) => !hinted.includes(path) && readFileSync(join(dist, path), "utf8").includes(hint.trim()));
      expect(others).toEqual([]);
    });
  }
});
