import { describe, expect, it } from "vitest";
import { findLiterals } from "../scripts/find-literals";

describe("texts", () => {
  it("are all in the catalogues: no literal a person reads in the web app, the server or the domain", () => {
    // To see them: npx tsx packages/i18n/scripts/find-literals.ts
    expect(findLiterals().map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  }, 60_000);
});
