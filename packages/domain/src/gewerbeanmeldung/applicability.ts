import type { GewerbeanmeldungData, PersonData } from "./data-schema";
import type { FieldKey, PersonFieldKey } from "./fields";
import { GRUENDE_MIT_VORGAENGER } from "./options";
import { rechtsformInfo } from "./rechtsform";
import { needsResidenceTitle } from "./staaten";

/**
 * Whether a field applies, given the answers so far:
 * - `required`: must be given before the document is complete;
 * - `optional`: may be given;
 * - `excluded`: does not apply (the form hides it, the server drops it on save, the PDF leaves it empty);
 * - `undecided`: the answer it depends on is still missing (hidden, but kept if already given).
 */
export type Applicability = "required" | "optional" | "excluded" | "undecided";

type Data = Partial<GewerbeanmeldungData>;

const when = (known: boolean, applies: boolean, then: Applicability = "required"): Applicability =>
  !known ? "undecided" : applies ? then : "excluded";

/** The person fields (4–11, 30–31) of the main person or of a further person. */
export function personApplicability(person: Partial<PersonData>): Record<PersonFieldKey, Applicability> {
  const nationalities = person.staatsangehoerigkeit_10;
  const residence = when(nationalities !== undefined, needsResidenceTitle(nationalities ?? []));
  return {
    name_4: "required",
    vornamen_5: "required",
    geschlecht_6: "required",
    geburtsname_7: "optional",
    geburtsdatum_8: "required",
    geburtsort_9: "required",
    staatsangehoerigkeit_10: "required",
    wohnanschrift_11: "required",
    kontakt_11: "optional",
    aufenthaltstitel_30: residence,
    auflagen_31: residence,
  };
}

export function fieldApplicability(data: Data): Record<FieldKey, Applicability> {
  const rf = rechtsformInfo(data.rechtsform);
  const filer = rf?.anmeldender;
  const company = filer !== undefined && filer !== "natuerliche_person";
  const count = data.zahl_gesellschafter_12;
  const grund = data.grund_25;
  const arten = data.betriebsart_21;
  return {
    rechtsform: "required",
    // GbR: field 1 names the further partners, which a GbR may give without being registered.
    name_1: !rf
      ? "undecided"
      : rf.register === "pflicht"
        ? "required"
        : rf.register === "optional" || rf.code === "gbr"
          ? "optional"
          : "excluded",
    register_2: !rf
      ? "undecided"
      : rf.register === "pflicht"
        ? "required"
        : rf.register === "optional"
          ? "optional"
          : "excluded",
    geschaeftsbezeichnung_3: "optional",
    ...personApplicability(data),
    zahl_gesellschafter_12: when(filer !== undefined, company),
    oeffentliche_hand_13: when(filer !== undefined, filer === "juristische_person"),
    vertretungsberechtigte_14: when(
      filer !== undefined,
      company,
      rf?.code === "auslaendisch" ? "required" : "optional",
    ),
    weitere_personen: !filer
      ? "undecided"
      : !company
        ? "excluded"
        : count === undefined
          ? "undecided"
          : count > 1
            ? "required"
            : "excluded",
    betriebsstaette_15: "required",
    kontakt_15: "optional",
    anmeldung_fuer_23: "required",
    hauptniederlassung_16: when(data.anmeldung_fuer_23 !== undefined, data.anmeldung_fuer_23 !== "hauptniederlassung"),
    taetigkeit_18: "required",
    nebenerwerb_19: "required",
    beginn_20: "required",
    betriebsart_21: "required",
    beschaeftigte_22: "required",
    automaten_reise_24: "optional",
    grund_25: "required",
    fruehere_betriebsstaette_17: when(grund !== undefined, grund === "verlegung"),
    frueherer_name_26: when(grund !== undefined, GRUENDE_MIT_VORGAENGER.has(grund ?? "")),
    erlaubnis_28: "required",
    handwerk_29: when(arten !== undefined, arten?.includes("handwerk") ?? false),
  };
}

function pruneDetails(data: GewerbeanmeldungData | PersonData) {
  const person = data as PersonData;
  if (person.aufenthaltstitel_30?.liegt_vor === false) {
    person.aufenthaltstitel_30 = { liegt_vor: false };
  }
  if (person.auflagen_31?.vorhanden === false) person.auflagen_31 = { vorhanden: false };
}

/**
 * The data without the fields that do not apply (and without the details of a "Nein"), so what is
 * stored and printed is what the answers call for. Undecided fields are kept.
 */
export function pruneInapplicable(data: GewerbeanmeldungData): GewerbeanmeldungData {
  const result: Record<string, unknown> = { ...data };
  const rules = fieldApplicability(data);
  for (const [key, rule] of Object.entries(rules)) {
    if (rule === "excluded") delete result[key];
  }
  const pruned = result as GewerbeanmeldungData;
  pruneDetails(pruned);
  if (pruned.weitere_personen) {
    pruned.weitere_personen = pruned.weitere_personen.map((person) => {
      const copy: Record<string, unknown> = { ...person };
      for (const [key, rule] of Object.entries(personApplicability(person))) {
        if (rule === "excluded") delete copy[key];
      }
      pruneDetails(copy as PersonData);
      return copy as PersonData;
    });
  }
  if (pruned.erlaubnis_28?.erforderlich === false) pruned.erlaubnis_28 = { erforderlich: false };
  if (pruned.handwerk_29?.eingetragen === false) pruned.handwerk_29 = { eingetragen: false };
  return pruned;
}
