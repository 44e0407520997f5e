import type { Page } from "@playwright/test";
import { address } from "../../packages/domain/test/sample-address";

/** Helpers for the Gewerbeanmeldung specs: the RPC calls the app makes, from inside the signed-in page. */

export const LIST = "/dashboard/docs/gewerbeanmeldung";

export const quickCreate = {
  wohnanschrift_11: address({ strasse: "Hauptstraße", hausnummer: "8", postleitzahl: "10115" }),
  betriebsstaette_15: address({
    strasse: "Marienplatz",
    hausnummer: "8",
    postleitzahl: "80331",
    ort: "München",
    bundesland: { kuerzel: "BY" },
  }),
};

/** Today in Germany as YYYY-MM-DD (the start date may not lie too far away). */
export const todayInGermany = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });

/** A complete sole trader's data (every required field of a German Einzelunternehmen, new business). */
export const soleTrader = (patch: Record<string, unknown> = {}) => ({
  ...quickCreate,
  rechtsform: "einzelunternehmen",
  geschaeftsbezeichnung_3: "Bäckerei Sonnenschein",
  name_4: "Muster",
  vornamen_5: "Erika",
  geschlecht_6: "weiblich",
  geburtsdatum_8: "1980-05-05",
  geburtsort_9: { ort: "Köln", land: "DE" },
  staatsangehoerigkeit_10: ["DE"],
  anmeldung_fuer_23: "hauptniederlassung",
  taetigkeit_18: "Herstellung und Verkauf von Backwaren",
  nebenerwerb_19: false,
  beginn_20: todayInGermany(),
  betriebsart_21: ["handel"],
  beschaeftigte_22: { vollzeit: 2, teilzeit: 1 },
  grund_25: "neuerrichtung",
  erlaubnis_28: { erforderlich: false },
  ...patch,
});

/** POST /rpc/<path> with the page's session; throws with the answer on an error. */
export async function rpc<T = unknown>(page: Page, path: string, json: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, json }) => {
      const response = await fetch(`/rpc/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ json }),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
      return body.json;
    },
    { path, json },
  );
}

export async function createDocument(page: Page): Promise<string> {
  const { documentId } = await rpc<{ documentId: string }>(page, "docs/gewerbeanmeldung/create", quickCreate);
  return documentId;
}

/** Saves `data` as the document's draft; with `complete`, also completes it. Returns the version. */
export async function saveDocument(page: Page, id: string, data: Record<string, unknown>, complete = false) {
  const { meta } = await rpc<{ meta: { version: number } }>(page, "docs/gewerbeanmeldung/getById", { id });
  const saved = await rpc<{ meta: { version: number } }>(page, "docs/gewerbeanmeldung/saveDraft", {
    id,
    version: meta.version,
    document: data,
  });
  if (!complete) return saved.meta.version;
  const done = await rpc<{ meta: { version: number } }>(page, "docs/gewerbeanmeldung/complete", {
    id,
    version: saved.meta.version,
  });
  return done.meta.version;
}
