/**
 * The tests' one address: Berlin, as the form sends it (GewA 1 fields 11, 15, 16 and 17; the server
 * adds the names of Bundesland and Land from its own tables). Used by the domain, server, web and
 * end-to-end tests and by the benches.
 */
export const sampleAddress = {
  strasse: "Unter den Linden",
  hausnummer: "15a",
  postleitzahl: "10117",
  ort: "Berlin",
  bundesland: { kuerzel: "BE" },
  land: { kuerzel: "DE" },
} as const;

/** The address with some fields changed. */
export const address = (overrides: Record<string, unknown> = {}) => ({ ...sampleAddress, ...overrides });

/** A quick create's data (a new draft): the address as home and as business address. */
export const sampleDocumentData = { wohnanschrift_11: sampleAddress, betriebsstaette_15: sampleAddress };
