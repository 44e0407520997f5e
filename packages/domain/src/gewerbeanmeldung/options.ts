/** The choices of the form's checkbox and radio fields, in the order of the official form. */

export const GESCHLECHTER = [
  { code: "maennlich", name: "männlich" },
  { code: "weiblich", name: "weiblich" },
  { code: "divers", name: "divers" },
  { code: "ohne_angabe", name: "ohne Angabe" },
] as const;

export const BETRIEBSARTEN = [
  { code: "industrie", name: "Industrie" },
  { code: "handwerk", name: "Handwerk" },
  { code: "handel", name: "Handel" },
  { code: "sonstiges", name: "Sonstiges" },
] as const;

export const ANMELDUNG_FUER = [
  { code: "hauptniederlassung", name: "eine Hauptniederlassung" },
  { code: "zweigniederlassung", name: "eine Zweigniederlassung" },
  { code: "unselbstaendige_zweigstelle", name: "eine unselbständige Zweigstelle" },
] as const;

export const GRUENDE = [
  { code: "neuerrichtung", name: "Neuerrichtung / Neugründung" },
  { code: "verlegung", name: "Wiedereröffnung nach Verlegung aus einem anderen Meldebezirk" },
  { code: "umwandlung", name: "Gründung nach dem Umwandlungsgesetz" },
  { code: "rechtsformwechsel", name: "Wechsel der Rechtsform" },
  { code: "gesellschaftereintritt", name: "Gesellschaftereintritt" },
  { code: "erbfolge", name: "Übernahme durch Erbfolge" },
  { code: "kauf", name: "Übernahme durch Kauf" },
  { code: "pacht", name: "Übernahme durch Pacht" },
] as const;

/** Reasons that continue an existing business: field 26 names the former owner or business name. */
export const GRUENDE_MIT_VORGAENGER: ReadonlySet<string> = new Set([
  "umwandlung",
  "rechtsformwechsel",
  "gesellschaftereintritt",
  "erbfolge",
  "kauf",
  "pacht",
]);

export type Code<T extends readonly { code: string }[]> = T[number]["code"];

export function codes<T extends readonly { code: string }[]>(options: T): [Code<T>, ...Code<T>[]] {
  return options.map((o) => o.code) as [Code<T>, ...Code<T>[]];
}

export function optionName(options: readonly { code: string; name: string }[], code: string | undefined): string {
  return options.find((o) => o.code === code)?.name ?? "";
}
