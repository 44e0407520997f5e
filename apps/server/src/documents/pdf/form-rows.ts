import type { BoxFieldKey, PersonFieldKey } from "@app/domain";

/**
 * Where each box of the official GewA 1 sits: rows of boxes, each with its share of the content width
 * (a row's shares add up to 1). What a box prints comes from the field registry (packages/domain,
 * registry/); the form's own boxes without a stored field are named here.
 */

/** Boxes that are not a stored field: who files (from the Rechtsform), 32 (filing date), 33 (signature). */
export type OwnBox = "anmeldende" | "datum_32" | "unterschrift_33";
type Slot<K extends string> = readonly [key: K, width: number];
type Rows<K extends string> = readonly (readonly Slot<K>[])[];

export const COMPANY_ROWS = [
  [
    ["rechtsform", 0.5],
    ["anmeldende", 0.5],
  ],
  [["name_1", 1]],
  [
    ["register_2", 0.5],
    ["geschaeftsbezeichnung_3", 0.5],
  ],
] as const satisfies Rows<BoxFieldKey | OwnBox>;

/** Fields 4–11 of a person: the main person's, and again on each further person's sheet. */
export const PERSON_ROWS = [
  [
    ["name_4", 0.5],
    ["vornamen_5", 0.5],
  ],
  [
    ["geschlecht_6", 0.5],
    ["geburtsname_7", 0.5],
  ],
  [
    ["geburtsdatum_8", 0.25],
    ["geburtsort_9", 0.375],
    ["staatsangehoerigkeit_10", 0.375],
  ],
  [["wohnanschrift_11", 1]],
] as const satisfies Rows<BoxFieldKey & PersonFieldKey>;

export const VERTRETUNG_ROWS = [
  [
    ["zahl_gesellschafter_12", 0.3],
    ["oeffentliche_hand_13", 0.2],
    ["vertretungsberechtigte_14", 0.5],
  ],
] as const satisfies Rows<BoxFieldKey>;

export const BETRIEB_ROWS = [
  [
    ["betriebsstaette_15", 0.5],
    ["hauptniederlassung_16", 0.5],
  ],
  [["fruehere_betriebsstaette_17", 1]],
  [["taetigkeit_18", 1]],
  [
    ["nebenerwerb_19", 0.4],
    ["beginn_20", 0.2],
    ["betriebsart_21", 0.4],
  ],
  [
    ["beschaeftigte_22", 0.5],
    ["anmeldung_fuer_23", 0.5],
  ],
  [
    ["automaten_reise_24", 0.3],
    ["grund_25", 0.7],
  ],
  [["frueherer_name_26", 1]],
  [
    ["erlaubnis_28", 0.5],
    ["handwerk_29", 0.5],
  ],
] as const satisfies Rows<BoxFieldKey>;

/** Fields 30–31 of a person: after 28–29 for the main person, at the end of each further person's sheet. */
export const RESIDENCE_ROWS = [
  [
    ["aufenthaltstitel_30", 0.5],
    ["auflagen_31", 0.5],
  ],
] as const satisfies Rows<BoxFieldKey & PersonFieldKey>;

export const CLOSING_ROWS = [
  [
    ["datum_32", 0.3],
    ["unterschrift_33", 0.7],
  ],
] as const satisfies Rows<OwnBox>;

export const FORM_ROWS = [
  ...COMPANY_ROWS,
  ...PERSON_ROWS,
  ...VERTRETUNG_ROWS,
  ...BETRIEB_ROWS,
  ...RESIDENCE_ROWS,
  ...CLOSING_ROWS,
] as const;

// Every field with a box of its own has a place: adding one to the registry fails the typecheck here
// until it is placed in a row above.
type Placed = (typeof FORM_ROWS)[number][number][0];
type Unplaced = Exclude<BoxFieldKey, Placed>;
export const everyBoxPlaced: [Unplaced] extends [never] ? true : { unplaced: Unplaced } = true;
