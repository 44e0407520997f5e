/**
 * The dead window of the prerendered pages: how long `/` and `/login` look ready (first paint) before
 * they answer clicks (hydrated, the root layout's `data-hydrated` mark), on a throttled phone profile:
 * Lighthouse's mobile figures applied through Chromium's DevTools protocol (4× CPU slowdown, slow 4G:
 * 562.5 ms request latency, 1.44 Mbit/s down, 675 kbit/s up). Each run is a fresh context (empty cache).
 *
 *   npm run build && npx tsx bench/dead-window.ts
 *
 * Prints each run and the medians of first paint, modules requested, hydrated and the window between
 * first paint and hydrated; the figures go into bench/README.md (decision 022).
 * DEAD_WINDOW_RUNS (5), DEAD_WINDOW_PORT (3396), CHROMIUM_PATH (/usr/bin/chromium),
 * BENCH_SERVER_MAIN and WEB_DIST_DIR to measure a copy of a build (another commit's, side by side).
 */
import { chromium } from "@playwright/test";
import { startBuiltServer } from "./support/built-server";
import { markHydrated } from "./support/hydrated-mark";

const RUNS = Number(process.env.DEAD_WINDOW_RUNS ?? 5);
const PORT = Number(process.env.DEAD_WINDOW_PORT ?? 3396);
const paths = ["/", "/login"];

/** Lighthouse's mobileSlow4G as DevTools applies it (its "devtools" throttling method). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};

interface Run {
  paint: number;
  modules: number;
  hydrated: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`;

const { origin, stop } = await startBuiltServer(PORT, "dead-window");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const path of paths) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript({ content: markHydrated });
      await page.goto(`${origin}${path}`);
      await page.waitForFunction(() => (window as unknown as { __hydrated?: number }).__hydrated !== undefined, null, {
        timeout: 60_000,
      });
      const run = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN;
        const modules = performance
          .getEntriesByType("resource")
          .filter((e) => new URL(e.name).pathname.startsWith("/assets/") && e.name.endsWith(".js"))
          .reduce((first, e) => Math.min(first, e.startTime), Number.POSITIVE_INFINITY);
        return { paint, modules, hydrated: (window as unknown as { __hydrated: number }).__hydrated };
      });
      runs.push(run);
      console.log(
        `${path.padEnd(7)} run ${i + 1}: first paint ${ms(run.paint)} · modules requested ${ms(run.modules)} · hydrated ${ms(run.hydrated)} · dead window ${ms(run.hydrated - run.paint)}`,
      );
      await context.close();
    }
    console.log(
      `${path.padEnd(7)} median of ${RUNS}: first paint ${ms(median(runs.map((r) => r.paint)))} · modules requested ${ms(
        median(runs.map((r) => r.modules)),
      )} · hydrated ${ms(median(runs.map((r) => r.hydrated)))} · dead window ${ms(median(runs.map((r) => r.hydrated - r.paint)))}`,
    );
  }
} finally {
  await browser.close();
  stop();
}
