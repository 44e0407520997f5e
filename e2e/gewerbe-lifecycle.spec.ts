/**
 * The Gewerbe's screens (docs/product.md#the-life-of-a-gewerbe): from a completed Gewerbeanmeldung to its Gewerbe-Ummeldung and Gewerbe-Abmeldung
 * through the same wizard, the move to another district, the Gewerbe's history and state in the detail
 * and the list, the PDFs, and every new screen checked with axe in both themes, at 375 px, and in German.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, showTheme, type Theme, useTheme } from "./support/axe";
import { createOrganization, expect, newUser, signUpWithOrganization, test } from "./support/fixtures";
import {
  ABMELDUNG,
  completedAnmeldung,
  dayInGermany,
  fillNotice,
  startNotice,
  UMMELDUNG,
} from "./support/gewerbe-lifecycle";
import { createDocument, LIST, todayInGermany } from "./support/gewerbeanmeldung";
import { englishSentences } from "./support/language";

test.describe.configure({ timeout: 120_000 });

const weiter = (page: Page) => page.getByRole("button", { name: "Next", exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
const saved = (page: Page) => expect(page.getByTestId("save-status")).toHaveText("All changes saved");

async function next(page: Page, nextStep: string) {
  await weiter(page).click();
  await expect(stepHeading(page, nextStep)).toBeVisible();
}

async function pdfText(page: Page, link: string) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: link }).click();
  const download = await downloading;
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return {
    name: download.suggestedFilename(),
    text: execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }),
  };
}

test("Ummeldung: 'Create Ummeldung' asks what changes, the wizard asks only that, the PDF is the GewA 2", async ({
  page,
}) => {
  await signUpWithOrganization(page, newUser("ummeldung"));
  const anmeldung = await completedAnmeldung(page);
  await page.goto(`${LIST}/${anmeldung}`);
  const history = page.getByRole("region", { name: "The Gewerbe and its history" });
  await expect(history.getByTestId("gewerbe-state")).toHaveText("Angemeldet");

  await page.getByRole("button", { name: "Create Ummeldung" }).click();
  const dialog = page.getByRole("dialog", { name: "What changes?" });
  await dialog.getByRole("radio", { name: /^The activity changes/ }).check();
  await expectNoAxeViolations(page, "what changes (dialog)", { include: "[role=dialog]" });
  await dialog.getByRole("button", { name: "Create Ummeldung" }).click();

  await expect(page).toHaveURL(new RegExp(`${UMMELDUNG}/[0-9a-f-]+/bearbeiten$`));
  const id = page.url().split("/").at(-2) ?? "";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fill in Gewerbeummeldung");
  await expect(page.getByText("Step 1 of 8: Grund der Ummeldung")).toBeVisible();
  // The answer in the dialog is the Ummeldung's reason (stored with it: after a reload too).
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Wechsel der Tätigkeit" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Ausdehnung der Tätigkeit" })).not.toBeChecked();
  await weiter(page).click();
  await expect(page.getByRole("alert")).toContainText("Please check 1 entry:");
  await expect(page.getByRole("alert")).toContainText("Datum der Änderung ist erforderlich");
  await page.getByLabel("Datum der Änderung", { exact: true }).fill(todayInGermany());
  await expectNoAxeViolations(page, "Ummeldung, Grund");
  await next(page, "Betriebsstätte");
  // Carried over from the Gewerbeanmeldung.
  await expect(
    page.getByRole("group", { name: "Betriebsstätte", exact: true }).getByLabel("Straße", { exact: true }),
  ).toHaveValue("Marienplatz");
  await expect(page.getByRole("radio", { name: "eine Hauptniederlassung" })).toBeChecked();
  await next(page, "Tätigkeit");
  await expect(page.getByLabel("Tätigkeit vor der Änderung (bisher angemeldete Tätigkeit)")).toHaveValue(
    "Herstellung und Verkauf von Backwaren",
  );
  await weiter(page).click();
  await expect(page.getByRole("alert")).toContainText("Tätigkeit nach der Änderung ist erforderlich");
  await page
    .getByLabel(/^Tätigkeit nach der Änderung/)
    .fill("Herstellung und Verkauf von Backwaren und Speiseeis, Lieferdienst");
  await next(page, "Erlaubnisse und Handwerk");
  await page.getByRole("link", { name: /Zusammenfassung/ }).click();
  await expect(page.getByTestId("wizard-progress")).toHaveText("7 of 7 sections complete");
  await expect(page.getByTestId("summary-taetigkeit")).toContainText("Speiseeis");
  await expectNoAxeViolations(page, "Ummeldung, Zusammenfassung");
  await saved(page);
  await page.getByRole("button", { name: "Complete", exact: true }).click();

  await expect(page).toHaveURL(`${UMMELDUNG}/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Gewerbeummeldung #${id.slice(0, 8)}`);
  await expect(page.getByTestId("status-badge")).toHaveText("Vollständig");
  const pdf = await pdfText(page, "PDF herunterladen");
  expect(pdf.name).toBe(`Gewerbeummeldung-${id.slice(0, 8)}.pdf`);
  for (const text of ["Gewerbe-Ummeldung", "19 Tätigkeit nach der Änderung", "Speiseeis", "Wechsel der Tätigkeit"]) {
    expect(pdf.text).toContain(text);
  }
  // The Gewerbe's history, from the notice and from its Gewerbeanmeldung.
  await page
    .getByRole("link", { name: `Gewerbeanmeldung #${anmeldung.slice(0, 8)}` })
    .first()
    .click();
  await expect(history.getByTestId("gewerbe-history").getByRole("listitem")).toHaveCount(2);
  await expect(history).toContainText(`Gewerbeummeldung #${id.slice(0, 8)}`);
  await expect(history).toContainText("Wechsel der Tätigkeit");
});

test("Abmeldung: the reason's follow-up fields, a late date warns, completing deregisters the Gewerbe", async ({
  page,
}) => {
  await signUpWithOrganization(page, newUser("abmeldung"));
  const anmeldung = await completedAnmeldung(page);
  await page.goto(`${LIST}/${anmeldung}`);
  await page.getByRole("button", { name: "Create Abmeldung" }).click();
  await expect(page).toHaveURL(new RegExp(`${ABMELDUNG}/[0-9a-f-]+/bearbeiten$`));
  const id = page.url().split("/").at(-2) ?? "";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fill in Gewerbeabmeldung");

  await page.getByRole("radio", { name: "Übergabe", exact: true }).check();
  await expect(page.getByRole("group", { name: "Übergabe durch" })).toBeVisible();
  await expect(page.getByLabel("Name des künftigen Gewerbetreibenden oder künftige Firmenbezeichnung")).toBeVisible();
  // A move elsewhere: the hint and the way to the new district's Gewerbeanmeldung, and the form's warning.
  await page.getByRole("radio", { name: "Verlegung in einen anderen Meldebezirk" }).check();
  await expect(page.getByTestId("move-elsewhere")).toContainText("Since 1 November 2025");
  await expect(page.getByRole("button", { name: "Start Gewerbeanmeldung for the new place" })).toBeVisible();
  await expect(page.getByText("Künftige Betriebsstätte", { exact: true })).toBeVisible();
  await page.getByRole("radio", { name: "Vollständige Aufgabe" }).check();
  await expect(page.getByRole("group", { name: "Übergabe durch" })).toHaveCount(0);
  await page.getByRole("radio", { name: "Alter oder Gesundheit" }).check();
  const datum = page.getByLabel("Datum der Betriebsaufgabe", { exact: true });
  await datum.fill(dayInGermany(20));
  await datum.blur();
  await expect(datum).toHaveAccessibleDescription(/Das Datum darf höchstens 14 Tage in der Zukunft liegen/);
  await datum.fill(dayInGermany(-40));
  await datum.blur();
  await expect(datum).toHaveAccessibleDescription(/Hinweis|Note/);
  await expect(page.getByTestId("field-warning")).toContainText("mehr als vier Wochen zurück");
  await expectNoAxeViolations(page, "Abmeldung, Grund with a warning");
  await next(page, "Tätigkeit");
  await page.getByLabel("Vollzeit").fill("1");
  await page.getByLabel("Teilzeit").fill("0");
  await page.getByRole("link", { name: /Zusammenfassung/ }).click();
  await expect(page.getByRole("region", { name: "Please note" })).toContainText("mehr als vier Wochen zurück");
  await saved(page);
  await page.getByRole("button", { name: "Complete", exact: true }).click();
  await expect(page).toHaveURL(`${ABMELDUNG}/${id}`);
  const pdf = await pdfText(page, "PDF herunterladen");
  for (const text of ["Gewerbe-Abmeldung", "Anlage 3 GewAnzV", "25 Grund der Abmeldung", "Alter oder Gesundheit"]) {
    expect(pdf.text).toContain(text);
  }

  // The Gewerbe is abgemeldet: said on its Gewerbeanmeldung, nothing more offered, shown in the list.
  await page.goto(`${LIST}/${anmeldung}`);
  await expect(page.getByTestId("gewerbe-state")).toHaveText("Abgemeldet");
  await expect(page.getByTestId("gewerbe-closed")).toHaveText(`Deregistered with Gewerbeabmeldung #${id.slice(0, 8)}.`);
  await expect(
    page.getByText("This Gewerbe is deregistered: no further Ummeldung or Abmeldung can follow."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Ummeldung" })).toHaveCount(0);
  await page.goto(LIST);
  const row = page.getByTestId("document-row").filter({ hasText: `Gewerbeanmeldung #${anmeldung.slice(0, 8)}` });
  await expect(row.getByTestId("gewerbe-state")).toHaveText("Abgemeldet");
  await expect(row.getByTestId("document-notices")).toContainText(`Gewerbeabmeldung #${id.slice(0, 8)}`);
});

test("a move to another district: the hint, and a Gewerbeanmeldung for the new place from the same data", async ({
  page,
}) => {
  await signUpWithOrganization(page, newUser("verlegung"));
  const anmeldung = await completedAnmeldung(page);
  await page.goto(`${LIST}/${anmeldung}`);
  await page.getByRole("button", { name: "Create Ummeldung" }).click();
  const dialog = page.getByRole("dialog", { name: "What changes?" });
  await dialog.getByRole("radio", { name: /moves to another district/ }).check();
  await expect(dialog.getByTestId("move-elsewhere")).toContainText(
    "Wiedereröffnung nach Verlegung aus einem anderen Meldebezirk",
  );
  await expect(dialog.getByRole("button", { name: "Create Ummeldung" })).toHaveCount(0);
  await expectNoAxeViolations(page, "what changes: another district (dialog)", { include: "[role=dialog]" });
  await dialog.getByRole("button", { name: "Start Gewerbeanmeldung for the new place" }).click();

  await expect(page).toHaveURL(new RegExp(`${LIST}/[0-9a-f-]+/bearbeiten\\?schritt=betriebsstaette$`));
  const id = page.url().split("/").at(-2) ?? "";
  expect(id).not.toBe(anmeldung);
  await expect(stepHeading(page, "Betriebsstätte")).toBeVisible();
  await weiter(page).click();
  await expect(page.getByRole("alert")).toContainText(
    "Bitte geben Sie die neue Anschrift der Betriebsstätte ein: Sie ist noch dieselbe wie die frühere Betriebsstätte",
  );
  await page.getByRole("link", { name: "Back to document" }).click();
  await expect(page.getByTestId("moved-from")).toContainText(`Gewerbeanmeldung #${anmeldung.slice(0, 8)}`);
  await expect(page.getByTestId("gewerbe-state")).toHaveText("Noch nicht angemeldet");
});

/** A screen of the sweep; `afterNext`: 'Next' is pressed first, and the list of what to check shows this. */
const screens: { name: string; path: (ids: Ids) => string; heading: (ids: Ids) => string; afterNext?: string }[] = [
  {
    name: "Gewerbeanmeldung with its history",
    path: (i) => `${LIST}/${i.anmeldung}`,
    heading: (i) => `Gewerbeanmeldung #${i.anmeldung.slice(0, 8)}`,
  },
  {
    name: "Gewerbeummeldung (detail)",
    path: (i) => `${UMMELDUNG}/${i.ummeldung}`,
    heading: (i) => `Gewerbeummeldung #${i.ummeldung.slice(0, 8)}`,
  },
  {
    name: "Gewerbeabmeldung (detail, draft)",
    path: (i) => `${ABMELDUNG}/${i.abmeldung}`,
    heading: (i) => `Gewerbeabmeldung #${i.abmeldung.slice(0, 8)}`,
  },
  {
    name: "Gewerbeummeldung, step Grund",
    path: (i) => `${UMMELDUNG}/${i.open}/bearbeiten`,
    heading: () => "Fill in Gewerbeummeldung",
  },
  {
    name: "Gewerbeummeldung, step Tätigkeit",
    path: (i) => `${UMMELDUNG}/${i.open}/bearbeiten?schritt=taetigkeit`,
    heading: () => "Fill in Gewerbeummeldung",
  },
  {
    name: "Gewerbeabmeldung, step Grund",
    path: (i) => `${ABMELDUNG}/${i.abmeldung}/bearbeiten`,
    heading: () => "Fill in Gewerbeabmeldung",
  },
  // The list of what to check, with several entries, on each form (each entry a target of 24 px, WCAG 2.5.8).
  {
    name: "Gewerbeanmeldung, step Tätigkeit after Next",
    path: (i) => `${LIST}/${i.draft}/bearbeiten?schritt=taetigkeit`,
    heading: () => "Fill in Gewerbeanmeldung",
    afterNext: "Beginn der Tätigkeit ist erforderlich",
  },
  {
    name: "Gewerbeummeldung, step Grund after Next",
    path: (i) => `${UMMELDUNG}/${i.fresh}/bearbeiten`,
    heading: () => "Fill in Gewerbeummeldung",
    afterNext: "Grund der Ummeldung ist erforderlich",
  },
  {
    name: "Gewerbeabmeldung, step Grund after Next",
    path: (i) => `${ABMELDUNG}/${i.abmeldung}/bearbeiten`,
    heading: () => "Fill in Gewerbeabmeldung",
    afterNext: "Art der Übergabe ist erforderlich",
  },
  {
    name: "Gewerbeabmeldung, summary",
    path: (i) => `${ABMELDUNG}/${i.abmeldung}/bearbeiten?schritt=zusammenfassung`,
    heading: () => "Fill in Gewerbeabmeldung",
  },
  { name: "Gewerbeanmeldungen with notices", path: () => LIST, heading: () => "Gewerbeanmeldungen" },
  { name: "dashboard by form", path: () => "/dashboard", heading: () => "Welcome to your dashboard" },
];
interface Ids {
  anmeldung: string;
  ummeldung: string;
  abmeldung: string;
  open: string;
  /** An Ummeldung as started (nothing asked yet), and a Gewerbeanmeldung as quickly created. */
  fresh: string;
  draft: string;
}

