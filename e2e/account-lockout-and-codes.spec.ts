/**
 * Decision 028 in the browser: new backup codes from the account screen, the second sign-in step when
 * too many wrong codes paused sign-in, and a user whose name looks like a timestamp.
 */
import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { freshIp } from "./support/admin";
import { expectAccessibleLooks, type Look, useTheme } from "./support/axe";
import { expect, newUser, signIn, signUpWithOrganization, type TestUser, test } from "./support/fixtures";

/** Turns two-factor on through the API from the signed-in page, as the dialog does; returns the app and codes. */
async function enableTwoFactor(page: Page, user: TestUser) {
  // better-auth's origin check wants the Origin a browser sends.
  const headers = { origin: new URL(page.url()).origin };
  const enabled = await page.request.post("/api/auth/two-factor/enable", {
    data: { password: user.password },
    headers,
  });
  expect(enabled.status()).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  const verified = await page.request.post("/api/auth/two-factor/verify-totp", {
    data: { code: totp.generate() },
    headers,
  });
  expect(verified.status()).toBe(200);
  return { totp, backupCodes };
}

/** A client of its own address (better-auth allows 3 two-factor calls per 10 seconds and address). */
async function attacker(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": freshIp(), origin: baseURL } });
}

/** The dialog in the light theme on a desktop and in the dark one on a phone, on one load (support/axe.ts). */
const dialogLooks: Look[] = [
  { theme: "light", width: 1280 },
  { theme: "dark", width: 375 },
];

test("two-factor: 'New backup codes' asks for the password, shows 10 new codes once, and the old ones stop working", async ({
  page,
}) => {
  await useTheme(page, "system");
  const user = newUser("codes");
  await signUpWithOrganization(page, user);
  const { backupCodes: oldCodes } = await enableTwoFactor(page, user);

  await page.goto("/dashboard/account/security");
  const twoFactor = page.getByRole("region", { name: "Two-factor authentication", exact: true });
  await twoFactor.getByRole("button", { name: "New backup codes" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Create new backup codes?" })).toBeVisible();
  await dialog.getByLabel("Password").fill("not my password");
  await dialog.getByRole("button", { name: "Create new codes" }).click();
  await expect(dialog.getByText(/invalid password/i)).toBeVisible();
  await expectAccessibleLooks(page, "new backup codes: wrong password", { looks: dialogLooks });

  await dialog.getByLabel("Password").fill(user.password);
  await dialog.getByRole("button", { name: "Create new codes" }).click();
  await expect(dialog.getByRole("heading", { name: "Your new backup codes" })).toBeVisible();
  const codes = await dialog.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  expect(codes.some((code) => oldCodes.includes(code))).toBe(false);
  await expectAccessibleLooks(page, "new backup codes: shown", { looks: dialogLooks });
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  // An old code no longer signs in; a new one does.
  const client = await attacker(new URL(page.url()).origin);
  expect((await client.post("/api/auth/sign-in/email", { data: user })).status()).toBe(200);
  const old = await client.post("/api/auth/two-factor/verify-backup-code", { data: { code: oldCodes[0] } });
  expect(old.status()).toBe(401);
  const fresh = await client.post("/api/auth/two-factor/verify-backup-code", { data: { code: codes[0] } });
  expect(fresh.status()).toBe(200);
  await client.dispose();
});

test("two-factor: after too many wrong codes the second step says sign-in is paused and until when", async ({
  page,
  browser,
}, testInfo) => {
  const user = newUser("paused");
  await signUpWithOrganization(page, user);
  const { totp } = await enableTwoFactor(page, user);
  const baseURL = new URL(page.url()).origin;

  // Someone with the password tries 10 wrong codes from several addresses.
  const wrong = totp.generate({ timestamp: Date.now() + 20 * 30_000 });
  for (let i = 0; i < 5; i++) {
    const client = await attacker(baseURL);
    expect((await client.post("/api/auth/sign-in/email", { data: user })).status()).toBe(200);
    for (let j = 0; j < 2; j++) await client.post("/api/auth/two-factor/verify-totp", { data: { code: wrong } });
    await client.dispose();
  }

  // The owner, on a phone-sized screen, with the right code.
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": freshIp() },
    viewport: { width: 375, height: 740 },
  });
  const owner = await context.newPage();
  await useTheme(owner, "system");
  await signIn(owner, user);
  await expect(owner.locator("h1")).toHaveText("Two-factor authentication");
  await owner.getByLabel("Authentication code").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await owner.getByRole("button", { name: "Verify" }).click();
  await expect(
    owner.getByText(/sign-in for this account is paused until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/),
  ).toBeVisible();
  await expect(owner.getByLabel("Authentication code")).toHaveAttribute("aria-invalid", "true");
  await expect(owner).toHaveURL(/\/login/);
  await expectAccessibleLooks(owner, "second step paused", {
    looks: [
      { theme: "light", width: 375 },
      { theme: "dark", width: 375 },
    ],
  });
  await context.close();
});

test("a user named like a timestamp sees their dashboard and account page", async ({ page }) => {
  const user = { ...newUser("stamp"), name: "2025-01-01T00:00:00.000Z" };
  await signUpWithOrganization(page, user);
  await expect(page.getByText("Something went wrong!")).toHaveCount(0);
  await page.goto("/dashboard/account");
  await expect(page.locator("h1")).toHaveText("Profile");
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("2025-01-01T00:00:00.000Z");
  await expect(page.getByText("Something went wrong!")).toHaveCount(0);
});
