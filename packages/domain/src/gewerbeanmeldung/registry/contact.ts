import { optionalEmail, optionalGroup, optionalPhone, optionalWebsite } from "../field-schemas";
import type { PartEntry, Printed } from "./entry";
import { partSchemas } from "./entry";

/** The optional telephone, fax, e-mail and website printed with the addresses 11 and 15 (decision 010). */
export const contactParts = {
  telefon: { kurz: "Telefon", schema: optionalPhone },
  telefax: { kurz: "Telefax", schema: optionalPhone },
  email: { kurz: "E-Mail", schema: optionalEmail },
  website: { kurz: "Website", schema: optionalWebsite },
} satisfies Record<string, PartEntry>;

export const contactSchema = (kurz: string) => optionalGroup(partSchemas(contactParts, kurz));

type Contact = { [K in keyof typeof contactParts]?: string };

export const printContact = (c: Contact | undefined): Printed => ({
  lines: c
    ? (Object.keys(contactParts) as (keyof Contact)[])
        .filter((key) => c[key])
        .map((key) => `${contactParts[key].kurz}: ${c[key]}`)
    : [],
});
