import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { m } from "../src/paraglide/messages.js";

/** The catalogues (messages/{locale}.json) agree, read well, and are what src/paraglide was compiled from. */

type Compiled = (inputs: Record<string, string>, options: { locale: "en" | "de" }) => string;

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
        return compiled === message ? [] : [`${locale} ${key}: ${compiled}`];
      }),
    );
    expect(differing).toEqual([]);
  });
});
