import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices (decision 009). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export type Theme = "dark" | "light";

/**
 * The theme the app starts in on every page load of this page (what the theme menu stores); "system"
 * follows the emulated colour scheme, which `showTheme` switches.
 */
export async function useTheme(page: Page, theme: Theme | "system") {
  await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
}

/**
 * Shows the page in `theme` without loading it again, for a page whose stored theme is "system":
 * the emulated colour scheme changes, the app follows it as it follows a person's system (the class
 * on <html>, the toasts' own theme), and this waits until it has.
 */
export async function showTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

/** A theme at a width: one way a person sees a screen. */
export interface Look {
  theme: Theme;
  width: number;
}

/** Light and dark on a desktop, light on a 375 px phone (the colours are the desktop's, checked in both). */
export const EVERY_LOOK: Look[] = [
  { theme: "light", width: 1280 },
  { theme: "dark", width: 1280 },
  { theme: "light", width: 375 },
];

/**
 * axe on the page as it is now in each look, without loading it again: the width changes as when a
 * window is resized (the layout follows its media queries, the app its `matchMedia` listeners), the
 * theme as in `showTheme`, so the page must have been loaded with the stored theme "system" (`useTheme`).
 * At a phone's width it also fails when the page is wider than the screen. Leaves the page at the
 * width it had. Walking a flow once and looking at each step three ways costs a third of walking it
 * three times.
 */
export async function expectAccessibleLooks(
  page: Page,
  screen: string,
  { include, looks = EVERY_LOOK }: { include?: string; looks?: Look[] } = {},
) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const look of looks) {
    if ((page.viewportSize()?.width ?? size.width) !== look.width) {
      await page.setViewportSize({ width: look.width, height: size.height });
      // Two frames: the resize's media-query listeners run and React commits what they changed.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    }
    await showTheme(page, look.theme);
    await expectNoAxeViolations(page, `${screen} (${look.theme}, ${look.width} px)`, { include });
    if (look.width < 768) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, `${screen} is wider than the screen at ${look.width} px`).toBeLessThanOrEqual(0);
    }
  }
  if ((page.viewportSize()?.width ?? size.width) !== size.width) await page.setViewportSize(size);
}

/**
 * Waits until nothing moves any more: a dialog fading in or a toast sliding in is measured half
 * transparent, which axe reports as poor contrast. Endless animations (spinners) do not count.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** One line per failing element, so a report says what to fix and where. */
function describe(violation: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number]): string {
  const nodes = violation.nodes
    .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ")}`)
    .join("\n");
  return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
}

/**
 * Runs axe on the page as it is now and fails the test on any violation. Soft: a test that walks through
 * several screens reports every screen's violations, not only the first screen's.
 *
 * `include` narrows the check to a popup (a menu): a modal menu hides the page behind it from assistive
 * technology (aria-hidden), so page-wide rules (one main, one h1, landmarks) would judge the hidden page.
 * The page itself is checked as its own screen.
 */
export async function expectNoAxeViolations(
  page: Page,
  screen: string = page.url(),
  { include }: { include?: string } = {},
) {
  await settled(page);
  // axe.run in the page itself ("legacy mode"): the default runs axe per frame and then merges the
  // results in a blank page it opens for each check, which made a check cost 400 ms instead of 230
  // (bench/README.md, "2026-11-28 morning"). What legacy mode leaves out, cross-origin frames, the app
  // has none of; same-origin frames are still checked.
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode();
  if (include) builder.include(include);
  const results = await builder.analyze();
  expect.soft(results.violations.map(describe), `axe violations on ${screen}`).toEqual([]);
}
