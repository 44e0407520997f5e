import { randomBytes } from "node:crypto";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
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

/** Each test browses from its own client address (the server trusts X-Forwarded-For in e2e). */
export const test = base.extend({
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
