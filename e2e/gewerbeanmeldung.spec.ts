import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, newUser, signUpWithOrganization, test } from "./support/fixtures";
import { holdUntilReleased } from "./support/hold";

const LIST = "/dashboard/docs/gewerbeanmeldung";
const NEW = `${LIST}/new`;
/** de-DE date and time as the list and the detail print it, e.g. "22.11.2026, 18:05". */
const GERMAN_DATE = /\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/;

type SectionName = "Wohnanschrift" | "Betriebsstätte";

interface Address {
  strasse: string;
  hausnummer: string;
  adresszusatz?: string;
  postleitzahl: string;
  ort: string;
  /** Bundesland name; the form's default (Berlin) when absent. */
  bundesland?: string;
}

const wohnung: Address = {
  strasse: "Hauptstraße",
  hausnummer: "15a",
  adresszusatz: "Hinterhaus",
  postleitzahl: "10115",
  ort: "Berlin",
};
const betrieb: Address = {
  strasse: "Marienplatz",
  hausnummer: "8",
  postleitzahl: "80331",
  ort: "München",
  bundesland: "Bayern",
};

const rows = (page: Page) => page.getByTestId("document-row");
const section = (page: Page, name: SectionName) => page.getByRole("group", { name });
const field = (page: Page, name: SectionName, label: string) => section(page, name).getByLabel(label, { exact: true });
const submit = (page: Page) => page.getByRole("button", { name: "Absenden" });

async function fillAddress(page: Page, name: SectionName, address: Address) {
  await field(page, name, "Straße").fill(address.strasse);
  await field(page, name, "Hausnummer").fill(address.hausnummer);
  await field(page, name, "Adresszusatz (optional)").fill(address.adresszusatz ?? "");
  await field(page, name, "PLZ").fill(address.postleitzahl);
  await field(page, name, "Ort").fill(address.ort);
  await field(page, name, "Bundesland").selectOption({ label: address.bundesland ?? "Berlin" });
}

/** The API body for an address, as the form sends it. */
function apiAddress(address: Address, bundesland = "BE") {
  return { ...address, bundesland: { kuerzel: bundesland }, land: { kuerzel: "DE" } };
}

/** Creates documents through the RPC endpoint in the page (with its session cookie), one after another. */
async function createViaApi(page: Page, count: number): Promise<string[]> {
  const body = { wohnanschrift_11: apiAddress(wohnung), betriebsstaette_15: apiAddress(betrieb, "BY") };
  return page.evaluate(
    async ({ body, count }) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const response = await fetch("/rpc/docs/gewerbeanmeldung/create", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ json: body }),
        });
        if (!response.ok) throw new Error(`create answered ${response.status}: ${await response.text()}`);
        ids.push((await response.json()).json.documentId);
      }
      return ids;
    },
    { body, count },
  );
}

