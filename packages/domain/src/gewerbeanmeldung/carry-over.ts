import type { AbmeldungData, GewerbeanmeldungData, UmmeldungData } from "./data-schema";
import { checkIn, type Form, pruneIn } from "./engine";
import { ABMELDUNG_FORM, GEWERBEANMELDUNG_FORM, UMMELDUNG_FORM } from "./forms";

/**
 * What a new notice takes over from the Gewerbe it follows (decision 034).
 * The source is the Gewerbe as it stands: the Anmeldung with the changes of every completed
 * Ummeldung applied in order (a move changes the Betriebsstätte, a change of activity the Tätigkeit),
 * in the GewA 1's keys. What the new notice asks anew is left empty: its reason, its date, the new
 * or future Betriebsstätte, the activity after the change, the staff at closure, the successor.
 */

type Data = Record<string, unknown>;

/** GewA 1 keys that the Ummeldung holds under its own number: [GewA 2 key, GewA 1 key]. */
const UMMELDUNG_RENAMED = [
  ["nebenerwerb_20", "nebenerwerb_19"],
  ["betriebsart_22", "betriebsart_21"],
  ["erlaubnis_25", "erlaubnis_28"],
  ["handwerk_26", "handwerk_29"],
] as const;
/** The residence title of a person: GewA 1 30–31, GewA 2 27–28 (the GewA 3 has none). */
const PERSON_RENAMED = [
  ["aufenthaltstitel_27", "aufenthaltstitel_30"],
  ["auflagen_28", "auflagen_31"],
] as const;

/** Keys with the same name and content on the GewA 1 and `form` (1–16 and those the form keeps). */
const sharedKeys = (form: Form, except: readonly string[] = []) =>
  form.keys.filter((key) => key in GEWERBEANMELDUNG_FORM.registry && !except.includes(key));

/** A person's fields renamed between the forms (pairs of [to, from]); anything else as it is. */
function renamePerson(person: Data, pairs: readonly (readonly [string, string])[]): Data {
  const result: Data = { ...person };
  for (const [to, from] of pairs) {
    delete result[from];
    if (person[from] !== undefined) result[to] = person[from];
  }
  return result;
}

const persons = (data: Data, pairs: readonly (readonly [string, string])[]) =>
  Array.isArray(data.weitere_personen)
    ? (data.weitere_personen as Data[]).map((person) => renamePerson(person, pairs))
    : undefined;

const omit = (data: Data, keys: readonly string[]): Data =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));

const flip = (pairs: readonly (readonly [string, string])[]) => pairs.map(([to, from]) => [from, to] as const);

/** What a completed Ummeldung changes of the Gewerbe, in the GewA 1's keys. */
function applyUmmeldung(stand: Data, ummeldung: Data): Data {
  const next: Data = { ...stand };
  for (const key of sharedKeys(UMMELDUNG_FORM, ["fruehere_betriebsstaette_17", "weitere_personen"])) {
    next[key] = ummeldung[key];
  }
  for (const [to, from] of UMMELDUNG_RENAMED) next[from] = ummeldung[to];
  for (const [to, from] of PERSON_RENAMED) next[from] = ummeldung[to];
  next.weitere_personen = persons(ummeldung, flip(PERSON_RENAMED));
  // After a change of activity, the activity is the new one (field 19 of the Ummeldung).
  next.taetigkeit_18 = ummeldung.taetigkeit_neu_19 ?? ummeldung.taetigkeit_18;
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  return next;
}

/** The Gewerbe as it stands after its completed Ummeldungen (oldest first), in the GewA 1's keys. */
export function gewerbeStand(
  anmeldung: GewerbeanmeldungData,
  ummeldungen: readonly UmmeldungData[] = [],
): GewerbeanmeldungData {
  return ummeldungen.reduce<Data>((stand, u) => applyUmmeldung(stand, u), { ...anmeldung }) as GewerbeanmeldungData;
}

/** Only what the form accepts (a value the rules of today refuse is asked again), pruned. */
function valid<D>(form: Form, data: Data, stand: GewerbeanmeldungData): D {
  const checked = checkIn<D>(form, data).data as Data;
  // Every document has the two addresses of the quick create.
  checked.wohnanschrift_11 ??= stand.wohnanschrift_11;
  checked.betriebsstaette_15 ??= stand.betriebsstaette_15;
  return pruneIn(form, checked) as D;
}

/**
 * A new Gewerbe-Ummeldung (GewA 2): the move's former Betriebsstätte is the current one; what changes
 * (24) as already answered, if it was (the question that leads to the form).
 */
export function ummeldungAus(
  stand: GewerbeanmeldungData,
  gruende?: UmmeldungData["grund_ummeldung_24"],
): UmmeldungData {
  const source = stand as Data;
  const data: Data = { grund_ummeldung_24: gruende };
  for (const key of sharedKeys(UMMELDUNG_FORM, ["fruehere_betriebsstaette_17", "weitere_personen"])) {
    data[key] = source[key];
  }
  for (const [to, from] of [...UMMELDUNG_RENAMED, ...PERSON_RENAMED]) data[to] = source[from];
  data.weitere_personen = persons(source, PERSON_RENAMED);
  data.fruehere_betriebsstaette_17 = stand.betriebsstaette_15;
  return valid<UmmeldungData>(UMMELDUNG_FORM, data, stand);
}

/** A new Gewerbe-Abmeldung (GewA 3): the business as registered; the staff at closure is asked anew. */
export function abmeldungAus(stand: GewerbeanmeldungData): AbmeldungData {
  const source = stand as Data;
  const data: Data = {};
  for (const key of sharedKeys(ABMELDUNG_FORM, ["weitere_personen"])) data[key] = source[key];
  data.weitere_personen = persons(source, [])?.map((person) => omit(person, ["aufenthaltstitel_30", "auflagen_31"]));
  return valid<AbmeldungData>(ABMELDUNG_FORM, data, stand);
}

/**
 * A Gewerbeanmeldung at the new authority after a move into another district (since 1.11.2025 the
 * only notice the business files, § 14 Abs. 1 Satz 3 GewO): the same business, Grund 25
 * "Wiedereröffnung nach Verlegung", the old Betriebsstätte as field 17. The new one (15), the new
 * Beginn (20) and the staff (22) are asked anew; 15 holds the old address until it is replaced.
 */
export function verlegungAus(stand: GewerbeanmeldungData): GewerbeanmeldungData {
  const rest = omit(stand as Data, ["beginn_20", "beschaeftigte_22", "frueherer_name_26"]);
  return valid<GewerbeanmeldungData>(
    GEWERBEANMELDUNG_FORM,
    { ...rest, grund_25: "verlegung", fruehere_betriebsstaette_17: stand.betriebsstaette_15 },
    stand,
  );
}
