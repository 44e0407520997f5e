import { createOrganization, expect, newUser, signOut, test } from "./support/fixtures";

// Runs better-auth's real Google redirect and callback against the local stand-in provider
// started by playwright.config.ts (Google itself is not reachable from the test machines).
test("sign in with Google creates the account and lands on the dashboard", async ({ page }) => {
  const user = newUser("google");
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Google" }).click();

  await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("redirect_uri")).toMatch(/\/api\/auth\/callback\/google$/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Name").fill(user.name);
  await page.getByRole("button", { name: "Continue" }).click();

  // A new account: the dashboard asks for a first organization.
  await expect(page).toHaveURL("/neworg");
  await page.goto("/");
  await page.getByRole("button", { name: user.name }).click();
  await expect(page.getByRole("menu").getByText(user.email)).toBeVisible();
});

test("Google sign-in returns to redirectTo", async ({ page }) => {
  const user = newUser("google");
  const chooseAccount = async () => {
    await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Name").fill(user.name);
    await page.getByRole("button", { name: "Continue" }).click();
  };
  // First visit creates the account; it needs an organization before dashboard pages open.
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await chooseAccount();
  await expect(page).toHaveURL("/neworg");
  await createOrganization(page, "Google Co");
  await signOut(page, user.name);

  await page.goto("/dashboard/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await chooseAccount();
  await expect(page).toHaveURL("/dashboard/account");
});
