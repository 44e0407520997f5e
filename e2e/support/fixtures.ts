import { randomBytes } from "node:crypto";
import { type Browser, test as base, expect, type Locator, type Page } from "@playwright/test";
import { tr } from "./language";

let counter = 0;

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

export function newUser(prefix = "user"): TestUser {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  return { name: `${prefix} ${id}`, email: `${prefix}-${id}@e2e.test`, password: "correct horse battery" };
}

/**
 * The page the server sends is HTML the build rendered (decision 022): its headings and buttons are there
 * before React has hydrated it, when a click does nothing yet or follows a link the old way. A test acts
 * as soon as `goto` returns, so `goto` and `reload` wait, after the load, until the app has hydrated it
 * (`data-hydrated` on <html>, set by the root layout), as a person waits a moment for a page to respond.
 * Not with `waitUntil`: a test that asks for less looks at the page before hydration on purpose.
 */
async function untilHydrated(page: Page) {
  await page
    .waitForFunction(
      () => {
        // Not the app (the API reference): nothing to wait for.
        if (!document.getElementById("root")) return true;
        return document.documentElement.dataset.hydrated === "true";
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
}

/** `goto` and `reload` of this page wait until the app has hydrated what they loaded (see above). */
function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil) await untilHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil) await untilHydrated(page);
    return response;
  };
  return page;
}

/**
 * Each test browses from its own client address (the server trusts X-Forwarded-For in e2e). Every page
 * waits for hydration: Playwright's own `context` fixture opens its context with `browser.newContext`
 * too, so the test's `page` and the pages of contexts a test opens itself (a second device, another
 * user) all come from the wrapped `newPage`.
 */
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        const newPage = context.newPage.bind(context);
        context.newPage = async () => waitingForHydration(await newPage());
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    counter++;
    const ip = `10.${testInfo.workerIndex % 250}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
    await use({ "x-forwarded-for": ip });
  },
});

export { expect };

export async function signUp(page: Page, user: TestUser, path = "/login?showSignIn=false") {
  await page.goto(path);
  await expect(page.getByText(tr("Create Account"))).toBeVisible();
  await page.getByLabel(tr("Name")).fill(user.name);
  await page.getByLabel(tr("Email")).fill(user.email);
  await page.getByLabel(tr("Password")).fill(user.password);
  await page.getByRole("button", { name: tr("Sign Up"), exact: true }).click();
}

export async function signIn(page: Page, user: Pick<TestUser, "email" | "password">, path = "/login") {
  await page.goto(path);
  await expect(page.getByText(tr("Welcome Back"))).toBeVisible();
  await page.getByLabel(tr("Email")).fill(user.email);
  await page.getByLabel(tr("Password")).fill(user.password);
  await page.getByRole("button", { name: tr("Sign In"), exact: true }).click();
}

/**
 * Opens a dropdown menu with its trigger once no menu is on screen any more. A menu that was just closed
 * stays on screen for its closing animation, and a press on a trigger meanwhile counts as a press outside
 * that menu: it closes the menu the press has just opened. Nobody clicks a trigger through a closing menu;
 * a test waits for it to be gone, as a user's eyes would.
 */
export async function openMenu(trigger: Locator) {
  const menus = trigger.page().getByRole("menu");
  await expect(menus).toHaveCount(0);
  await trigger.click();
  await expect(menus).toBeVisible();
}

/** Signs out through the account menu of the public header (on the home page). */
export async function signOut(page: Page, userName: string) {
  await page.goto("/");
  await page.getByRole("button", { name: userName }).click();
  await page.getByRole("menuitem", { name: tr("Sign Out") }).click();
  await expect(page.getByRole("link", { name: tr("Sign In") })).toBeVisible();
}

/** Creates an organization for the signed-in user through the API, as the /neworg form would. */
export async function createOrganization(page: Page, name: string): Promise<{ id: string; slug: string }> {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomBytes(3).toString("hex")}`;
  const result = await page.evaluate(
    async (body) => {
      const response = await fetch("/api/auth/organization/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { name, slug },
  );
  expect(result.status).toBe(200);
  return { id: result.body.id, slug };
}

/** A signed-in user with one organization, on the dashboard. */
export async function signUpWithOrganization(page: Page, user: TestUser, organizationName = "Acme Inc") {
  await signUp(page, user);
  await expect(page).toHaveURL("/neworg");
  const organization = await createOrganization(page, organizationName);
  await page.goto("/dashboard");
  await expect(page.getByText(tr("Welcome to your dashboard"))).toBeVisible();
  return organization;
}
