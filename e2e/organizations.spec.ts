import type { Browser, Page, TestInfo } from "@playwright/test";
import {
  createOrganization,
  expect,
  newUser,
  signUp,
  signUpWithOrganization,
  type TestUser,
  test,
} from "./support/fixtures";
import { holdUntilReleased } from "./support/hold";
import { firstUrl, latestMailTo } from "./support/outbox";

const rows = (page: Page) => page.getByTestId("organization-row");
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const memberRow = (page: Page, email: string) => page.getByTestId("member-row").filter({ hasText: email });

/** Opens the manage view of the organization named `name` from the list page. */
async function openManage(page: Page, name: string) {
  await page.goto("/dashboard/organizations");
  await row(page, name).getByRole("link", { name: "Manage" }).click();
  await expect(page).toHaveURL(/[?&]manage=/);
  await expect(page.getByText("Members", { exact: true })).toBeVisible();
}

/** Creates an organization through the 'New organization' dialog of the list page. */
async function createInDialog(page: Page, name: string) {
  await page.getByRole("button", { name: "New organization" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByText("Organization created successfully").first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A second browser with its own cookies and client address (the rate limits are per address). */
async function freshContext(browser: Browser, testInfo: TestInfo) {
  return browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.250.${testInfo.workerIndex % 250}.${(Date.now() % 250) + 1}` },
  });
}

async function inviteByEmail(page: Page, email: string) {
  await page.getByLabel("Email addresses").fill(email);
  await page.getByRole("button", { name: "Invite", exact: true }).click();
}

/** The invitation link mailed to `email`, checked to point at the accept page. */
async function invitationLink(email: string) {
  const mail = await latestMailTo(email);
  const url = firstUrl(mail.text);
  expect(new URL(url).pathname).toMatch(/^\/accept-invitation\/[^/]+$/);
  return url;
}

/** In the invitee's browser: from the mailed link, create the account and come back to the invitation. */
async function signUpFromInvitation(page: Page, link: string, invitee: TestUser) {
  await page.goto(link);
  await page.getByRole("link", { name: "Create account" }).click();
  // Exact: the invitation page's own 'Create account' link would match too.
  await expect(page.getByText("Create Account", { exact: true })).toBeVisible();
  await page.getByLabel("Name").fill(invitee.name);
  await page.getByLabel("Email").fill(invitee.email);
  await page.getByLabel("Password").fill(invitee.password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(new URL(link).pathname);
}

test.describe("creating organizations", () => {
  test("a new user creates the first organization on /neworg and lands on the dashboard", async ({ page }) => {
    await signUp(page, newUser());
    await expect(page).toHaveURL("/neworg");
    await expect(page.getByText("Create Your Organization")).toBeVisible();

    const submit = page.getByRole("button", { name: "Create organization" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Name").fill("   ");
    await expect(submit).toBeDisabled();
    await page.getByLabel("Name").fill("First Steps GmbH");
    await expect(submit).toBeEnabled();

    // Held until the busy label has been seen.
    const release = await holdUntilReleased(page, "**/api/auth/organization/create");
    await submit.click();
    await expect(page.getByRole("button", { name: "Creating..." })).toBeDisabled();
    release();
    await expect(page.getByText("Organization created successfully")).toBeVisible();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByText("Welcome to your dashboard")).toBeVisible();

    // With an organization, /neworg sends to the dashboard.
    await page.goto("/neworg");
    await expect(page).toHaveURL("/dashboard");
  });

  test("/neworg shows who is signed in, with 'Sign Out' back to the home page", async ({ page }) => {
    const user = newUser("leaver");
    await signUp(page, user);
    await expect(page).toHaveURL("/neworg");
    await expect(page.getByRole("heading", { name: "Create Your Organization", level: 1 })).toBeVisible();
    await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
    // The public frame: header with the account menu, the form in the main landmark, the footer.
    await expect(page.getByRole("banner").getByRole("button", { name: user.name })).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Name")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.goto("/neworg");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fneworg/);
  });

  test("a name with umlauts gets a transliterated slug, and initials without the '&'", async ({ page }) => {
    const user = newUser("umlaut");
    await signUp(page, user);
    await expect(page).toHaveURL("/neworg");
    // The user's unique id keeps the slug free of other tests' organizations.
    const unique = user.email.split("@")[0].split("-").pop();
    await page.getByLabel("Name").fill(`Müller & Söhne ${unique}`);
    await page.getByRole("button", { name: "Create organization" }).click();
    await expect(page).toHaveURL("/dashboard");

    const switcher = page.getByTestId("organization-switcher");
    await expect(switcher).toContainText(`Müller & Söhne ${unique}`);
    await expect(switcher).toContainText(`mueller-soehne-${unique}`);
    await expect(switcher.getByText("MS", { exact: true })).toBeVisible();
    const listed = await page.evaluate(async () => (await fetch("/api/auth/organization/list")).json());
    expect(listed.map((o: { slug: string }) => o.slug)).toEqual([`mueller-soehne-${unique}`]);

    await page.goto("/dashboard/organizations");
    await expect(row(page, "Müller & Söhne")).toContainText(`mueller-soehne-${unique}`);
    await expect(row(page, "Müller & Söhne").getByText("MS", { exact: true })).toBeVisible();
  });

  test("the list page creates more organizations, also with the same name, and switches the active one", async ({
    page,
  }) => {
    await signUpWithOrganization(page, newUser(), "Acme Corp");
    await page.goto("/dashboard/organizations");
    await expect(page.getByText("Organizations", { exact: true }).first()).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, "Acme Corp").getByText("Active", { exact: true })).toBeVisible();
    await expect(row(page, "Acme Corp").getByText("1 member")).toBeVisible();
    await expect(row(page, "Acme Corp").getByRole("button", { name: "Set active" })).toBeDisabled();

    // The same name twice: the slug is taken, the form retries with a suffix.
    await createInDialog(page, "Acme Corp");
    await createInDialog(page, "Beta Team");
    await expect(rows(page)).toHaveCount(3);
    await expect(row(page, "Acme Corp")).toHaveCount(2);
    await expect(row(page, "Beta Team").getByText("BT", { exact: true })).toBeVisible();
    // The newest organization became the active one.
    await expect(row(page, "Beta Team").getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toHaveCount(1);

    await row(page, "Acme Corp").first().getByRole("button", { name: "Set active" }).click();
    await expect(row(page, "Acme Corp").first().getByText("Active", { exact: true })).toBeVisible();
    await expect(row(page, "Beta Team").getByText("Active", { exact: true })).toHaveCount(0);
    await expect(row(page, "Beta Team").getByRole("button", { name: "Set active" })).toBeEnabled();
    await page.reload();
    await expect(row(page, "Acme Corp").first().getByText("Active", { exact: true })).toBeVisible();
  });

  test("member counts come from one request, whatever the number of organizations", async ({ page }) => {
    await signUpWithOrganization(page, newUser(), "Count One");
    await createOrganization(page, "Count Two");
    await createOrganization(page, "Count Three");
    const countRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/rpc/organizations/memberCounts")) countRequests.push(request.url());
    });
    await page.goto("/dashboard/organizations");
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByText("1 member")).toHaveCount(3);
    expect(countRequests).toHaveLength(1);
  });

  test("a failing member count shows a dash with an explanation", async ({ page }) => {
    await signUpWithOrganization(page, newUser(), "Dash Co");
    await page.route("**/rpc/organizations/memberCounts", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"json":{"message":"boom","code":"INTERNAL_SERVER_ERROR","defined":false,"status":500}}',
      }),
    );
    await page.goto("/dashboard/organizations");
    await expect(row(page, "Dash Co").getByTitle("Failed to load member count")).toHaveText(/—/);
  });
});

test.describe("members and invitations", () => {
  test("an invitee signs up from the mailed link, accepts, gets promoted and leaves", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const owner = newUser("owner");
    const invitee = newUser("invitee");
    await signUpWithOrganization(page, owner, "Invite Co");

    await openManage(page, "Invite Co");
    await expect(memberRow(page, owner.email).getByTestId("member-role")).toHaveText("owner");
    await inviteByEmail(page, invitee.email);
    await expect(page.getByText("Invitation sent")).toBeVisible();
    await expect(page.getByTestId("email-tag")).toHaveCount(0);
    await expect(page.getByTestId("invitation-row").filter({ hasText: invitee.email })).toBeVisible();

    const link = await invitationLink(invitee.email);
    const context = await freshContext(browser, testInfo);
    const inviteePage = await context.newPage();
    await inviteePage.goto(link);
    await expect(inviteePage.getByText("Join Invite Co", { exact: true })).toBeVisible();
    await expect(inviteePage.getByText(owner.name)).toBeVisible();
    await expect(inviteePage.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
    await signUpFromInvitation(inviteePage, link, invitee);
    await inviteePage.getByRole("button", { name: "Accept" }).click();
    await expect(inviteePage).toHaveURL("/dashboard");

    // The invitee, a member, sees neither the invite form nor 'Delete Organization'.
    await openManage(inviteePage, "Invite Co");
    await expect(inviteePage.getByText("Your role:")).toContainText("member");
    await expect(memberRow(inviteePage, owner.email)).toBeVisible();
    await expect(inviteePage.getByRole("button", { name: "Invite", exact: true })).toHaveCount(0);
    await expect(inviteePage.getByRole("button", { name: "Delete Organization" })).toHaveCount(0);
    await expect(inviteePage.getByRole("combobox")).toHaveCount(0);

    // Back as the owner: two members now, and the invitee becomes admin.
    await page.goto("/dashboard/organizations");
    await expect(row(page, "Invite Co").getByText("2 members")).toBeVisible();
    await openManage(page, "Invite Co");
    await page.getByRole("combobox", { name: `Role of ${invitee.email}` }).click();
    await page.getByRole("option", { name: "admin" }).click();
    await expect(page.getByText(`${invitee.name} is now admin`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("combobox", { name: `Role of ${invitee.email}` })).toHaveText("admin");

    // As admin the invitee may invite, but still not delete the organization.
    await inviteePage.reload();
    await expect(inviteePage.getByText("Your role:")).toContainText("admin");
    await expect(inviteePage.getByRole("button", { name: "Invite", exact: true })).toBeVisible();
    await expect(inviteePage.getByRole("button", { name: "Delete Organization" })).toHaveCount(0);

    // Leaving the only organization sends the invitee on to create one.
    await inviteePage.getByRole("button", { name: "Leave organization" }).click();
    await inviteePage.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
    await expect(inviteePage).toHaveURL("/neworg");
    await context.close();

    await page.goto("/dashboard/organizations");
    await expect(row(page, "Invite Co").getByText("1 member")).toBeVisible();
  });

  test("the invitation page explains every state", async ({ page, browser }, testInfo) => {
    const owner = newUser("owner");
    const kept = newUser("kept");
    const canceled = newUser("canceled");
    await signUpWithOrganization(page, owner, "States Co");

    await page.goto("/accept-invitation/no-such-invitation");
    await expect(page.getByText("Invitation not found")).toBeVisible();

    await openManage(page, "States Co");
    await inviteByEmail(page, `${kept.email}, ${canceled.email}`);
    await expect(page.getByText("2 invitations sent")).toBeVisible();
    // On a 720 px high screen the toast covers this row's 'Cancel' once it has slid in: close it, as a user would.
    await page.getByRole("button", { name: "Close toast" }).click();
    await expect(page.getByText("2 invitations sent")).toBeHidden();
    const canceledRow = page.getByTestId("invitation-row").filter({ hasText: canceled.email });
    await canceledRow.getByRole("button", { name: "Cancel" }).click();
    await expect(canceledRow).toHaveCount(0);

    await page.goto(await invitationLink(canceled.email));
    await expect(page.getByText("Invitation canceled")).toBeVisible();

    // Signed in as someone else: both addresses are named, with a way out.
    const keptLink = await invitationLink(kept.email);
    await page.goto(keptLink);
    await expect(page.getByText("This invitation is for another account")).toBeVisible();
    await expect(page.getByText(kept.email)).toBeVisible();
    await expect(page.getByText(owner.email)).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("link", { name: "Create account" })).toBeVisible();

    const context = await freshContext(browser, testInfo);
    const keptPage = await context.newPage();
    await signUpFromInvitation(keptPage, keptLink, kept);
    await keptPage.getByRole("button", { name: "Reject" }).click();
    await expect(keptPage.getByText("You declined the invitation to join States Co.")).toBeVisible();
    await keptPage.reload();
    await expect(keptPage.getByText("Invitation declined")).toBeVisible();
    await context.close();
  });

  test("the email tag input splits, refuses duplicates and invalid addresses, and keeps failed ones", async ({
    page,
  }) => {
    const user = newUser();
    await signUpWithOrganization(page, user, "Tags Co");
    await openManage(page, "Tags Co");
    const input = page.getByLabel("Email addresses");
    const invite = page.getByRole("button", { name: "Invite", exact: true });
    const tags = page.getByTestId("email-tag");
    await expect(invite).toBeDisabled();

    await input.pressSequentially("one@e2e.test,two@e2e.test,");
    await expect(tags).toHaveText(["one@e2e.test", "two@e2e.test"]);
    await expect(input).toHaveValue("");
    await expect(invite).toBeEnabled();

    await input.fill("ONE@e2e.test");
    await input.press("Enter");
    await expect(page.getByText("Already in the list: ONE@e2e.test")).toBeVisible();
    await expect(tags).toHaveCount(2);

    await input.fill("not-an-email");
    await input.press("Enter");
    await expect(page.getByText("Not a valid email address: not-an-email")).toBeVisible();
    await expect(input).toHaveValue("not-an-email");
    await expect(tags).toHaveCount(2);
    await input.fill("");

    // Pasted lists become tags at once.
    await input.focus();
    await input.evaluate((element) => {
      const data = new DataTransfer();
      data.setData("text/plain", "three@e2e.test\nfour@e2e.test; two@e2e.test");
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(tags).toHaveText(["one@e2e.test", "two@e2e.test", "three@e2e.test", "four@e2e.test"]);
    await expect(page.getByText("Already in the list: two@e2e.test")).toBeVisible();

    for (const email of ["one@e2e.test", "three@e2e.test", "four@e2e.test"]) {
      await page.getByRole("button", { name: `Remove ${email}` }).click();
    }
    await expect(tags).toHaveText(["two@e2e.test"]);
    await invite.click();
    await expect(page.getByText("Invitation sent")).toBeVisible();
    await expect(tags).toHaveCount(0);
    await expect(invite).toBeDisabled();

    // Inviting a member fails (re-inviting a pending address would resend): it stays, the new one goes.
    await input.pressSequentially(`${user.email},five@e2e.test,`);
    await invite.click();
    await expect(page.getByText(`Failed to invite: ${user.email}`)).toBeVisible();
    await expect(tags).toHaveText([user.email]);
    await expect(page.getByTestId("invitation-row").filter({ hasText: "five@e2e.test" })).toBeVisible();

    // When every address fails, the message is the general one. (Enter in the empty field submits.)
    await input.press("Enter");
    await expect(page.getByText("Failed to send invitations. Please try again.")).toBeVisible();
    await expect(tags).toHaveText([user.email]);
  });
});

test.describe("deleting and small screens", () => {
  test("the owner deletes an organization after confirming", async ({ page }) => {
    await signUpWithOrganization(page, newUser(), "Keep Co");
    await createOrganization(page, "Doomed Co");
    await openManage(page, "Doomed Co");

    await page.getByRole("button", { name: "Delete Organization" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(
      dialog.getByText(
        "This action cannot be undone. All members, invitations, and organization data will be permanently deleted.",
      ),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Delete Organization" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Organization deleted successfully")).toBeVisible();
    await expect(page).toHaveURL("/dashboard/organizations");
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, "Keep Co")).toBeVisible();
    await expect(row(page, "Keep Co").getByText("Active", { exact: true })).toBeVisible();
  });

  test("the list and the manage view fit a 375 px wide screen", async ({ page }, testInfo) => {
    await signUpWithOrganization(page, newUser(), "A Rather Long Organization Name For Phones");
    await createOrganization(page, "Second Co");
    await page.setViewportSize({ width: 375, height: 812 });

    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto("/dashboard/organizations");
    await expect(rows(page)).toHaveCount(2);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await testInfo.attach("organizations-375", { body: await page.screenshot(), contentType: "image/png" });

    await row(page, "Second Co").getByRole("link", { name: "Manage" }).click();
    await expect(page.getByRole("button", { name: "Invite", exact: true })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await testInfo.attach("manage-375", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
  });
});
