/**
 * The webhooks' screens (decision 036): an organization's webhook endpoints in its settings area. A real receiver on
 * 127.0.0.1 (allowed by WEBHOOK_ALLOWED_HOSTS in playwright.config.ts) gets the deliveries, which are
 * verified with the reference library (standardwebhooks) and the secret the page showed once.
 * Both themes and 375 px, with axe on each screen; in English and German (the German project).
 */
import { mkdirSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { expectAccessibleLooks, expectNoAxeViolations, useTheme } from "./support/axe";
import { expect, newUser, openMenu, signUp, signUpWithOrganization, test } from "./support/fixtures";
import { createDocument } from "./support/gewerbeanmeldung";
import { expectNoEnglishLeft, testLanguage, tr } from "./support/language";

/** Where screenshots go when WEBHOOKS_SCREENSHOTS names a folder (to look at them); attached to the report always. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = `${testLanguage()}-${name}.png`.replace(/[^a-z0-9.-]+/gi, "-");
  const body = await page.screenshot({ fullPage: true });
  await testInfo.attach(file, { body, contentType: "image/png" });
  const dir = process.env.WEBHOOKS_SCREENSHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ fullPage: true, path: join(dir, file) });
  }
}

/**
 * Each screen: axe in both themes and at 375 px, where nothing may be wider than the phone (on one
 * load, support/axe.ts), no English on the German page, a screenshot.
 */
async function checkScreen(page: Page, testInfo: TestInfo, screen: string) {
  await expectAccessibleLooks(page, screen);
  await expectNoEnglishLeft(page, screen);
  await shot(page, testInfo, `webhooks ${screen}`);
}

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver as an organization runs one: records each POST and answers 200 with a short text. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("received, thank you");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hooks/dashboard`, received };
}

/** The deliveries of one event type, each checked with the reference library and `secret`. */
function verified(received: Received[], type: string, secret: string) {
  return received
    .map((delivery) => ({ delivery, event: JSON.parse(delivery.body) as { type: string; data: unknown } }))
    .filter(({ event }) => event.type === type)
    .map(({ delivery }) =>
      new Webhook(secret).verify(delivery.body, {
        "webhook-id": String(delivery.headers["webhook-id"]),
        "webhook-timestamp": String(delivery.headers["webhook-timestamp"]),
        "webhook-signature": String(delivery.headers["webhook-signature"]),
      }),
    );
}

const section = (page: Page) => page.getByRole("region", { name: tr("Webhooks"), exact: true });
const endpointRow = (page: Page, url: string) => section(page).getByTestId("webhook-endpoint").filter({ hasText: url });

async function endpointAction(page: Page, url: string, action: string) {
  await openMenu(endpointRow(page, url).getByRole("button", { name: tr("Actions for {url}", { url }) }));
  await page.getByRole("menuitem", { name: tr(action), exact: true }).click();
}

async function shownSecret(page: Page): Promise<string> {
  const input = section(page).getByLabel(tr("Signing secret"));
  await expect(input).toHaveValue(/^whsec_[A-Za-z0-9+/=]{20,}$/);
  return input.inputValue();
}

async function freshContext(browser: Browser, testInfo: TestInfo) {
  return browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: testInfo.project.use.locale,
    extraHTTPHeaders: { "x-forwarded-for": `10.253.${testInfo.workerIndex % 250}.${(Date.now() % 250) + 1}` },
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
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json();
    },
    { path, body },
  );
}

test.describe("webhooks", () => {
  test.beforeEach(async ({ page }) => {
    await useTheme(page, "system");
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test("an owner adds an endpoint, sees its secret once, and the deliveries verify with it; rotate, pause, resume, edit, delete", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const receiver = await startReceiver();
    try {
      const organization = await signUpWithOrganization(page, newUser("hooks"), "Hook Co");
      await page.goto(`/dashboard/organizations/${organization.id}/settings`);
      await page
        .getByRole("navigation", { name: tr("Organization settings") })
        .getByRole("link", { name: tr("Webhooks") })
        .click();
      await expect(page).toHaveURL(`/dashboard/organizations/${organization.id}/settings/webhooks`);
      const hooks = section(page);
      await expect(hooks.getByText(tr("No webhook endpoints yet"))).toBeVisible();
      await checkScreen(page, testInfo, "empty");

      // The form: no event chosen is refused in the browser, a private address by the server.
      await hooks.getByRole("button", { name: tr("Add endpoint") }).click();
      const dialog = page.getByRole("dialog", { name: tr("Add webhook endpoint") });
      await dialog.getByLabel(tr("Endpoint URL")).fill("https://10.0.0.1/hooks");
      await dialog.getByRole("button", { name: tr("Add endpoint") }).click();
      await expect(dialog.getByText(tr("Choose at least one event from the list."))).toBeVisible();
      await dialog.getByRole("checkbox", { name: tr("All events") }).check();
      await expect(dialog.getByRole("checkbox", { name: "member.role_changed" })).toBeChecked();
      await dialog.getByRole("checkbox", { name: "organization.updated" }).uncheck();
      await expect(dialog.getByRole("checkbox", { name: tr("All events") })).toHaveAttribute("aria-checked", "mixed");
      await checkScreen(page, testInfo, "add dialog");
      await dialog.getByRole("button", { name: tr("Add endpoint") }).click();
      await expect(dialog.getByLabel(tr("Endpoint URL"))).toHaveAccessibleDescription(
        tr(
          "This address leads into a private network (such as localhost, 10.x, 192.168.x or a metadata address). Webhooks only go to public addresses.",
        ),
      );
      await checkScreen(page, testInfo, "add dialog refused");

      await dialog.getByLabel(tr("Endpoint URL")).fill(receiver.url);
      await dialog.getByLabel(tr("Description (optional)")).fill("Accounting system");
      await dialog.getByRole("checkbox", { name: tr("All events") }).check();
      await dialog.getByRole("button", { name: tr("Add endpoint") }).click();
      await expect(dialog).toHaveCount(0);

      // The secret, once.
      const secret = await shownSecret(page);
      await expect(
        hooks.getByText(
          tr(
            "Copy it now and keep it with your receiver: it will not be shown again. Your receiver checks each delivery's signature with it.",
          ),
        ),
      ).toBeVisible();
      const row = endpointRow(page, receiver.url);
      await expect(row).toContainText("Accounting system");
      await expect(row).toContainText(tr("Active"));
      await expect(row).toContainText(secret.slice(0, 10));
      await expect(row).not.toContainText(secret);
      await expect(row).toContainText(tr("No deliveries yet"));
      await checkScreen(page, testInfo, "secret shown");
      await hooks.getByRole("button", { name: tr("Done") }).click();
      await expect(hooks.getByLabel(tr("Signing secret"))).toHaveCount(0);
      await expect(page.getByText(secret)).toHaveCount(0);

      // A test event and a new Gewerbeanmeldung reach the receiver, signed with the secret shown.
      await endpointAction(page, receiver.url, "Send test event");
      await expect(page.getByText(tr("Test event sent. It appears in the delivery log."))).toBeVisible();
      await expect.poll(() => verified(receiver.received, "webhook.test", secret).length).toBe(1);
      const documentId = await createDocument(page);
      await expect.poll(() => verified(receiver.received, "gewerbeanmeldung.created", secret).length).toBe(1);
      const created = receiver.received.find((r) => JSON.parse(r.body).type === "gewerbeanmeldung.created");
      expect(JSON.parse(created?.body ?? "{}")).toMatchObject({ data: { meta: { id: documentId } } });
      // A wrong secret does not verify.
      expect(() => verified(receiver.received, "webhook.test", `whsec_${"A".repeat(32)}`)).toThrow();

      await page.reload();
      await expect(row.getByTestId("webhook-last-delivery")).toContainText(tr("Delivered"));
      await expect(row.getByTestId("webhook-last-delivery")).toContainText("200");

      // The log: each event with its attempt's status code, duration and answer; send one again.
      await row.getByRole("button", { name: tr("Delivery log") }).click();
      const log = page.getByRole("dialog", { name: tr("Delivery log") });
      const test_ = log.getByTestId("webhook-delivery").filter({ hasText: "webhook.test" });
      await expect(test_).toContainText(tr("Delivered"));
      await expect(test_.getByTestId("webhook-attempt")).toContainText(`${tr("Status")} 200`);
      await expect(test_.getByTestId("webhook-attempt")).toContainText(/\d+ ms/);
      await expect(log.getByTestId("webhook-delivery").filter({ hasText: "gewerbeanmeldung.created" })).toContainText(
        tr("Delivered"),
      );
      await test_.getByText(tr("Answer"), { exact: true }).click();
      await expect(test_.getByText("received, thank you")).toBeVisible();
      await checkScreen(page, testInfo, "delivery log");
      await test_.getByRole("button", { name: tr("Send again") }).click();
      await expect(page.getByText(tr("The delivery is sent again."))).toBeVisible();
      await expect.poll(() => verified(receiver.received, "webhook.test", secret).length).toBe(2);
      await expect(test_.getByTestId("webhook-attempt")).toHaveCount(2);
      const resent = receiver.received.filter((r) => JSON.parse(r.body).type === "webhook.test");
      expect(resent[1]?.headers["webhook-id"]).toBe(resent[0]?.headers["webhook-id"]);
      await page.keyboard.press("Escape");
      await expect(log).toHaveCount(0);

      // Rotate: a new secret, once; the old one keeps signing beside it.
      await endpointAction(page, receiver.url, "Rotate secret");
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText(
        tr(
          "A new secret signs every delivery from now on. The old one keeps signing beside it for 24 hours, so you can update your receiver without losing events.",
        ),
      );
      await checkScreen(page, testInfo, "rotate confirmation");
      await confirm.getByRole("button", { name: tr("Rotate secret") }).click();
      const rotated = await shownSecret(page);
      expect(rotated).not.toBe(secret);
      await expect(
        hooks.getByText(tr("The previous secret keeps signing beside this one for 24 hours.")),
      ).toBeVisible();
      await expect(row).toContainText(tr("The previous secret also signs until"));
      await hooks.getByRole("button", { name: tr("Done") }).click();
      const before = receiver.received.length;
      await endpointAction(page, receiver.url, "Send test event");
      await expect.poll(() => receiver.received.length).toBe(before + 1);
      const latest = receiver.received.slice(before);
      expect(verified(latest, "webhook.test", rotated)).toHaveLength(1);
      expect(verified(latest, "webhook.test", secret)).toHaveLength(1);

      // Pause and resume.
      await endpointAction(page, receiver.url, "Pause");
      await expect(page.getByText(tr("Endpoint paused"))).toBeVisible();
      await expect(row).toContainText(tr("Paused: {reason}", { reason: tr("by hand") }));
      await checkScreen(page, testInfo, "paused");
      await endpointAction(page, receiver.url, "Resume");
      await expect(page.getByText(tr("Endpoint resumed"))).toBeVisible();
      await expect(row).toContainText(tr("Active"));

      // Edit the description.
      await endpointAction(page, receiver.url, "Edit");
      const edit = page.getByRole("dialog", { name: tr("Edit webhook endpoint") });
      await expect(edit.getByLabel(tr("Endpoint URL"))).toHaveValue(receiver.url);
      await edit.getByLabel(tr("Description (optional)")).fill("Accounting system, production");
      await edit.getByRole("button", { name: tr("Save changes") }).click();
      await expect(page.getByText(tr("Endpoint saved"))).toBeVisible();
      await expect(row).toContainText("Accounting system, production");

      // Delete, after a confirmation.
      await endpointAction(page, receiver.url, "Delete");
      const sure = page.getByRole("alertdialog");
      await expect(sure).toContainText(receiver.url);
      await checkScreen(page, testInfo, "delete confirmation");
      await sure.getByRole("button", { name: tr("Delete") }).click();
      await expect(page.getByText(tr("Endpoint deleted"))).toBeVisible();
      await expect(hooks.getByText(tr("No webhook endpoints yet"))).toBeVisible();
    } finally {
      receiver.server.close();
    }
  });
});

test("a member sees no Webhooks section, and its address answers that only owners and admins manage webhooks", async ({
  page,
  browser,
}, testInfo) => {
  const organization = await signUpWithOrganization(page, newUser("hookowner"), "Member Hook Co");
  const context = await freshContext(browser, testInfo);
  const other = await context.newPage();
  const member = newUser("hookmember");
  await signUp(other, member);
  await expect(other).toHaveURL(/\/neworg/);
  const invitation = await authPost<{ id: string }>(page, "/api/auth/organization/invite-member", {
    organizationId: organization.id,
    email: member.email,
    role: "member",
  });
  await authPost(other, "/api/auth/organization/accept-invitation", { invitationId: invitation.id });

  await other.goto(`/dashboard/organizations/${organization.id}/settings`);
  const nav = other.getByRole("navigation", { name: tr("Organization settings") });
  await expect(nav.getByRole("link", { name: tr("Members") })).toBeVisible();
  await expect(nav.getByRole("link", { name: tr("Webhooks") })).toHaveCount(0);
  await other.goto(`/dashboard/organizations/${organization.id}/settings/webhooks`);
  await expect(
    section(other).getByText(tr("Only owners and admins of the organization manage its webhooks.")),
  ).toBeVisible();
  await expect(section(other).getByRole("button", { name: tr("Add endpoint") })).toHaveCount(0);
  await expectNoAxeViolations(other, "webhooks, not allowed");
  await expectNoEnglishLeft(other, "webhooks, not allowed");
  await shot(other, testInfo, "webhooks member not allowed");
  await context.close();

  // The owner sees the entry.
  await page.goto(`/dashboard/organizations/${organization.id}/settings`);
  await expect(
    page.getByRole("navigation", { name: tr("Organization settings") }).getByRole("link", { name: tr("Webhooks") }),
  ).toBeVisible();
});

test("the endpoint list is one request with every endpoint's last delivery, not one more per endpoint", async ({
  page,
}) => {
  const organization = await signUpWithOrganization(page, newUser("hooklist"), "List Hook Co");
  for (const path of ["one", "two", "three"]) {
    await authPost(page, "/rpc/webhooks/create", {
      json: {
        organizationId: organization.id,
        url: `http://127.0.0.1:9/${path}`,
        description: "",
        eventTypes: ["member.added"],
      },
    });
  }
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/rpc/webhooks/")) asked.push(pathname);
  });
  await page.goto(`/dashboard/organizations/${organization.id}/settings/webhooks`);
  await expect(section(page).getByText(tr("No deliveries yet"))).toHaveCount(3);
  expect(asked).toEqual(["/rpc/webhooks/list"]);
});
