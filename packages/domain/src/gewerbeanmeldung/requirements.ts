import { type Applicability, fieldApplicability, personApplicability } from "./applicability";
import type { GewerbeanmeldungData, PersonData } from "./data-schema";
import { FIELDS, type FieldKey } from "./fields";
import { gewerbeMessages } from "./messages";
import { rechtsformInfo } from "./rechtsform";

export interface Issue {
  /** Dotted path of the field, e.g. "register_2.nummer" or "weitere_personen.0.name_4". */
  path: string;
  message: string;
}

type Data = Partial<GewerbeanmeldungData>;

const YES_NO_FIELDS = new Set(["nebenerwerb_19", "oeffentliche_hand_13"]);

function missing(key: FieldKey): string {
  return YES_NO_FIELDS.has(key)
    ? gewerbeMessages.jaNein(FIELDS[key].kurz)
    : gewerbeMessages.erforderlich(FIELDS[key].kurz);
}

function requireAll(
  rules: Partial<Record<FieldKey, Applicability>>,
  data: Record<string, unknown>,
  prefix: string,
  issues: Issue[],
) {
  for (const [key, rule] of Object.entries(rules) as [FieldKey, Applicability][]) {
    if (key === "weitere_personen") continue; // counted against field 12 below
    if (rule === "required" && data[key] === undefined) issues.push({ path: prefix + key, message: missing(key) });
  }
}

function need(issues: Issue[], path: string, value: unknown, label: string) {
  if (value === undefined) issues.push({ path, message: gewerbeMessages.erforderlich(label) });
}

function personDetails(person: Partial<PersonData>, prefix: string, issues: Issue[]) {
  const rules = personApplicability(person);
  const ort = person.geburtsort_9;
  if (ort) {
    need(issues, `${prefix}geburtsort_9.ort`, ort.ort, "Geburtsort");
    need(issues, `${prefix}geburtsort_9.land`, ort.land, "Geburtsland");
  }
  const titel = person.aufenthaltstitel_30;
  if (titel && rules.aufenthaltstitel_30 !== "excluded") {
    if (titel.liegt_vor === undefined) {
      issues.push({
        path: `${prefix}aufenthaltstitel_30.liegt_vor`,
        message: gewerbeMessages.jaNein(FIELDS.aufenthaltstitel_30.kurz),
      });
    } else if (titel.liegt_vor) {
      need(issues, `${prefix}aufenthaltstitel_30.behoerde`, titel.behoerde, "Erteilende Behörde");
      need(issues, `${prefix}aufenthaltstitel_30.datum`, titel.datum, "Datum des Aufenthaltstitels");
    }
  }
  const auflagen = person.auflagen_31;
  if (auflagen && rules.auflagen_31 !== "excluded") {
    if (auflagen.vorhanden === undefined) {
      issues.push({ path: `${prefix}auflagen_31.vorhanden`, message: gewerbeMessages.jaNein(FIELDS.auflagen_31.kurz) });
    } else if (auflagen.vorhanden) {
      need(issues, `${prefix}auflagen_31.beschreibung`, auflagen.beschreibung, "Auflage oder Beschränkung");
    }
  }
}

/**
 * What is still missing for a complete Gewerbeanmeldung, given the (valid) answers so far: the
 * conditional rules of GEWA1.md (who files, Rechtsform, branch, relocation, takeover, craft,
 * residence title). Empty when the document may become 'Vollständig'.
 */
export function requirementIssues(data: Data): Issue[] {
  const issues: Issue[] = [];
  const rules = fieldApplicability(data);
  requireAll(rules, data as Record<string, unknown>, "", issues);
  personDetails(data, "", issues);

  const register = data.register_2;
  if (register && rules.register_2 !== "excluded") {
    need(issues, "register_2.gericht", register.gericht, "Registergericht");
    need(issues, "register_2.art", register.art, "Registerart");
    if (!register.beantragt) need(issues, "register_2.nummer", register.nummer, "Registernummer");
    const allowed = rechtsformInfo(data.rechtsform)?.registerarten;
    if (register.art && allowed?.length && !allowed.includes(register.art)) {
      issues.push({ path: "register_2.art", message: gewerbeMessages.registerartPasstNicht(allowed.join(", ")) });
    }
  }

  if (rules.weitere_personen !== "excluded" && data.zahl_gesellschafter_12 !== undefined) {
    const given = 1 + (data.weitere_personen?.length ?? 0);
    const wanted = data.zahl_gesellschafter_12;
    if (given > wanted) issues.push({ path: "weitere_personen", message: gewerbeMessages.personenZuViele });
    else if (given < wanted) {
      issues.push({ path: "weitere_personen", message: gewerbeMessages.personenFehlen(wanted - given) });
    }
  }
  data.weitere_personen?.forEach((person, index) => {
    const prefix = `weitere_personen.${index}.`;
    requireAll(personApplicability(person), person as Record<string, unknown>, prefix, issues);
    personDetails(person, prefix, issues);
  });

  const vertretung = data.vertretungsberechtigte_14;
  if (vertretung && rules.vertretungsberechtigte_14 !== "excluded") {
    need(issues, "vertretungsberechtigte_14.name", vertretung.name, "Name der vertretungsberechtigten Person");
    need(
      issues,
      "vertretungsberechtigte_14.vornamen",
      vertretung.vornamen,
      "Vornamen der vertretungsberechtigten Person",
    );
    need(
      issues,
      "vertretungsberechtigte_14.anschrift",
      vertretung.anschrift,
      "Anschrift der vertretungsberechtigten Person",
    );
  }

  const beschaeftigte = data.beschaeftigte_22;
  if (beschaeftigte) {
    need(issues, "beschaeftigte_22.vollzeit", beschaeftigte.vollzeit, "Zahl der Vollzeitbeschäftigten");
    need(issues, "beschaeftigte_22.teilzeit", beschaeftigte.teilzeit, "Zahl der Teilzeitbeschäftigten");
  }

  const erlaubnis = data.erlaubnis_28;
  if (erlaubnis) {
    if (erlaubnis.erforderlich === undefined) {
      issues.push({ path: "erlaubnis_28.erforderlich", message: gewerbeMessages.jaNein(FIELDS.erlaubnis_28.kurz) });
    } else if (erlaubnis.erforderlich) {
      need(issues, "erlaubnis_28.art", erlaubnis.art, "Art der Erlaubnis");
      need(issues, "erlaubnis_28.behoerde", erlaubnis.behoerde, "Erteilende Behörde");
      need(issues, "erlaubnis_28.datum", erlaubnis.datum, "Datum der Erlaubnis");
    }
  }

  const handwerk = data.handwerk_29;
  if (handwerk && rules.handwerk_29 !== "excluded") {
    if (handwerk.eingetragen === undefined) {
      issues.push({ path: "handwerk_29.eingetragen", message: gewerbeMessages.jaNein(FIELDS.handwerk_29.kurz) });
    } else if (handwerk.eingetragen) {
      need(issues, "handwerk_29.handwerkskammer", handwerk.handwerkskammer, "Handwerkskammer");
      need(issues, "handwerk_29.datum", handwerk.datum, "Datum der Eintragung");
    }
  }
  return issues;
}
