import { adminTest } from "./support/admin";
import { expectAccessibleLooks, useTheme } from "./support/axe";
import { expect, newUser, signUpWithOrganization, test } from "./support/fixtures";

/**
 * Decision 029: platform admins see the mail the outbox gave up on, read-only, under Admin → Failed
 * mail. The e2e server has no SMTP (every mail lands in the development outbox), so nothing fails
 * here: the list is empty. A listed failure is covered over real SMTP in mail-outbox.test.ts.
 */
adminTest("an admin opens Failed mail from the sidebar and sees the read-only list", async ({ page }) => {
  await page.goto("/dashboard/admin/users");
  await page.getByRole("button", { name: "Admin", exact: true }).click();
  await page.getByRole("link", { name: "Failed mail" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/mail$/);
  await expect(page.getByRole("heading", { level: 1, name: "Failed mail" })).toBeVisible();
  await expect(page).toHaveTitle(/^Failed mail/);
  for (const column of ["Recipient", "Subject", "Last error", "Attempts", "Queued", "Failed"]) {
    await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^No failed mail: everything queued was delivered/)).toBeVisible();
  // Read-only: nothing to press.
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
});

test("a plain user is sent back to /dashboard and the list answers 403", async ({ page }) => {
  await signUpWithOrganization(page, newUser("nomail"));
  await expect(page.getByRole("link", { name: "Failed mail" })).toHaveCount(0);
  await page.goto("/dashboard/admin/mail");
  await expect(page).toHaveURL(/\/dashboard$/);
  const status = await page.evaluate(async () => {
    const response = await fetch("/rpc/admin/listFailedMail", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: {} }),
    });
    return response.status;
  });
  expect(status).toBe(403);
});

adminTest("Failed mail has no axe violations, in both themes and at 375 px", async ({ page }) => {
  await useTheme(page, "system");
  await page.goto("/dashboard/admin/mail");
  await expect(page.getByText(/^No failed mail/)).toBeVisible();
  await expectAccessibleLooks(page, "failed mail");
});
