import { randomInt } from "node:crypto";
import { join } from "node:path";
import type { Browser, WorkerInfo } from "@playwright/test";
import { expect, type TestUser, test } from "./fixtures";

/** The e2e server's ADMIN_EMAILS account; it can sign up once per server run, so it is shared. */
export const ADMIN: TestUser = { name: "Platform Admin", email: "admin@e2e.test", password: "correct horse battery" };
/**
 * The German project's admin (playwright.config.ts): an account's language is followed on every
 * device, so the English and the German admin screens need an account each.
 */
const GERMAN_ADMIN: TestUser = { ...ADMIN, email: "admin-de@e2e.test" };

/** A client address of its own: sign-up and sign-in are rate limited per address. */
export const freshIp = () => `10.${200 + randomInt(50)}.${randomInt(256)}.${1 + randomInt(250)}`;

/**
 * Signs the admin in once per worker (signing up if no worker has yet, with an organization for the
 * dashboard) and returns the browser state file every admin test starts from.
 */
export async function adminStorageState(browser: Browser, workerInfo: WorkerInfo): Promise<string> {
  const { baseURL, locale } = workerInfo.project.use;
  const admin = locale?.startsWith("de") ? GERMAN_ADMIN : ADMIN;
  const context = await browser.newContext({ baseURL, locale, extraHTTPHeaders: { "x-forwarded-for": freshIp() } });
  const page = await context.newPage();
  await page.goto("/login");
  const status = await page.evaluate(async (admin) => {
    const post = (path: string, body: unknown) =>
      fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const signedUp = await post("/api/auth/sign-up/email", admin);
    if (!signedUp.ok) {
      const signedIn = await post("/api/auth/sign-in/email", { email: admin.email, password: admin.password });
      if (!signedIn.ok) return `sign-in failed: ${signedIn.status} ${await signedIn.text()}`;
    }
    // The dashboard needs an organization.
    const organizations = await (await fetch("/api/auth/organization/list")).json();
    if (organizations.length === 0) {
      const slug = `admin-${Math.random().toString(36).slice(2, 8)}`;
      const created = await post("/api/auth/organization/create", { name: "Admin HQ", slug });
      if (!created.ok) return `organization create failed: ${created.status}`;
    }
    return "ok";
  }, admin);
  expect(status).toBe("ok");
  const path = join(workerInfo.project.outputDir, `admin-state-${workerInfo.workerIndex}.json`);
  await context.storageState({ path });
  await context.close();
  return path;
}

/**
 * Tests that browse as the admin: every test starts from a copy of the worker's admin session. Tests run
 * side by side with other specs, so each one searches for users it seeded under its own tag.
 */
export const adminTest = test.extend<object, { adminStorageState: string }>({
  adminStorageState: [
    async ({ browser }, use, workerInfo) => use(await adminStorageState(browser, workerInfo)),
    { scope: "worker" },
  ],
  storageState: async ({ adminStorageState }, use) => use(adminStorageState),
});
