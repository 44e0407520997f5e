/**
 * What follows a Gewerbeanzeige (decision 040): the 'Next steps' of a completed document, marking a
 * step done, the reminder switch and the dashboard's list; a GmbH and an Abmeldung in German; axe in
 * both themes at 1280 and 375 px, with screenshots to look at.
 */
import type { Page, TestInfo } from "@playwright/test";
import { EVERY_LOOK, expectAccessibleLooks, type Look, useTheme } from "./support/axe";
import { createOrganization, expect, newUser, signUpWithOrganization, test } from "./support/fixtures";
import { completedAnmeldung, dayInGermany, fillNotice, startNotice } from "./support/gewerbe-lifecycle";
import { LIST } from "./support/gewerbeanmeldung";
import { englishSentences } from "./support/language";

test.describe.configure({ timeout: 120_000 });

const nextSteps = (page: Page, name = "Next steps") => page.getByRole("region", { name });
const step = (page: Page, id: string) => page.getByTestId(`obligation-${id}`);

/**
 * Axe on the page in `looks` of light and dark at 1280 and 375 px, on one load (support/axe.ts), and a
 * screenshot of it to look at.
 */
async function everyLook(
  page: Page,
  testInfo: TestInfo,
  name: string,
  path: string,
  looks: Look[],
  ready: (page: Page) => Promise<void>,
) {
  await useTheme(page, "system");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await ready(page);
  await expectAccessibleLooks(page, name, { looks });
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

/** Every look, the phone in both themes too: the next steps are the densest new screen. */
const ALL_FOUR: Look[] = [...EVERY_LOOK, { theme: "dark", width: 375 }];
const DESKTOP_AND_PHONE: Look[] = [
  { theme: "light", width: 1280 },
  { theme: "dark", width: 375 },
];

test("a sole trader with staff who starts next week: the next steps, marking one done, reminders off, the dashboard's list", async ({
  page,
}, testInfo) => {
  const user = newUser("next-steps");
  await signUpWithOrganization(page, user);
  const id = await completedAnmeldung(page, {
    beginn_20: dayInGermany(7),
    taetigkeit_18: "Einzelhandel mit Schreibwaren",
  });
  await page.goto(`${LIST}/${id}`);
  const section = nextSteps(page);
  await expect(section.getByRole("heading", { level: 2, name: "Next steps" })).toBeVisible();
  await expect(step(page, "gewerbeanzeige")).toContainText("7 days left");
  await expect(step(page, "tax-registration")).toContainText("Mein ELSTER");
  await expect(step(page, "betriebsnummer")).toContainText("because you entered staff");
  await expect(step(page, "betriebsnummer").getByRole("link", { name: /Betriebsnummern-Service/ })).toBeVisible();
  await expect(step(page, "bg-unfallversicherung")).toBeVisible();
  await expect(step(page, "ihk-membership")).toContainText("Nothing to do");
  await expect(step(page, "hwk-handwerksrolle")).toHaveCount(0);
  await expect(section.getByText(/^Please check:/).first()).toBeVisible();
  await expect(section.getByTestId("obligations-fee")).toContainText("Please ask the Gewerbeamt of München");

  await step(page, "betriebsnummer").getByRole("button", { name: "Mark as done" }).click();
  await expect(step(page, "betriebsnummer")).toContainText(`by ${user.name}`);
  const reminders = section.getByRole("checkbox", { name: /Remind me by email/ });
  await expect(reminders).toBeChecked();
  await reminders.click();
  await expect(reminders).not.toBeChecked();
  await page.reload();
  await expect(reminders).not.toBeChecked();
  await expect(step(page, "betriebsnummer")).toContainText(`by ${user.name}`);

  await page.goto("/dashboard");
  const upcoming = page.getByRole("region", { name: "Due in the next 14 days" });
  await expect(upcoming.getByText("File the Gewerbeanzeige")).toBeVisible();
  await expect(upcoming.getByText("Apply for a Betriebsnummer")).toHaveCount(0);

  await everyLook(page, testInfo, "next-steps", `${LIST}/${id}`, ALL_FOUR, (p) =>
    expect(step(p, "gewerbeanzeige")).toBeVisible(),
  );
  await everyLook(page, testInfo, "dashboard-due", "/dashboard", DESKTOP_AND_PHONE, (p) =>
    expect(
      p.getByRole("region", { name: "Due in the next 14 days" }).getByText("File the Gewerbeanzeige"),
    ).toBeVisible(),
  );
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("a GmbH: Transparenzregister; an Abmeldung: what ends, in German", async ({ page }, testInfo) => {
    // Signed up through the API: the sign-up helpers look for the texts of the test project's language.
    const user = newUser("naechste-schritte");
    await page.goto("/login");
    const created = await page.evaluate(async ({ name, email, password }) => {
      const response = await fetch("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name, email, password }),
      });
      return response.status;
    }, user);
    expect(created).toBe(200);
    await createOrganization(page, "Sonnenschein GmbH");
    const gmbh = await completedAnmeldung(page, {
      rechtsform: "gmbh",
      name_1: "Sonnenschein Schreibwaren GmbH",
      register_2: { gericht: "München", art: "HRB", nummer: "123456" },
      zahl_gesellschafter_12: 1,
      oeffentliche_hand_13: false,
      beschaeftigte_22: { vollzeit: 0, teilzeit: 0 },
      beginn_20: dayInGermany(3),
    });
    await page.goto(`${LIST}/${gmbh}`);
    const section = nextSteps(page, "Nächste Schritte");
    await expect(step(page, "transparenzregister")).toContainText(
      "weil Sie eine Gesellschaft als Rechtsform angegeben haben",
    );
    await expect(step(page, "transparenzregister").getByRole("link", { name: "Transparenzregister" })).toBeVisible();
    await expect(step(page, "gewerbeanzeige")).toContainText("Noch 3 Tage");
    await expect(step(page, "betriebsnummer")).toHaveCount(0);
    await expect(section.getByTestId("obligations-fee")).toContainText("Bitte fragen Sie das Gewerbeamt München");

    const anmeldung = await completedAnmeldung(page);
    const abmeldung = await startNotice(page, "gewerbeabmeldung", anmeldung);
    await fillNotice(
      page,
      "gewerbeabmeldung",
      abmeldung,
      {
        grund_abmeldung_25: "vollstaendige_aufgabe",
        aufgabegrund_28: "alter_gesundheit",
        datum_aufgabe_20: dayInGermany(5),
        beschaeftigte_aufgabe_22: { vollzeit: 1, teilzeit: 0 },
      },
      true,
    );
    const path = `/dashboard/docs/gewerbeabmeldung/${abmeldung}`;
    await page.goto(path);
    await expect(nextSteps(page, "Nächste Schritte")).toBeVisible();
    await expect(step(page, "sv-meldungen")).toContainText("Zur Aufgabe");
    await expect(step(page, "sv-meldungen")).toContainText("weil Sie bei der Aufgabe Beschäftigte angegeben haben");
    const text = await page.locator("body").innerText();
    expect(englishSentences.filter((sentence) => text.includes(sentence))).toEqual([]);
    await everyLook(page, testInfo, "naechste-schritte-abmeldung", path, DESKTOP_AND_PHONE, (p) =>
      expect(step(p, "sv-meldungen")).toBeVisible(),
    );
  });
});
