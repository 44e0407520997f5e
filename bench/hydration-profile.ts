/**
 * Where a first load of `/` and `/login` spends its main thread until the page is hydrated, on
 * Lighthouse's mobile CPU (4× slowdown through Chromium's DevTools protocol, no network throttling):
 * the blocking time (each long task's part over 50 ms, as Lighthouse counts it, until hydrated plus
 * one second), and a CPU profile's self time by script and by function. Each run is a fresh context.
 *
 *   npm run build && npx tsx bench/hydration-profile.ts
 *
 * HYDRATION_RUNS (5), HYDRATION_PORT (3397), HYDRATION_PATHS ("/,/login"), HYDRATION_LANGUAGE (en),
 * CHROMIUM_PATH (/usr/bin/chromium), BENCH_SERVER_MAIN and WEB_DIST_DIR to measure a copy of a build.
 * HYDRATION_NETWORK=slow-4g: the network of Lighthouse's mobile runs too, as its DevTools throttling
 * applies it (562.5 ms round trips, 1.47 Mbit/s down), where the download is slower than compiling.
 * HYDRATION_SOURCE_MAPS: a folder with the assets' source maps, from the same sources built with
 * `APP_LOCALE=en npx vite build --sourcemap --outDir /tmp/web-maps` in apps/web (the served build has
 * none, decision 037): the self time is then also given by package or source file.
 */
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { SourceMapConsumer } from "source-map-js";
import { startBuiltServer } from "./support/built-server";
import { markHydrated } from "./support/hydrated-mark";

const RUNS = Number(process.env.HYDRATION_RUNS ?? 5);
const PORT = Number(process.env.HYDRATION_PORT ?? 3397);
const paths = (process.env.HYDRATION_PATHS ?? "/,/login").split(",");
const language = process.env.HYDRATION_LANGUAGE === "de" ? "de-DE,de;q=0.9" : "en-US,en;q=0.9";
const slow4g = process.env.HYDRATION_NETWORK === "slow-4g";

