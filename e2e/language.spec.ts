import type { BrowserContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, newUser, openMenu, signIn, signUp, signUpWithOrganization, test } from "./support/fixtures";
import { inGerman } from "./support/language";
import { latestMailTo } from "./support/outbox";

/**
 * Choosing the language (decision 032): the browser's languages while signed out, then the `locale`
 * cookie once a person chooses; signed in, the account's stored language, on every device. Each
 * language is its own build: the page reloads into the other one.
 */

const languageCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "locale")?.value;

const storedLanguage = (page: Page) =>
  page.evaluate(async () => {
    const session = await (await fetch("/api/auth/get-session")).json();
    return session?.user?.language as string | null | undefined;
  });

/** The header's menu is a popover with a plain form: each language is a button that submits it. */
async function chooseInHeader(page: Page, current: string, language: "English" | "Deutsch") {
  await page.getByRole("button", { name: current }).click();
  await page.getByRole("button", { name: language, exact: true }).click();
}

test.describe("language", () => {
  test("an English browser gets the fixed English texts, unchanged", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("h1")).toHaveText(["Welcome Back"]);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await page.goto("/login?showSignIn=false");
    await expect(page.locator("h1")).toHaveText(["Create Account"]);
  });

  test("a German browser gets German pages, with only the German build's scripts", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: "de-DE" });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("h1")).toHaveText([inGerman("Welcome Back")]);
    await expect(page.getByRole("button", { name: inGerman("Sign In"), exact: true })).toBeVisible();
    // The modules are requested after the first paint (decision 022): count them once they have run.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const assets = scripts.filter((path) => path.startsWith("/assets/"));
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((path) => !path.startsWith("/assets/de/"))).toEqual([]);
    await expectNoAxeViolations(page, "/login (German browser)");
    await context.close();
  });

  test("signed out, the choice is kept in a cookie and beats the browser's languages", async ({ page, context }) => {
    await page.goto("/login");
    await chooseInHeader(page, "Change language", "Deutsch");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("h1")).toHaveText([inGerman("Welcome Back")]);
    expect(await languageCookie(context)).toBe("de");
    await page.reload();
    await expect(page.locator("h1")).toHaveText([inGerman("Welcome Back")]);

    await chooseInHeader(page, inGerman("Change language"), "English");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("h1")).toHaveText(["Welcome Back"]);
    expect(await languageCookie(context)).toBe("en");
  });

  test("signed in, the choice is stored on the account: it survives sign-out and follows to another device", async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = newUser("language");
    await signUp(page, user);
    await expect(page).toHaveURL("/neworg");
    expect(await storedLanguage(page)).toBe("en");

    // The header's menu on /neworg (the public layout), signed in.
    await chooseInHeader(page, "Change language", "Deutsch");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect.poll(() => storedLanguage(page)).toBe("de");

    // Signed out, the browser keeps the language.
    await page.evaluate(() =>
      fetch("/api/auth/sign-out", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    );
    expect(await storedLanguage(page)).toBeUndefined();
    await page.goto("/login");
    await expect(page.locator("h1")).toHaveText([inGerman("Welcome Back")]);

    // Another device with an English browser: English until the account signs in, then German.
    const other = await browser.newContext({ baseURL, locale: "en-US" });
    const otherPage = await other.newPage();
    await signIn(otherPage, user);
    await expect(otherPage.locator("html")).toHaveAttribute("lang", "de");
    expect(await languageCookie(other)).toBe("de");
    await other.close();
  });

  test("the account menu switches the language back", async ({ page }) => {
    const user = newUser("language-menu");
    await signUp(page, user);
    await expect(page).toHaveURL("/neworg");
    await chooseInHeader(page, "Change language", "Deutsch");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    await openMenu(page.getByRole("button", { name: user.name }));
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect.poll(() => storedLanguage(page)).toBe("en");
  });

  test("the account page stores the language, and the page follows", async ({ page }) => {
    const user = newUser("language-account");
    await signUpWithOrganization(page, user);
    await page.goto("/dashboard/account/language");
    await expect(page.locator("h1")).toHaveText(["Language"]);
    await page.getByRole("combobox", { name: "Language" }).selectOption("de");
    await page.getByRole("button", { name: "Save language" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("h1")).toHaveText([inGerman("Language")]);
    await expect.poll(() => storedLanguage(page)).toBe("de");
    await expectNoAxeViolations(page, "/dashboard/account/language (German)");
  });

  test("mails come in the account's language", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: "de-DE" });
    const page = await context.newPage();
    const user = newUser("language-mail");
    await page.goto("/login?showSignIn=false");
    await page.getByLabel(inGerman("Name")).fill(user.name);
    await page.getByLabel(inGerman("Email")).fill(user.email);
    await page.getByLabel(inGerman("Password")).fill(user.password);
    await page.getByRole("button", { name: inGerman("Sign Up"), exact: true }).click();
    await expect(page).toHaveURL("/neworg");
    const mail = await latestMailTo(user.email);
    expect(mail.subject).toBe(inGerman("Verify your email address"));
    await context.close();
  });
});