/** A second browser with its own cookies and client address (the rate limits are per address). */
async function freshContext(browser: Browser, testInfo: TestInfo) {
  return browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.251.${testInfo.workerIndex % 250}.${(Date.now() % 250) + 1}` },
  });
}

/** From the dashboard through the sidebar's Documents group, as a user would. */
async function openListFromSidebar(page: Page) {
  await page.getByRole("button", { name: "Documents" }).click();
  await page.getByRole("link", { name: "Gewerbeanmeldung", exact: true }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole("heading", { name: "Gewerbeanmeldungen" })).toBeVisible();
}

test("empty list → form with errors → fixed → toast → list row → detail → back", async ({ page }) => {
  await signUpWithOrganization(page, newUser("gewerbe"));
  await openListFromSidebar(page);
  await expect(page.getByText("Verwalten Sie Ihre Gewerbeanmeldungen")).toBeVisible();
  await expect(page.getByText("Keine Gewerbeanmeldungen", { exact: true })).toBeVisible();
  await expect(page.getByText("Sie haben noch keine Gewerbeanmeldungen erstellt")).toBeVisible();
  await expect(page.getByRole("link", { name: "Neue Gewerbeanmeldung" })).toHaveAttribute("href", NEW);

  await page.getByRole("link", { name: "Erste Gewerbeanmeldung erstellen" }).click();
  await expect(page).toHaveURL(NEW);
  await expect(page.getByRole("heading", { name: "Gewerbeanmeldung", exact: true })).toBeVisible();
  for (const name of ["Wohnanschrift", "Betriebsstätte"] as const) {
    await expect(field(page, name, "Bundesland")).toHaveValue("BE");
    await expect(field(page, name, "Bundesland").locator("option")).toHaveCount(16);
    await expect(field(page, name, "Land")).toHaveValue("DE");
    await expect(field(page, name, "Land")).toBeDisabled();
    await expect(field(page, name, "Straße")).toHaveAttribute("autocomplete", /address-line1$/);
    await expect(field(page, name, "PLZ")).toHaveAttribute("autocomplete", /postal-code$/);
  }

  // Empty: every required field says what is missing, and the first one gets the focus.
  await submit(page).click();
  const home = section(page, "Wohnanschrift");
  await expect(home.getByText("Bitte geben Sie eine gültige Straße ein")).toBeVisible();
  await expect(home.getByText("Bitte geben Sie eine Hausnummer ein")).toBeVisible();
  await expect(home.getByText("PLZ muss genau 5 Ziffern haben")).toBeVisible();
  await expect(home.getByText("Bitte geben Sie einen gültigen Ort ein")).toBeVisible();
  await expect(section(page, "Betriebsstätte").getByText("PLZ muss genau 5 Ziffern haben")).toBeVisible();
  await expect(field(page, "Wohnanschrift", "Straße")).toBeFocused();

  // Invalid values: the message sits under its field and describes it.
  await field(page, "Wohnanschrift", "Straße").fill("ab");
  await field(page, "Wohnanschrift", "Hausnummer").fill("a15");
  await field(page, "Wohnanschrift", "PLZ").fill("1234");
  await submit(page).click();
  await expect(field(page, "Wohnanschrift", "Straße")).toHaveAccessibleDescription(
    "Bitte geben Sie eine gültige Straße ein",
  );
  await expect(field(page, "Wohnanschrift", "Hausnummer")).toHaveAccessibleDescription(
    "Hausnummer muss mit einer Zahl beginnen (z.B. 15, 7a, 3-5, 10/12)",
  );
  await expect(field(page, "Wohnanschrift", "PLZ")).toHaveAccessibleDescription("PLZ muss genau 5 Ziffern haben");
  await expect(field(page, "Wohnanschrift", "PLZ")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(NEW);

  await fillAddress(page, "Wohnanschrift", wohnung);
  await fillAddress(page, "Betriebsstätte", betrieb);
  await expect(home.locator("[aria-invalid=true]")).toHaveCount(0);
  await submit(page).click();

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Gewerbeanmeldung erfolgreich erstellt" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(/Document ID: [0-9a-f-]{36}/);
  const id = (await toast.textContent())?.match(/[0-9a-f-]{36}/)?.[0] ?? "";
  await expect(page).toHaveURL(LIST);

  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(`Gewerbeanmeldung #${id.slice(0, 8)}`);
  await expect(row).toContainText("München, Deutschland");
  await expect(row).toContainText(GERMAN_DATE);

  await toast.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page).toHaveURL(`${LIST}/${id}`);
  await expect(page.getByTestId("document-id")).toHaveText(id);
  const homeView = page.getByRole("region", { name: "Wohnanschrift" });
  for (const text of ["Hauptstraße", "15a", "Hinterhaus", "10115", "Berlin", "Deutschland"]) {
    await expect(homeView).toContainText(text);
  }
  const premisesView = page.getByRole("region", { name: "Betriebsstätte" });
  for (const text of ["Marienplatz", "80331", "München", "Bayern", "Deutschland"]) {
    await expect(premisesView).toContainText(text);
  }
  await expect(page.getByRole("button", { name: "PDF herunterladen" })).toBeDisabled();

  await page.getByRole("link", { name: "Zurück zur Übersicht" }).click();
  await expect(page).toHaveURL(LIST);
  // The row itself is a link to the detail.
  await rows(page).first().getByRole("link").click();
  await expect(page).toHaveURL(`${LIST}/${id}`);
});

