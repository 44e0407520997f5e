import type { Page } from "@playwright/test";
import { createDocument, rpc, saveDocument, soleTrader } from "./gewerbeanmeldung";

/** Helpers for the Gewerbe's notices (decision 034): the RPC calls the app makes, from the signed-in page. */

export const UMMELDUNG = "/dashboard/docs/gewerbeummeldung";
export const ABMELDUNG = "/dashboard/docs/gewerbeabmeldung";

/** A day relative to today in Germany, as YYYY-MM-DD. */
export const dayInGermany = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });

/**
 * A completed Gewerbeanmeldung of a sole trader (Betriebsstätte Marienplatz 8, München), begun a year
 * ago unless `patch` says otherwise: a notice's date may not lie before the Beginn.
 */
export async function completedAnmeldung(page: Page, patch: Record<string, unknown> = {}): Promise<string> {
  const id = await createDocument(page);
  await saveDocument(page, id, soleTrader({ beginn_20: dayInGermany(-365), ...patch }), true);
  return id;
}

/** Starts an Ummeldung or Abmeldung from a Gewerbeanmeldung; returns its id. */
export async function startNotice(page: Page, kind: "gewerbeummeldung" | "gewerbeabmeldung", anmeldungId: string) {
  const { documentId } = await rpc<{ documentId: string }>(page, `docs/${kind}/create`, { anmeldungId });
  return documentId;
}

/** Saves `patch` over a notice's carried data; with `complete`, completes it. */
export async function fillNotice(
  page: Page,
  kind: "gewerbeummeldung" | "gewerbeabmeldung",
  id: string,
  patch: Record<string, unknown>,
  complete = false,
) {
  const { meta, document } = await rpc<{ meta: { version: number }; document: Record<string, unknown> }>(
    page,
    `docs/${kind}/getById`,
    { id },
  );
  const saved = await rpc<{ meta: { version: number } }>(page, `docs/${kind}/saveDraft`, {
    id,
    version: meta.version,
    document: { ...document, ...patch },
  });
  if (complete) await rpc(page, `docs/${kind}/complete`, { id, version: saved.meta.version });
}
