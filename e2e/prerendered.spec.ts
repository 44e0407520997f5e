import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * The public pages paint before any script runs (decision 022): the server sends HTML the
 * build rendered, in the visitor's language, and React hydrates it without a mismatch in either theme.
 */
const pages = [
  { path: "/", heading: { en: "Web App", de: "Web-App" } },
  { path: "/login", heading: { en: "Welcome Back", de: "Willkommen zurück" } },
  { path: "/about", heading: { en: "About", de: "Über diese Anwendung" } },
  { path: "/privacy", heading: { en: "Privacy", de: "Datenschutz" } },
  { path: "/terms", heading: { en: "Terms", de: "Nutzungsbedingungen" } },
  { path: "/no/such/page", heading: { en: "Not Found", de: "Nicht gefunden" } },
] as const;
const signInLabel = { en: "Sign In", de: "Anmelden" } as const;

/** Holds the app's entry script back until the returned function lets it through. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(de\/)?index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const language of ["en", "de"] as const) {
  for (const theme of ["dark", "light"] as const) {
    test.describe(`${language}, ${theme} theme`, () => {
      test.use({ locale: language === "de" ? "de-DE" : "en-US" });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((stored) => localStorage.setItem("vite-ui-theme", stored), theme);
      });

      test("each public page is in the HTML, in the stored theme, before the app's script runs", async ({ page }) => {
        const release = await holdAppScript(page);
        for (const { path, heading } of pages) {
          await page.goto(path, { waitUntil: "commit" });
          await expect(page.getByRole("heading", { level: 1, name: heading[language], exact: true })).toBeAttached();
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          await expect(page.locator("html")).toHaveClass(theme);
        }
        release();
      });

      test("React hydrates each public page without an error or a warning", async ({ page }) => {
        const problems: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
        });
        page.on("pageerror", (error) => problems.push(error.message));
        for (const { path, heading } of pages) {
          await page.goto(path);
          // The account menu shows 'Sign In' once the page is hydrated and knows there is no session.
          await expect(page.getByRole("banner").getByRole("link", { name: signInLabel[language] })).toBeVisible();
          await expect(page.getByRole("heading", { level: 1, name: heading[language], exact: true })).toBeAttached();
          await expect(page.locator("html")).toHaveClass(theme);
        }
        expect(problems).toEqual([]);
      });
    });
  }
}

test("the app's modules are requested only after the page has painted, not beside its HTML and CSS", async ({
  page,
}) => {
  for (const path of ["/", "/login", "/dashboard"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const { paint, modules } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-paint")[0]?.startTime,
      modules: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(paint, path).toBeGreaterThan(0);
    expect(modules.length, path).toBeGreaterThan(0);
    expect(Math.min(...modules), path).toBeGreaterThan(paint);
  }
});

test("a dashboard path paints the dashboard's skeleton before any script, then goes on to sign-in", async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto("/dashboard/account", { waitUntil: "commit" });
  await expect(page.getByRole("status", { name: "Loading session" })).toBeVisible();
  release();
  await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard%2Faccount");
});
