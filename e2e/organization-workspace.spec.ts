/**
 * The organization's screens (decision 031): the dashboard, the organization's settings and ownership transfer on its manage
 * view, and its activity log, each checked with axe in both themes and at 375 px.
 */
import type { Browser, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expectAccessibleLooks, expectNoAxeViolations, useTheme } from "./support/axe";
import { expect, newUser, signUp, signUpWithOrganization, test } from "./support/fixtures";
import { createDocument, rpc, saveDocument, soleTrader } from "./support/gewerbeanmeldung";
import { latestMailTo, mailCountTo } from "./support/outbox";

/** A second browser with its own cookies and client address (the rate limits are per address). */
async function freshContext(browser: Browser, testInfo: TestInfo) {
  return browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.252.${testInfo.workerIndex % 250}.${(Date.now() % 250) + 1}` },
  });
}

// Each flow runs once; every step is looked at in both themes and at 375 px (support/axe.ts).
test.describe("organization workspace", () => {
  test.beforeEach(async ({ page }) => {
    await useTheme(page, "system");
  });

  test("the dashboard: empty first, then documents, the chart's figures and the latest activity", async ({
    page,
  }, testInfo) => {
    const organization = await signUpWithOrganization(page, newUser("dash"), "Dash Co");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to your dashboard" })).toBeVisible();
    await expect(page.getByText("You have no documents here yet. Start with 'Neue Gewerbeanmeldung'.")).toBeVisible();
    await expect(page.getByText("No documents were created in the last 12 months.")).toBeVisible();
    await expect(page.getByText("You are alone here. Invite members to work together.")).toBeVisible();
    await expectAccessibleLooks(page, "dashboard, empty");

    const first = await createDocument(page);
    await createDocument(page);
    await saveDocument(page, first, soleTrader(), true);
    await page.reload();
    const mine = page.getByRole("region", { name: "My documents" });
    await expect(mine.getByRole("term").filter({ hasText: "Entwurf" })).toBeVisible();
    await expect(mine.locator("dd").first()).toHaveText("1");
    await expect(mine.locator("dd").nth(1)).toHaveText("1");
    const table = page.getByRole("table", { name: "Documents created per month" });
    await expect(table.getByRole("row")).toHaveCount(13);
    await expect(table.getByRole("row").last().getByRole("cell").first()).toHaveText("2");
    const latest = page.getByRole("region", { name: "Latest activity" });
    await expect(latest.getByText("Document completed", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Neue Gewerbeanmeldung" })).toHaveAttribute(
      "href",
      "/dashboard/docs/gewerbeanmeldung/new",
    );
    await expect(page.getByRole("link", { name: "Invite members" })).toHaveAttribute(
      "href",
      `/dashboard/organizations?manage=${organization.id}`,
    );
    await expectAccessibleLooks(page, "dashboard");
    await testInfo.attach("dashboard", {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
  });

  test("settings: rename, change the slug and upload a logo; the activity log shows it all", async ({
    page,
  }, testInfo) => {
    const organization = await signUpWithOrganization(page, newUser("settings"), "Settings Co");
    await page.goto(`/dashboard/organizations?manage=${organization.id}`);
    const settings = page.getByRole("region", { name: "Settings" });
    await settings.getByLabel("Name").fill("Renamed Co");
    await settings.getByLabel("Slug").fill("Not a slug");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(settings.getByText("Slug may contain only lowercase letters, digits and dashes")).toBeVisible();
    await expectAccessibleLooks(page, "settings with an error");
    const slug = `renamed-${Date.now()}`;
    await settings.getByLabel("Slug").fill(slug);
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Renamed Co" })).toBeVisible();

    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer();
    await settings.getByLabel("Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await expect(page.getByText("Logo updated")).toBeVisible();
    await expect(settings.locator("img")).toHaveAttribute("src", /\/api\/organizations\/.+\/logo\/[0-9a-f]{32}\.webp$/);
    await settings
      .getByLabel("Logo")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>") });
    await expect(page.getByText("The logo must be a PNG, JPEG or WebP image")).toBeVisible();
    await expectAccessibleLooks(page, "manage view with settings");
    await testInfo.attach("settings", {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });

    // The toasts go first: one fading out over the next screen is measured half transparent.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    // The manage view's link leads into the settings area: its h1, the section's h2.
    await page.getByRole("link", { name: "Activity" }).click();
    const activityPath = `/dashboard/organizations/${organization.id}/settings/activity`;
    await expect(page).toHaveURL(activityPath);
    await expect(page.locator("h1")).toHaveText(["Organization settings"]);
    await expect(page.getByRole("heading", { level: 2, name: "Activity" })).toBeVisible();
    await expect(
      page
        .getByRole("navigation", { name: "Organization settings" })
        .getByRole("link", { name: "Activity", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("cell", { name: /Settings changed/ })).toHaveCount(2);
    await page.getByLabel("What", { exact: true }).selectOption({ label: "Settings changed" });
    await expect(page).toHaveURL(`${activityPath}?kind=organization.settings_changed`);
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      new RegExp(`/api/organizations/${organization.id}/activity\\.csv\\?kind=organization\\.settings_changed$`),
    );
    await page.getByLabel("From", { exact: true }).fill("2020-01-01");
    await page.getByLabel("To", { exact: true }).fill("2020-01-31");
    await expect(page.getByText("Nothing matches these filters. Clear a filter to see more.")).toBeVisible();
    await expectAccessibleLooks(page, "activity");
    await page.getByLabel("From", { exact: true }).fill("");
    await page.getByLabel("To", { exact: true }).fill("");
    await expect(page.getByRole("cell", { name: /Settings changed/ })).toHaveCount(2);
    await expectAccessibleLooks(page, "activity with entries");
    await testInfo.attach("activity", {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
  });
});

test("the activity log's old address leads to the settings section, with its filters", async ({ page }) => {
  const organization = await signUpWithOrganization(page, newUser("oldurl"), "Old Address Co");
  const activityPath = `/dashboard/organizations/${organization.id}/settings/activity`;
  await page.goto(`/dashboard/activity?organizationId=${organization.id}&kind=member.invited&from=2020-01-01`);
  await expect(page).toHaveURL(`${activityPath}?kind=member.invited&from=2020-01-01`);
  await expect(page.locator("h1")).toHaveText(["Organization settings"]);
  await expect(page.getByLabel("What", { exact: true })).toHaveValue("member.invited");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("2020-01-01");
  await expect(page.getByText("Nothing matches these filters. Clear a filter to see more.")).toBeVisible();
  // Without an organization: the active one. Back goes to where one came from, not to the old address.
  await page.goto("/dashboard");
  await page.goto("/dashboard/activity");
  await expect(page).toHaveURL(activityPath);
  await expect(page.getByRole("heading", { level: 2, name: "Activity" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL("/dashboard");
});

test("a member's settings area has no Sign-in, Provisioning, API keys or Activity; their addresses say who may", async ({
  page,
  browser,
}, testInfo) => {
  const organization = await signUpWithOrganization(page, newUser("keeper"), "Roles Co");
  const context = await freshContext(browser, testInfo);
  const other = await context.newPage();
  const member = newUser("plain");
  await signUp(other, member);
  await expect(other).toHaveURL(/\/neworg/);
  const invitation = await rpcAuth(page, "/api/auth/organization/invite-member", {
    organizationId: organization.id,
    email: member.email,
    role: "member",
  });
  await rpcAuth(other, "/api/auth/organization/accept-invitation", { invitationId: invitation.id });

  const base = `/dashboard/organizations/${organization.id}/settings`;
  const sections = (p: Page) => p.getByRole("navigation", { name: "Organization settings" }).getByRole("link");
  // The owner sees every section, in the order of docs/product.md#organization-settings (Webhooks beside API
  // keys, Security and Roles after them).
  await page.goto(`${base}/members`);
  await expect(sections(page)).toHaveText([
    "General",
    "Members",
    "Sign-in",
    "Provisioning",
    "API keys",
    "Webhooks",
    "Security",
    "Roles",
    "Activity",
    "Danger zone",
  ]);
  await other.goto(`${base}/members`);
  await expect(other.getByText("(you)")).toBeVisible();
  await expect(sections(other)).toHaveText(["General", "Members", "Danger zone"]);
  await other.goto(`${base}/sign-in`);
  await expect(
    other.getByText("Only the organization's owners and admins set up how its people sign in."),
  ).toBeVisible();
  await expect(other.getByRole("button", { name: "Add provider" })).toHaveCount(0);
  await other.goto(`${base}/activity`);
  await expect(other.getByText("Only the organization's owners and admins can see its activity")).toBeVisible();
  await expect(other.getByRole("cell")).toHaveCount(0);
  await expect(other.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  await expect(other.getByLabel("What", { exact: true })).toHaveCount(0);
  await other.goto(`${base}/api-keys`);
  await expect(other.getByText("Only owners and admins of an organization see its members' keys.")).toBeVisible();
  await context.close();
});

test("ownership transfer: the owner picks a member, types the name, both are mailed; the old owner becomes admin", async ({
  page,
  browser,
}, testInfo) => {
  const owner = newUser("owner");
  const organization = await signUpWithOrganization(page, owner, "Handover Co");
  const context = await freshContext(browser, testInfo);
  const other = await context.newPage();
  const heir = newUser("heir");
  await signUp(other, heir);
  await expect(other).toHaveURL(/\/neworg/);
  const invitation = await rpcAuth(page, "/api/auth/organization/invite-member", {
    organizationId: organization.id,
    email: heir.email,
    role: "member",
  });
  await rpcAuth(other, "/api/auth/organization/accept-invitation", { invitationId: invitation.id });
  await context.close();

  await page.goto(`/dashboard/organizations?manage=${organization.id}`);
  const transfer = page.getByRole("region", { name: "Transfer ownership" });
  await transfer.getByLabel("New owner").selectOption({ label: `${heir.name} (${heir.email})` });
  const button = transfer.getByRole("button", { name: "Transfer ownership" });
  await transfer.getByLabel('Type "Handover Co" to confirm').fill("handover co");
  await expect(button).toBeDisabled();
  await expectNoAxeViolations(page, "transfer ownership, filled in");
  await transfer.getByLabel('Type "Handover Co" to confirm').fill("Handover Co");
  // The mails go out through the outbox after the answer: wait for ones newer than these (the invitation's).
  const heirMails = mailCountTo(heir.email);
  const ownerMails = mailCountTo(owner.email);
  await button.click();
  await expect(page.getByText("Ownership transferred")).toBeVisible();
  await expect(page.getByText("Your role:")).toContainText("admin");
  await expect(page.getByRole("region", { name: "Transfer ownership" })).toHaveCount(0);
  expect((await latestMailTo(heir.email, { after: heirMails })).subject).toBe("You are now an owner of Handover Co");
  expect((await latestMailTo(owner.email, { after: ownerMails })).subject).toBe(
    `You transferred Handover Co to ${heir.name}`,
  );

  const log = await rpc<unknown>(page, "organizations/activity", {
    organizationId: organization.id,
    kind: "organization.ownership_transferred",
  });
  expect(JSON.stringify(log)).toContain(heir.email);
});

/** A better-auth call with the page's session; throws with the answer on an error. */
async function rpcAuth(page: Page, path: string, body: unknown): Promise<{ id: string }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const json = await response.json();
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
      return json;
    },
    { path, body },
  );
}
