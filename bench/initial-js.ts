/**
 * The initial JavaScript of `/` and `/login`: what Chromium requests before the page is ready (its
 * first real render), summed as gzip -9 sizes, chunk by chunk. Issue 12 holds each page to 120 KB gzip.
 *
 *   npm run build && npm run bench:initial-js
 *
 * Starts the bundled server on a fresh PGlite directory and opens each page in a fresh context (empty
 * cache). "Ready" is the page's own content on screen: the API status card with its answer on `/`,
 * the sign-in form's heading and Sign In button on `/login`. JavaScript requested later (lazy chunks
 * fetched after the first render: the toaster, menus, the auth client) is listed apart and not counted.
 * INITIAL_JS_PORT (3397), CHROMIUM_PATH (/usr/bin/chromium).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";

const GOAL_KB = 120;
const PORT = Number(process.env.INITIAL_JS_PORT ?? 3397);
const origin = `http://localhost:${PORT}`;
const main = join(import.meta.dirname, "..", "apps", "server", "dist", "main.js");

const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: "/",
    ready: async (page) => {
      await page.getByTestId("api-status").getByText("api", { exact: true }).waitFor();
    },
  },
  {
    path: "/login",
    ready: async (page) => {
      await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
      await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    },
  },
];

async function startServer(): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "initial-js-"));
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: "inherit",
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { child, dataDir };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const { child, dataDir } = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const { path, ready } of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let isReady = false;
    const initial = new Map<string, Promise<number>>();
    const later = new Map<string, Promise<number>>();
    page.on("response", (response) => {
      const url = response.url();
      if (!url.endsWith(".js")) return;
      // Sized when the body arrives; the bucket is chosen by when the browser asked for it.
      const bucket = isReady ? later : initial;
      bucket.set(
        url.replace(origin, ""),
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    });
    await page.goto(`${origin}${path}`);
    await ready(page);
    isReady = true;
    await page.waitForLoadState("networkidle");
    const sizes = async (m: Map<string, Promise<number>>) =>
      (await Promise.all([...m].map(async ([name, size]) => ({ name, size: await size })))).sort(
        (a, b) => b.size - a.size,
      );
    const first = await sizes(initial);
    const rest = await sizes(later);
    const total = first.reduce((s, e) => s + e.size, 0);
    console.log(
      `${path.padEnd(7)} initial JS ${first.length} files ${kb(total)} gzip (goal ≤ ${GOAL_KB} KB: ${
        total <= GOAL_KB * 1024 ? "met" : `${kb(total - GOAL_KB * 1024)} over`
      })`,
    );
    for (const e of first) console.log(`  ${kb(e.size).padStart(9)} ${e.name}`);
    if (rest.length) {
      console.log(`  after first render, not counted: ${kb(rest.reduce((s, e) => s + e.size, 0))}`);
      for (const e of rest) console.log(`  ${kb(e.size).padStart(9)} ${e.name} (later)`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  child.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
