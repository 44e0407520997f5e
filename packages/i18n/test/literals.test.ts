import { describe, expect, it } from "vitest";
import { auditLiterals, findLiterals, RULES } from "../scripts/find-literals";

const FIXTURES = "packages/i18n/test/fixtures/literals";
const fixtures = auditLiterals([FIXTURES]);
const where = (file: string, line: number) => `${file.slice(FIXTURES.length + 1)}:${line}`;

/** The rule that keeps a text, by the start of its reason. */
const rule = (start: string) => {
  const found = RULES.find((candidate) => candidate.why.startsWith(start));
  if (!found) throw new Error(`no rule starts with ${start}`);
  return found.why;
};

describe("texts", () => {
  it("the checker finds JSX text, visible attributes, toasts, JSX strings, sentences and unused markers", () => {
    expect(fixtures.findings.map(({ file, line, text }) => `${where(file, line)} ${text}`)).toEqual([
      "apps/server/src/documents/document-messages.ts:4 The document is not complete yet",
      "apps/server/src/public-api/api-keys.ts:2 The API accepts API keys only",
      "apps/web/src/features/gewerbeanmeldung/official-texts.tsx:8 Save the draft before you leave",
      "apps/web/src/features/gewerbeanmeldung/official-texts.tsx:9 Next step",
      "packages/contract/src/contract.ts:8 You may not list these documents",
      "sample.tsx:5 Could not save the thing",
      "sample.tsx:8 Welcome Back",
      "sample.tsx:9 Close dialog",
      "sample.tsx:10 Saving...",
      "sample.tsx:12 Your name",
      // German outside the Gewerbeanmeldung is a text like any other.
      "sample.tsx:17 Bitte wählen Sie eine Adresse",
      "sample.tsx:23 Name is required",
      "sample.tsx:24 Light grey",
      // A marker on a line keeps that line and the next only.
      "sample.tsx:34 Quantum Leap",
      "sample.tsx:37 a marker that keeps no text",
    ]);
  });

  it("keeps by rule the official German texts, the OpenAPI documentation, operator messages, addresses and colours", () => {
    const gewa = rule("the Gewerbeanmeldung's screens");
    const registry = rule("the field registry");
    const contract = rule("OpenAPI documentation in the contract");
    const reference = rule("the OpenAPI document");
    const operator = rule("operator-only messages");
    const notLanguage = rule("not language");
    expect(fixtures.kept.map(({ file, line, text, by }) => [`${where(file, line)} ${text}`, by])).toEqual([
      ["apps/server/src/config.ts:2 must be between 0 and 65535", operator],
      ["apps/server/src/config.ts:3 METRICS_TOKEN must be at least 32 characters", operator],
      [
        "apps/server/src/documents/document-messages.ts:3 Die Gewerbeanmeldung ist vollständig und abgeschlossen.",
        gewa,
      ],
      ["apps/server/src/public-api/openapi-document.ts:3 Dashboard API", reference],
      [
        "apps/server/src/public-api/openapi-document.ts:4 Create and read Gewerbeanmeldungen from your own software.",
        reference,
      ],
      ["apps/web/src/features/gewerbeanmeldung/official-texts.tsx:5 Betriebsstätte", gewa],
      [
        "apps/web/src/features/gewerbeanmeldung/official-texts.tsx:6 Die Rechtsform entscheidet, welche Angaben nötig sind.",
        gewa,
      ],
      ["apps/web/src/features/gewerbeanmeldung/official-texts.tsx:7 Bitte wählen", gewa],
      ["apps/web/src/features/gewerbeanmeldung/official-texts.tsx:7 Weitere Staatsangehörigkeit", gewa],
      ["apps/web/src/features/gewerbeanmeldung/official-texts.tsx:10 Zusammenfassung", gewa],
      ["packages/contract/src/contract.ts:5 List Gewerbeanmeldungen", contract],
      ["packages/contract/src/contract.ts:6 Newest first, 20 per page unless `limit` says otherwise.", contract],
      ["packages/domain/src/gewerbeanmeldung/registry.ts:2 Isle of Man", registry],
      ["packages/domain/src/gewerbeanmeldung/registry.ts:3 Ort des Amtsgerichts", registry],
      ["packages/domain/src/gewerbeanmeldung/registry.ts:3 Bitte wählen", registry],
      ["sample.tsx:14 Acme", "marker"],
      ["sample.tsx:15 https://example.com/logo.png", notLanguage],
      ["sample.tsx:24 #fafafa", notLanguage],
      // A marker before a constant keeps all of it.
      ["sample.tsx:28 Samsung Internet", "marker"],
      ["sample.tsx:29 Headless Chrome", "marker"],
      ["sample.tsx:33 Genesis Explorer", "marker"],
    ]);
  });

  it("are all in the catalogues: no literal a person reads in the web app, the server, the domain or the contract", () => {
    // To see them: npx tsx packages/i18n/scripts/find-literals.ts (--kept lists what rules and markers keep)
    expect(findLiterals().map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  }, 60_000);

  it("leave at most 15 one-off markers in the code", () => {
    // Each with its reason beside it; one that keeps nothing fails the test above.
    expect(auditLiterals().markers.length).toBeLessThanOrEqual(15);
  }, 60_000);
});
