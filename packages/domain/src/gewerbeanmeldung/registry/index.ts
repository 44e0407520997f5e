/**
 * The registry of the official GewA 1's fields (Anlage 1 GewAnzV): one entry per field, keyed
 * `<name>_<nr>` (the form's field numbers; decision 010 for the inferred ones), with its number, label, short name,
 * step, zod rule, applicability, requirement and PDF box. Keys without a number are this product's own:
 * `rechtsform` decides which numbered fields apply, `kontakt_*` hold the optional contact details
 * printed with fields 11 and 15, and `weitere_personen` are the further managing partners or legal
 * representatives (the paper form's supplementary sheets), each with the person fields 4–11 and 30–31.
 *
 * Everything else is derived from it: the draft schema (data-schema.ts), FIELDS and SECTIONS
 * (fields.ts), applicability.ts, requirements.ts, field paths (paths.ts) and the PDF's boxes. The
 * order of the entries is the form's order (the wizard's steps and, within a step, its fields).
 * Adding a field: add its entry to its step's file and, if it has a box, place it in the PDF layout
 * (apps/server/src/documents/pdf/form-rows.ts; the typecheck fails until it is placed).
 */

import { anlass } from "./anlass";
import { betriebsstaette } from "./betriebsstaette";
import type { FieldEntry } from "./entry";
import { erlaubnisse } from "./erlaubnisse";
import { person } from "./person";
import { taetigkeit } from "./taetigkeit";
import { unternehmen } from "./unternehmen";
import { vertretung } from "./vertretung";
import { wohnanschrift } from "./wohnanschrift";

export const REGISTRY = {
  ...unternehmen,
  ...person,
  ...wohnanschrift,
  ...vertretung,
  ...betriebsstaette,
  ...taetigkeit,
  ...anlass,
  ...erlaubnisse,
} satisfies Record<string, FieldEntry>;

export type Registry = typeof REGISTRY;
export type FieldKey = keyof Registry;
export type PersonFieldKey = { [K in FieldKey]: Registry[K]["scope"] extends "person" ? K : never }[FieldKey];
/** Fields printed in a box of their own (placed by the PDF layout). */
export type BoxFieldKey = { [K in FieldKey]: Registry[K]["pdf"] extends { box: true } ? K : never }[FieldKey];

export const FIELD_KEYS = Object.keys(REGISTRY) as FieldKey[];
export const fieldEntry = (key: FieldKey): FieldEntry => REGISTRY[key];

export type {
  Applicability,
  DocumentFacts,
  FieldEntry,
  PartEntry,
  PdfEntry,
  PersonFacts,
  Printed,
} from "./entry";
export { personFields, personSchema } from "./further-person";
