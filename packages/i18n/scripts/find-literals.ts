/**
 * Finds texts a person would read that are written as literals instead of coming from the catalogues
 * (decision 032): JSX text, user-visible JSX attributes and object properties (label, title,
 * message, ...), toasts, and any other string that reads like a sentence, in the web app, the server,
 * packages/domain and packages/contract. Run `npx tsx packages/i18n/scripts/find-literals.ts` to list
 * them; packages/i18n/test/literals.test.ts fails while any is left.
 *
 * Not texts: imports, types, object keys, class names and other attributes no one reads, log lines,
 * thrown Errors (a bug answers 500 with a generic message), SQL. Texts that stay as written by rule
 * are in RULES below, each pinned by test/fixtures/literals. A one-off that must stay (a
 * brand) carries `i18n-ignore` in a comment: on its line, the line above, or before the constant or
 * property that holds it; a file that holds only such texts starts with `// i18n-ignore-file: <why>`.
 * A marker that covers nothing is reported too.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { catalogueFile, cataloguePatterns } from "./message-homes";

const repo = fileURLToPath(new URL("../../../", import.meta.url));

/** Where people's texts are written. */
const ROOTS = ["apps/web/src", "apps/server/src", "packages/domain/src", "packages/contract/src"];
/** Generated code and type declarations. */
const SKIP = [/routeTree\.gen\.ts$/, /\.d\.ts$/, /paraglide\//];

/** Attributes and properties whose string is read by a person. */
const VISIBLE_NAMES =
  /^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt|label|description|heading|message|subject|preview|footnote|text|error|fallback|empty|emptyText|hint|caption|summary|confirmLabel|cancelLabel|actionLabel|legend|[a-z]+(Label|Text|Title|Message|Description|Heading))$/;
/** Attributes and properties that are never read as text. */
const CODE_NAMES =
  /^(className|class|id|key|to|href|src|type|name|variant|size|side|align|role|rel|target|method|autoComplete|inputMode|pattern|htmlFor|form|lang|dir|data-.*|aria-(controls|describedby|labelledby|live|current|haspopup|invalid|hidden|expanded|selected|checked|orientation|sort)|code|path|kind|status|mode|sameSite|dateStyle|timeStyle|format|accept|encType|style|viewBox|fill|stroke|d|xmlns|content|charSet|httpEquiv|property|media|as|crossOrigin|loading|decoding|referrerPolicy|sizes|srcSet|colSpan|rowSpan|scope|tabIndex|value|defaultValue|queryKey|mutationKey|prefix|slug|url|redirectTo|callbackURL|provider|fieldName|field|column|columns|dataKey|stackId|strokeDasharray|unit|locale|timeZone|currency|icon|help|vary|content-type|cache-control)$/;
/** Calls whose string arguments are read by a person. */
const VISIBLE_CALLS = /^(toast(\.(success|error|info|warning|message|loading|promise))?)$/;
/** Calls whose string arguments are for developers, machines or logs. */
const CODE_CALLS =
  /(^|\.)(log|debug|info|warn|error|fatal|trace|logFailure|require|import|describe|it|test|expect|querySelector|querySelectorAll|getElementById|matchMedia|addEventListener|removeEventListener|setAttribute|getAttribute|header|get|set|has|delete|startsWith|endsWith|includes|split|replace|replaceAll|join|padStart|padEnd|localeCompare|createElement|fetch|invalidateQueries|Symbol|RegExp|encodeURIComponent|decodeURIComponent|redirect|navigate|createFileRoute|createRootRouteWithContext|createRoute|sql|raw|execute|query|exec|assert|assertIsLocale|defineConfig|Intl\.[A-Za-z]+)$/;

