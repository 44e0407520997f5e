import { expect, test } from "./support/fixtures";

test("home shows the API status with every part ok and the green dot", async ({ page }) => {
  await page.goto("/");
  const card = page.getByTestId("api-status");
  await expect(card.getByText("API Status")).toBeVisible();
  for (const part of ["api", "db", "auth"]) {
    await expect(card.getByText(part, { exact: true })).toBeVisible();
  }
  await expect(card.getByText("ok", { exact: true })).toHaveCount(3);
  await expect(page.getByTestId("api-status-dot")).toHaveAttribute("data-healthy", "true");
});

test("home says 'Checking...' while loading and 'Disconnected' with the error toast when the API fails", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/rpc/health", async (route) => {
    await held;
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: '{"json":{"message":"Service down","code":"SERVICE_UNAVAILABLE","defined":false,"status":503}}',
    });
  });
  await page.goto("/");
  await expect(page.getByText("Checking...")).toBeVisible();
  release();
  await expect(page.getByText("Disconnected")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("api-status-dot")).toHaveAttribute("data-healthy", "false");
  const toast = page.getByText(/^Error: /);
  await expect(toast).toBeVisible();

  // 'retry' refetches every query: with the API back, the card recovers.
  await page.unroute("**/rpc/health");
  await page.getByRole("button", { name: "retry" }).click();
  await expect(page.getByTestId("api-status-dot")).toHaveAttribute("data-healthy", "true");
});

test("unknown pages show 'Not Found'", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByText("Not Found", { exact: true })).toBeVisible();
});

test("the theme defaults to dark, can be switched, and the choice survives a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("button", { name: "Toggle theme" }).click();
  for (const option of ["Light", "Dark", "System"]) {
    await expect(page.getByRole("menuitemradio", { name: option })).toBeVisible();
  }
  await page.getByRole("menuitemradio", { name: "Light" }).click();
  await expect(page.locator("html")).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("light");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/light/);
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("public layout: top navigation, footer links and pages", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Home", "Dashboard", "Account", "Organizations"]) {
    await expect(nav.getByRole("link", { name })).toBeVisible();
  }
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(/©/)).toBeVisible();
  for (const [name, heading] of [
    ["About", "About"],
    ["Privacy", "Privacy"],
    ["Terms", "Terms"],
  ]) {
    await footer.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  }
  await footer.getByRole("link", { name: "Home" }).click();
  await expect(page.getByText("API Status")).toBeVisible();
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the top navigation moves into a menu and every link is reachable", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    for (const name of ["Home", "Dashboard", "Account", "Organizations"]) {
      await expect(page.getByRole("menuitem", { name })).toBeVisible();
    }
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

// docs/product.md#global-behaviour: "A toast area with rich colours is always present". sonner loads on its own chunk
// (decision 022); the area must still be on the page right after load, before any toast.
for (const path of ["/", "/login"]) {
  test(`the toast area is on ${path} right after load`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('section[aria-label^="Notifications"]')).toHaveCount(1);
  });
}
