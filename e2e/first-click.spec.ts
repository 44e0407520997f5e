import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { holdUntilReleased } from "./support/hold";
import { inGerman } from "./support/language";

/**
 * The first click always counts (decision 022). A prerendered page looks ready before its scripts have
 * run; a person on a slow phone clicks then. Each test holds the page's scripts back, clicks while only
 * the painted HTML is there, lets the scripts through and looks at what the person asked for: a link or
 * form works as HTML, a control that needs script carries the click out once hydrated, and one that can
 * do neither shows that it is not ready. In both languages.
 */

/** Every script the page loads after its HTML: the app's modules. */
const SCRIPTS = /\/(hydrate\.js|assets\/.+\.js)$/;

/** Holds the page's scripts until the returned function lets them through (and stops holding). */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const release = await holdUntilReleased(page, SCRIPTS);
  return async () => {
    release();
    await page.unroute(SCRIPTS);
  };
}

// Pages are opened without waiting for "load": the held scripts hold it back too.
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

const LOCALE_NAME = { en: "English", de: "Deutsch" } as const;

const PAGES = ["/", "/login", "/login?showSignIn=false", "/about", "/privacy", "/terms", "/no/such/page", "/dashboard"];

for (const language of ["en", "de"] as const) {
  const t = (text: string) => (language === "en" ? text : inGerman(text));
  const other = language === "en" ? { name: "Deutsch", lang: "de" } : { name: "English", lang: "en" };
  const heading = (page: Page, text: string) =>
    expect(page.getByRole("heading", { level: 1, name: t(text), exact: true })).toBeVisible();

  test.describe(`${language}: before the scripts have run`, () => {
    test.use({ locale: language === "de" ? "de-DE" : "en-US" });

    test("every control of every prerendered page works as HTML, waits for the scripts, or shows it is not ready", async ({
      page,
    }) => {
      await holdScripts(page);
      for (const path of PAGES) {
        await page.goto(path, { waitUntil: "commit" });
        await expect(page.locator("footer, [role=status]").first()).toBeAttached();
        const dead = await page.evaluate(() =>
          [...document.querySelectorAll("button, a, input[type=submit]")]
            .filter((control) => {
              if (control instanceof HTMLAnchorElement) return !control.getAttribute("href");
              const button = control as HTMLButtonElement;
              const submitsForm = button.type === "submit" && button.form?.getAttribute("action");
              return !(
                button.disabled ||
                button.hasAttribute("popovertarget") ||
                button.dataset.earlyClick ||
                submitsForm
              );
            })
            .map((control) => control.textContent?.trim() || control.outerHTML.slice(0, 80)),
        );
        expect(dead, path).toEqual([]);
      }
    });

    test("'Sign Up' and 'Sign In' switch the form", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto("/login", { waitUntil: "commit" });
      await heading(page, "Welcome Back");
      await page
        .getByRole("main")
        .getByRole("link", { name: t("Sign Up"), exact: true })
        .click();
      await expect(page).toHaveURL("/login?showSignIn=false");
      await heading(page, "Create Account");
      await page
        .getByRole("main")
        .getByRole("link", { name: t("Sign In"), exact: true })
        .click();
      await expect(page).toHaveURL("/login");
      await heading(page, "Welcome Back");
      await release();
      await hydrated(page);
      await heading(page, "Welcome Back");
      // Hydrated, the same links switch without loading the page.
      await page
        .getByRole("main")
        .getByRole("link", { name: t("Sign Up"), exact: true })
        .click();
      await heading(page, "Create Account");
      await expect(page).toHaveURL("/login?showSignIn=false");
    });

    test("the language menu loads the page in the other language", async ({ page, context }) => {
      const release = await holdScripts(page);
      await page.goto("/login?showSignIn=false", { waitUntil: "commit" });
      await heading(page, "Create Account");
      await page.getByRole("button", { name: t("Change language") }).click();
      await page.getByRole("button", { name: other.name, exact: true }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", other.lang);
      await expect(page).toHaveURL("/login?showSignIn=false");
      expect((await context.cookies()).find((cookie) => cookie.name === "locale")?.value).toBe(other.lang);
      await release();
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", other.lang);
      // Open, the menu passes axe (the page it is on too).
      await page
        .getByRole("button", { name: other.lang === "de" ? inGerman("Change language") : "Change language" })
        .click();
      await expect(page.getByRole("button", { name: LOCALE_NAME[language], exact: true })).toBeVisible();
      await expectNoAxeViolations(page, "the language menu");
    });

    test("the theme menu, the phone's navigation menu and Google sign-in answer the click once ready", async ({
      page,
    }) => {
      let release = await holdScripts(page);
      await page.goto("/", { waitUntil: "commit" });
      await page.getByRole("button", { name: t("Toggle theme") }).click();
      await release();
      await expect(page.getByRole("menu")).toBeVisible();
      await page.getByRole("menuitemradio", { name: t("Light") }).click();
      await expect(page.locator("html")).toHaveClass("light");

      await page.setViewportSize({ width: 375, height: 740 });
      release = await holdScripts(page);
      await page.goto("/about", { waitUntil: "commit" });
      await page.getByRole("button", { name: t("Open navigation") }).click();
      await release();
      await expect(page.getByRole("menu").getByRole("menuitem", { name: t("Dashboard") })).toBeVisible();

      release = await holdScripts(page);
      await page.goto("/login", { waitUntil: "commit" });
      // A passkey is asked for on a person's own click only: not ready until hydrated, and it says so.
      await expect(page.getByRole("button", { name: t("Sign in with a passkey") })).toBeDisabled();
      await page.getByRole("button", { name: t("Sign in with Google") }).click();
      await release();
      await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible();
    });
  });
}