test("another user sees neither the document in their list nor its detail", async ({ page, browser }, testInfo) => {
  await signUpWithOrganization(page, newUser("owner"));
  const [id] = await createViaApi(page, 1);
  await page.goto(`${LIST}/${id}`);
  await expect(page.getByTestId("document-id")).toHaveText(id);

  const context = await freshContext(browser, testInfo);
  const other = await context.newPage();
  try {
    await signUpWithOrganization(other, newUser("stranger"));
    await other.goto(LIST);
    await expect(other.getByText("Keine Gewerbeanmeldungen", { exact: true })).toBeVisible();
    await expect(rows(other)).toHaveCount(0);

    await other.goto(`${LIST}/${id}`);
    await expect(other.getByRole("heading", { name: "Dokument nicht gefunden" })).toBeVisible();
    await expect(other.getByText(/Hauptstraße|Marienplatz/)).toHaveCount(0);
    // The page says it; the global error toast does not repeat it.
    await expect(other.getByText(/^Error: /)).toHaveCount(0);
    await other.getByRole("link", { name: "Zurück zur Übersicht" }).click();
    await expect(other).toHaveURL(LIST);

    await other.goto(`${LIST}/does-not-exist`);
    await expect(other.getByRole("heading", { name: "Dokument nicht gefunden" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("the form works with the keyboard alone and submits with Enter", async ({ page }) => {
  await signUpWithOrganization(page, newUser("keyboard"));
  await page.goto(NEW);
  await field(page, "Wohnanschrift", "Straße").focus();

  // Type into the focused field, then Tab on and check where the focus went.
  const step = async (text: string, next: [SectionName, string]) => {
    if (text) await page.keyboard.type(text);
    await page.keyboard.press("Tab");
    await expect(field(page, ...next)).toBeFocused();
  };
  for (const [name, address, following] of [
    ["Wohnanschrift", wohnung, ["Betriebsstätte", "Straße"]],
    ["Betriebsstätte", betrieb, "Absenden"],
  ] as const) {
    await step(address.strasse, [name, "Hausnummer"]);
    await step(address.hausnummer, [name, "Adresszusatz (optional)"]);
    await step(address.adresszusatz ?? "", [name, "PLZ"]);
    await step(address.postleitzahl, [name, "Ort"]);
    await step(address.ort, [name, "Bundesland"]);
    // A closed native select picks an option by typing its name; the disabled Land is skipped by Tab.
    if (address.bundesland) await page.keyboard.type(address.bundesland);
    await page.keyboard.press("Tab");
    if (following === "Absenden") {
      // 'Cancel' comes before 'Absenden'.
      await expect(page.getByRole("link", { name: "Cancel" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(submit(page)).toBeFocused();
    } else {
      await expect(field(page, ...following)).toBeFocused();
    }
  }
  await expect(field(page, "Betriebsstätte", "Bundesland")).toHaveValue("BY");

  // Enter in a text field submits the form.
  await field(page, "Betriebsstätte", "Ort").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Gewerbeanmeldung erfolgreich erstellt")).toBeVisible();
  await expect(page).toHaveURL(LIST);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("München, Deutschland");

  // And on, by keyboard, into the detail.
  await rows(page).first().getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Betriebsstätte" })).toContainText("Bayern");
});

test("the list loads the next page on scroll and with 'Load more'", async ({ page }) => {
  await signUpWithOrganization(page, newUser("pages"));
  const ids = await createViaApi(page, 25);
  const newest = ids.at(-1) ?? "";

  // The first page is held back until the loading text has been seen (a fixed delay raced the
  // page's load event on a busy machine).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/rpc/docs/gewerbeanmeldung/list", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(LIST);
  await expect(page.getByText("Lade Dokumente...")).toBeVisible();
  release();
  await expect(rows(page)).toHaveCount(20);
  await page.unroute("**/rpc/docs/gewerbeanmeldung/list");
  await expect(rows(page).first()).toContainText(`Gewerbeanmeldung #${newest.slice(0, 8)}`);
  const more = page.getByRole("button", { name: "Load more" });
  await expect(more).toBeVisible();

  await rows(page).nth(19).scrollIntoViewIfNeeded();
  await expect(rows(page)).toHaveCount(25);
  await expect(more).toBeHidden();
  await expect(rows(page).last()).toContainText(`Gewerbeanmeldung #${ids[0].slice(0, 8)}`);

  // The fallback: without IntersectionObserver only the button loads more.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "IntersectionObserver");
  });
  await page.reload();
  await expect(rows(page)).toHaveCount(20);
  await rows(page).nth(19).scrollIntoViewIfNeeded();
  await expect(rows(page)).toHaveCount(20);
  await more.click();
  await expect(rows(page)).toHaveCount(25);
  await expect(more).toBeHidden();
  await expect(new Set(await rows(page).allTextContents()).size).toBe(25);
});

test("submit says 'Wird gesendet...'; server errors show as a toast and under their fields", async ({ page }) => {
  await signUpWithOrganization(page, newUser("errors"));
  await page.goto(NEW);
  await fillAddress(page, "Wohnanschrift", wohnung);
  await fillAddress(page, "Betriebsstätte", betrieb);

  // Held back, then answered as a server failure: the generic German message.
  const release = await holdUntilReleased(page, "**/rpc/docs/gewerbeanmeldung/create", {
    status: 500,
    contentType: "application/json",
    body: JSON.stringify({
      json: { defined: false, code: "INTERNAL_SERVER_ERROR", status: 500, message: "Internal server error" },
    }),
  });
  await submit(page).click();
  await expect(page.getByRole("button", { name: "Wird gesendet..." })).toBeDisabled();
  release();
  await expect(page.getByText("Es ist ein Fehler beim Einreichen aufgetreten.")).toBeVisible();
  await expect(submit(page)).toBeEnabled();
  await expect(page).toHaveURL(NEW);

  // The real server's BAD_REQUEST, for a body the form would not send: its message and field issues.
  await page.unroute("**/rpc/docs/gewerbeanmeldung/create");
  await page.route("**/rpc/docs/gewerbeanmeldung/create", async (route) => {
    const body = route.request().postDataJSON();
    body.json.betriebsstaette_15.postleitzahl = "ABCDE";
    await route.fulfill({ response: await route.fetch({ postData: JSON.stringify(body) }) });
  });
  await submit(page).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "PLZ muss genau 5 Ziffern haben" })).toBeVisible();
  await expect(field(page, "Betriebsstätte", "PLZ")).toHaveAccessibleDescription("PLZ muss genau 5 Ziffern haben");
  await expect(page).toHaveURL(NEW);
});

test("the detail shows a load error with technical details, without the global toast", async ({ page }) => {
  await signUpWithOrganization(page, newUser("detail"));
  const [id] = await createViaApi(page, 1);
  await page.route("**/rpc/docs/gewerbeanmeldung/getById", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({
        json: { defined: false, code: "SERVICE_UNAVAILABLE", status: 503, message: "Service unavailable" },
      }),
    }),
  );
  await page.goto(`${LIST}/${id}`);
  await expect(page.getByText("Lade Dokument...")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fehler beim Laden des Dokuments" })).toBeVisible();
  await expect(page.getByText("Service unavailable")).toBeVisible();
  await page.getByText("Technical details").click();
  await expect(page.getByText("SERVICE_UNAVAILABLE")).toBeVisible();
  await expect(page.getByText("503", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Error: /)).toHaveCount(0);

  await page.unroute("**/rpc/docs/gewerbeanmeldung/getById");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("document-id")).toHaveText(id);
});
