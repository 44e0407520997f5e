/** One Berlin address, as a user enters it (field 11 and 15 of GewA 1), for the benches' documents. */
export const sampleAddress = {
  strasse: "Unter den Linden",
  hausnummer: "15a",
  postleitzahl: "10117",
  ort: "Berlin",
  bundesland: { kuerzel: "BE" as const },
  land: { kuerzel: "DE" as const },
};

/** A Gewerbeanmeldung draft's data with that address as home and business address. */
export const sampleDocumentData = { wohnanschrift_11: sampleAddress, betriebsstaette_15: sampleAddress };
