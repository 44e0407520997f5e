import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, newUser, signUpWithOrganization, test } from "./support/fixtures";
import { createDocument, LIST, rpc, saveDocument, soleTrader, todayInGermany } from "./support/gewerbeanmeldung";

// Each test signs up and walks many steps on a slow, shared machine.
test.describe.configure({ timeout: 90_000 });

const weiter = (page: Page) => page.getByRole("button", { name: "Next", exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const saved = (page: Page) => expect(page.getByTestId("save-status")).toHaveText("All changes saved");

async function next(page: Page, nextStep: string) {
  await weiter(page).click();
  await expect(stepHeading(page, nextStep)).toBeVisible();
  await expect(stepHeading(page, nextStep)).toBeFocused();
}

test("quick create → 'Continue filling in' → every step with PLZ help → 'Vollständig' → PDF", async ({ page }) => {
  await signUpWithOrganization(page, newUser("vollstaendig"));
  await page.goto(`${LIST}/new`);

  // The quick create has the PLZ help too: a click on a suggested place fills Ort and Bundesland.
  const home = group(page, "Wohnanschrift");
  await home.getByLabel("Straße", { exact: true }).fill("Hauptstraße");
  await home.getByLabel("Hausnummer", { exact: true }).fill("15a");
  await home.getByRole("combobox", { name: "PLZ" }).fill("80331");
  await page
    .getByRole("listbox", { name: "Places for postcode 80331" })
    .getByRole("option", { name: /München/ })
    .click();
  await expect(home.getByLabel("Ort", { exact: true })).toHaveValue("München");
  await expect(home.getByLabel("Bundesland", { exact: true })).toHaveValue("BY");
  const premises = group(page, "Betriebsstätte");
  await premises.getByLabel("Straße", { exact: true }).fill("Marienplatz");
  await premises.getByLabel("Hausnummer", { exact: true }).fill("8");
  await premises.getByRole("combobox", { name: "PLZ" }).fill("80331");
  // Nothing is forced: a place typed by hand stays.
  await premises.getByLabel("Ort", { exact: true }).fill("München-Altstadt");
  await premises.getByLabel("Bundesland", { exact: true }).selectOption({ label: "Bayern" });
  await page.getByRole("button", { name: "Absenden" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Gewerbeanmeldung erfolgreich erstellt" });
  await toast.getByRole("button", { name: "Anzeigen" }).click();

  // The detail: a draft, how complete it is, the PDF not yet (and why).
  await expect(page.getByTestId("status-badge")).toHaveText("Entwurf");
  await expect(page.getByTestId("completeness")).toHaveText(/^\d of \d+ sections complete$/);
  const id = (await page.getByTestId("document-id").textContent()) ?? "";
  const pdf = page.getByRole("button", { name: "PDF herunterladen" });
  await expect(pdf).toBeDisabled();
  await expect(pdf).toHaveAccessibleDescription(/once the document is complete\. Still missing: Unternehmen/);
  await pdf.hover();
  await expect(page.getByRole("tooltip")).toContainText("Still missing");

  await page.getByRole("link", { name: "Continue filling in" }).click();
  await expect(page).toHaveURL(`${LIST}/${id}/bearbeiten`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fill in Gewerbeanmeldung");
  await expect(page.getByText("Step 1 of 8: Unternehmen")).toBeVisible();

  // 1 Unternehmen: 'Next' checks the step first.
  await weiter(page).click();
  await expect(page.getByRole("alert")).toContainText("Rechtsform ist erforderlich");
  await expect(page.getByLabel("Rechtsform", { exact: true })).toBeFocused();
  await page.getByLabel("Rechtsform", { exact: true }).selectOption({ label: "Einzelunternehmen" });
  // A sole trader has no register entry and no partners: those fields and the step are gone.
  await expect(page.getByText("Ort und Nummer des Registereintrags")).toHaveCount(0);
  await expect(page.getByText("Step 1 of 8: Unternehmen")).toBeVisible();
  await page.getByLabel("Geschäftsbezeichnung (optional)").fill("Bäckerei Ğüneş");
  await next(page, "Angaben zur Person");

  // 2 Person: the domain's date rules.
  await page.getByLabel("Name", { exact: true }).fill("Ğüneş-Þórsdóttir");
  await page.getByLabel("Vornamen", { exact: true }).fill("Łukasz");
  await page.getByRole("radio", { name: "männlich", exact: true }).check();
  await page.getByLabel("Geburtsdatum", { exact: true }).fill("2099-01-01");
  await weiter(page).click();
  await expect(page.getByLabel("Geburtsdatum", { exact: true })).toHaveAccessibleDescription(
    "Das Geburtsdatum muss in der Vergangenheit liegen",
  );
  await page.getByLabel("Geburtsdatum", { exact: true }).fill("1990-05-17");
  await page.getByLabel("Geburtsort", { exact: true }).fill("Gdańsk");
  await page.getByLabel("Geburtsland", { exact: true }).selectOption({ label: "Polen" });
  await page.getByLabel("Staatsangehörigkeit", { exact: true }).selectOption({ label: "Polen" });
  // An EU citizen needs no residence title.
  await expect(page.getByText("Liegt ein Aufenthaltstitel vor?")).toHaveCount(0);
  await next(page, "Wohnanschrift");

  // 3 Wohnanschrift: the PLZ help by keyboard (arrow down, Enter).
  const address = group(page, "Wohnanschrift");
  await expect(address.getByLabel("Straße", { exact: true })).toHaveValue("Hauptstraße");
  await address.getByLabel("Ort", { exact: true }).fill("");
  const plz = address.getByRole("combobox", { name: "PLZ" });
  await plz.fill("10115");
  await expect(page.getByRole("listbox", { name: "Places for postcode 10115" })).toBeVisible();
  await plz.press("ArrowDown");
  await expect(
    page.getByRole("listbox", { name: "Places for postcode 10115" }).getByRole("option", { name: /Berlin/ }),
  ).toHaveAttribute("aria-selected", "true");
  await plz.press("Enter");
  await expect(address.getByLabel("Ort", { exact: true })).toHaveValue("Berlin");
  await expect(address.getByLabel("Bundesland", { exact: true })).toHaveValue("BE");
  await expect(page.getByRole("listbox", { name: "Places for postcode 10115" })).toBeHidden();
  await page.getByLabel("E-Mail", { exact: true }).fill("lukasz@example.de");
  await next(page, "Betriebsstätte");

  // 4 Betriebsstätte: a PLZ on a Land border offers both Länder.
  const site = group(page, "Betriebsstätte");
  await site.getByRole("combobox", { name: "PLZ" }).fill("21039");
  const options = page.getByRole("listbox", { name: "Places for postcode 21039" }).getByRole("option");
  await expect(options).toHaveCount(4);
  await expect(options.filter({ hasText: "Schleswig-Holstein" })).toHaveCount(3);
  await options
    .filter({ hasText: "Hamburg" })
    .filter({ hasText: /^Hamburg/ })
    .click();
  await expect(site.getByLabel("Ort", { exact: true })).toHaveValue("Hamburg");
  await expect(site.getByLabel("Bundesland", { exact: true })).toHaveValue("HH");
  await page.getByRole("radio", { name: "eine Hauptniederlassung" }).check();
  await next(page, "Tätigkeit");

  // 5 Tätigkeit
  await page.getByLabel("Angemeldete Tätigkeit (bitte genau angeben)").fill("Herstellung und Verkauf von Backwaren");
  await group(page, "Wird die Tätigkeit (vorerst) im Nebenerwerb betrieben?")
    .getByRole("radio", { name: "Nein" })
    .check();
  await page.getByLabel("Beginn der angemeldeten Tätigkeit").fill(todayInGermany());
  await page.getByRole("checkbox", { name: "Handel" }).check();
  await page.getByLabel("Vollzeit").fill("2");
  await page.getByLabel("Teilzeit").fill("1");
  await next(page, "Grund der Anmeldung");

  // 6 Grund der Anmeldung
  await page.getByRole("radio", { name: "Neuerrichtung / Neugründung" }).check();
  await next(page, "Erlaubnisse und Handwerk");

  // 7 Erlaubnisse (no craft: field 29 does not apply)
  await group(page, "Ist für die Tätigkeit eine Erlaubnis erforderlich? (Art, Datum, erteilende Behörde)")
    .getByRole("radio", { name: "Nein" })
    .check();
  await next(page, "Zusammenfassung");

  // 8 Zusammenfassung: everything, with a way back to each step.
  await expect(page.getByTestId("wizard-progress")).toHaveText("7 of 7 sections complete");
  await expect(page.getByTestId("summary-unternehmen")).toContainText("Bäckerei Ğüneş");
  await expect(page.getByTestId("summary-person")).toContainText("Ğüneş-Þórsdóttir");
  await expect(page.getByTestId("summary-person")).toContainText("17.05.1990");
  await expect(page.getByTestId("summary-betriebsstaette")).toContainText("21039 Hamburg");
  await page.getByRole("link", { name: "Edit Angaben zur Person" }).click();
  await expect(stepHeading(page, "Angaben zur Person")).toBeVisible();
  await expect(page.getByLabel("Vornamen", { exact: true })).toHaveValue("Łukasz");
  await page.getByRole("link", { name: /Zusammenfassung/ }).click();
  await saved(page);
  await page.getByRole("button", { name: "Complete", exact: true }).click();

  // Vollständig: the PDF downloads.
  await expect(page).toHaveURL(`${LIST}/${id}`);
  await expect(page.getByTestId("status-badge")).toHaveText("Vollständig");
  await expect(page.getByTestId("completeness")).toHaveText("7 of 7 sections complete");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "PDF herunterladen" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Gewerbeanmeldung-${id.slice(0, 8)}.pdf`);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  for (const value of ["Ğüneş-Þórsdóttir", "Łukasz", "Gdańsk", "Herstellung und Verkauf von Backwaren", "21039"]) {
    expect(text).toContain(value);
  }

  // Reopened, it is a draft again and opens in the form.
  await page.getByRole("button", { name: "Open for editing" }).click();
  await expect(stepHeading(page, "Unternehmen")).toBeVisible();
  await page.getByRole("link", { name: "Back to document" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("Entwurf");
});

test("a draft survives a reload; a save from another tab is a conflict, not a loss", async ({ page }) => {
  await signUpWithOrganization(page, newUser("entwurf"));
  const id = await createDocument(page);
  await page.goto(`${LIST}/${id}/bearbeiten?schritt=person`);
  await page.getByLabel("Name", { exact: true }).fill("Muster");
  await page.getByLabel("Geburtsname (nur wenn abweichend) (optional)").fill("Alt<b>");
  await page.getByLabel("Vornamen", { exact: true }).fill("Erika");
  await expect(page.getByTestId("save-status")).toContainText("1 entry is still invalid");
  await page.reload();
  await expect(stepHeading(page, "Angaben zur Person")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Muster");
  await expect(page.getByLabel("Vornamen", { exact: true })).toHaveValue("Erika");

  // A second tab saves first.
  const other = await page.context().newPage();
  await other.goto(`${LIST}/${id}/bearbeiten?schritt=person`);
  await other.getByLabel("Vornamen", { exact: true }).fill("Erika Maria");
  await saved(other);

  await page.getByLabel("Name", { exact: true }).fill("Mustermann");
  const alert = page.getByRole("alert").filter({ hasText: "changed elsewhere" });
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByLabel("Vornamen", { exact: true })).toHaveValue("Erika Maria");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Muster");

  // The other tab is now behind: it may keep its version on purpose.
  await page.getByLabel("Name", { exact: true }).fill("Muster-Neu");
  await saved(page);
  await other.getByLabel("Name", { exact: true }).fill("Beispiel");
  const otherAlert = other.getByRole("alert").filter({ hasText: "changed elsewhere" });
  await expect(otherAlert).toBeVisible();
  await otherAlert.getByRole("button", { name: "Save my version" }).click();
  await saved(other);
  const stored = await rpc<{ document: { name_4: string } }>(page, "docs/gewerbeanmeldung/getById", { id });
  expect(stored.document.name_4).toBe("Beispiel");
  await other.close();
});

test("a step by keyboard alone", async ({ page }) => {
  await signUpWithOrganization(page, newUser("tastatur"));
  const id = await createDocument(page);
  await page.goto(`${LIST}/${id}/bearbeiten`);
  await page.getByLabel("Rechtsform", { exact: true }).focus();
  // A closed native select picks an option by typing its name.
  await page.keyboard.type("Einzel");
  await expect(page.getByLabel("Rechtsform", { exact: true })).toHaveValue("einzelunternehmen");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Geschäftsbezeichnung (optional)")).toBeFocused();
  await page.keyboard.type("Kiosk am Markt");
  await page.keyboard.press("Tab");
  // 'Back' is disabled on the first step, so the next stop is 'Next'.
  await expect(weiter(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(stepHeading(page, "Angaben zur Person")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await page.keyboard.type("Muster");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Vornamen", { exact: true })).toBeFocused();
  await page.keyboard.type("Erika");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: "männlich" })).toBeFocused();
  // Arrow keys move within the radio group and choose.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "weiblich" })).toBeChecked();
  await saved(page);
  const stored = await rpc<{ document: Record<string, unknown> }>(page, "docs/gewerbeanmeldung/getById", { id });
  expect(stored.document).toMatchObject({
    rechtsform: "einzelunternehmen",
    geschaeftsbezeichnung_3: "Kiosk am Markt",
    name_4: "Muster",
    vornamen_5: "Erika",
    geschlecht_6: "weiblich",
  });
});

test("375 px wide: the form, the stepper and the detail fit", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpWithOrganization(page, newUser("schmal"));
  const id = await createDocument(page);
  await saveDocument(page, id, soleTrader({ geschaeftsbezeichnung_3: undefined }));
  for (const path of [
    `${LIST}/${id}/bearbeiten?schritt=betriebsstaette`,
    `${LIST}/${id}/bearbeiten?schritt=zusammenfassung`,
    `${LIST}/${id}`,
    LIST,
  ]) {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByText(/Lade Dokument/)).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 8)
        .map((e) => `${e.tagName}.${e.className}`.slice(0, 160)),
    );
    expect(overflow, `${path} ${wide.join(" | ")}`).toBeLessThanOrEqual(0);
  }
  await page.goto(`${LIST}/${id}/bearbeiten?schritt=betriebsstaette`);
  await weiter(page).click();
  await expect(stepHeading(page, "Tätigkeit")).toBeVisible();
});

test("delete asks first", async ({ page }) => {
  await signUpWithOrganization(page, newUser("loeschen"));
  const id = await createDocument(page);
  await page.goto(`${LIST}/${id}`);
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Gewerbeanmeldung?" });
  await expect(dialog).toContainText(`Gewerbeanmeldung #${id.slice(0, 8)}`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("document-id")).toHaveText(id);

  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await dialog.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByText("The Gewerbeanmeldung was deleted.")).toBeVisible();
  await expect(page.getByText("Keine Gewerbeanmeldungen", { exact: true })).toBeVisible();
  await page.goto(`${LIST}/${id}`);
  await expect(page.getByRole("heading", { name: "Dokument nicht gefunden" })).toBeVisible();
});

test("the list searches name, Ort and Tätigkeit and filters by status, on the server", async ({ page }) => {
  await signUpWithOrganization(page, newUser("suche"));
  const [plain, bakery, kiosk] = [await createDocument(page), await createDocument(page), await createDocument(page)];
  await saveDocument(page, bakery, soleTrader(), true);
  await saveDocument(
    page,
    kiosk,
    soleTrader({
      geschaeftsbezeichnung_3: "Kiosk Sonnenblick",
      taetigkeit_18: "Verkauf von Zeitschriften und Getränken",
      betriebsstaette_15: {
        ...soleTrader().betriebsstaette_15,
        postleitzahl: "01067",
        ort: "Dresden",
        bundesland: { kuerzel: "SN" },
      },
    }),
  );
  await page.goto(LIST);
  const rows = page.getByTestId("document-row");
  await expect(rows).toHaveCount(3);
  const row = (id: string) => rows.filter({ hasText: `Gewerbeanmeldung #${id.slice(0, 8)}` });
  await expect(row(bakery)).toContainText("Vollständig");
  await expect(row(bakery)).toContainText("Bäckerei Sonnenschein");
  await expect(row(kiosk)).toContainText("Entwurf");
  await expect(row(plain).getByTestId("business-name")).toHaveCount(0);

  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill("sonnen");
  await expect(rows).toHaveCount(2);
  await search.fill("Dresden");
  await expect(rows).toHaveCount(1);
  await expect(row(kiosk)).toBeVisible();
  await search.fill("backwaren");
  await expect(rows).toHaveCount(1);
  await expect(row(bakery)).toBeVisible();
  await search.fill("");
  await expect(rows).toHaveCount(3);

  const status = page.getByLabel("Status", { exact: true });
  await status.selectOption({ label: "Vollständig" });
  await expect(rows).toHaveCount(1);
  await expect(row(bakery)).toBeVisible();
  await status.selectOption({ label: "Entwurf" });
  await expect(rows).toHaveCount(2);
  await search.fill("backwaren");
  await expect(page.getByText("No matching Gewerbeanmeldungen")).toBeVisible();
  await expect(page.getByText("Keine Gewerbeanmeldungen", { exact: true })).toHaveCount(0);
  await status.selectOption({ label: "All" });
  await expect(rows).toHaveCount(1);
});

test("/about names the source and licence of the postal codes (ODbL)", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByTestId("plz-attribution")).toHaveText(
    "Postleitzahlen: © OpenStreetMap contributors, verfügbar unter der Open Database License (ODbL) 1.0, aufbereitet von suche-postleitzahl.org.",
  );
  await expect(page.getByRole("link", { name: "Open Database License (ODbL) 1.0" })).toHaveAttribute(
    "href",
    "https://opendatacommons.org/licenses/odbl/1-0/",
  );
});

test("the fields follow who files: partners, register, residence title", async ({ page }) => {
  await signUpWithOrganization(page, newUser("gesellschaft"));
  const id = await createDocument(page);
  await page.goto(`${LIST}/${id}/bearbeiten`);
  const rechtsform = page.getByLabel("Rechtsform", { exact: true });
  await rechtsform.selectOption({ label: "Gesellschaft bürgerlichen Rechts (GbR)" });
  // A partnership adds the step for partners and representatives; a GbR needs no register.
  await expect(page.getByText("Step 1 of 9: Unternehmen")).toBeVisible();
  await expect(page.getByText(/Im Register eingetragener Name .* \(optional\)/)).toBeVisible();
  await expect(page.getByLabel("Registernummer", { exact: true })).toHaveCount(0);
  await rechtsform.selectOption({ label: "Gesellschaft mit beschränkter Haftung (GmbH)" });
  await expect(page.getByLabel("Registernummer", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Registerart", { exact: true }).locator("option")).toHaveText([
    "Bitte wählen",
    "Handelsregister Abteilung B",
  ]);

  await page.getByRole("link", { name: /Gesellschafter und Vertretung/ }).click();
  await expect(stepHeading(page, "Gesellschafter und Vertretung")).toBeVisible();
  await expect(group(page, "Beteiligung der öffentlichen Hand")).toBeVisible();
  const count = page.getByLabel("Zahl der geschäftsführenden Gesellschafter / gesetzlichen Vertreter");
  await count.fill("2");
  const second = page.getByRole("region", { name: "Person 2" });
  await expect(second).toBeVisible();
  await second.getByLabel("Name", { exact: true }).fill("Zweite");
  await weiter(page).click();
  await expect(page.getByRole("alert")).toContainText("Vornamen ist erforderlich");
  await count.fill("1");
  await expect(second).toBeHidden();
  await saved(page);
  const stored = await rpc<{ document: Record<string, unknown> }>(page, "docs/gewerbeanmeldung/getById", { id });
  expect(stored.document).toMatchObject({ rechtsform: "gmbh", zahl_gesellschafter_12: 1 });
  expect(stored.document).not.toHaveProperty("weitere_personen");

  // Outside the EU, EEA and Switzerland: fields 30 and 31.
  await page.getByRole("link", { name: /Angaben zur Person/ }).click();
  await page.getByLabel("Staatsangehörigkeit", { exact: true }).selectOption({ label: "Vereinigte Staaten" });
  const titel = group(page, "Liegt ein Aufenthaltstitel vor? (erteilende Behörde, Datum)");
  await expect(titel).toBeVisible();
  await titel.getByRole("radio", { name: "Ja" }).check();
  await expect(page.getByLabel("Erteilende Behörde")).toBeVisible();
  await page.getByRole("button", { name: "Add nationality" }).click();
  await page.getByLabel("Weitere Staatsangehörigkeit (2)").selectOption({ label: "Frankreich" });
  await expect(titel).toBeHidden();
});
