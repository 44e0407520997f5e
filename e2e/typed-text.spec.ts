import type { Page } from "@playwright/test";
import { expect, newUser, signUpWithOrganization, test } from "./support/fixtures";

/**
 * What a person types is never thrown away. Each test types at the earliest moment a person
 * could, while the session refresh that follows a sign-up or sign-in is still on its way (every
 * get-session answer is held back) and the next page's code arrives late, as on a loaded machine.
 */
const HOLD_MS = 1_500;

async function holdBack(page: Page, url: string | RegExp) {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue().catch(() => {});
  });
}

/** A session refresh as the browser makes one when the tab comes back into view. */
async function refreshSessionInBackground(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
}

test("after sign-up, the organization name typed on /neworg at once is kept and submitted", async ({ page }) => {
  const user = newUser("typed");
  await page.goto("/login?showSignIn=false");
  await page.getByLabel("Name").fill(user.name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await holdBack(page, "**/api/auth/get-session*");
  await holdBack(page, /\/assets\/.*neworg-[^/]*\.js$/);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();

  // The address changes before the page does: whatever 'Name' field a person can type into now must keep it.
  await expect(page).toHaveURL("/neworg");
  const organization = `Typed early ${user.email.split("@")[0].split("-").pop()}`;
  await page.getByLabel("Name").fill(organization);
  await refreshSessionInBackground(page);
  await expect(page.getByRole("heading", { name: "Create Your Organization", level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByLabel("Name")).toHaveValue(organization);
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByTestId("organization-switcher")).toContainText(organization);
});

test("the sign-in form keeps what is typed while the session is being refreshed", async ({ page, browser }) => {
  const user = newUser("typed-in");
  // The account, made in another browser context so this page starts signed out.
  const setup = await browser.newPage({ extraHTTPHeaders: { "x-forwarded-for": "10.250.0.1" } });
  await signUpWithOrganization(setup, user);
  await setup.close();

  await holdBack(page, "**/api/auth/get-session*");
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await refreshSessionInBackground(page);
  await page.getByLabel("Password").fill(user.password);
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByLabel("Password")).toHaveValue(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText("Welcome to your dashboard")).toBeVisible();
});

test("the account profile keeps a name typed as soon as it shows, through a session refresh", async ({
  page,
  browser,
}) => {
  const user = newUser("typed-profile");
  const setup = await browser.newPage({ extraHTTPHeaders: { "x-forwarded-for": "10.250.0.2" } });
  await signUpWithOrganization(setup, user);
  await setup.close();

  await page.goto("/login?redirectTo=%2Fdashboard%2Faccount");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await holdBack(page, "**/api/auth/get-session*");
  await holdBack(page, /\/assets\/.*account-[^/]*\.js$/);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();

  const renamed = `Renamed ${user.name}`;
  const name = page.getByLabel("Name", { exact: true });
  await name.fill(renamed);
  await refreshSessionInBackground(page);
  await expect(page).toHaveURL("/dashboard/account");
  await expect(page.getByRole("heading", { name: "Profile", exact: true })).toBeVisible();
  await expect(name).toHaveValue(renamed);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(page.getByTestId("user-menu")).toContainText(renamed);
});

test("the prerendered sign-in form keeps what is typed before React has hydrated it, and sends it", async ({
  page,
  browser,
}) => {
  const user = newUser("typed-early");
  const setup = await browser.newPage({ extraHTTPHeaders: { "x-forwarded-for": "10.250.0.3" } });
  await signUpWithOrganization(setup, user);
  await setup.close();

  // The app's entry script is held back: until it is let through, the page is the HTML the build rendered.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(de\/)?index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not "load": the held module script keeps the page from finishing loading.
  await page.goto("/login", { waitUntil: "commit" });
  const submit = page.getByRole("button", { name: "Sign In", exact: true });
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  // Before hydration nothing can send the form (Enter would put the password in the address).
  await expect(submit).toBeDisabled();
  await page.getByLabel("Password").press("Enter");
  await expect(page).toHaveURL("/login");

  release();
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByLabel("Password")).toHaveValue(user.password);
  await submit.click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText("Welcome to your dashboard")).toBeVisible();
});
