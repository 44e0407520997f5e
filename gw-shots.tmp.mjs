import { chromium } from "@playwright/test";
const base = "http://localhost:3600";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const theme = process.argv[2] ?? "light";
const width = Number(process.argv[3] ?? 1280);
const context = await browser.newContext({ viewport: { width, height: 900 } });
await context.addInitScript((t) => localStorage.setItem("vite-ui-theme", t), theme);
const page = await context.newPage();
await page.goto(base + "/login");
const ids = await page.evaluate(async () => {
  const post = (p, b) => fetch(p, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) }).then((r) => r.json());
  const rpc = async (p, b) => (await post(`/rpc/${p}`, { json: b })).json;
  await post("/api/auth/sign-up/email", { email: `shots-${Date.now()}@e2e.test`, password: "correct horse battery", name: "Erika Muster" });
  await post("/api/auth/organization/create", { name: "Bäckerei Muster", slug: "shots-" + Date.now() });
  const a = (strasse, ort, plz, bl) => ({ strasse, hausnummer: "8", postleitzahl: plz, ort, bundesland: { kuerzel: bl }, land: { kuerzel: "DE" } });
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });
  const back = new Date(Date.now() - 35 * 864e5).toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });
  const { documentId: anmeldung } = await rpc("docs/gewerbeanmeldung/create", { wohnanschrift_11: a("Hauptstraße", "Berlin", "10115", "BE"), betriebsstaette_15: a("Marienplatz", "München", "80331", "BY") });
  const doc = await rpc("docs/gewerbeanmeldung/getById", { id: anmeldung });
  const data = { ...doc.document, rechtsform: "einzelunternehmen", geschaeftsbezeichnung_3: "Bäckerei Sonnenschein", name_4: "Ğüneş-Þórsdóttir", vornamen_5: "Łukasz", geschlecht_6: "maennlich", geburtsdatum_8: "1980-05-05", geburtsort_9: { ort: "Köln", land: "DE" }, staatsangehoerigkeit_10: ["DE"], anmeldung_fuer_23: "hauptniederlassung", taetigkeit_18: "Herstellung und Verkauf von Backwaren", nebenerwerb_19: false, beginn_20: today, betriebsart_21: ["handel"], beschaeftigte_22: { vollzeit: 2, teilzeit: 1 }, grund_25: "neuerrichtung", erlaubnis_28: { erforderlich: false } };
  const saved = await rpc("docs/gewerbeanmeldung/saveDraft", { id: anmeldung, version: 1, document: data });
  await rpc("docs/gewerbeanmeldung/complete", { id: anmeldung, version: saved.meta.version });
  const { documentId: um } = await rpc("docs/gewerbeummeldung/create", { anmeldungId: anmeldung });
  const u = await rpc("docs/gewerbeummeldung/getById", { id: um });
  const us = await rpc("docs/gewerbeummeldung/saveDraft", { id: um, version: u.meta.version, document: { ...u.document, grund_ummeldung_24: ["verlegung", "ausdehnung"], datum_aenderung_21: today, betriebsstaette_15: a("Sendlinger Straße", "München", "80331", "BY"), taetigkeit_neu_19: "Herstellung und Verkauf von Backwaren und Speiseeis" } });
  await rpc("docs/gewerbeummeldung/complete", { id: um, version: us.meta.version });
  const { documentId: ab } = await rpc("docs/gewerbeabmeldung/create", { anmeldungId: anmeldung });
  const b = await rpc("docs/gewerbeabmeldung/getById", { id: ab });
  await rpc("docs/gewerbeabmeldung/saveDraft", { id: ab, version: b.meta.version, document: { ...b.document, grund_abmeldung_25: "verlegung", datum_aufgabe_20: back } });
  return { anmeldung, um, ab };
});
const shots = [
  ["a1", `/dashboard/docs/gewerbeanmeldung/${ids.anmeldung}`],
  ["um", `/dashboard/docs/gewerbeummeldung/${ids.um}`],
  ["ab-wizard", `/dashboard/docs/gewerbeabmeldung/${ids.ab}/bearbeiten`],
  ["ab", `/dashboard/docs/gewerbeabmeldung/${ids.ab}`],
  ["list", `/dashboard/docs/gewerbeanmeldung`],
  ["dash", `/dashboard`],
];
for (const [name, path] of shots) {
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/gw-shot-${name}-${theme}-${width}.png`, fullPage: true });
}
await page.goto(base + `/dashboard/docs/gewerbeanmeldung/${ids.anmeldung}`);
await page.getByRole("button", { name: "Create Ummeldung" }).click();
await page.getByRole("radio", { name: /another district/ }).check();
await page.waitForTimeout(500);
await page.screenshot({ path: `/tmp/gw-shot-dialog-${theme}-${width}.png` });
await browser.close();
