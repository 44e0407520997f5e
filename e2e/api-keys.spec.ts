import type { Page } from "@playwright/test";
import { sampleDocumentData } from "../packages/domain/test/sample-address";
import { expectAccessibleLooks, useTheme } from "./support/axe";
import { expect, newUser, signUpWithOrganization, test } from "./support/fixtures";

const section = (page: Page) => page.getByRole("region", { name: "API keys", exact: true });
const orgSection = (page: Page) => page.getByRole("region", { name: "The organization's API keys", exact: true });

/** A call of the public API as another program makes it: real HTTP, the key in a header, no cookie. */
async function callApi(baseURL: string, key: string, path: string, init: RequestInit = {}) {
  return fetch(`${baseURL}/api/v1${path}`, {
    ...init,
    headers: { "x-api-key": key, "content-type": "application/json", ...(init.headers ?? {}) },
  });
}

async function createKey(page: Page, name: string, scope: "Read" | "Read and write") {
  const keys = section(page);
  await keys.getByLabel("Key name").fill(name);
  await keys.getByLabel("Expires after").selectOption({ label: "30 days" });
  await keys.getByLabel("Scope").selectOption({ label: scope });
  await keys.getByRole("button", { name: "Create key" }).click();
  const shown = keys.getByLabel("Your new API key");
  await expect(shown).toHaveValue(/^dash_[A-Za-z]{48}$/);
  return shown.inputValue();
}

test("API keys: create, copy the key shown once, call the API with it, revoke it", async ({
  page,
  context,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const user = newUser("apikeys");
  await signUpWithOrganization(page, user, "Steuerbüro Berg");
  await page.goto("/dashboard/account/api-keys");
  const keys = section(page);
  await expect(keys.getByText("No API keys yet.")).toBeVisible();
  await expect(keys.getByRole("link", { name: "API reference" })).toHaveAttribute("href", "/api/docs");

  const key = await createKey(page, "Accounting export", "Read and write");
  await keys.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("API key copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const row = keys.getByRole("list", { name: "Your API keys" }).getByTestId("api-key-row");
  await expect(row).toContainText("Steuerbüro Berg");
  await expect(row).toContainText("Read and write");
  await expect(row).toContainText(key.slice(0, 11));
  await expect(row).toContainText("Last used never");
  await expect(row).not.toContainText(key);
  await keys.getByRole("button", { name: "Done" }).click();
  await expect(keys.getByLabel("Your new API key")).toHaveCount(0);

  // The copied key works from another program: who it acts as, then a new document.
  const me = await callApi(baseURL, key, "/me");
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ user: { email: user.email }, organization: { name: "Steuerbüro Berg" } });
  const created = await callApi(baseURL, key, "/gewerbeanmeldungen", {
    method: "POST",
    body: JSON.stringify(sampleDocumentData),
  });
  expect(created.status).toBe(201);
  const { documentId } = (await created.json()) as { documentId: string };
  // The web app lists the document the API made.
  await page.goto("/dashboard/docs/gewerbeanmeldung");
  await expect(page.getByText(`Gewerbeanmeldung #${documentId.slice(0, 8)}`)).toBeVisible();

  await page.goto("/dashboard/account/api-keys");
  await expect(row).not.toContainText("Last used never");
  await row.getByRole("button", { name: "Revoke Accounting export" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText('API key "Accounting export" revoked')).toBeVisible();
  await expect(keys.getByTestId("api-key-row")).toHaveCount(0);
  const after = await callApi(baseURL, key, "/me");
  expect(after.status).toBe(401);
  expect(await after.json()).toMatchObject({ code: "UNAUTHORIZED" });
});

test("API keys: an owner sees the organization's keys in its settings, revokes one there; a read key may not write", async ({
  page,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  const user = newUser("apiread");
  const organization = await signUpWithOrganization(page, user, "Gründerservice Nord");
  await page.goto("/dashboard/account/api-keys");
  const key = await createKey(page, "Read only", "Read");
  // The account keeps what is one's own: no members' keys there any more.
  await expect(page.getByRole("list", { name: "Members' API keys" })).toHaveCount(0);
  const refused = await callApi(baseURL, key, "/gewerbeanmeldungen", {
    method: "POST",
    body: JSON.stringify(sampleDocumentData),
  });
  expect(refused.status).toBe(403);
  expect((await callApi(baseURL, key, "/gewerbeanmeldungen")).status).toBe(200);

  await page.goto(`/dashboard/organizations/${organization.id}/settings`);
  await page
    .getByRole("navigation", { name: "Organization settings" })
    .getByRole("link", { name: "API keys", exact: true })
    .click();
  await expect(page).toHaveURL(`/dashboard/organizations/${organization.id}/settings/api-keys`);
  await expect(page.locator("h1")).toHaveText(["Organization settings"]);
  const keys = orgSection(page);
  await expect(keys.getByRole("heading", { level: 2 })).toHaveText("The organization's API keys");
  const row = keys.getByRole("list", { name: "Members' API keys" }).getByTestId("api-key-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Read only");
  await expect(row).toContainText(`${user.name} (${user.email})`);
  await expect(row).not.toContainText(key);
  await expect(keys.getByRole("link", { name: "Your own API keys" })).toHaveAttribute(
    "href",
    "/dashboard/account/api-keys",
  );
  await row.getByRole("button", { name: "Revoke Read only" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText('API key "Read only" revoked')).toBeVisible();
  await expect(keys.getByText("No member of this organization has an API key.")).toBeVisible();
  expect((await callApi(baseURL, key, "/me")).status).toBe(401);
});

test("API keys sections pass axe in both themes and at 375 px: the account's with a new key, the organization's", async ({
  page,
}, testInfo) => {
  await useTheme(page, "system");
  await page.setViewportSize({ width: 1280, height: 900 });
  const organization = await signUpWithOrganization(page, newUser("apiaxe"));
  await page.goto("/dashboard/account/api-keys");
  await createKey(page, "Axe check", "Read");
  await expect(section(page).getByTestId("api-key-row").first()).toBeVisible();
  // The section is the page now: from the top, nothing sits half under the sticky header.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessibleLooks(page, "account, API keys");

  await page.goto(`/dashboard/organizations/${organization.id}/settings/api-keys`);
  await expect(orgSection(page).getByTestId("api-key-row")).toContainText("Axe check");
  await expect(page.locator("h1")).toHaveCount(1);
  await expectAccessibleLooks(page, "organization settings, API keys");
  await testInfo.attach("organization-api-keys", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });
});

test("the API reference renders from the server itself, without a CSP violation", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("requestfailed", (request) => problems.push(`${request.url()} failed`));
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: "Dashboard API" }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("List Gewerbeanmeldungen").first()).toBeVisible();
  expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
});
