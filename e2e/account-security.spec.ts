import { readFileSync } from "node:fs";
import type { Browser, Page, TestInfo } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { freshIp } from "./support/admin";
import {
  createOrganization,
  expect,
  newUser,
  signIn,
  signUpWithOrganization,
  type TestUser,
  test,
} from "./support/fixtures";
import { firstUrl, latestMailTo, mailCountTo } from "./support/outbox";

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** A section page of the account area (docs/product.md#account): "" is the Profile. */
async function openAccountPage(page: Page, path = "", heading = "Profile") {
  await page.goto(`/dashboard/account${path ? `/${path}` : ""}`);
  await expect(page.locator("h1")).toHaveText(heading);
}

/** A second browser (its own cookies and client address), signed in as the same user. */
async function secondBrowser(browser: Browser, testInfo: TestInfo, user: TestUser) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": freshIp() },
  });
  const page = await context.newPage();
  await signIn(page, user);
  await expect(page).toHaveURL("/dashboard");
  return { context, page };
}

async function signOutHere(page: Page) {
  await page.evaluate(() =>
    fetch("/api/auth/sign-out", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }),
  );
  await page.context().clearCookies();
}

test("sessions: both browsers are listed, this one is marked, and signing out the other ends it at its next request", async ({
  page,
  browser,
}, testInfo) => {
  const user = newUser("sessions");
  await signUpWithOrganization(page, user);
  const other = await secondBrowser(browser, testInfo, user);

  await openAccountPage(page, "sessions", "Sessions");
  const sessions = section(page, "Sessions");
  const rows = sessions.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "This device" })).toHaveCount(1);
  await expect(rows.first()).toContainText("Chrome on");
  await expect(rows.first()).toContainText("Last active");

  await sessions.getByRole("button", { name: /^Sign out Chrome/ }).click();
  await expect(page.getByText(/^Signed out Chrome/)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("This device");

  // The other browser finds out on its next request.
  await other.page.goto("/dashboard/account");
  await expect(other.page).toHaveURL(/\/login\?redirectTo=/);
  await other.context.close();
});

test("sessions: 'Sign out of all other sessions' asks first, then leaves only this one", async ({
  page,
  browser,
}, testInfo) => {
  const user = newUser("others");
  await signUpWithOrganization(page, user);
  const second = await secondBrowser(browser, testInfo, user);
  const third = await secondBrowser(browser, testInfo, user);
  await openAccountPage(page, "sessions", "Sessions");
  const sessions = section(page, "Sessions");
  await expect(sessions.getByTestId("session-row")).toHaveCount(3);
  await sessions.getByRole("button", { name: "Sign out of all other sessions" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("2 other sessions will be signed out");
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("Signed out of all other sessions")).toBeVisible();
  await expect(sessions.getByTestId("session-row")).toHaveCount(1);
  for (const other of [second, third]) {
    await other.page.goto("/dashboard");
    await expect(other.page).toHaveURL(/\/login/);
    await other.context.close();
  }
});

test("password: a change needs the current password and signs out the other sessions", async ({
  page,
  browser,
}, testInfo) => {
  const user = newUser("password");
  await signUpWithOrganization(page, user);
  const other = await secondBrowser(browser, testInfo, user);
  await openAccountPage(page, "security", "Security");
  const password = section(page, "Password");
  await password.getByLabel("Current password").fill("not my password");
  await password.getByLabel("New password").fill("my new password");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/invalid password/i)).toBeVisible();

  await password.getByLabel("Current password").fill(user.password);
  await password.getByLabel("New password").fill("my new password");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Your other sessions were signed out.")).toBeVisible();
  await expect(password.getByLabel("Current password")).toHaveValue("");

  await other.page.goto("/dashboard");
  await expect(other.page).toHaveURL(/\/login/);
  await signIn(other.page, { email: user.email, password: "my new password" });
  await expect(other.page).toHaveURL("/dashboard");
  await other.context.close();
});

test("email: the change is confirmed from the new address, and the old one is told", async ({ page }) => {
  const user = newUser("email");
  await signUpWithOrganization(page, user);
  await openAccountPage(page);
  const newEmail = newUser("changed").email;
  const email = section(page, "Email");
  await email.getByLabel("New email address").fill(newEmail);
  await email.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByText(`Check ${newEmail} and open the link to confirm the change.`)).toBeVisible();

  const mail = await latestMailTo(newEmail);
  expect(mail.subject).toBe("Confirm your new email address");
  const toldBefore = mailCountTo(user.email);
  await page.goto(firstUrl(mail.text));
  await expect(page).toHaveURL("/dashboard/account");
  await expect(section(page, "Email")).toContainText(newEmail);
  const notice = await latestMailTo(user.email, { after: toldBefore });
  expect(notice.subject).toBe("Your email address was changed");
});