/**
 * One set of documents, swept twice: at 1280 px each screen is loaded once and checked in both themes
 * (the theme follows the emulated system colour scheme, support/axe.ts), at 375 px once more in light.
 * Making the documents again for each look took as long as the looks themselves.
 */
test("the new screens pass axe and fit (light and dark at 1280 px, light at 375 px)", async ({ page }) => {
  test.setTimeout(240_000);
  await useTheme(page, "system");
  await signUpWithOrganization(page, newUser("gewerbe-looks"));
  const anmeldung = await completedAnmeldung(page);
  const ummeldung = await startNotice(page, "gewerbeummeldung", anmeldung);
  await fillNotice(
    page,
    "gewerbeummeldung",
    ummeldung,
    {
      grund_ummeldung_24: ["ausdehnung"],
      datum_aenderung_21: todayInGermany(),
      taetigkeit_neu_19: "Backwaren und Speiseeis herstellen und verkaufen",
    },
    true,
  );
  const open = await startNotice(page, "gewerbeummeldung", anmeldung);
  await fillNotice(page, "gewerbeummeldung", open, { grund_ummeldung_24: ["wechsel"] });
  const abmeldung = await startNotice(page, "gewerbeabmeldung", anmeldung);
  await fillNotice(page, "gewerbeabmeldung", abmeldung, {
    grund_abmeldung_25: "uebergabe",
    datum_aufgabe_20: dayInGermany(-35),
  });
  const fresh = await startNotice(page, "gewerbeummeldung", anmeldung);
  const ids = { anmeldung, ummeldung, abmeldung, open, fresh, draft: await createDocument(page) };
  for (const { width, themes } of [
    { width: 1280, themes: ["light", "dark"] as Theme[] },
    { width: 375, themes: ["light"] as Theme[] },
  ]) {
    await page.setViewportSize({ width, height: 800 });
    const check = async (name: string, include?: string) => {
      for (const theme of themes) {
        await showTheme(page, theme);
        await expectNoAxeViolations(page, `${name} (${theme}, ${width} px)`, { include });
      }
    };
    for (const screen of screens) {
      await page.goto(screen.path(ids));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.heading(ids));
      await expect(page.getByText(/Lade Dokument/)).toHaveCount(0);
      if (screen.afterNext) {
        await weiter(page).click();
        await expect(page.getByRole("alert").getByRole("button", { name: screen.afterNext })).toBeVisible();
        // 'Next' focuses the first field named, which may scroll it under the sticky header; axe would
        // count the header's buttons as its neighbours. The list is checked where it shows, at the top.
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${screen.name} is wider than the screen at ${width} px`).toBeLessThanOrEqual(0);
      await check(screen.name);
    }
    await page.goto(`${LIST}/${anmeldung}`);
    await page.getByRole("button", { name: "Create Ummeldung" }).click();
    await expect(page.getByRole("dialog", { name: "What changes?" })).toBeVisible();
    await check("what changes", "[role=dialog]");
  }
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  /** No English sentence of the catalogues on the German page (support/language.ts, for this test's locale). */
  async function noEnglishLeft(page: Page, screen: string) {
    const text = await page.locator("body").innerText();
    expect
      .soft(
        englishSentences.filter((sentence) => text.includes(sentence)),
        screen,
      )
      .toEqual([]);
    expect.soft(await page.locator("html").getAttribute("lang"), screen).toBe("de");
  }

  /** Signed up through the API: the sign-up helpers look for the texts of the test project's language. */
  async function signUpInGerman(page: Page, label: string) {
    const user = newUser(label);
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
    await createOrganization(page, "Bäckerei Sonnenschein");
  }

  test("the shell around the German forms speaks German", async ({ page }) => {
    await signUpInGerman(page, "gewerbe-de");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Willkommen in Ihrem Dashboard" })).toBeVisible();
    const anmeldung = await completedAnmeldung(page);
    const abmeldung = await startNotice(page, "gewerbeabmeldung", anmeldung);
    await page.goto(`${LIST}/${anmeldung}`);
    await expect(page.getByRole("region", { name: "Das Gewerbe und sein Verlauf" })).toBeVisible();
    await noEnglishLeft(page, "Gewerbeanmeldung mit Verlauf");
    await expect(page.getByRole("link", { name: "Abmeldung fortsetzen" })).toHaveAttribute(
      "href",
      `${ABMELDUNG}/${abmeldung}/bearbeiten`,
    );
    await page.getByRole("button", { name: "Ummeldung erstellen" }).click();
    const dialog = page.getByRole("dialog", { name: "Was ändert sich?" });
    await dialog.getByRole("radio", { name: /anderen Meldebezirk/ }).check();
    await expect(dialog.getByRole("button", { name: "Gewerbeanmeldung für den neuen Ort beginnen" })).toBeVisible();
    await expectNoAxeViolations(page, "Was ändert sich? (Dialog)", { include: "[role=dialog]" });
    await noEnglishLeft(page, "Was ändert sich?");
    await page.keyboard.press("Escape");
    await page.goto(`${ABMELDUNG}/${abmeldung}/bearbeiten`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gewerbeabmeldung ausfüllen");
    await expectNoAxeViolations(page, "Gewerbeabmeldung ausfüllen");
    await noEnglishLeft(page, "Gewerbeabmeldung ausfüllen");
    await page.goto(`${ABMELDUNG}/${abmeldung}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Gewerbeabmeldung #${abmeldung.slice(0, 8)}`);
    await expectNoAxeViolations(page, "Gewerbeabmeldung (Detail)");
    await noEnglishLeft(page, "Gewerbeabmeldung (Detail)");
  });

  test("an Abmeldung dated before the Gewerbe began: the message at the date, the step stays open", async ({
    page,
  }) => {
    await signUpInGerman(page, "gewerbe-vor-beginn");
    const beginn = dayInGermany(7);
    const anmeldung = await completedAnmeldung(page, { beginn_20: beginn });
    const abmeldung = await startNotice(page, "gewerbeabmeldung", anmeldung);
    await page.goto(`${ABMELDUNG}/${abmeldung}/bearbeiten`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gewerbeabmeldung ausfüllen");
    await page.getByRole("radio", { name: "Vollständige Aufgabe" }).check();
    await page.getByRole("radio", { name: "Alter oder Gesundheit" }).check();
    const datum = page.getByLabel("Datum der Betriebsaufgabe", { exact: true });
    await datum.fill(dayInGermany(0));
    await datum.blur();
    const message = `Das Datum darf nicht vor dem Beginn des Gewerbes (${beginn.split("-").reverse().join(".")}) liegen`;
    const described = new RegExp(message.replace(/[.()]/g, "\\$&"));
    await expect(datum).toHaveAccessibleDescription(described);
    await expect(page.getByTestId("save-status")).toHaveText("Alle Änderungen gespeichert");
    await page.getByRole("button", { name: "Weiter", exact: true }).click();
    const issues = page.getByRole("alert");
    await expect(issues).toContainText("Bitte prüfen Sie 1 Angabe:");
    await expect(issues.getByRole("button", { name: message })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Grund der Abmeldung" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, "Gewerbeabmeldung vor dem Beginn, nach Weiter");
    // On the day the Gewerbe began, it may end.
    await datum.fill(beginn);
    await expect(datum).not.toHaveAccessibleDescription(described);
    await page.getByRole("button", { name: "Weiter", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Tätigkeit" })).toBeVisible();
  });
});
