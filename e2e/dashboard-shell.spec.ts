import type { Page } from "@playwright/test";
import { createOrganization, expect, newUser, openMenu, signUp, type TestUser, test } from "./support/fixtures";

const SEVEN_DAYS = 7 * 24 * 60 * 60;

/** A signed-up user with the given organizations, on the dashboard. */
async function userWithOrganizations(page: Page, names: string[]): Promise<TestUser> {
  const user = newUser("shell");
  await signUp(page, user);
  await expect(page).toHaveURL(/\/neworg/);
  for (const name of names) await createOrganization(page, name);
  await page.goto("/dashboard");
  await expect(page.getByText("Welcome to your dashboard")).toBeVisible();
  return user;
}

/** Rewrites the session the web app reads, for states a fresh e2e user cannot reach by itself. */
async function patchSession(
  page: Page,
  patch: (session: { user: Record<string, unknown>; session: Record<string, unknown> }) => void,
) {
  await page.route("**/api/auth/get-session", async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    if (json) patch(json);
    await route.fulfill({ response, json });
  });
}

const sidebarState = (page: Page) => page.locator('[data-slot="sidebar"][data-state]');
const groupButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

test("the sidebar shows the nav groups; Dev starts expanded and group states survive a reload", async ({ page }) => {
  await userWithOrganizations(page, ["Acme Inc"]);

  for (const name of ["Documents", "Dev", "Models", "Documentation", "Settings"]) {
    await expect(groupButton(page, name)).toBeVisible();
  }
  await expect(groupButton(page, "Admin")).toHaveCount(0);
  await expect(page.getByText("Projects", { exact: true })).toBeVisible();
  await expect(page.getByText("No projects")).toBeVisible();
  await expect(page.getByText(/You are impersonating/)).toHaveCount(0);

  await expect(groupButton(page, "Dev")).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "Components" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Debug" })).toBeVisible();
  await expect(groupButton(page, "Documents")).toHaveAttribute("aria-expanded", "false");

  await groupButton(page, "Documents").click();
  await expect(page.getByRole("link", { name: "Gewerbeanmeldung", exact: true })).toHaveAttribute(
    "href",
    "/dashboard/docs/gewerbeanmeldung",
  );
  await groupButton(page, "Dev").click();
  await expect(page.getByRole("link", { name: "Components" })).toBeHidden();

  await page.reload();
  await expect(groupButton(page, "Documents")).toHaveAttribute("aria-expanded", "true");
  await expect(groupButton(page, "Dev")).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: "Components" })).toBeHidden();

  // Placeholder groups: their links are there but go nowhere.
  await groupButton(page, "Models").click();
  const placeholder = page.getByRole("button", { name: "Genesis" });
  await expect(placeholder).toHaveAttribute("aria-disabled", "true");
  await placeholder.click({ force: true });
  await expect(page).toHaveURL(/\/dashboard$/);

  await groupButton(page, "Dev").click();
  await page.getByRole("link", { name: "Components" }).click();
  await expect(page).toHaveURL(/\/dashboard\/dev\/components$/);
  await expect(page.getByRole("heading", { name: "Components", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Dropdown menu" })).toBeVisible();
  await page.getByRole("link", { name: "Debug" }).click();
  await expect(page).toHaveURL(/\/dashboard\/dev\/debug$/);
  await expect(page.getByRole("heading", { name: "Debug", level: 1 })).toBeVisible();
});

test("the organization switcher lists the organizations, switches the active one and links onwards", async ({
  page,
}) => {
  await userWithOrganizations(page, ["Acme Inc", "Globex Corporation"]);
  const switcher = page.getByTestId("organization-switcher");
  await expect(switcher).toContainText(/Acme Inc|Globex Corporation/);
  const before = (await switcher.textContent()) ?? "";
  const [current, other] = before.includes("Acme Inc")
    ? ["Acme Inc", "Globex Corporation"]
    : ["Globex Corporation", "Acme Inc"];
  await expect(switcher).toContainText(current === "Acme Inc" ? "AI" : "GC");

  await switcher.click();
  for (const name of ["Acme Inc", "Globex Corporation", "Create organization", "Manage organization"]) {
    await expect(page.getByRole("menuitem", { name })).toBeVisible();
  }
  await expect(page.getByRole("menuitem", { name: current }).getByLabel("Active organization")).toBeVisible();
  await page.getByRole("menuitem", { name: other }).click();
  await expect(switcher).toContainText(other);

  await page.reload();
  await expect(page.getByTestId("organization-switcher")).toContainText(other);

  await openMenu(page.getByTestId("organization-switcher"));
  await page.getByRole("menuitem", { name: "Manage organization" }).click();
  await expect(page).toHaveURL(/\/dashboard\/organizations$/);
  // 'Create organization' opens the create dialog of the organizations page.
  await openMenu(page.getByTestId("organization-switcher"));
  await page.getByRole("menuitem", { name: "Create organization" }).click();
  await expect(page).toHaveURL(/\/dashboard\/organizations\?create=true$/);
  const dialog = page.getByRole("dialog", { name: "New organization" });
  await dialog.getByLabel("Name").fill("Initech");
  await dialog.getByRole("button", { name: "Create organization" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("organization-switcher")).toContainText("Initech");
  await expect(page).toHaveURL(/\/dashboard\/organizations$/);
});

test("Ctrl+B collapses and expands the sidebar and keeps the state in a 7-day cookie", async ({ page }) => {
  await userWithOrganizations(page, ["Acme Inc"]);
  const sidebar = sidebarState(page);
  await expect(sidebar).toHaveAttribute("data-state", "expanded");

  await page.keyboard.press("ControlOrMeta+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await expect(sidebar).toHaveAttribute("data-collapsible", "icon");
  const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  expect(cookie?.path).toBe("/");
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(SEVEN_DAYS - 120);
  expect(lifetime).toBeLessThanOrEqual(SEVEN_DAYS + 1);

  await page.reload();
  await expect(sidebarState(page)).toHaveAttribute("data-state", "collapsed");

  await page.keyboard.press("ControlOrMeta+b");
  await expect(sidebarState(page)).toHaveAttribute("data-state", "expanded");
  const reopened = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
  expect(reopened?.value).toBe("true");

  await page.getByRole("button", { name: "Toggle Sidebar" }).first().click();
  await expect(sidebarState(page)).toHaveAttribute("data-state", "collapsed");

  // Down to icons, a group's icon widens the sidebar again with that group open.
  await groupButton(page, "Documents").click();
  await expect(sidebarState(page)).toHaveAttribute("data-state", "expanded");
  await expect(page.getByRole("link", { name: "Gewerbeanmeldung", exact: true })).toBeVisible();
});

test("the user menu links to account and organizations, toggles the theme and logs out", async ({ page }) => {
  const user = await userWithOrganizations(page, ["Acme Inc"]);
  const menu = page.getByTestId("user-menu");
  await expect(menu).toContainText(user.name);
  await expect(menu).toContainText(user.email);

  await openMenu(menu);
  for (const name of ["Upgrade to Pro", "Account", "Organizations", "Billing", "Log out"]) {
    await expect(page.getByRole("menuitem", { name })).toBeVisible();
  }
  // Dark is the default theme; the item switches to the other one and the menu stays open.
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("menuitem", { name: "Light mode" }).click();
  await expect(page.locator("html")).toHaveClass(/light/);
  await page.getByRole("menuitem", { name: "Dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);

  await page.getByRole("menuitem", { name: "Billing" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openMenu(menu);
  await page.getByRole("menuitem", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await openMenu(menu);
  await page.getByRole("menuitem", { name: "Organizations" }).click();
  await expect(page).toHaveURL(/\/dashboard\/organizations$/);

  await openMenu(menu);
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});

test("admins get a first 'Admin' group with 'Users'", async ({ page }) => {
  // The real admin account (ADMIN_EMAILS) can sign up only once per server run and belongs to the admin
  // spec; the sidebar only reads the role from the session, so the session is given the role here.
  await patchSession(page, (session) => {
    session.user.role = "admin";
  });
  await userWithOrganizations(page, ["Acme Inc"]);
  const groups = page.locator('[data-sidebar="content"] [data-sidebar="menu-button"]');
  await expect(groups.first()).toHaveText("Admin");
  await groupButton(page, "Admin").click();
  await expect(page.getByRole("link", { name: "Users" })).toHaveAttribute("href", "/dashboard/admin/users");
});

test("while impersonating, a banner names the user and 'Stop Impersonating' returns to the user list", async ({
  page,
}) => {
  // Impersonating needs an admin; the session is given the impersonation instead (see the admin test).
  // Once stopped, it is the admin's own session again.
  let stopped = false;
  await patchSession(page, (session) => {
    if (stopped) session.user.role = "admin";
    else session.session.impersonatedBy = "an-admin-id";
  });
  await page.route("**/api/auth/admin/stop-impersonating", async (route) => {
    stopped = true;
    await route.fulfill({ json: { session: {}, user: {} } });
  });
  const user = await userWithOrganizations(page, ["Acme Inc"]);

  await expect(page.getByText(`You are impersonating ${user.email}`)).toBeVisible();
  await page.getByRole("button", { name: "Stop Impersonating" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/users$/);
  expect(stopped).toBe(true);
  await expect(page.getByText(/You are impersonating/)).toHaveCount(0);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the sidebar is a sheet opened by the trigger and closed by following a link", async ({ page }) => {
    await userWithOrganizations(page, ["Acme Inc"]);
    const sheet = page.getByRole("dialog", { name: "Sidebar" });
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("link", { name: "Components" })).toBeHidden();

    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(sheet).toBeVisible();
    const width = await sheet.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBe(18 * 16);
    await expect(sheet.getByTestId("organization-switcher")).toContainText("Acme Inc");
    await sheet.getByRole("link", { name: "Components" }).click();
    await expect(page).toHaveURL(/\/dashboard\/dev\/components$/);
    await expect(sheet).toBeHidden();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
