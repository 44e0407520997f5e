import { describe, expect, it } from "vitest";
import { findLiterals } from "../scripts/find-literals";

describe("texts", () => {
  it("the checker finds JSX text, visible attributes, toasts, JSX strings and sentences, and skips code", () => {
    const found = findLiterals(["packages/i18n/test/fixtures/literals"]).map(({ line, text }) => `${line} ${text}`);
    expect(found).toEqual([
      "5 Could not save the thing",
      "8 Welcome Back",
      "9 Close dialog",
      "10 Saving...",
      "12 Your name",
      "19 Name is required",
    ]);
  });

  it("are all in the catalogues: no literal a person reads in the web app, the server or the domain", () => {
    // To see them: npx tsx packages/i18n/scripts/find-literals.ts
    expect(findLiterals().map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  }, 60_000);
});
