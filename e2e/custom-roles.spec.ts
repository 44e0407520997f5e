/**
 * An organization's own roles (decision 042) from the owner's Roles section to a colleague's screens:
 * the owner defines 'Sachbearbeitung' (documents only), invites a colleague with it, cannot delete it
 * while the invitation is pending, and the colleague, once joined, sees the documents and none of the
 * settings sections the role does not open. Axe on the Roles section in both themes and at 375 px;
 * English and German (the German project).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { expectNoAxeViolations, useTheme } from "./support/axe";
import { expect, newUser, signUpWithOrganization, test } from "./support/fixtures";
import { expectNoEnglishLeft, testLanguage, tr } from "./support/language";
import { firstUrl, latestMailTo } from "./support/outbox";

/** Attached to the report; also written where ROLES_SCREENSHOTS names a folder (to look at them). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = `${testLanguage()}-roles-${name}.png`;
  const body = await page.screenshot({ fullPage: true });
  await testInfo.attach(file, { body, contentType: "image/png" });
  const dir = process.env.ROLES_SCREENSHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ fullPage: true, path: join(dir, file) });
  }
}

const settingsNav = (page: Page) => page.getByRole("navigation", { name: tr("Organization settings") });
/** The sections a role holding only document:read|write must not see. */
const restrictedSections = ["Sign-in", "Provisioning", "API keys", "Webhooks", "Security", "Roles", "Activity"];

test("an owner defines 'Sachbearbeitung', invites a colleague with it; the colleague sees documents only", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const colleague = newUser("clerk");
  await useTheme(page, "light");
  const organization = await signUpWithOrganization(page, newUser("roleowner"), "Akten Co");
  await page.goto(`/dashboard/organizations/${organization.id}/settings`);
  await settingsNav(page)
    .getByRole("link", { name: tr("Roles") })
    .click();
  await expect(page).toHaveURL(`/dashboard/organizations/${organization.id}/settings/roles`);
  await expect(page.getByText(tr("No roles of your own yet."))).toBeVisible();

  // The built-in roles say what they may do.
  const memberRole = page.locator('[data-testid="role-row"][data-role="member"]');
  await memberRole.locator("summary").click();
  await expect(memberRole.getByText(tr("Create API keys of their own"))).toBeVisible();

  await page.getByRole("button", { name: tr("Create role") }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(tr("Name"), { exact: true }).fill("Sachbearbeitung");
  await expect(dialog.getByLabel(tr("Key"), { exact: true })).toHaveValue("sachbearbeitung");
  await dialog.getByRole("checkbox", { name: tr("Read the organization's documents") }).check();
  await dialog.getByRole("checkbox", { name: tr("Create, change and delete documents") }).check();
  // What nobody but the built-in roles may hold is not offered.
  await expect(dialog.getByText(tr("Hand over the ownership and make owners"))).toHaveCount(0);
  await expectNoAxeViolations(page, "create role dialog");
  await dialog.getByRole("button", { name: tr("Create role") }).click();
  await expect(page.getByText(tr("Role {role} created", { role: "Sachbearbeitung" }))).toBeVisible();
  const clerkRole = page.locator('[data-testid="role-row"][data-role="sachbearbeitung"]');
  await expect(clerkRole).toContainText(tr("Key: {key}", { key: "sachbearbeitung" }));
  await expect(clerkRole.locator("summary")).toHaveText(new RegExp(tr("Documents")));

  // Light at 1280 px as it is; dark after one reload, at 1280 and 375 px.
  await expectNoAxeViolations(page, "roles (light, 1280 px)");
  await expectNoEnglishLeft(page, "roles");
  await shot(page, testInfo, "light-1280");
  await useTheme(page, "dark");
  await page.reload();
  await expect(clerkRole).toBeVisible();
  await clerkRole.locator("summary").click();
  await expectNoAxeViolations(page, "roles (dark, 1280 px)");
  await shot(page, testInfo, "dark-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page, "roles (dark, 375 px)");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(page, testInfo, "dark-375");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The invite form offers the role by its name; member stays the default.
  await settingsNav(page)
    .getByRole("link", { name: tr("Members") })
    .click();
  const roleChoice = page.getByRole("combobox", { name: tr("Role of the invitations") });
  await expect(roleChoice).toHaveText(tr("member"), { ignoreCase: true });
  await page.getByLabel(tr("Email addresses")).fill(colleague.email);
  await roleChoice.click();
  await expect(page.getByRole("option", { name: tr("owner") })).toHaveCount(0);
  await page.getByRole("option", { name: "Sachbearbeitung" }).click();
  await page.getByRole("button", { name: tr("Invite"), exact: true }).click();
  await expect(page.getByTestId("invitation-row").filter({ hasText: colleague.email })).toContainText(
    "Sachbearbeitung",
  );

  // A role someone is invited with is not deleted; the server's reason is shown in its row.
  await settingsNav(page)
    .getByRole("link", { name: tr("Roles") })
    .click();
  await clerkRole.getByRole("button", { name: tr("Delete {role}", { role: "Sachbearbeitung" }) }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: tr("Delete") })
    .click();
  await expect(clerkRole.getByRole("alert")).toHaveText(
    tr(
      "This role is still held by {members} member(s) and {invitations} pending invitation(s): give them another role first",
      {
        members: "0",
        invitations: "1",
      },
    ),
  );
  await expect(clerkRole).toBeVisible();

  // The colleague joins from the mailed link, with an account made on the way.
  const link = firstUrl((await latestMailTo(colleague.email)).text);
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: testInfo.project.use.locale,
    extraHTTPHeaders: { "x-forwarded-for": `10.251.${testInfo.workerIndex % 250}.${(Date.now() % 250) + 1}` },
  });
  try {
    const clerk = await context.newPage();
    await clerk.goto(link);
    await clerk.getByRole("link", { name: tr("Create account") }).click();
    await expect(clerk.getByText(tr("Create Account"), { exact: true })).toBeVisible();
    await clerk.getByLabel(tr("Name")).fill(colleague.name);
    await clerk.getByLabel(tr("Email")).fill(colleague.email);
    await clerk.getByLabel(tr("Password")).fill(colleague.password);
    await clerk.getByRole("button", { name: tr("Sign Up"), exact: true }).click();
    await expect(clerk).toHaveURL(new URL(link).pathname);
    await clerk.getByRole("button", { name: tr("Accept") }).click();
    await expect(clerk).toHaveURL("/dashboard");

    // Documents, and nothing the role does not open: no invite action, no restricted settings section.
    await expect(clerk.getByRole("heading", { name: tr("My documents") })).toBeVisible();
    await expect(clerk.getByRole("link", { name: tr("Invite members") })).toHaveCount(0);
    await clerk.goto(`/dashboard/organizations/${organization.id}/settings/members`);
    await expect(clerk.getByText(tr("Your role:"))).toContainText("Sachbearbeitung");
    const sections = settingsNav(clerk).getByRole("link");
    await expect(sections.first()).toBeVisible();
    for (const name of restrictedSections)
      await expect(settingsNav(clerk).getByRole("link", { name: tr(name) })).toHaveCount(0);
    await expect(clerk.getByRole("button", { name: tr("Invite"), exact: true })).toHaveCount(0);
    await expect(clerk.getByRole("combobox")).toHaveCount(0);
    await expectNoAxeViolations(clerk, "members as Sachbearbeitung");
    await expectNoEnglishLeft(clerk, "members as Sachbearbeitung");
  } finally {
    await context.close();
  }
});
