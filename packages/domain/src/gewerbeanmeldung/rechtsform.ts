/**
 * Who files (decision 010) follows from the Rechtsform: a natural person, a partnership with
 * one or more managing partners, or a legal person. The Rechtsform also decides whether the register
 * fields 1–2 apply and which register (Registerart) is the right one.
 */

export type Anmeldender = "natuerliche_person" | "personengesellschaft" | "juristische_person";

export const ANMELDENDE: Record<Anmeldender, string> = {
  natuerliche_person: "Natürliche Person",
  personengesellschaft: "Personengesellschaft",
  juristische_person: "Juristische Person",
};

export const REGISTERARTEN = [
  { code: "HRA", name: "Handelsregister Abteilung A" },
  { code: "HRB", name: "Handelsregister Abteilung B" },
  { code: "GnR", name: "Genossenschaftsregister" },
  { code: "VR", name: "Vereinsregister" },
  { code: "PR", name: "Partnerschaftsregister" },
  { code: "GsR", name: "Gesellschaftsregister" },
  { code: "AUSLAND", name: "Ausländisches Register" },
] as const;
export type Registerart = (typeof REGISTERARTEN)[number]["code"];

/** `pflicht`: fields 1–2 required; `optional`: may be given; `keine`: do not apply. */
export type RegisterPflicht = "pflicht" | "optional" | "keine";

export interface RechtsformInfo {
  code: string;
  name: string;
  anmeldender: Anmeldender;
  register: RegisterPflicht;
  registerarten: readonly Registerart[];
}

export const RECHTSFORMEN = [
  {
    code: "einzelunternehmen",
    name: "Einzelunternehmen",
    anmeldender: "natuerliche_person",
    register: "keine",
    registerarten: [],
  },
  {
    code: "ek",
    name: "Eingetragene Kauffrau / eingetragener Kaufmann (e. K.)",
    anmeldender: "natuerliche_person",
    register: "pflicht",
    registerarten: ["HRA"],
  },
  {
    code: "gbr",
    name: "Gesellschaft bürgerlichen Rechts (GbR)",
    anmeldender: "personengesellschaft",
    register: "keine",
    registerarten: [],
  },
  {
    code: "egbr",
    name: "Eingetragene Gesellschaft bürgerlichen Rechts (eGbR)",
    anmeldender: "personengesellschaft",
    register: "pflicht",
    registerarten: ["GsR"],
  },
  {
    code: "ohg",
    name: "Offene Handelsgesellschaft (OHG)",
    anmeldender: "personengesellschaft",
    register: "pflicht",
    registerarten: ["HRA"],
  },
  {
    code: "kg",
    name: "Kommanditgesellschaft (KG)",
    anmeldender: "personengesellschaft",
    register: "pflicht",
    registerarten: ["HRA"],
  },
  {
    code: "gmbh_co_kg",
    name: "GmbH & Co. KG",
    anmeldender: "personengesellschaft",
    register: "pflicht",
    registerarten: ["HRA"],
  },
  {
    code: "partg",
    name: "Partnerschaftsgesellschaft (PartG)",
    anmeldender: "personengesellschaft",
    register: "pflicht",
    registerarten: ["PR"],
  },
  {
    code: "gmbh",
    name: "Gesellschaft mit beschränkter Haftung (GmbH)",
    anmeldender: "juristische_person",
    register: "pflicht",
    registerarten: ["HRB"],
  },
  {
    code: "ug",
    name: "Unternehmergesellschaft (haftungsbeschränkt)",
    anmeldender: "juristische_person",
    register: "pflicht",
    registerarten: ["HRB"],
  },
  {
    code: "ag",
    name: "Aktiengesellschaft (AG)",
    anmeldender: "juristische_person",
    register: "pflicht",
    registerarten: ["HRB"],
  },
  {
    code: "eg",
    name: "Eingetragene Genossenschaft (eG)",
    anmeldender: "juristische_person",
    register: "pflicht",
    registerarten: ["GnR"],
  },
  {
    code: "ev",
    name: "Eingetragener Verein (e. V.)",
    anmeldender: "juristische_person",
    register: "pflicht",
    registerarten: ["VR"],
  },
  {
    code: "auslaendisch",
    name: "Ausländische Rechtsform",
    anmeldender: "juristische_person",
    register: "optional",
    registerarten: ["AUSLAND", "HRA", "HRB"],
  },
] as const satisfies readonly RechtsformInfo[];

export type Rechtsform = (typeof RECHTSFORMEN)[number]["code"];

export function rechtsformInfo(code: string | undefined): RechtsformInfo | undefined {
  return RECHTSFORMEN.find((r) => r.code === code);
}
