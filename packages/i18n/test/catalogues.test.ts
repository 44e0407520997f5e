import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogueFile, catalogueName, cataloguePatterns, homeOf, messageUses } from "../scripts/message-homes";
import { m } from "../src/paraglide/messages.js";

/**
 * The catalogues (the files settings.json lists under messages/) agree, read well, sit with the code that shows them,
 * and are what src/paraglide was compiled from.
 */

type Compiled = (inputs: Record<string, string>, options: { locale: "en" | "de" }) => string;

const root = fileURLToPath(new URL("..", import.meta.url));
const patterns = cataloguePatterns();

type Message = string | unknown[];
function catalogue(locale: string): Map<string, Message> {
  const messages = new Map<string, Message>();
  for (const pattern of patterns) {
    const content = JSON.parse(readFileSync(catalogueFile(pattern, locale), "utf8"));
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

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

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

  it("list every catalogue file in settings.json", () => {
    const listed = patterns.map((pattern) => relative(root, catalogueFile(pattern, "en")));
    const onDisk = files(join(root, "messages"))
      .map((path) => relative(root, path))
      .filter((path) => path.endsWith(".en.json"));
    expect(onDisk.sort()).toEqual([...listed].sort());
  });

  it("keep each message in the file of the code that calls it, and none that nothing calls", () => {
    // A web feature's texts in messages/web/<feature>; shared pieces' and several features' in web/shared;
    // the server's in server; packages/domain's rules in domain (scripts/message-homes.ts).
    const misplaced: string[] = [];
    const uses = messageUses(en.keys());
    for (const pattern of patterns) {
      const name = catalogueName(pattern);
      for (const key of Object.keys(JSON.parse(readFileSync(catalogueFile(pattern, "en"), "utf8")))) {
        if (key === "$schema") continue;
        const home = homeOf(uses.get(key) ?? []);
        if ("problem" in home) misplaced.push(`${key} (${name}): ${home.problem}`);
        else if (home.home !== name) misplaced.push(`${key}: in ${name}, belongs in ${home.home}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it("are what the messages were compiled from: one function per key, saying the catalogue's text", () => {
    // The test setup compiles them (vitest.global-setup.ts), as `npm install` and the web build do.
    expect(Object.keys(m).sort()).toEqual([...en.keys()].sort());
    const differing = [...en.keys()].flatMap((key) =>
      (["en", "de"] as const).flatMap((locale) => {
        const message = (locale === "en" ? en : de).get(key);
        if (typeof message !== "string") return []; // a plural: its variants are checked above
        // Each placeholder given as itself, so the compiled text reads as the catalogue's.
        const inputs = Object.fromEntries(placeholders(message).map((name) => [name, `{${name}}`]));
        const compiled = (m as unknown as Record<string, Compiled>)[key](inputs, { locale });
        // Paraglide markup ({#strong}…{/strong}) wraps parts for the component that renders them; the text is the rest.
        return compiled === message.replace(/\{[#/]\w+\}/g, "") ? [] : [`${locale} ${key}: ${compiled}`];
      }),
    );
    expect(differing).toEqual([]);
  });
});
