import type { Browser, Page } from "@playwright/test";
import { adminTest, freshIp } from "./support/admin";
import { expect, newUser, openMenu, signUpWithOrganization } from "./support/fixtures";
import { firstUrl, latestMailTo } from "./support/outbox";

/** Another person's browser, signed up with an organization and on the dashboard. */
async function otherUserBrowser(browser: Browser, baseURL: string, prefix: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": freshIp() },
    // New contexts get the test's options, the admin's session among them: not this one.
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  const user = newUser(prefix);
  await signUpWithOrganization(page, user);
  return { context, page, user };
}

async function openUsers(page: Page, search: string) {
  await page.goto(`/dashboard/admin/users?search=${encodeURIComponent(search)}`);
  await expect(page.getByRole("searchbox", { name: "Search users" })).toBeVisible();
}

async function rowAction(page: Page, email: string, action: string) {
  await openMenu(page.getByRole("button", { name: `Actions for ${email}` }));
  await page.getByRole("menuitem", { name: action }).click();
}

const cellUnder = async (page: Page, email: string, header: string) => {
  await expect(page.locator("tbody tr").filter({ hasText: email })).toHaveCount(1);
  const headers = await page.locator("thead th").allTextContents();
  const index = headers.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return page.locator("tbody tr").filter({ hasText: email }).locator("td").nth(index);
};

adminTest("the user table shows 'Email verified' and '2FA' per user", async ({ page, browser, baseURL }) => {
  const other = await otherUserBrowser(browser, baseURL!, "columns");
  const email = other.user.email;
  await openUsers(page, email);
  await expect(await cellUnder(page, email, "Email verified")).toHaveText("No");
  await expect(await cellUnder(page, email, "2FA")).toHaveText("No");

  await other.page.goto(firstUrl((await latestMailTo(email)).text));
  await expect(other.page.getByText("Your email address is verified")).toBeVisible();
  await other.context.close();
  await page.reload();
  await expect(await cellUnder(page, email, "Email verified")).toHaveText("Yes");
});

adminTest(
  "'Revoke sessions' asks first, then the user is signed out at their next request",
  async ({ page, browser, baseURL }) => {
    const other = await otherUserBrowser(browser, baseURL!, "revoked");
    const email = other.user.email;
    await openUsers(page, email);

    await rowAction(page, email, "Revoke sessions");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Revoke all sessions of ${email}?`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await other.page.reload();
    await expect(other.page.getByText("Welcome to your dashboard")).toBeVisible();

    await rowAction(page, email, "Revoke sessions");
    await dialog.getByRole("button", { name: "Revoke sessions" }).click();
    await expect(page.getByText(`${email} was signed out everywhere`)).toBeVisible();
    await other.page.goto("/dashboard/organizations");
    await expect(other.page).toHaveURL(/\/login\?redirectTo=/);
    await other.context.close();
  },
);

adminTest("while impersonating, the account page shows the profile only", async ({ page, browser, baseURL }) => {
  const other = await otherUserBrowser(browser, baseURL!, "guarded");
  await other.context.close();
  const email = other.user.email;
  await openUsers(page, email);
  await rowAction(page, email, "Impersonate");
  await page.getByRole("alertdialog").getByRole("button", { name: "Impersonate" }).click();
  await expect(page.getByText(`You are impersonating ${email}`)).toBeVisible();

  await page.goto("/dashboard/account");
  await expect(page.locator("h1")).toHaveText("Profile");
  await expect(page.getByLabel("Name")).toHaveValue(other.user.name);
  await expect(page.getByText(/are hidden while you impersonate/)).toBeVisible();
  for (const section of [
    "Password",
    "Email",
    "Sessions",
    "Two-factor authentication",
    "Passkeys",
    "API keys",
    "Danger zone",
  ]) {
    await expect(page.getByRole("region", { name: section, exact: true })).toHaveCount(0);
  }
  // Nor does the banner offer to send mail to the person's address.
  await expect(page.getByRole("region", { name: "Email verification" })).toHaveCount(0);
  await page.getByRole("button", { name: "Stop Impersonating" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/users$/);
});
