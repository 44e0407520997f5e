import { randomBytes } from "node:crypto";
import type { Browser, Locator, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { ADMIN, adminTest, freshIp } from "./support/admin";
import { expect, newUser, openMenu, signIn, signUpWithOrganization, type TestUser, test } from "./support/fixtures";

/** A tag for one test's users: searching for it finds them and nobody else. */
const newTag = () => `t${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;

/** Creates accounts through the API, one after another, so the last one is the newest. */
async function seedUsers(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, users: TestUser[]) {
  const api = await playwright.request.newContext({ baseURL });
  for (const user of users) {
    const response = await api.post("/api/auth/sign-up/email", {
      data: user,
      headers: { origin: baseURL, "x-forwarded-for": freshIp() },
    });
    expect(response.ok(), `sign-up of ${user.email}: ${response.status()}`).toBe(true);
  }
  await api.dispose();
}

const seedUser = (tag: string, i: number, name = `Seed ${i} ${tag}`): TestUser => ({
  name,
  email: `seed${i}-${tag}@e2e.test`,
  password: "correct horse battery",
});

/** Another person's browser, signed up with an organization and on the dashboard. */
async function otherUserBrowser(browser: Browser, baseURL: string, prefix: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": freshIp() },
    // Playwright gives new contexts the test's options, the admin's session among them: not this one.
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  const user = newUser(prefix);
  await signUpWithOrganization(page, user);
  return { context, page, user };
}

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search users" });
const bodyRows = (page: Page) => page.locator("tbody tr");
const userRow = (page: Page, email: string) => bodyRows(page).filter({ hasText: email });
// By column: the name cell repeats role and status for phones (hidden on wider screens).
const roleCell = (row: Locator) => row.locator("td").nth(2);
const statusCell = (row: Locator) => row.locator("td").nth(3);
// Numbers over 999 carry commas; "1,000+" when a search matched more (decisions 024, 025).
const footer = (page: Page) => page.getByText(/^Showing [\d,]+ to [\d,]+ of [\d,]+\+? results$/);

async function openUsers(page: Page, search?: string) {
  await page.goto(search ? `/dashboard/admin/users?search=${encodeURIComponent(search)}` : "/dashboard/admin/users");
  await expect(searchBox(page)).toBeVisible();
}

async function chooseField(page: Page, field: "Email" | "Name") {
  await page.getByRole("combobox", { name: "Search field" }).click();
  await page.getByRole("option", { name: field }).click();
}

async function rowAction(page: Page, email: string, action: string) {
  await openMenu(page.getByRole("button", { name: `Actions for ${email}` }));
  await page.getByRole("menuitem", { name: action }).click();
}

test("a plain user is sent back to /dashboard and sees no Admin group", async ({ page }) => {
  await signUpWithOrganization(page, newUser("plain"));
  await expect(page.getByRole("button", { name: "Admin", exact: true })).toHaveCount(0);
  await page.goto("/dashboard/admin/users");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/admin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome to your dashboard")).toBeVisible();
});

adminTest(
  "/dashboard/admin leads to the user table: newest first, with name, email, role, status and date",
  async ({ page, playwright, baseURL }) => {
    const tag = newTag();
    const users = [1, 2, 3].map((i) => seedUser(tag, i));
    await seedUsers(playwright, baseURL!, users);

    await page.goto("/dashboard/admin");
    await expect(page).toHaveURL(/\/dashboard\/admin\/users$/);
    await expect(page.getByRole("button", { name: "Admin", exact: true })).toBeVisible();
    for (const header of ["Name", "Email", "Role", "Status", "Email verified", "2FA", "Created"]) {
      await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    }

    await searchBox(page).fill(tag);
    await expect(footer(page)).toHaveText("Showing 1 to 3 of 3 results");
    await expect(bodyRows(page)).toHaveCount(3);
    // Newest first.
    await expect(bodyRows(page).nth(0)).toContainText(users[2].email);
    await expect(bodyRows(page).nth(2)).toContainText(users[0].email);

    const today = await page.evaluate(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format());
    const row = userRow(page, users[0].email);
    await expect(row).toContainText(users[0].name);
    await expect(roleCell(row)).toHaveText(/^user$/i);
    await expect(statusCell(row)).toHaveText("Active");
    await expect(row).toContainText(today);
    // One page only: no pagination.
    await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Previous" })).toHaveCount(0);
  },
);

adminTest(
  "search waits for typing to pause, ignores case, searches the chosen field and survives a reload",
  async ({ page, playwright, baseURL }) => {
    const tag = newTag();
    // 'quinn' is in the first user's name and in the second user's email.
    const byName = { ...seedUser(tag, 1), name: `Quinn ${tag}`, email: `alpha-${tag}@e2e.test` };
    const byEmail = { ...seedUser(tag, 2), name: `Bob ${tag}`, email: `quinn-${tag}@e2e.test` };
    await seedUsers(playwright, baseURL!, [byName, byEmail]);
    await openUsers(page);
    await expect(footer(page)).toBeVisible();

    const listRequests: number[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/rpc/admin/listUsers")) listRequests.push(Date.now());
    });
    await searchBox(page).pressSequentially(`QUINN-${tag.toUpperCase()}`, { delay: 40 });
    const typedAt = Date.now();
    await expect(footer(page)).toHaveText("Showing 1 to 1 of 1 results");
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(byEmail.email);
    // One request for the whole text, sent once typing had paused for 500 ms.
    expect(listRequests).toHaveLength(1);
    expect(listRequests[0] - typedAt).toBeGreaterThanOrEqual(400);
    await expect(page).toHaveURL(/search=QUINN-/);

    // The same text in the name field: no name contains 'quinn-'.
    await chooseField(page, "Name");
    await expect(page.getByText("No users found.")).toBeVisible();
    await expect(footer(page)).toHaveCount(0);

    await searchBox(page).fill(`quinn ${tag.toUpperCase()}`);
    await expect(bodyRows(page).filter({ hasText: byName.email })).toHaveCount(1);
    await expect(footer(page)).toHaveText("Showing 1 to 1 of 1 results");
    await expect(page).toHaveURL(/field=name/);

    await page.reload();
    await expect(searchBox(page)).toHaveValue(`quinn ${tag.toUpperCase()}`);
    await expect(page.getByRole("combobox", { name: "Search field" })).toHaveText("Name");
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(byName.email);
  },
);

adminTest(
  "twelve users make two pages of ten; the page is in the URL and a new search starts on page 1",
  async ({ page, playwright, baseURL }) => {
    const tag = newTag();
    const users = Array.from({ length: 12 }, (_, i) => seedUser(tag, i + 1));
    await seedUsers(playwright, baseURL!, users);
    await openUsers(page, tag);

    await expect(footer(page)).toHaveText("Showing 1 to 10 of 12 results");
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(bodyRows(page).first()).toContainText(users[11].email);
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

    await page.getByRole("button", { name: "Next" }).click();
    await expect(footer(page)).toHaveText("Showing 11 to 12 of 12 results");
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(bodyRows(page).nth(0)).toContainText(users[1].email);
    await expect(bodyRows(page).nth(1)).toContainText(users[0].email);
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(page).toHaveURL(/page=2/);

    await page.reload();
    await expect(footer(page)).toHaveText("Showing 11 to 12 of 12 results");

    await page.getByRole("button", { name: "Previous" }).click();
    await expect(footer(page)).toHaveText("Showing 1 to 10 of 12 results");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(footer(page)).toHaveText("Showing 11 to 12 of 12 results");

    // Another field, then another text: each goes back to the first page.
    await chooseField(page, "Name");
    await expect(footer(page)).toHaveText("Showing 1 to 10 of 12 results");
    await expect(page).not.toHaveURL(/page=/);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(footer(page)).toHaveText("Showing 11 to 12 of 12 results");
    await searchBox(page).fill(`seed 1 ${tag}`);
    await expect(footer(page)).toHaveText("Showing 1 to 1 of 1 results");
    await expect(page).not.toHaveURL(/page=/);
  },
);

adminTest(
  "a search matching more than 1,000: '1,000+', paging ends at page 100 with a hint to refine the search",
  async ({ page, playwright, baseURL }) => {
    const tag = newTag();
    await seedUsers(
      playwright,
      baseURL!,
      Array.from({ length: 12 }, (_, i) => seedUser(tag, i + 1)),
    );
    // A thousand accounts are not signed up here: the answer is the real first page of the
    // search with the total the server gives a longer one (total 1,000, a lower bound).
    const offsets: number[] = [];
    await page.route("**/rpc/admin/listUsers", async (route) => {
      const sent = route.request().postDataJSON() as { json: { offset: number } };
      offsets.push(sent.json.offset);
      try {
        const response = await route.fetch({ postData: { ...sent, json: { ...sent.json, offset: 0 } } });
        const body = await response.json();
        body.json = { ...body.json, total: 1_000, totalIsLowerBound: true };
        await route.fulfill({ response, json: body });
      } catch (error) {
        // A request still on its way when the test navigates is dropped with its page; nothing
        // waits for its answer. Anything else is a real failure.
        if (!/disposed|closed|Test ended/.test(String(error))) throw error;
      }
    });
    const hint = page.getByText(
      "Only the first 1,000 results can be paged through. Refine the search to see the others.",
    );

    await openUsers(page, tag);
    await expect(footer(page)).toHaveText("Showing 1 to 10 of 1,000+ results");
    await expect(page.getByText("Page 1 of 100+")).toBeVisible();
    await expect(hint).toHaveCount(0);

    // An old link past the reach opens the last reachable page; its offset is one the server takes.
    await page.goto(`/dashboard/admin/users?search=${tag}&page=5000`);
    await expect(footer(page)).toHaveText("Showing 991 to 1,000 of 1,000+ results");
    expect(offsets.at(-1)).toBe(990);
    await expect(page.getByText("Page 100 of 100+")).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(hint).toBeVisible();

    await page.getByRole("button", { name: "Previous" }).click();
    await expect(footer(page)).toHaveText("Showing 981 to 990 of 1,000+ results");
    await expect(page).toHaveURL(/page=99(&|$)/);
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
    await expect(hint).toHaveCount(0);
    // A search the page sent last may still be in the handler above when the test ends.
    await page.unrouteAll({ behavior: "ignoreErrors" });
  },
);

adminTest(
  "role changes show in the row; a ban ends the user's open session at once and unbanning lets them back",
  async ({ page, browser, baseURL }) => {
    // A second browser signs up and in three times: more than the usual 30 s.
    adminTest.slow();
    const other = await otherUserBrowser(browser, baseURL!, "target");
    const email = other.user.email;
    await openUsers(page, email);
    const row = userRow(page, email);
    await expect(roleCell(row)).toHaveText(/^user$/i);

    await rowAction(page, email, "Make admin");
    await expect(page.getByText(`${other.user.name} is now an admin`)).toBeVisible();
    await expect(roleCell(row)).toHaveText(/^admin$/i);
    // Admins cannot impersonate other admins. (openMenu waits for the 'Make admin' menu to close first:
    // a click on the trigger while it is still on screen counts as a click outside it.)
    await openMenu(page.getByRole("button", { name: `Actions for ${email}` }));
    await expect(page.getByRole("menuitem", { name: "Impersonate" })).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Escape");
    // Clicking the trigger while the closing menu is still on screen would count as a click outside it.
    await expect(page.getByRole("menu")).toHaveCount(0);
    await rowAction(page, email, "Make user");
    await expect(roleCell(row)).toHaveText(/^user$/i);

    // 'Ban' asks first; confirmed as offered: the fixed reason, no end.
    await rowAction(page, email, "Ban");
    await page.getByRole("alertdialog").getByRole("button", { name: "Ban" }).click();
    await expect(page.getByText(`${email} was banned`)).toBeVisible();
    await expect(statusCell(row)).toHaveText("Banned");
    await expect(statusCell(row).getByText("Banned")).toHaveAttribute("title", "Banned by admin");

    await other.page.reload();
    await expect(other.page).toHaveURL(/\/login/);
    await signIn(other.page, other.user);
    await expect(other.page.getByText("You have been banned from this application")).toBeVisible();
    await expect(other.page).toHaveURL(/\/login/);

    await rowAction(page, email, "Unban");
    await expect(page.getByText(`${email} was unbanned`)).toBeVisible();
    await expect(statusCell(row)).toHaveText("Active");
    await signIn(other.page, other.user);
    await expect(other.page).toHaveURL(/\/dashboard$/);
    await other.context.close();
  },
);

/** The user as the user list's API returns it (the admin's session cookie). */
async function listedUser(page: Page, email: string) {
  return page.evaluate(async (email) => {
    const response = await fetch("/rpc/admin/listUsers", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { searchValue: email, searchField: "email", limit: 10, offset: 0 } }),
    });
    const { json } = await response.json();
    return json.users[0] as { banned: boolean; banReason: string | null; banExpires: string | null };
  }, email);
}

adminTest(
  "'Ban' asks first, with the reason 'Banned by admin' to edit and an optional end",
  async ({ page, playwright, baseURL }) => {
    const tag = newTag();
    const user = seedUser(tag, 1);
    await seedUsers(playwright, baseURL!, [user]);
    await openUsers(page, tag);
    await expect(page).toHaveTitle("Users · Web App Starter");
    const row = userRow(page, user.email);
    await expect(statusCell(row)).toHaveText("Active");

    // Cancelled: nothing happens.
    await rowAction(page, user.email, "Ban");
    const dialog = page.getByRole("alertdialog", { name: `Ban ${user.email}?` });
    await expect(dialog.getByLabel("Reason")).toHaveValue("Banned by admin");
    await expect(dialog.getByLabel("Ban ends")).toHaveValue("never");
    await dialog.getByLabel("Reason").fill("Spam in every organization");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(statusCell(row)).toHaveText("Active");
    expect((await listedUser(page, user.email)).banned).toBe(false);

    // Opened again it starts from the defaults; this time with a reason of our own and an end in 7 days.
    await rowAction(page, user.email, "Ban");
    await expect(dialog.getByLabel("Reason")).toHaveValue("Banned by admin");
    await dialog.getByLabel("Reason").fill("Spam in every organization");
    await dialog.getByLabel("Ban ends").selectOption({ label: "After 7 days" });
    const bannedAt = Date.now();
    await dialog.getByRole("button", { name: "Ban" }).click();
    await expect(page.getByText(`${user.email} was banned`)).toBeVisible();

    const week = 7 * 24 * 60 * 60 * 1000;
    const endDay = await page.evaluate(
      (end) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(end)),
      bannedAt + week,
    );
    await expect(statusCell(row)).toContainText("Banned");
    await expect(statusCell(row)).toContainText(`until ${endDay}`);
    await expect(statusCell(row).getByText("Banned", { exact: true })).toHaveAttribute(
      "title",
      "Spam in every organization",
    );
    const listed = await listedUser(page, user.email);
    expect(listed.banned).toBe(true);
    expect(listed.banReason).toBe("Spam in every organization");
    const ends = new Date(listed.banExpires ?? 0).getTime();
    expect(ends).toBeGreaterThan(bannedAt + week - 60_000);
    expect(ends).toBeLessThan(Date.now() + week + 60_000);

    // A ban without end, with the reason left as offered.
    await rowAction(page, user.email, "Unban");
    await expect(statusCell(row)).toHaveText("Active");
    await rowAction(page, user.email, "Ban");
    await dialog.getByRole("button", { name: "Ban" }).click();
    await expect(statusCell(row)).toHaveText("Banned");
    expect(await listedUser(page, user.email)).toMatchObject({
      banned: true,
      banReason: "Banned by admin",
      banExpires: null,
    });
  },
);

adminTest("the table's columns keep their widths while the search changes", async ({ page, playwright, baseURL }) => {
  const tag = newTag();
  const long = {
    ...seedUser(tag, 1, `A Very Long Name Indeed For Column Widths ${tag}`),
    email: `a-very-long-email-address-for-column-widths-${tag}@e2e.test`,
  };
  await seedUsers(playwright, baseURL!, [long, seedUser(tag, 2, `Bo ${tag}`)]);
  await openUsers(page, tag);
  await expect(bodyRows(page)).toHaveCount(2);
  // By tag, not role: while the field menu closes, the table is hidden from the accessibility tree.
  const widths = () =>
    page.locator("thead th").evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
  const before = await widths();
  // Beside the sidebar at 1280 px the fixed columns left the name ~75 px, its initial only.
  expect(before[0]).toBeGreaterThanOrEqual(160);

  await searchBox(page).fill(`bo ${tag}`);
  await chooseField(page, "Name");
  await expect(bodyRows(page)).toHaveCount(1);
  expect(await widths()).toEqual(before);

  await searchBox(page).fill("no-such-user-anywhere");
  await expect(page.getByText("No users found.")).toBeVisible();
  expect(await widths()).toEqual(before);
});

adminTest("deleting asks first and removes the user", async ({ page, playwright, baseURL }) => {
  const tag = newTag();
  const [user] = [seedUser(tag, 1)];
  await seedUsers(playwright, baseURL!, [user]);
  await openUsers(page, tag);
  await expect(userRow(page, user.email)).toHaveCount(1);

  await rowAction(page, user.email, "Delete");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to permanently delete this user?");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(userRow(page, user.email)).toHaveCount(1);

  await rowAction(page, user.email, "Delete");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`${user.email} was deleted`)).toBeVisible();
  await expect(page.getByText("No users found.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No users found.")).toBeVisible();
});

adminTest("on their own row the admin's actions are disabled, with the reason in a tooltip", async ({ page }) => {
  await openUsers(page, ADMIN.email);
  await expect(userRow(page, ADMIN.email)).toHaveCount(1);
  await page.getByRole("button", { name: `Actions for ${ADMIN.email}` }).click();
  const reasons: Record<string, string> = {
    "Make user": "You cannot change your own role",
    Ban: "You cannot ban yourself",
    Impersonate: "You cannot impersonate yourself",
    "Revoke sessions": "Sign out your other sessions on your account page",
    Delete: "You cannot delete yourself",
  };
  for (const [action, reason] of Object.entries(reasons)) {
    const item = page.getByRole("menuitem", { name: action });
    await expect(item).toHaveAttribute("aria-disabled", "true");
    await item.hover({ force: true });
    // The previous item's tooltip may still be fading out.
    await expect(page.getByRole("tooltip").filter({ hasText: reason })).toBeVisible();
  }

  // The server refuses the same, whatever the page offers.
  const answer = await page.evaluate(async () => {
    const session = await (await fetch("/api/auth/get-session")).json();
    const response = await fetch("/api/auth/admin/ban-user", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userId: session.user.id }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe("You cannot ban yourself");
});

adminTest(
  "impersonation: confirm, work as the user with the banner, and 'Stop Impersonating' returns to the list",
  async ({ page, browser, baseURL }) => {
    adminTest.slow();
    const other = await otherUserBrowser(browser, baseURL!, "impersonated");
    await other.context.close();
    const email = other.user.email;
    await openUsers(page, email);

    await rowAction(page, email, "Impersonate");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Are you sure you want to impersonate this user?");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/users/);

    await rowAction(page, email, "Impersonate");
    await dialog.getByRole("button", { name: "Impersonate" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("status").filter({ hasText: "You are impersonating" })).toHaveText(
      `You are impersonating ${email}Stop Impersonating`,
    );
    await expect(page.getByTestId("user-menu")).toContainText(other.user.name);
    // Nothing of the admin's was refetched as the user and refused on the way.
    await expect(page.getByText(/^Error:/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Admin", exact: true })).toHaveCount(0);
    // As the impersonated user, the admin area is closed.
    await page.goto("/dashboard/admin/users");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`You are impersonating ${email}`)).toBeVisible();

    await page.getByRole("button", { name: "Stop Impersonating" }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/users$/);
    await expect(page.getByText(/You are impersonating/)).toHaveCount(0);
    await expect(page.getByTestId("user-menu")).toContainText(ADMIN.email);
    await expect(footer(page)).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page.getByText(/^Error:/)).toHaveCount(0);
  },
);
