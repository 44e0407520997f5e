import type { Page } from "@playwright/test";
import { expect, newUser, signUpWithOrganization, test } from "./support/fixtures";
import { holdUntilReleased } from "./support/hold";

// A 1×1 PNG, served for the avatar URLs below so no test depends on another site.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const userMenu = (page: Page) => page.getByTestId("user-menu");
const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true });

async function openAccount(page: Page) {
  await userMenu(page).click();
  await page.getByRole("menuitem", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
}

async function storedUser(page: Page): Promise<{ name: string; image: string | null }> {
  return page.evaluate(async () => (await (await fetch("/api/auth/get-session")).json()).user);
}

test("the profile form checks its input, says 'Saving...' and shows the new name at once in both menus", async ({
  page,
}) => {
  const user = newUser("profile");
  await signUpWithOrganization(page, user);
  await openAccount(page);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(user.name);
  await expect(page.getByLabel("Avatar URL")).toHaveValue("");

  await page.getByLabel("Name", { exact: true }).fill("   ");
  await page.getByLabel("Avatar URL").fill("not a url");
  await save(page).click();
  await expect(page.getByText("Name must be at least 1 character")).toBeVisible();
  await expect(page.getByText("Avatar URL must be a valid URL")).toBeVisible();
  expect((await storedUser(page)).name).toBe(user.name);

  // Held until the busy label has been seen.
  const release = await holdUntilReleased(page, "**/api/auth/update-user");
  const renamed = `Renamed ${user.name}`;
  await page.getByLabel("Name", { exact: true }).fill(`  ${renamed}  `);
  await page.getByLabel("Avatar URL").fill("");
  await save(page).click();
  await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
  release();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(save(page)).toBeEnabled();
  // No reload: the sidebar menu already shows the trimmed name.
  await expect(userMenu(page)).toContainText(renamed);
  expect((await storedUser(page)).name).toBe(renamed);

  await page.goto("/");
  await page.getByRole("button", { name: renamed }).click();
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();

  // The server refuses what the form refuses.
  const refused = await page.evaluate(async () => {
    const response = await fetch("/api/auth/update-user", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: " " }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe("Name must be at least 1 character");
});

test("an avatar URL shows in the sidebar menu at once, and clearing the field removes it", async ({ page }) => {
  await page.route("https://avatars.e2e.test/**", (route) => route.fulfill({ contentType: "image/png", body: PIXEL }));
  const user = newUser("avatar");
  await signUpWithOrganization(page, user);
  await openAccount(page);
  const avatarUrl = "https://avatars.e2e.test/me.png";

  await page.getByLabel("Avatar URL").fill(avatarUrl);
  await save(page).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(userMenu(page).locator("img")).toHaveAttribute("src", avatarUrl);
  expect((await storedUser(page)).image).toBe(avatarUrl);

  await page.reload();
  await expect(page.getByLabel("Avatar URL")).toHaveValue(avatarUrl);

  await page.getByLabel("Avatar URL").fill("");
  await save(page).click();
  await expect(page.getByText("Profile updated").first()).toBeVisible();
  await expect(userMenu(page).locator("img")).toHaveCount(0);
  expect((await storedUser(page)).image).toBeNull();

  await page.reload();
  await expect(page.getByLabel("Avatar URL")).toHaveValue("");
  await expect(userMenu(page).locator("img")).toHaveCount(0);
});
