/**
 * An organization's security policy (decision 043) in its settings area and in front of its pages:
 * allowed networks (the lock-out guard's words, saving the owner's own address, the same person from
 * another address meeting the refusal), two-factor required (the count of members without it, the
 * setup screen a member meets, set up and let in) and session limits (the sign-in-again screen).
 * Each screen in both themes and at 375 px with axe, on one load; English and German (the German project).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page, TestInfo } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { freshIp } from "./support/admin";
import { EVERY_LOOK, expectAccessibleLooks, showTheme, useTheme } from "./support/axe";
import { expect, newUser, signUp, signUpWithOrganization, type TestUser, test } from "./support/fixtures";
import { expectNoEnglishLeft, testLanguage, tr } from "./support/language";
import { latestMailTo } from "./support/outbox";

/**
 * axe in every look (light and dark at 1280 px, light at 375 px) on the page as it is, no English left
 * on a German page; where SECURITY_SCREENSHOTS names a folder, a screenshot of each look is written
 * there (to look at them) and attached to the report.
 */
async function looks(page: Page, testInfo: TestInfo, name: string) {
  await expectAccessibleLooks(page, name);
  await expectNoEnglishLeft(page, name);
  const dir = process.env.SECURITY_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  // From the top: a page scrolled down pictures its sticky header and sidebar halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const look of EVERY_LOOK) {
    await page.setViewportSize({ width: look.width, height: size.height });
    await showTheme(page, look.theme);
    // Colours change with a transition: the picture is taken once it has run.
    await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
    const file = `${testLanguage()}-security-${name}-${look.theme}-${look.width}.png`.replace(/[^a-z0-9.-]+/gi, "-");
    const body = await page.screenshot({ fullPage: true, path: join(dir, file) });
    await testInfo.attach(file, { body, contentType: "image/png" });
  }
  await page.setViewportSize(size);
}

/** A browser of its own (cookies, client address) in the test's language. */
function ownBrowser(browser: Browser, testInfo: TestInfo) {
  return browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: testInfo.project.use.locale,
    extraHTTPHeaders: { "x-forwarded-for": freshIp() },
  });
}

async function authPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response.json();
    },
    { path, body },
  );
}

/** The signed-in user turns TOTP on through better-auth's API, as the account's dialog does. */
async function enableTotp(page: Page, user: TestUser) {
  const { totpURI } = await authPost<{ totpURI: string }>(page, "/api/auth/two-factor/enable", {
    password: user.password,
  });
  await authPost(page, "/api/auth/two-factor/verify-totp", { code: OTPAuth.URI.parse(totpURI).generate() });
}

async function openSecuritySettings(page: Page, organizationId: string) {
  await page.goto(`/dashboard/organizations/${organizationId}/settings/security`);
  await expect(page.getByRole("heading", { name: tr("Two-factor required") })).toBeVisible();
}

/** A card of the Security section (each is a region named by its title). */
const card = (page: Page, title: string) => page.getByRole("region", { name: tr(title) });

const settingsNav = (page: Page) => page.getByRole("navigation", { name: tr("Organization settings") });

test("an owner limits the organization to their own address; from elsewhere it is refused", async ({
  page,
  browser,
}, testInfo) => {
  await useTheme(page, "system");
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
  await card(page, "Allowed networks")
    .getByRole("button", { name: tr("Save") })
    .click();
  await expect(page.getByText(/example\.com/).first()).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  // The server refuses a list without the saver's own address, in words that say so.
  await field.fill("192.0.2.0/24");
  await card(page, "Allowed networks")
    .getByRole("button", { name: tr("Save") })
    .click();
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
  await card(page, "Allowed networks")
    .getByRole("button", { name: tr("Save") })
    .click();
  await expect(page.getByText(tr("Security policy saved"))).toBeVisible();
  await expect(page.getByText(tr("On: only the networks below can reach this organization."))).toBeVisible();

  await looks(page, testInfo, "networks");

  // The same person, signed in, from another address: the organization's webhooks are refused.
  const elsewhere = await browser.newContext({
    storageState: await page.context().storageState(),
    locale: testInfo.project.use.locale,
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.7" },
  });
  try {
    const away = await elsewhere.newPage();
    await useTheme(away, "system");
    await away.goto(`/dashboard/organizations/${organization.id}/settings/webhooks`);
    await expect(
      away.getByRole("alert").getByText(
        tr("This organization can only be reached from its allowed networks; your address {ip} is not one of them", {
          ip: "198.51.100.7",
        }),
      ),
    ).toBeVisible();
    await expectAccessibleLooks(away, "webhooks refused by the network policy");
  } finally {
    await elsewhere.close();
  }
});

