import type {
  ABMELDUNG_FORM,
  BoxFieldKey,
  DocumentKind,
  FieldEntry,
  PersonFieldKey,
  UMMELDUNG_FORM,
} from "@app/domain";

/**
 * Where each box of the official forms sits (GewA 1–3, Anlagen 1–3 GewAnzV): rows of boxes, each with
 * its share of the content width (a row's shares add up to 1). What a box prints comes from the field
 * registry (packages/domain, registry/); the forms' own boxes without a stored field are named here.
 */

/** Boxes that are not a stored field: who files (from the Rechtsform), the filing date, the signature. */
export type OwnBox = "anmeldende" | "datum" | "unterschrift";
type Slot<K extends string> = readonly [key: K, width: number];
export type Rows<K extends string> = readonly (readonly Slot<K>[])[];

/** The keys of a registry's fields that have a box of their own. */
type BoxKeyOf<R extends Record<string, FieldEntry>> = {
  [K in keyof R & string]: R[K]["pdf"] extends { box: true } ? K : never;
}[keyof R & string];
type UmmeldungBox = BoxKeyOf<(typeof UMMELDUNG_FORM)["registry"]>;
type AbmeldungBox = BoxKeyOf<(typeof ABMELDUNG_FORM)["registry"]>;
/** The boxes of 1–14, on all three forms. */
type SharedBox = BoxFieldKey & UmmeldungBox & AbmeldungBox;

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
] as const satisfies Rows<SharedBox | OwnBox>;

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
] as const satisfies Rows<SharedBox & PersonFieldKey>;

export const VERTRETUNG_ROWS = [
  [
    ["zahl_gesellschafter_12", 0.3],
    ["oeffentliche_hand_13", 0.2],
    ["vertretungsberechtigte_14", 0.5],
  ],
] as const satisfies Rows<SharedBox>;

const CLOSING_ROWS = [
  [
    ["datum", 0.3],
    ["unterschrift", 0.7],
  ],
] as const satisfies Rows<OwnBox>;

/** Each form's boxes from 15 on, its residence title (main person and each sheet) and its closing. */
export interface FormRows<K extends string> {
  betrieb: Rows<K>;
  residence: Rows<K>;
  closing: Rows<OwnBox>;
}

export const GEWERBEANMELDUNG_ROWS = {
  betrieb: [
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
  ],
  residence: [
    [
      ["aufenthaltstitel_30", 0.5],
      ["auflagen_31", 0.5],
    ],
  ],
  closing: CLOSING_ROWS,
} as const satisfies FormRows<BoxFieldKey>;

export const UMMELDUNG_ROWS = {
  betrieb: [
    [
      ["betriebsstaette_15", 0.5],
      ["hauptniederlassung_16", 0.5],
    ],
    [["fruehere_betriebsstaette_17", 1]],
    [["taetigkeit_18", 1]],
    [["taetigkeit_neu_19", 1]],
    [
      ["nebenerwerb_20", 0.4],
      ["datum_aenderung_21", 0.2],
      ["betriebsart_22", 0.4],
    ],
    [
      ["anmeldung_fuer_23", 0.45],
      ["grund_ummeldung_24", 0.55],
    ],
    [
      ["erlaubnis_25", 0.5],
      ["handwerk_26", 0.5],
    ],
  ],
  residence: [
    [
      ["aufenthaltstitel_27", 0.5],
      ["auflagen_28", 0.5],
    ],
  ],
  closing: CLOSING_ROWS,
} as const satisfies FormRows<UmmeldungBox>;

export const ABMELDUNG_ROWS = {
  betrieb: [
    [
      ["betriebsstaette_15", 0.5],
      ["hauptniederlassung_16", 0.5],
    ],
    [["kuenftige_betriebsstaette_17", 1]],
    [["taetigkeit_18", 1]],
    [
      ["nebenerwerb_19", 0.35],
      ["datum_aufgabe_20", 0.25],
      ["betriebsart_21", 0.4],
    ],
    [
      ["beschaeftigte_aufgabe_22", 0.5],
      ["anmeldung_fuer_23", 0.5],
    ],
    [
      ["automaten_reise_24", 0.3],
      ["grund_abmeldung_25", 0.7],
    ],
    [
      ["uebergabe_26", 0.4],
      ["nachfolger_27", 0.6],
    ],
    [["aufgabegrund_28", 1]],
  ],
  residence: [],
  closing: CLOSING_ROWS,
} as const satisfies FormRows<AbmeldungBox>;

/** Each form's rows from field 15 on. */
export const ROWS_OF: Record<DocumentKind, FormRows<string>> = {
  gewerbeanmeldung: GEWERBEANMELDUNG_ROWS,
  gewerbeummeldung: UMMELDUNG_ROWS,
  gewerbeabmeldung: ABMELDUNG_ROWS,
};

/** A form's first sheet, top to bottom. */
export const formRows = (kind: DocumentKind): Rows<string> => [
  ...COMPANY_ROWS,
  ...PERSON_ROWS,
  ...VERTRETUNG_ROWS,
  ...ROWS_OF[kind].betrieb,
  ...ROWS_OF[kind].residence,
  ...ROWS_OF[kind].closing,
];

// Every field with a box of its own has a place: adding one to a registry fails the typecheck here
// until it is placed in a row above.
type Placed<F extends FormRows<string>> =
  | (typeof COMPANY_ROWS)[number][number][0]
  | (typeof PERSON_ROWS)[number][number][0]
  | (typeof VERTRETUNG_ROWS)[number][number][0]
  | F["betrieb"][number][number][0]
  | F["residence"][number][number][0];
type Unplaced =
  | Exclude<BoxFieldKey, Placed<typeof GEWERBEANMELDUNG_ROWS>>
  | Exclude<UmmeldungBox, Placed<typeof UMMELDUNG_ROWS>>
  | Exclude<AbmeldungBox, Placed<typeof ABMELDUNG_ROWS>>;
export const everyBoxPlaced: [Unplaced] extends [never] ? true : { unplaced: Unplaced } = true;
