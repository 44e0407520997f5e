/**
 * An organization's allowed networks (decision 043) in its settings area: the lock-out guard's words,
 * saving the owner's own address, and the same person from another address meeting the refusal.
 * Both themes and 375 px with axe; English and German (the German project).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { expectNoAxeViolations, useTheme } from "./support/axe";
import { expect, newUser, signUpWithOrganization, test } from "./support/fixtures";
import { expectNoEnglishLeft, testLanguage, tr } from "./support/language";

/** Attached to the report; also written where SECURITY_SCREENSHOTS names a folder (to look at them). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = `${testLanguage()}-security-${name}.png`.replace(/[^a-z0-9.-]+/gi, "-");
  const body = await page.screenshot({ fullPage: true });
  await testInfo.attach(file, { body, contentType: "image/png" });
  const dir = process.env.SECURITY_SCREENSHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ fullPage: true, path: join(dir, file) });
  }
}

test("an owner limits the organization to their own address; from elsewhere it is refused", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const organization = await signUpWithOrganization(page, newUser("netowner"), "Network Co");
  await page.goto(`/dashboard/organizations/${organization.id}/settings`);
  await page
    .getByRole("navigation", { name: tr("Organization settings") })
    .getByRole("link", { name: tr("Security") })
    .click();
  await expect(page).toHaveURL(`/dashboard/organizations/${organization.id}/settings/security`);
  await expect(page.getByText(tr("Off: the organization can be reached from any address."))).toBeVisible();

  const field = page.getByLabel(tr("Addresses and ranges (one per line)"));
  await field.fill("example.com");
  await page.getByRole("button", { name: tr("Save") }).click();
  await expect(page.getByText(/example\.com/).first()).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  // The server refuses a list without the saver's own address, in words that say so.
  await field.fill("192.0.2.0/24");
  await page.getByRole("button", { name: tr("Save") }).click();
  await expect(
    page.getByText(
      tr(
        "Your own address {ip} is not in this list: saving it would lock you out. Add your address or a range that includes it",
      ).split("{ip}")[1] ?? "",
    ),
  ).toBeVisible();
  const refusal = await page.locator(`[id="${await field.getAttribute("aria-describedby")}"]`).innerText();
  const ownAddress = /(\S+) (?:is not in this list|steht nicht in dieser Liste)/.exec(refusal)?.[1];
  expect(ownAddress, refusal).toBeTruthy();

  await field.fill(`${ownAddress}\n2001:db8::/32`);
  await page.getByRole("button", { name: tr("Save") }).click();
  await expect(page.getByText(tr("Security policy saved"))).toBeVisible();
  await expect(page.getByText(tr("On: only the networks below can reach this organization."))).toBeVisible();

  for (const theme of ["light", "dark"] as const) {
    for (const width of [1280, 375]) {
      await useTheme(page, theme);
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      await expect(page.getByText(tr("On: only the networks below can reach this organization."))).toBeVisible();
      await expectNoAxeViolations(page, `security settings (${theme}, ${width} px)`);
      await expectNoEnglishLeft(page, "security settings");
      if (width === 375) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
      }
      await shot(page, testInfo, `${theme}-${width}`);
    }
  }

  // The same person, signed in, from another address: the organization's webhooks are refused.
  const elsewhere = await browser.newContext({
    storageState: await page.context().storageState(),
    locale: testInfo.project.use.locale,
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.7" },
  });
  try {
    const away = await elsewhere.newPage();
    await away.goto(`/dashboard/organizations/${organization.id}/settings/webhooks`);
    await expect(
      away.getByRole("alert").getByText(
        tr("This organization can only be reached from its allowed networks; your address {ip} is not one of them", {
          ip: "198.51.100.7",
        }),
      ),
    ).toBeVisible();
    await expectNoAxeViolations(away, "webhooks refused by the network policy");
  } finally {
    await elsewhere.close();
  }
});
