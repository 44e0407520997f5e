import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileCatalogues } from "../scripts/compile";

/** The catalogues (messages/{locale}.json) agree, read well, and are what src/paraglide was compiled from. */

const root = fileURLToPath(new URL("..", import.meta.url));
const settings = JSON.parse(readFileSync(join(root, "project.inlang/settings.json"), "utf8"));
const patterns: string[] = [settings["plugin.inlang.messageFormat"].pathPattern].flat();

type Message = string | unknown[];
function catalogue(locale: string): Map<string, Message> {
  const messages = new Map<string, Message>();
  for (const pattern of patterns) {
    const content = JSON.parse(readFileSync(join(root, pattern.replace("{locale}", locale)), "utf8"));
    for (const [key, value] of Object.entries(content)) {
      if (key === "$schema") continue;
      expect(messages.has(key), `${key} is in two files`).toBe(false);
      messages.set(key, value as Message);
    }
  }
  return messages;
}

/** Every text of a message (a plain one, or each variant of a plural). */
function texts(message: Message): string[] {
  if (typeof message === "string") return [message];
  return message.flatMap((entry) => Object.values((entry as { match: Record<string, string> }).match));
}
const placeholders = (message: Message) =>
  [...new Set(texts(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])))].sort();

const en = catalogue("en");
const de = catalogue("de");

describe("catalogues", () => {
  it("have the same keys in English and German", () => {
    expect(
      [...en.keys()].filter((key) => !de.has(key)),
      "missing in German",
    ).toEqual([]);
    expect(
      [...de.keys()].filter((key) => !en.has(key)),
      "missing in English",
    ).toEqual([]);
  });

  it("use the same placeholders in both languages", () => {
    const differing = [...en].filter(([key, message]) => {
      const german = de.get(key);
      return german !== undefined && placeholders(message).join() !== placeholders(german).join();
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("leave no message empty", () => {
    const empty = [...en, ...de].filter(([, message]) => texts(message).some((text) => text.trim() === ""));
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it("address the reader formally in German, with German quotation marks", () => {
    const informal = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i;
    const straightQuotes = /"[^"]+"/;
    const offending = [...de].filter(([, message]) =>
      texts(message).some((text) => informal.test(text) || straightQuotes.test(text)),
    );
    expect(offending.map(([key, message]) => `${key}: ${texts(message).join(" | ")}`)).toEqual([]);
  });

  it("are what src/paraglide was compiled from (run npm run i18n:compile after editing)", async () => {
    const outdir = mkdtempSync(join(tmpdir(), "paraglide-"));
    try {
      await compileCatalogues(outdir);
      const files = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? files(path) : [path];
        });
      const committed = join(root, "src/paraglide");
      const expected = files(outdir)
        .map((path) => relative(outdir, path))
        .sort();
      expect(
        files(committed)
          .map((path) => relative(committed, path))
          .sort(),
      ).toEqual(expected);
      const stale = expected.filter(
        (file) => readFileSync(join(outdir, file), "utf8") !== readFileSync(join(committed, file), "utf8"),
      );
      expect(stale).toEqual([]);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }, 60_000);
});
