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

/** GewA 2, field 24: Grund der Ummeldung (several at once). */
export const UMMELDUNG_GRUENDE = [
  { code: "verlegung", name: "Verlegung innerhalb des Meldebezirks" },
  { code: "wechsel", name: "Wechsel der Tätigkeit" },
  { code: "ausdehnung", name: "Ausdehnung der Tätigkeit" },
] as const;

/** Reasons of an Ummeldung that change the activity: field 19 gives the whole new one. */
export const UMMELDUNG_GRUENDE_TAETIGKEIT: ReadonlySet<string> = new Set(["wechsel", "ausdehnung"]);

/** GewA 3, field 25: Grund der Abmeldung. */
export const ABMELDUNG_GRUENDE = [
  { code: "vollstaendige_aufgabe", name: "Vollständige Aufgabe" },
  { code: "verlegung", name: "Verlegung in einen anderen Meldebezirk" },
  { code: "umwandlung", name: "Aufgabe infolge Umwandlung (Verschmelzung, Spaltung)" },
  { code: "rechtsformwechsel", name: "Wechsel der Rechtsform" },
  { code: "gesellschafteraustritt", name: "Gesellschafteraustritt" },
  { code: "uebergabe", name: "Übergabe" },
] as const;

/** GewA 3, field 26: how the business was handed over. */
export const UEBERGABE_ARTEN = [
  { code: "erbfolge", name: "Erbfolge" },
  { code: "verkauf", name: "Verkauf" },
  { code: "verpachtung", name: "Verpachtung" },
] as const;

/** Reasons of an Abmeldung whose business goes on under another holder or form: field 27 names it. */
export const ABMELDUNG_GRUENDE_MIT_NACHFOLGER: ReadonlySet<string> = new Set([
  "uebergabe",
  "rechtsformwechsel",
  "umwandlung",
]);

/** GewA 3, field 28: the cause of a complete closure (choices not confirmed by a source, decision 034). */
export const AUFGABE_URSACHEN = [
  { code: "insolvenz", name: "Insolvenzverfahren" },
  { code: "wirtschaftlich", name: "Wirtschaftliche Schwierigkeiten" },
  { code: "alter_gesundheit", name: "Alter oder Gesundheit" },
  { code: "sonstige", name: "Sonstige Gründe" },
] as const;

export type Code<T extends readonly { code: string }[]> = T[number]["code"];

export function codes<T extends readonly { code: string }[]>(options: T): [Code<T>, ...Code<T>[]] {
  return options.map((o) => o.code) as [Code<T>, ...Code<T>[]];
}

export function optionName(options: readonly { code: string; name: string }[], code: string | undefined): string {
  return options.find((o) => o.code === code)?.name ?? "";
}
