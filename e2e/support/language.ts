import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";

/**
 * The e2e suite in both languages (decision 032): the "German" project runs the screens with a browser
 * that asks for German (playwright.config.ts). Tests name what they look for in English, as the
 * specification quotes it; `tr` gives the text the page shows in the test's language, through the
 * catalogues (packages/i18n/messages).
 */
export type Language = "en" | "de";

/** The catalogue files in the order settings.json lists them (the shared web texts last). */
const i18nDir = join(import.meta.dirname, "../../packages/i18n");
const settings = JSON.parse(readFileSync(join(i18nDir, "project.inlang/settings.json"), "utf8"));
const patterns: string[] = [settings["plugin.inlang.messageFormat"].pathPattern].flat();

type Message = string | { match: Record<string, string> }[];
function load(locale: Language): Map<string, Message> {
  const messages = new Map<string, Message>();
  for (const pattern of patterns) {
    const file = join(i18nDir, pattern.replace("{locale}", locale));
    for (const [key, value] of Object.entries(JSON.parse(readFileSync(file, "utf8")))) {
      if (key !== "$schema") messages.set(key, value as Message);
    }
  }
  return messages;
}
const variants = (message: Message | undefined): string[] =>
  message === undefined ? [] : typeof message === "string" ? [message] : message.flatMap((m) => Object.values(m.match));

const english = load("en");
const german = load("de");

/** Each English text's German (plain texts, placeholders included, not plurals). */
const toGerman = new Map<string, string>();
for (const [key, message] of english) {
  if (typeof message === "string" && typeof german.get(key) === "string") {
    // Where features say one English text differently, the shared one (read last) is the one most tests meet.
    toGerman.set(message, german.get(key) as string);
  }
}

/** What to look for in each language (a pattern, where a text has numbers in it), chosen when the test runs. */
export const perLanguage =
  <T>(values: Record<Language, T>) =>
  (): T =>
    values[testLanguage()];

/** The language of the running test's browser. */
export function testLanguage(): Language {
  return test.info().project.use.locale?.startsWith("de") ? "de" : "en";
}

/** An English text of the catalogues in German; fails for a text the catalogues do not have. */
export function inGerman(text: string): string {
  const translated = toGerman.get(text);
  if (translated === undefined) throw new Error(`No German for ${JSON.stringify(text)} in the catalogues`);
  return translated;
}

/**
 * An English text of the catalogues as the page shows it in the test's language. A text with
 * placeholders is named as the catalogue writes it, with its values: tr("Join {organization}", { organization }).
 */
export function tr(text: string, values: Record<string, string> = {}): string {
  const template = testLanguage() === "en" ? text : (toGerman.get(text) ?? text);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The English sentences of the catalogues that German pages must not show: texts of three words or
 * more whose German differs (a placeholder splits a text; its longest fixed part counts).
 */
export const englishSentences: string[] = (() => {
  const germanTexts = new Set([...german.values()].flatMap(variants));
  const sentences = new Set<string>();
  for (const [key, message] of english) {
    const germanVariants = variants(german.get(key));
    for (const text of variants(message)) {
      if (germanVariants.includes(text) || germanTexts.has(text)) continue;
      const fixed = text
        .split(/\{\w+\}/)
        .map((part) => part.trim())
        .sort((a, b) => b.length - a.length)[0];
      if (fixed && fixed.split(/\s+/).length >= 3) sentences.add(fixed);
    }
  }
  return [...sentences];
})();

/** On a German page: no English sentence of the catalogues is left (soft, like the axe check). */
export async function expectNoEnglishLeft(page: Page, screen: string) {
  if (testLanguage() !== "de") return;
  const text = await page.locator("body").innerText();
  const left = englishSentences.filter((sentence) => text.includes(sentence));
  expect.soft(left, `English text on the German ${screen}`).toEqual([]);
  expect.soft(await page.locator("html").getAttribute("lang"), `lang of ${screen}`).toBe("de");
}
