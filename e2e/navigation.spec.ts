import type { Page } from "@playwright/test";
import { address } from "../packages/domain/test/sample-address";
import { createOrganization, expect, newUser, signUp, signUpWithOrganization, test } from "./support/fixtures";

const title = (page: string) => `${page} · Web App Starter`;
const heading = (page: Page, name: string) => page.getByRole("heading", { name, level: 1, exact: true });

test.describe("keyboard", () => {
  test("'Skip to content' is the first Tab stop and leads past the header to the form", async ({ page }) => {
    await page.goto("/login");
    await expect(heading(page, "Welcome Back")).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Email")).toBeFocused();
    // Focus moved; the address did not.
    await expect(page).toHaveURL("/login");
  });

  test("in the dashboard the skip link leads past the sidebar and the header", async ({ page }) => {
    await signUpWithOrganization(page, newUser("skip"));
    await page.goto("/dashboard/account");
    await expect(heading(page, "Profile")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    // The content starts with the account area's section navigation.
    await expect(
      page.getByRole("navigation", { name: "Account settings" }).getByRole("link", { name: "Profile" }),
    ).toBeFocused();
  });

  test("after a navigation focus is on the new page's heading; the first load leaves it alone", async ({ page }) => {
    await signUpWithOrganization(page, newUser("focus"), "Focus Co");
    // signUpWithOrganization ends with a full page load of /dashboard.
    await expect(heading(page, "Welcome to your dashboard")).not.toBeFocused();
    await expect(page.locator("body")).toBeFocused();

    // A sidebar link (the Dev group starts expanded).
    await page.getByRole("link", { name: "Debug" }).click();
    await expect(page).toHaveURL("/dashboard/dev/debug");
    await expect(heading(page, "Debug")).toBeFocused();
    // The next Tab goes on from the heading (the page has no control, so to the footer), not from the top.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Home" })).toBeFocused();

    // Same path, other view: the 'Manage' link that was pressed is gone, focus goes to the new heading.
    await page.goto("/dashboard/organizations");
    await expect(heading(page, "Organizations")).toBeVisible();
    await page.getByRole("link", { name: "Manage" }).click();
    await expect(heading(page, "Focus Co")).toBeFocused();

    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(heading(page, "About")).toBeFocused();
    await page.goBack();
    await expect(heading(page, "Web App")).toBeFocused();
  });

  test.describe("on a 375 px phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("a link in the sidebar sheet closes it and focus lands on the new page's heading", async ({ page }) => {
      await signUpWithOrganization(page, newUser("sheet"));
      await page.getByRole("button", { name: "Toggle Sidebar" }).click();
      const sheet = page.getByRole("dialog", { name: "Sidebar" });
      await sheet.getByRole("link", { name: "Components" }).click();
      await expect(sheet).toBeHidden();
      await expect(heading(page, "Components")).toBeFocused();
    });
  });

  test("an invalid submit focuses the first invalid field, which carries its message; no burst of alerts", async ({
    page,
  }) => {
    await page.goto("/login?showSignIn=false");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
      "Name must be at least 2 characters",
    );
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Invalid email address");
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription("Password must be at least 8 characters");
    // Each message is read with its field; none is an alert announced on its own.
    await expect(page.getByRole("alert")).toHaveCount(0);

    await page.getByLabel("Name", { exact: true }).fill("Ada");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByLabel("Email")).toBeFocused();
  });
});

test.describe("titles and frames", () => {
  test("every public page has its own title, '<Page> · Web App Starter', German on German screens", async ({
    page,
  }) => {
    const publicPages: [string, string][] = [
      ["/", "Home"],
      ["/login", "Sign In"],
      ["/login?showSignIn=false", "Sign Up"],
      ["/about", "About"],
      ["/privacy", "Privacy"],
      ["/terms", "Terms"],
      ["/accept-invitation/no-such-invitation", "Invitation"],
      ["/no/such/page", "Not Found"],
    ];
    for (const [path, name] of publicPages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title(name));
    }
  });

  test("every signed-in page has its own title, and client-side navigation changes it", async ({ page }) => {
    const user = newUser("titles");
    await signUp(page, user);
    await expect(page).toHaveURL("/neworg");
    await expect(page).toHaveTitle(title("Create Your Organization"));
    await createOrganization(page, "Titles Co");
    const documentId = await page.evaluate(
      async (home) => {
        const response = await fetch("/rpc/docs/gewerbeanmeldung/create", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ json: { wohnanschrift_11: home, betriebsstaette_15: home } }),
        });
        return (await response.json()).json.documentId as string;
      },
      address({ strasse: "Hauptstraße", hausnummer: "1", postleitzahl: "10115" }),
    );

    const dashboardPages: [string, string][] = [
      ["/dashboard", "Dashboard"],
      ["/dashboard/organizations", "Organizations"],
      ["/dashboard/account", "Account"],
      ["/dashboard/dev/debug", "Debug"],
      ["/dashboard/dev/components", "Components"],
      ["/dashboard/docs/gewerbeanmeldung", "Gewerbeanmeldungen"],
      ["/dashboard/docs/gewerbeanmeldung/new", "Neue Gewerbeanmeldung"],
      [`/dashboard/docs/gewerbeanmeldung/${documentId}`, `Gewerbeanmeldung #${documentId.slice(0, 8)}`],
      ["/dashboard/no-such-page", "Not Found"],
    ];
    for (const [path, name] of dashboardPages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title(name));
    }

    // Client-side navigation changes it too.
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Components" }).click();
    await expect(page).toHaveTitle(title("Components"));
  });

  test("the Gewerbeanmeldung screens are marked German; the app around them stays English", async ({ page }) => {
    await signUpWithOrganization(page, newUser("lang"));
    await page.goto("/dashboard/docs/gewerbeanmeldung");
    // The official German texts are marked German; the app's own controls follow the page (decision 032).
    const german = page.locator('main [lang="de"]');
    await expect(german.first()).toContainText("Gewerbeanmeldungen");
    await expect(german.first()).toContainText("Verwalten Sie Ihre Gewerbeanmeldungen");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const search = page.getByRole("searchbox", { name: "Search" });
    await expect(search).toBeVisible();
    expect(await search.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("en");
    await page.goto("/dashboard/docs/gewerbeanmeldung/new");
    await expect(german.getByRole("heading", { name: "Gewerbeanmeldung", level: 1 })).toBeVisible();
    // The sidebar keeps its label (docs/product.md#sidebar) and is not part of the German frame.
    await expect(page.getByRole("navigation", { name: "Sidebar" }).locator("[lang]")).toHaveCount(0);
  });

  test("a missing page inside /dashboard keeps the shell and leads back to the dashboard", async ({ page }) => {
    await signUpWithOrganization(page, newUser("lost"), "Lost Co");
    await page.goto("/dashboard/no-such-page");
    await expect(heading(page, "Not Found")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Sidebar" })).toBeVisible();
    await expect(page.getByTestId("organization-switcher")).toContainText("Lost Co");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Not Found");
    await page.getByRole("link", { name: "Back to dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(heading(page, "Welcome to your dashboard")).toBeVisible();
  });

  test("a missing public page keeps the header and the footer", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(heading(page, "Not Found")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText(/©/)).toBeVisible();
    await expect(page.getByRole("main")).toContainText("The page you are looking for does not exist.");
    await page.getByRole("main").getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
  });
});