const SENTENCE = /^[\p{Lu}][\p{Ll}'’]+(?:[ -]+[\p{L}\p{N}'’()/,.:;!?"„“-]+)+$/u;
const WORDS = /\p{L}{2,}/u;
const SQL = /^\s*(SELECT|UPDATE|INSERT|DELETE|WITH|CREATE|ALTER|DROP|BEGIN|COMMIT|SET|LOCK)\b/;

// ---- texts that stay as written, by rule (decision 032) ---------------------------------------------

/** The official form's register of fields, labels and choices: German by law. */
const FIELD_REGISTRY = "packages/domain/src/gewerbeanmeldung";

const words = (text: string) => text.replace(/\{\w+\}/g, " ").match(/\p{L}{2,}/gu) ?? [];

function sourceTexts(dir: string): string[] {
  const texts: string[] = [];
  for (const path of sourceFiles(dir)) {
    const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return texts;
}

function catalogueTexts(locale: string): string[] {
  return cataloguePatterns().flatMap((pattern) =>
    Object.entries(JSON.parse(readFileSync(catalogueFile(pattern, locale), "utf8"))).flatMap(([key, value]) => {
      if (key === "$schema") return [];
      if (typeof value === "string") return [value];
      return (value as { match: Record<string, string> }[]).flatMap((variant) => Object.values(variant.match));
    }),
  );
}

/**
 * German or English, by the words: German words are those of the German catalogue and the field
 * registry; English words those of the English catalogue that the German one never uses. A text is
 * German when it has no English word and an umlaut, ß or a German word.
 */
let vocabulary: { german: Set<string>; english: Set<string> } | undefined;
function isGerman(text: string): boolean {
  if (!vocabulary) {
    const germanCatalogue = new Set(catalogueTexts("de").flatMap(words));
    const registry = sourceTexts(join(repo, FIELD_REGISTRY)).flatMap(words);
    vocabulary = {
      german: new Set([...germanCatalogue, ...registry]),
      english: new Set(catalogueTexts("en").flatMap((t) => words(t).filter((w) => !germanCatalogue.has(w)))),
    };
  }
  const { german, english } = vocabulary;
  const found = words(text);
  return !found.some((w) => english.has(w)) && (/[äöüÄÖÜß„]/.test(text) || found.some((w) => german.has(w)));
}

/** The name of the object property a string is the value of (`summary: "..."` → "summary"). */
function propertyOf(node: ts.Node): string {
  return ts.isPropertyAssignment(node.parent) && node.parent.initializer === node ? propertyName(node.parent.name) : "";
}

interface Rule {
  why: string;
  files: RegExp;
  keeps: (text: string, node: ts.Node) => boolean;
}

/** Texts a person reads that stay as written; test/fixtures/literals pins what each keeps and what it still finds. */
export const RULES: Rule[] = [
  {
    why: "the field registry holds the official form GewA 1's texts, German by law",
    files: new RegExp(`(^|/)${FIELD_REGISTRY}/`),
    keeps: () => true,
  },
  {
    why: "the Gewerbeanmeldung's screens, PDF and form rules show the official German texts (and the fixed German texts of docs/product.md) in both languages; an English text there is still found",
    files: /(^|\/)apps\/(web\/src\/features\/gewerbeanmeldung|server\/src\/documents)\//,
    keeps: (text) => isGerman(text),
  },
  {
    why: "OpenAPI documentation in the contract: a route's summary and description are the public API's English developer documentation",
    files: /(^|\/)packages\/contract\/src\//,
    keeps: (_, node) => /^(summary|description)$/.test(propertyOf(node)),
  },
  {
    why: "the OpenAPI document and the reference page around it are the public API's English developer documentation",
    files: /(^|\/)apps\/server\/src\/public-api\/(openapi-document|reference-page)\.ts$/,
    keeps: () => true,
  },
  {
    why: "operator-only messages: start-up configuration errors (config.ts) and the metrics endpoint answer the operator, never a user",
    files: /(^|\/)apps\/server\/src\/(config|observability\/metrics-endpoint)\.ts$/,
    keeps: () => true,
  },
  {
    why: "not language: a web address (an example in a placeholder) or a colour is the same in every language",
    files: /./,
    keeps: (text) => /^(https?:\/\/|mailto:)\S+$/.test(text) || /^#[0-9a-f]{3,8}$/i.test(text),
  },
];

// ---- the search ------------------------------------------------------------------------------------

export interface Finding {
  file: string;
  line: number;
  text: string;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string {
  const expression = node.expression;
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) {
    const target = expression.expression;
    const head = ts.isIdentifier(target) ? target.text : "";
    return head ? `${head}.${expression.name.text}` : `.${expression.name.text}`;
  }
  return "";
}

function propertyName(name: ts.PropertyName | ts.JsxAttributeName): string {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return "";
}

/** What the string is for, from where it stands: "visible", "code", or "unknown" (judged by its shape). */
function roleOf(node: ts.Node): "visible" | "code" | "unknown" {
  let child: ts.Node = node;
  let parent = node.parent;
  while (parent) {
    if (ts.isJsxAttribute(parent)) {
      const name = propertyName(parent.name);
      if (CODE_NAMES.test(name)) return "code";
      return VISIBLE_NAMES.test(name) ? "visible" : "unknown";
    }
    if (ts.isPropertyAssignment(parent)) {
      if (parent.name === child) return "code";
      const name = propertyName(parent.name);
      if (CODE_NAMES.test(name)) return "code";
      if (VISIBLE_NAMES.test(name)) return "visible";
      return "unknown";
    }
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
      const callee = calleeName(parent);
      if (ts.isNewExpression(parent) && /Error$/.test(callee) && !/APIError|ORPCError/.test(callee)) {
        // The web app shows a thrown error's message in a toast; on the server a bug answers 500.
        return node.getSourceFile().fileName.includes("/apps/web/") ? "unknown" : "code";
      }
      if (VISIBLE_CALLS.test(callee)) return "visible";
      if (CODE_CALLS.test(callee)) return "code";
      return "unknown";
    }
    if (
      ts.isImportDeclaration(parent) ||
      ts.isExportDeclaration(parent) ||
      ts.isLiteralTypeNode(parent) ||
      ts.isTypeNode(parent) ||
      ts.isTaggedTemplateExpression(parent) ||
      ts.isElementAccessExpression(parent) ||
      ts.isCaseClause(parent) ||
      ts.isBinaryExpression(parent) ||
      ts.isComputedPropertyName(parent)
    ) {
      return "code";
    }
    // A string shown as a JSX child ({saving ? "Saving..." : "Save"}) is read, whatever its shape.
    if (ts.isJsxExpression(parent) && (ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent))) {
      return "visible";
    }
    if (ts.isBlock(parent) || ts.isSourceFile(parent) || ts.isJsxElement(parent)) return "unknown";
    child = parent;
    parent = parent.parent;
  }
  return "unknown";
}