test("two-factor: turn on with a real TOTP, sign in with a code, then with a backup code, then turn off", async ({
  page,
}) => {
  const user = newUser("totp");
  await signUpWithOrganization(page, user);
  await openAccountPage(page, "security", "Security");
  const twoFactor = section(page, "Two-factor authentication");
  await expect(twoFactor).toContainText("Off");
  await twoFactor.getByRole("button", { name: "Turn on" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Password").fill(user.password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("heading", { name: "Scan the QR code" })).toBeVisible();
  await expect(dialog.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await dialog.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

  await dialog.getByLabel("Code from the app").fill("000000" === totp.generate() ? "111111" : "000000");
  await dialog.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByText(/invalid/i).first()).toBeVisible();
  await dialog.getByLabel("Code from the app").fill(totp.generate());
  await dialog.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(dialog.getByRole("heading", { name: "Save your backup codes" })).toBeVisible();
  const codes = await dialog.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download codes" }).click(),
  ]);
  const saved = readFileSync(await download.path(), "utf8");
  for (const code of codes) expect(saved).toContain(code);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(twoFactor).toContainText("On");

  // Sign-in now asks for the code.
  await signOutHere(page);
  await signIn(page, user);
  await expect(page.locator("h1")).toHaveText("Two-factor authentication");
  // The next period's code: the current one turned two-factor on, and each code works once (decision 028).
  await page.getByLabel("Authentication code").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/dashboard");

  // A backup code works once.
  await signOutHere(page);
  await signIn(page, user);
  await expect(page.locator("h1")).toHaveText("Two-factor authentication");
  await page.getByRole("button", { name: "Use a backup code" }).click();
  await page.getByLabel("Backup code").fill(codes[0]);
  await page.getByLabel("Trust this device for 30 days").check();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/dashboard");

  // The browser keeps the 30-day trust cookie (the server's tests show it skips the second step).
  const trust = (await page.context().cookies()).find((c) => c.name.endsWith("trust_device"));
  expect(trust?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

  await openAccountPage(page, "security", "Security");
  await section(page, "Two-factor authentication").getByRole("button", { name: "Turn off" }).click();
  await page.getByRole("dialog").getByLabel("Password").fill(user.password);
  await page.getByRole("dialog").getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("Two-factor authentication is off")).toBeVisible();
  await expect(section(page, "Two-factor authentication")).toContainText("Off");
});

test("passkeys: add with a name, rename, sign in with it (virtual authenticator), delete", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const user = newUser("passkey");
  await signUpWithOrganization(page, user);
  await openAccountPage(page, "security", "Security");
  const passkeys = section(page, "Passkeys");
  await expect(passkeys).toContainText("No passkeys yet.");
  await passkeys.getByLabel("Passkey name").fill("Work laptop");
  await passkeys.getByRole("button", { name: "Add passkey" }).click();
  await expect(page.getByText('Passkey "Work laptop" added')).toBeVisible();
  await expect(passkeys.getByTestId("passkey-row")).toHaveCount(1);
  await expect(passkeys.getByTestId("passkey-row")).toContainText("Work laptop");

  await passkeys.getByRole("button", { name: "Rename Work laptop" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Home laptop");
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(passkeys.getByTestId("passkey-row")).toContainText("Home laptop");

  await signOutHere(page);
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL("/dashboard");
  const session = await page.evaluate(async () => (await (await fetch("/api/auth/get-session")).json()).user);
  expect(session.email).toBe(user.email);

  await openAccountPage(page, "security", "Security");
  await section(page, "Passkeys").getByRole("button", { name: "Delete Home laptop" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(section(page, "Passkeys")).toContainText("No passkeys yet.");
});

test("danger zone: 'Download my data' saves the export as JSON", async ({ page }) => {
  const user = newUser("export");
  await signUpWithOrganization(page, user);
  await openAccountPage(page, "danger-zone", "Danger zone");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section(page, "Danger zone").getByRole("button", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(data.profile.email).toBe(user.email);
  expect(data.memberships).toHaveLength(1);
  expect(data.sessions.length).toBeGreaterThan(0);
  expect(JSON.stringify(data)).not.toContain("token");
});

test("danger zone: deleting is refused while others depend on an organization the user alone owns, then works", async ({
  page,
  browser,
}, testInfo) => {
  const owner = newUser("owner");
  await signUpWithOrganization(page, owner, "Solo Org");
  const shared = await createOrganization(page, "Shared Org");
  // Someone else joins the shared organization through an invitation.
  const memberEmail = newUser("member").email;
  const invitation = await page.evaluate(
    async ({ email, organizationId }) =>
      (
        await fetch("/api/auth/organization/invite-member", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, role: "member", organizationId }),
        })
      ).json(),
    { email: memberEmail, organizationId: shared.id },
  );
  const memberContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": freshIp() },
  });
  const memberPage = await memberContext.newPage();
  await memberPage.goto("/login");
  const accepted = await memberPage.evaluate(
    async ({ email, invitationId }) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      await post("/api/auth/sign-up/email", { email, password: "correct horse battery", name: "Member" });
      return (await post("/api/auth/organization/accept-invitation", { invitationId })).status;
    },
    { email: memberEmail, invitationId: invitation.id },
  );
  expect(accepted).toBe(200);
  await memberContext.close();

  await openAccountPage(page, "danger-zone", "Danger zone");
  await section(page, "Danger zone").getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("You are the only owner of Shared Org");
  await expect(dialog).toContainText("Solo Org");
  const remove = dialog.getByRole("button", { name: "Delete account" });
  await expect(remove).toBeDisabled();
  await dialog.getByLabel(`Type ${owner.email} to confirm`).fill(owner.email);
  await dialog.getByLabel("Password").fill(owner.password);
  await remove.click();
  await expect(dialog.getByRole("alert")).toHaveText(
    'You are the only owner of "Shared Org". Transfer ownership or delete it before deleting your account.',
  );

  // Deleting the shared organization lifts the block.
  await page.evaluate(
    (organizationId) =>
      fetch("/api/auth/organization/delete", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ organizationId }),
      }),
    shared.id,
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await section(page, "Danger zone").getByRole("button", { name: "Delete account" }).click();
  await expect(dialog).toContainText("deleted with your account: Solo Org");
  await expect(dialog).not.toContainText("only owner");
  await dialog.getByLabel(`Type ${owner.email} to confirm`).fill(owner.email);
  await dialog.getByLabel("Password").fill(owner.password);
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByText("Your account was deleted")).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();

  await signIn(page, owner);
  await expect(page.getByText(/invalid email or password/i)).toBeVisible();
});
