import type { Page } from "@playwright/test";
import { adminStorageState } from "./support/admin";
import { expectNoAxeViolations, showTheme, type Theme, useTheme } from "./support/axe";
import { expect, newUser, signUp, test } from "./support/fixtures";
import { expectNoEnglishLeft, testLanguage, tr } from "./support/language";
import {
  adminScreens,
  germanFormScreens,
  germanScreens,
  publicScreens,
  type Screen,
  settingsScreens,
  userScreens,
  visit,
} from "./support/screens";
import { type Seed, seededTest } from "./support/seed";

/**
 * axe-core on every screen of the product (docs/product.md#routes, the invitation page, 404s, dialogs, toasts and
 * forms with errors) in both themes on a desktop, and on a 375 px phone: WCAG 2.0/2.1/2.2 A and AA and
 * axe's best practices, 0 violations. Each test walks one group of screens in one variant, signed in
 * through a session made once per worker.
 *
 * On the desktop each screen is loaded once and checked in both themes: the theme follows the system
 * ("system" in the theme menu), and the test switches the emulated colour scheme between the two
 * checks, so the app itself re-renders in the other theme (the class on <html>, the toasts' theme) as
 * it does when a person's system changes. Loading every screen again for the second theme cost a
 * third of this suite's time.
 *
 * The phone runs in one theme and in German: the colours are the desktop's (checked in both), the
 * phone adds its own layout (menu button, sidebar sheet, stacked cards), loaded afresh at its width,
 * and the "German" project (playwright.config.ts) walks it with a German browser, where the longer
 * words are tightest; it also fails on any English sentence of the catalogues left on a page
 * (support/language.ts). The phone's layout is the same in both languages, and German's is the
 * tighter, so English walks the desktop only (the phone in English as well took about 130 s of
 * the suite's test time: bench/README.md, "The CI run").
 */
interface Variant {
  name: string;
  viewport: { width: number; height: number };
  /** The themes each screen is checked in, in this order, on one load. */
  themes: Theme[];
  /** The browser's language this variant runs in (the project's). */
  language: "en" | "de";
}
const variants: Variant[] = [
  { name: "1280 px", viewport: { width: 1280, height: 720 }, themes: ["light", "dark"], language: "en" },
  { name: "375 px", viewport: { width: 375, height: 740 }, themes: ["light"], language: "de" },
];

const asUser = seededTest.extend({ storageState: async ({ seed }, use) => use(seed.storageState) });
const asAdmin = seededTest.extend<object, { adminStorageState: string }>({
  adminStorageState: [
    async ({ browser }, use, workerInfo) => use(await adminStorageState(browser, workerInfo)),
    { scope: "worker" },
  ],
  storageState: async ({ adminStorageState }, use) => use(adminStorageState),
});

/** The page as it is now, in each of the variant's themes, and no English left on it. */
async function check(page: Page, screen: string, variant: Variant, include?: string) {
  for (const theme of variant.themes) {
    await showTheme(page, theme);
    await expectNoAxeViolations(page, `${screen} (${theme}, ${variant.name})`, { include });
  }
  await expectNoEnglishLeft(page, `${screen} (${variant.name})`);
}

async function checkAll(page: Page, screens: Screen[], seed: Seed, variant: Variant) {
  for (const screen of screens) {
    await visit(page, screen, seed);
    await check(page, screen.name, variant, screen.only);
  }
}

for (const variant of variants) {
  test.describe(variant.name, () => {
    // Many screens per test (up to twenty), each loaded afresh and checked by axe: 1–3 s a screen with
    // three workers on two cores, up to 15 s on a busy machine.
    test.describe.configure({ timeout: 300_000 });
    test.use({ viewport: variant.viewport });
    test.beforeEach(async ({ page }) => {
      test.skip(testLanguage() !== variant.language, `${variant.name} runs in the other language`);
      await useTheme(page, "system");
    });

    seededTest("public screens", async ({ page, seed }) => {
      await checkAll(page, publicScreens, seed, variant);
    });

    asUser("signed-in screens", async ({ page, seed }) => {
      await checkAll(page, userScreens, seed, variant);
    });

    asUser("settings screens", async ({ page, seed }) => {
      // Both areas' sections, each loaded and checked: the longest list here.
      test.setTimeout(420_000);
      await checkAll(page, settingsScreens, seed, variant);
    });

    asUser("German screens", async ({ page, seed }) => {
      await checkAll(page, germanScreens, seed, variant);
    });

    asUser("German form screens", async ({ page, seed }) => {
      await checkAll(page, germanFormScreens, seed, variant);
    });

    asAdmin("admin screens", async ({ page, seed }) => {
      await checkAll(page, adminScreens, seed, variant);
    });

    test("a new user's first organization (/neworg)", async ({ page }) => {
      await signUp(page, newUser("a11y"));
      await expect(page).toHaveURL("/neworg");
      await expect(page.locator("h1")).toHaveText([tr("Create Your Organization")]);
      await check(page, "/neworg", variant);
    });
  });
}