/** The lines (0-based) of the marker comments in a file (see the top of this file). */
function markerLines(text: string): number[] {
  return text.split("\n").flatMap((line, index) => (/(\/\/|\/\*|^\s*\*).*i18n-ignore/.test(line) ? [index] : []));
}

/**
 * The marker that keeps this literal: one on its line or the line above, or one in the comment before
 * the constant or property that holds it (within the same function or module block).
 */
function markerFor(source: ts.SourceFile, node: ts.Node, markers: number[]): number | undefined {
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const line = lineOf(node.getStart(source));
  const near = markers.find((marker) => marker === line || marker === line - 1);
  if (near !== undefined) return near;
  for (let parent = node.parent; parent && !ts.isBlock(parent) && !ts.isSourceFile(parent); parent = parent.parent) {
    if (!ts.isVariableStatement(parent) && !ts.isPropertyAssignment(parent)) continue;
    for (const comment of ts.getLeadingCommentRanges(source.text, parent.pos) ?? []) {
      const marker = markers.find((m) => m >= lineOf(comment.pos) && m <= lineOf(comment.end));
      if (marker !== undefined) return marker;
    }
  }
  return undefined;
}

export interface Kept extends Finding {
  /** The rule's reason, or "marker". */
  by: string;
}

/** Every literal a person reads: those found, those kept by a rule or a marker (and why), and the markers. */
export function auditLiterals(roots = ROOTS, { rules = true, markers = true } = {}) {
  const findings: Finding[] = [];
  const kept: Kept[] = [];
  const markerComments: { file: string; line: number }[] = [];
  for (const root of roots) {
    for (const path of sourceFiles(join(repo, root))) {
      const file = relative(repo, path);
      if (SKIP.some((pattern) => pattern.test(file))) continue;
      const text = readFileSync(path, "utf8");
      const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const fileRules = rules ? RULES.filter((rule) => rule.files.test(file)) : [];
      const fileMarkers = markers ? markerLines(text) : [];
      const wholeFile = fileMarkers.find((line) => text.split("\n")[line].startsWith("// i18n-ignore-file"));
      const usedMarkers = new Set<number>();
      const report = (node: ts.Node, value: string) => {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        const literal = { file, line, text: value.trim().slice(0, 80) };
        const rule = fileRules.find((candidate) => candidate.keeps(value.trim(), node));
        if (rule) return kept.push({ ...literal, by: rule.why });
        const marker = wholeFile ?? markerFor(source, node, fileMarkers);
        if (marker === undefined) return findings.push(literal);
        usedMarkers.add(marker);
        kept.push({ ...literal, by: "marker" });
      };
      const visit = (node: ts.Node) => {
        if (ts.isJsxText(node)) {
          if (WORDS.test(node.text)) report(node, node.text);
        } else if (
          ts.isStringLiteral(node) ||
          ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isTemplateExpression(node)
        ) {
          const value = ts.isTemplateExpression(node)
            ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("…")
            : node.text;
          if (WORDS.test(value) && !SQL.test(value)) {
            const role = roleOf(node);
            if (role === "visible" || (role === "unknown" && SENTENCE.test(value.trim()))) report(node, value);
          }
          if (ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      // A marker that keeps nothing (any more) goes, so the markers left are the one-offs that need one.
      for (const line of fileMarkers) {
        markerComments.push({ file, line: line + 1 });
        if (!usedMarkers.has(line)) findings.push({ file, line: line + 1, text: "a marker that keeps no text" });
      }
    }
  }
  // By file and line (a stable sort keeps the order within a line), whatever order the directory lists.
  const byPlace = (a: Finding, b: Finding) => a.file.localeCompare(b.file) || a.line - b.line;
  return { findings: findings.sort(byPlace), kept: kept.sort(byPlace), markers: markerComments };
}

export function findLiterals(roots = ROOTS): Finding[] {
  return auditLiterals(roots).findings;
}

// `--kept` also lists what the rules and markers keep; `--no-rules` / `--no-markers` leave them out.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const flags = process.argv.slice(2).filter((arg) => arg.startsWith("--"));
  const roots = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const { findings, kept } = auditLiterals(roots.length ? roots : ROOTS, {
    rules: !flags.includes("--no-rules"),
    markers: !flags.includes("--no-markers"),
  });
  if (flags.includes("--kept")) {
    for (const { file, line, text, by } of kept) console.log(`kept ${file}:${line}  ${JSON.stringify(text)}  (${by})`);
  }
  for (const { file, line, text } of findings) console.log(`${file}:${line}  ${JSON.stringify(text)}`);
  console.log(`${findings.length} literal text(s) outside the catalogues`);
  process.exitCode = findings.length ? 1 : 0;
}
