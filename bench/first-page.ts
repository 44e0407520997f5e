/**
 * What the first visit to `/` and `/login` costs a browser: the JavaScript and CSS it downloads
 * (bytes on the wire, with the server's compression) until the page is idle, and the HTML.
 *
 *   npm run build && npx tsx bench/first-page.ts
 *
 * Starts the bundled server on a fresh PGlite directory, opens each page in a fresh Chromium
 * context and sums the transfer sizes the browser reports (Resource Timing, encodedBodySize).
 * The first goal held the initial JavaScript of both pages to 120 KB gzip; the figures go into
 * bench/README.md (decision 037). FIRST_PAGE_PORT (3398), CHROMIUM_PATH (/usr/bin/chromium).
 */
import { chromium } from "@playwright/test";
import { startBuiltServer } from "./support/built-server";

const PORT = Number(process.env.FIRST_PAGE_PORT ?? 3398);

const { origin, stop } = await startBuiltServer(PORT, "first-page");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const path of ["/", "/login"]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => e as PerformanceResourceTiming)
        .map((e) => ({ name: e.name, type: e.initiatorType, wire: e.encodedBodySize, raw: e.decodedBodySize })),
    );
    const html = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).encodedBodySize,
    );
    const js = entries.filter((e) => e.name.endsWith(".js"));
    const css = entries.filter((e) => e.name.endsWith(".css"));
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const sum = (list: typeof entries, key: "wire" | "raw") => list.reduce((s, e) => s + e[key], 0);
    console.log(
      `${path.padEnd(7)} JS ${js.length} files ${kb(sum(js, "wire"))} on the wire (${kb(sum(js, "raw"))} raw)` +
        ` · CSS ${kb(sum(css, "wire"))} · HTML ${kb(html)}`,
    );
    if (process.env.FIRST_PAGE_LIST) {
      for (const e of js.sort((a, b) => b.wire - a.wire))
        console.log(`  ${kb(e.wire).padStart(9)} ${e.name.replace(origin, "")}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
