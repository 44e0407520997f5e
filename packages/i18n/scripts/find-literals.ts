/**
 * Finds texts a person would read that are written as literals instead of coming from the catalogues
 * (issue 24, point 4): JSX text, user-visible JSX attributes and object properties (label, title,
 * message, ...), toasts, and any other string that reads like a sentence, in the web app, the server
 * and packages/domain. Run `npx tsx packages/i18n/scripts/find-literals.ts` to list them;
 * packages/i18n/test/literals.test.ts fails while any is left.
 *
 * Not texts: imports, types, object keys, class names and other attributes no one reads, log lines,
 * thrown Errors (a bug answers 500 with a generic message), SQL. A literal that must stay (an official
 * German form text, a brand) carries `i18n-ignore` in a comment on its line or the line above; a file
 * that holds only such texts starts with `// i18n-ignore-file: <why>`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const repo = fileURLToPath(new URL("../../../", import.meta.url));

/** Where people's texts are written. */
const ROOTS = ["apps/web/src", "apps/server/src", "packages/domain/src", "packages/contract/src"];
/** Generated code, shadcn/ui's primitives' class-only files, the official GewA 1 registry (German by law). */
const SKIP = [/routeTree\.gen\.ts$/, /packages\/domain\/src\/gewerbeanmeldung\//, /\.d\.ts$/, /paraglide\//];

/** Attributes and properties whose string is read by a person. */
const VISIBLE_NAMES =
  /^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt|label|description|heading|message|subject|preview|footnote|text|error|fallback|empty|emptyText|hint|caption|summary|confirmLabel|cancelLabel|actionLabel|[a-z]+(Label|Text|Title|Message|Description|Heading))$/;
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

function ignored(source: ts.SourceFile, node: ts.Node): boolean {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  const lines = source.text.split("\n");
  return [lines[line], lines[line - 1]].some((text) => text?.includes("i18n-ignore"));
}

export function findLiterals(roots = ROOTS): Finding[] {
  const findings: Finding[] = [];
  for (const root of roots) {
    for (const path of sourceFiles(join(repo, root))) {
      const file = relative(repo, path);
      if (SKIP.some((pattern) => pattern.test(file))) continue;
      const text = readFileSync(path, "utf8");
      if (/^\/\/ i18n-ignore-file/m.test(text)) continue;
      const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const report = (node: ts.Node, value: string) => {
        if (ignored(source, node)) return;
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        findings.push({ file, line: line + 1, text: value.trim().slice(0, 80) });
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
    }
  }
  return findings;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const roots = process.argv.slice(2);
  const findings = findLiterals(roots.length ? roots : ROOTS);
  for (const { file, line, text } of findings) console.log(`${file}:${line}  ${JSON.stringify(text)}`);
  console.log(`${findings.length} literal text(s) outside the catalogues`);
  process.exitCode = findings.length ? 1 : 0;
}
