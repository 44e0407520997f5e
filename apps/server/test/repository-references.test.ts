/**
 * The repository explains itself: a clone has its code, tests and docs/, nothing else. So no tracked
 * file may point past it: not at a path outside the repository (the files the team worked from, the
 * machine's own directories), not at the product specification as a separate file (the product is
 * described in docs/product.md), not at an issue number (no issue tracker comes with a clone; the
 * reason itself, or a decision's number, is what a reader can follow). And every link into
 * docs/product.md names one of its headings.
 *
 * A library's own issue is cited as its link (github.com/<owner>/<repo>/issues/<n>), which these
 * patterns leave alone. This file is the one that spells the patterns out, so it skips itself.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const self = relative(root, import.meta.filename);

/** Each pattern with what it means, for the failure message. */
const FORBIDDEN: { pattern: RegExp; what: string }[] = [
  {
    pattern: /\.\.\/shared\b|(?<![\w.-])\/work\/|\bshared\/[A-Z][A-Z0-9-]*\.md\b/,
    what: "a path outside the repository",
  },
  // "DIN SPEC 91379" is a standard's name; SPEC_TEXTS and the like are identifiers (\b stops at "_").
  {
    pattern: /(?<!DIN )\bSPEC\b|\b[Ss]pec(?:ification)?\s*§/,
    what: "the specification as a file outside the repository",
  },
  { pattern: /\b[Ii]ssues?\s*#?\d+|\bPR\s*#?\d+|\b[Pp]ull requests?\s*#?\d+/, what: "an issue number" },
];

/** The tracked text files (binary files and the lockfile hold no prose). */
function trackedFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 16 << 20 });
  return out
    .split("\0")
    .filter(Boolean)
    .filter((file) => file !== self && file !== "package-lock.json")
    .filter((file) => !/\.(png|jpe?g|webp|gif|ico|ttf|woff2?|pdf|gz|br|wasm)$/i.test(file));
}

function read(file: string): string | undefined {
  try {
    const text = readFileSync(join(root, file), "utf8");
    return text.includes("\0") ? undefined : text;
  } catch {
    // A file deleted in the working tree but still in the index: nothing to read.
    return undefined;
  }
}

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");
}

describe("the repository's references", () => {
  const files = trackedFiles().flatMap((file) => {
    const text = read(file);
    return text === undefined ? [] : [{ file, lines: text.split("\n") }];
  });

  it("point at nothing a clone lacks: no outside path, no specification file, no issue number", () => {
    // A notes file named like README.md (DESIGN.md, a form's field map) that the repository does not hold.
    const heldNotes = new Set(files.map(({ file }) => file.split("/").pop()));
    const found: string[] = [];
    for (const { file, lines } of files) {
      lines.forEach((line, index) => {
        for (const { pattern, what } of FORBIDDEN) {
          const match = pattern.exec(line);
          if (match) found.push(`${file}:${index + 1}: ${what} ("${match[0]}")`);
        }
        for (const [name] of line.matchAll(/\b[A-Z][A-Z0-9_-]*\.md\b/g)) {
          if (!heldNotes.has(name)) found.push(`${file}:${index + 1}: a file the repository does not hold ("${name}")`);
        }
      });
    }
    expect(found, "say the reason itself, or link docs/product.md or a decision").toEqual([]);
  });

  it("into docs/product.md name one of its headings", () => {
    const product = read("docs/product.md") ?? "";
    const anchors = new Set(
      [...product.matchAll(/^#{1,6}\s+(.+)$/gm)].map((heading) => anchorOf(heading[1] as string)),
    );
    const dead: string[] = [];
    for (const { file, lines } of files) {
      lines.forEach((line, index) => {
        for (const link of line.matchAll(/product\.md#([\p{L}\p{N}_-]+)/gu)) {
          if (!anchors.has(link[1] as string)) dead.push(`${file}:${index + 1}: #${link[1]}`);
        }
      });
    }
    expect(dead, "a heading of docs/product.md").toEqual([]);
  });
});