// Runs before the page's scripts: the long tasks, and when the root layout marks the page hydrated.
// Strings: tsx would wrap a function's inner functions in helpers the page lacks.
const longTasks = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });`;
const observe = `${longTasks}\n${markHydrated}`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const mapsFolder = process.env.HYDRATION_SOURCE_MAPS;
const consumers = new Map<string, SourceMapConsumer | null>();
/** The package (or the app's source file) a profile node's code came from, by the asset's source map. */
function sourceOf(node: ProfileNode, origin: string): string | undefined {
  if (!mapsFolder || !node.callFrame.url.startsWith(`${origin}/assets/`)) return undefined;
  const file = node.callFrame.url.slice(`${origin}/assets/`.length);
  if (!consumers.has(file)) {
    const path = `${mapsFolder}/${file}.map`;
    consumers.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, "utf8"))) : null);
  }
  const source = consumers
    .get(file)
    ?.originalPositionFor({ line: node.callFrame.lineNumber + 1, column: node.callFrame.columnNumber }).source;
  if (!source) return undefined;
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return pkg ? pkg[1] : source.replace(/^.*?\/(apps|packages)\//, "$1/");
}

/**
 * The longest stretch of the profile without an idle sample (the longest task, about) and its self
 * time by key, so the task that costs the most blocking time can be named.
 */
function longestBusy(profile: Profile, key: (node: ProfileNode) => string) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  let best: { ms: number; totals: Map<string, number> } = { ms: 0, totals: new Map() };
  let current = { ms: 0, totals: new Map<string, number>() };
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === "(idle)") {
      if (current.ms > best.ms) best = current;
      current = { ms: 0, totals: new Map() };
      return;
    }
    current.ms += ms;
    const k = key(node);
    current.totals.set(k, (current.totals.get(k) ?? 0) + ms);
  });
  return current.ms > best.ms ? current : best;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Self time in ms per key over a profile's samples. */
function selfTime(profile: Profile, key: (node: ProfileNode) => string) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node) return;
    const k = key(node);
    totals.set(k, (totals.get(k) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
}

const { origin, stop } = await startBuiltServer(PORT, "hydration-profile");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
try {
  for (const path of paths) {
    const blocking: number[] = [];
    const hydrated: number[] = [];
    const byScript = new Map<string, number>();
    const byFunction = new Map<string, number>();
    const bySource = new Map<string, number>();
    const taskLines: string[] = [];
    const busyLines: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        extraHTTPHeaders: { "Accept-Language": language },
      });
      const page = await context.newPage();
      await page.addInitScript(observe);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      if (slow4g) {
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: 562.5,
          downloadThroughput: (1474.56 * 1024) / 8,
          uploadThroughput: (675 * 1024) / 8,
        });
      }
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
      await page.goto(`${origin}${path}`);
      await page.waitForFunction(() => (window as { __hydrated?: number }).__hydrated);
      await page.waitForTimeout(1000);
      const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
      const [tasks, at] = await page.evaluate(() => {
        const w = window as unknown as { __longTasks: [number, number][]; __hydrated: number };
        return [w.__longTasks, w.__hydrated] as const;
      });
      blocking.push(tasks.filter(([start]) => start < at + 1000).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0));
      hydrated.push(at);
      taskLines.push(
        tasks
          .filter(([start]) => start < at + 1000)
          .map(([start, duration]) => `${duration.toFixed(0)}@${start.toFixed(0)}`)
          .join(" "),
      );
      const scripts = selfTime(
        profile,
        (node) => node.callFrame.url.replace(origin, "") || `(${node.callFrame.functionName})`,
      );
      for (const [k, v] of scripts) byScript.set(k, (byScript.get(k) ?? 0) + v / RUNS);
      const functions = selfTime(profile, (node) =>
        node.callFrame.url
          ? `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.replace(origin, "")}:${node.callFrame.lineNumber}`
          : `(${node.callFrame.functionName})`,
      );
      for (const [k, v] of functions) byFunction.set(k, (byFunction.get(k) ?? 0) + v / RUNS);
      const sources = selfTime(profile, (node) => sourceOf(node, origin) ?? "(not mapped)");
      for (const [k, v] of sources) bySource.set(k, (bySource.get(k) ?? 0) + v / RUNS);
      const busy = longestBusy(
        profile,
        (node) =>
          sourceOf(node, origin) ??
          (node.callFrame.url ? node.callFrame.url.replace(origin, "") : `(${node.callFrame.functionName})`),
      );
      busyLines.push(
        `${busy.ms.toFixed(0)} ms: ${[...busy.totals]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([k, v]) => `${k} ${v.toFixed(0)}`)
          .join(", ")}`,
      );
      await context.close();
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b).map((v) => v.toFixed(0));
    console.log(`${path}: blocking time ${sorted(blocking).join(" ")} ms (median ${median(blocking).toFixed(0)})`);
    console.log(`  long tasks (ms@start) per run:\n${taskLines.map((line) => `    ${line}`).join("\n")}`);
    console.log(
      `  longest busy stretch per run, self time by source:\n${busyLines.map((line) => `    ${line}`).join("\n")}`,
    );
    console.log(`  hydrated at ${sorted(hydrated).join(" ")} ms (median ${median(hydrated).toFixed(0)})`);
    const top = (totals: Map<string, number>, n: number) =>
      [...totals]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `    ${v.toFixed(1).padStart(7)} ms  ${k}`)
        .join("\n");
    console.log(`  self time by script (mean of ${RUNS}):\n${top(byScript, 12)}`);
    console.log(`  self time by function:\n${top(byFunction, 20)}`);
    if (mapsFolder) console.log(`  self time by source:\n${top(bySource, 25)}`);
  }
} finally {
  await browser.close();
  stop();
}