test("an owner requires two-factor; a member without it meets the setup screen, sets it up and is let in", async ({
  page,
  browser,
}, testInfo) => {
  const owner = newUser("tfaowner");
  const organization = await signUpWithOrganization(page, owner, "Two Factor Co");
  // The lock-out guard lets only an owner whose own session showed a second factor turn it on.
  await enableTotp(page, owner);

  const context = await ownBrowser(browser, testInfo);
  try {
    const other = await context.newPage();
    await useTheme(other, "system");
    const member = newUser("tfamember");
    await signUp(other, member);
    await expect(other).toHaveURL("/neworg");
    const invitation = await authPost<{ id: string }>(page, "/api/auth/organization/invite-member", {
      organizationId: organization.id,
      email: member.email,
      role: "member",
    });
    await authPost(other, "/api/auth/organization/accept-invitation", { invitationId: invitation.id });

    await useTheme(page, "system");
    await openSecuritySettings(page, organization.id);
    // The switch says, before it is turned on, who does not meet it yet: the member.
    await expect(
      page.getByText(
        tr(
          "Members without two-factor authentication yet: {count}. While it is required, they cannot open this organization, and their API keys stop working here, until they set it up; turning it on sends them a mail that says how.",
          { count: "1" },
        ),
      ),
    ).toBeVisible();
    await page.getByRole("checkbox", { name: tr("Require two-factor authentication") }).check();
    await card(page, "Two-factor required")
      .getByRole("button", { name: tr("Save") })
      .click();
    await expect(page.getByText(tr("Security policy saved"))).toBeVisible();
    await looks(page, testInfo, "two-factor-on");

    // The member opening the organization meets the setup screen, and nothing else of it.
    await other.goto(`/dashboard/organizations/${organization.id}/settings`);
    await expect(other.locator("h1")).toHaveText(tr("Set up two-factor authentication first"));
    await expect(settingsNav(other)).toHaveCount(0);
    await looks(other, testInfo, "gate-set-up");
    const told = await latestMailTo(member.email);
    expect(told.subject).toBe(
      tr("{organizationName} now requires two-factor authentication", { organizationName: "Two Factor Co" }),
    );

    // Set up in the account's security settings, as the screen's link leads there.
    await other.getByRole("link", { name: tr("Open account security") }).click();
    await expect(other).toHaveURL("/dashboard/account/security");
    await other
      .getByRole("button", { name: tr("Turn on") })
      .first()
      .click();
    const dialog = other.getByRole("dialog");
    await dialog.getByLabel(tr("Password")).fill(member.password);
    await dialog.getByRole("button", { name: tr("Continue") }).click();
    const secret = (await dialog.getByTestId("totp-secret").textContent())?.trim() ?? "";
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    await dialog.getByLabel(tr("Code from the app")).fill(totp.generate());
    await dialog.getByRole("button", { name: tr("Verify and turn on") }).click();
    await expect(dialog.getByRole("heading", { name: tr("Save your backup codes") })).toBeVisible();
    await dialog.getByRole("button", { name: tr("Done") }).click();

    // Back to the organization, in the same page (no reload): the session that set it up is let in.
    await other.goBack();
    await expect(other).toHaveURL(`/dashboard/organizations/${organization.id}/settings`);
    await expect(settingsNav(other)).toBeVisible();
    await expect(other.getByText(tr("Set up two-factor authentication first"))).toHaveCount(0);
  } finally {
    await context.close();
  }
});

/**
 * A session limit, saved for real; the screen a session past it meets. The server's clock cannot be
 * moved from a browser and the shortest limit is 15 minutes, so the server tests
 * (apps/server/test/security-policy-sessions.test.ts) age the session and show the refusal; here the
 * organization's standing answers what the server answers such a session, and signing in again
 * (a new session, really let in by the server) opens the organization.
 */
test("a session past the organization's lifetime is asked to sign in again, and signing in opens it", async ({
  page,
}, testInfo) => {
  await useTheme(page, "system");
  const owner = newUser("limitowner");
  const organization = await signUpWithOrganization(page, owner, "Session Limit Co");
  await openSecuritySettings(page, organization.id);
  const lifetime = page.getByLabel(tr("Absolute lifetime"));
  await lifetime.selectOption({ label: tr("{count} minutes", { count: "15" }) });
  await card(page, "Session limits")
    .getByRole("button", { name: tr("Save") })
    .click();
  await expect(page.getByText(tr("Security policy saved"))).toBeVisible();
  await looks(page, testInfo, "limits");

  const expired = tr("Your session is older than this organization allows: sign in again to continue");
  await page.route("**/rpc/securityPolicy/standing", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.json.refusal = { code: "ORGANIZATION_SESSION_EXPIRED", message: expired };
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/dashboard/organizations/${organization.id}/settings/members`);
  await expect(page.locator("h1")).toHaveText(tr("Sign in again for this organization"));
  await expect(page.getByText(expired)).toBeVisible();
  await expect(settingsNav(page)).toHaveCount(0);
  await looks(page, testInfo, "gate-sign-in-again");

  await page.unroute("**/rpc/securityPolicy/standing");
  await page.getByRole("button", { name: tr("Sign in again") }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByLabel(tr("Email")).fill(owner.email);
  await page.getByLabel(tr("Password")).fill(owner.password);
  await page.getByRole("button", { name: tr("Sign In"), exact: true }).click();
  await expect(page).toHaveURL(`/dashboard/organizations/${organization.id}/settings/members`);
  await expect(settingsNav(page)).toBeVisible();
});
