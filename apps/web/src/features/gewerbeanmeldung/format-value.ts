import {
  ABMELDUNG_GRUENDE,
  ANMELDUNG_FUER,
  AUFGABE_URSACHEN,
  BETRIEBSARTEN,
  formatIsoDateGerman,
  GESCHLECHTER,
  GRUENDE,
  isCalendarDate,
  optionName,
  RECHTSFORMEN,
  REGISTERARTEN,
  staatName,
  UEBERGABE_ARTEN,
  UMMELDUNG_GRUENDE,
} from "@app/domain";

type Value = unknown;

const CODE_LISTS: Record<string, readonly { code: string; name: string }[]> = {
  rechtsform: RECHTSFORMEN,
  geschlecht_6: GESCHLECHTER,
  anmeldung_fuer_23: ANMELDUNG_FUER,
  grund_25: GRUENDE,
  betriebsart_21: BETRIEBSARTEN,
  betriebsart_22: BETRIEBSARTEN,
  grund_ummeldung_24: UMMELDUNG_GRUENDE,
  grund_abmeldung_25: ABMELDUNG_GRUENDE,
  uebergabe_26: UEBERGABE_ARTEN,
  aufgabegrund_28: AUFGABE_URSACHEN,
  art: REGISTERARTEN,
};

const PART_LABELS: Record<string, string> = {
  gericht: "Registergericht",
  art: "Registerart",
  nummer: "Nummer",
  beantragt: "Eintragung beantragt",
  ort: "Ort",
  land: "Land",
  telefon: "Telefon",
  telefax: "Telefax",
  email: "E-Mail",
  website: "Website",
  liegt_vor: "Liegt vor",
  vorhanden: "Vorhanden",
  behoerde: "Behörde",
  datum: "Datum",
  beschreibung: "Beschreibung",
  vollzeit: "Vollzeit",
  teilzeit: "Teilzeit",
  automatenaufstellung: "Automatenaufstellung",
  reisegewerbe: "Reisegewerbe",
  erforderlich: "Erforderlich",
  eingetragen: "Eingetragen",
  handwerkskammer: "Handwerkskammer",
  name: "Name",
  vornamen: "Vornamen",
  anschrift: "Anschrift",
};

function isAddress(value: Value): value is Record<string, unknown> {
  return !!value && typeof value === "object" && "strasse" in value && "postleitzahl" in value;
}

function formatAddress(a: Record<string, unknown>): string {
  const land = (a.bundesland as { name?: string; kuerzel?: string } | undefined) ?? {};
  const bundesland = land.name ?? land.kuerzel ?? "";
  const line1 = [a.strasse, a.hausnummer].filter(Boolean).join(" ");
  const line2 = [a.postleitzahl, a.ort].filter(Boolean).join(" ");
  return [line1, a.adresszusatz, line2, bundesland].filter(Boolean).join(", ");
}

/** A stored value as the summary shows it; "" when nothing is given. */
export function formatValue(key: string, value: Value): string {
  if (value === undefined || value === null || value === "") return "";
  if (typeof value === "boolean") return value ? "Ja" : "Nein";
  if (typeof value === "number") return value.toLocaleString("de-DE");
  if (typeof value === "string") {
    if (CODE_LISTS[key]) return optionName(CODE_LISTS[key], value) || value;
    if (key === "land") return staatName(value);
    return isCalendarDate(value) && /^\d{4}-/.test(value) ? formatIsoDateGerman(value) : value;
  }
  if (Array.isArray(value)) {
    if (key === "staatsangehoerigkeit_10") return value.map((c) => staatName(String(c))).join(", ");
    if (CODE_LISTS[key]) return value.map((c) => optionName(CODE_LISTS[key], String(c)) || String(c)).join(", ");
    return `${value.length}`;
  }
  if (isAddress(value)) return formatAddress(value);
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([part, v]) => {
        const shown = formatValue(part, v);
        return shown ? `${PART_LABELS[part] ?? part}: ${shown}` : "";
      })
      .filter(Boolean)
      .join("; ");
  }
  return String(value);
}
