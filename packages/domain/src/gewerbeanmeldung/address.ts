import { z } from "zod";
import { describeCharacter, disallowedCharacters } from "./din91379";
import { gewerbeMessages } from "./messages";

/**
 * Gewerbeanmeldung (GewA 1) addresses and the quick create (docs/product.md#addresses), shared by the form and the
 * server. Field keys carry the number of the official form's field (11: Wohnanschrift, 15:
 * Betriebsstätte); the complete form (data-schema.ts) adds the other fields under their numbers.
 */

export const BUNDESLAENDER = [
  { kuerzel: "BW", name: "Baden-Württemberg" },
  { kuerzel: "BY", name: "Bayern" },
  { kuerzel: "BE", name: "Berlin" },
  { kuerzel: "BB", name: "Brandenburg" },
  { kuerzel: "HB", name: "Bremen" },
  { kuerzel: "HH", name: "Hamburg" },
  { kuerzel: "HE", name: "Hessen" },
  { kuerzel: "MV", name: "Mecklenburg-Vorpommern" },
  { kuerzel: "NI", name: "Niedersachsen" },
  { kuerzel: "NW", name: "Nordrhein-Westfalen" },
  { kuerzel: "RP", name: "Rheinland-Pfalz" },
  { kuerzel: "SL", name: "Saarland" },
  { kuerzel: "SN", name: "Sachsen" },
  { kuerzel: "ST", name: "Sachsen-Anhalt" },
  { kuerzel: "SH", name: "Schleswig-Holstein" },
  { kuerzel: "TH", name: "Thüringen" },
] as const;
export type BundeslandKuerzel = (typeof BUNDESLAENDER)[number]["kuerzel"];

export const LAENDER = [{ kuerzel: "DE", name: "Deutschland" }] as const;
export type LandKuerzel = (typeof LAENDER)[number]["kuerzel"];

export const DEFAULT_BUNDESLAND = BUNDESLAENDER.find((b) => b.kuerzel === "BE")!;
export const DEFAULT_LAND = LAENDER[0];

export const strasseSchema = z
  .string()
  .trim()
  .min(3, { error: gewerbeMessages.strasseUngueltig })
  .max(100, { error: gewerbeMessages.strasseZuLang });

export const hausnummerSchema = z
  .string()
  .trim()
  .min(1, { error: gewerbeMessages.hausnummerFehlt })
  .max(10, { error: gewerbeMessages.hausnummerZuLang })
  .regex(/^\d/, { error: gewerbeMessages.hausnummerFormat });

export const adresszusatzSchema = z.string().trim().max(50, { error: gewerbeMessages.adresszusatzZuLang });

/** Kept as a string: leading zeros matter (01067 Dresden). */
export const postleitzahlSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, { error: gewerbeMessages.plzFormat });

export const ortSchema = z
  .string()
  .trim()
  .min(2, { error: gewerbeMessages.ortUngueltig })
  .max(50, { error: gewerbeMessages.ortZuLang });

/** The Geschäftsname rule (docs/product.md#addresses); the complete form uses it for fields 1, 3 and 26. */
export const geschaeftsnameSchema = z
  .string()
  .trim()
  .min(3, { error: gewerbeMessages.geschaeftsnameUngueltig })
  .max(100, { error: gewerbeMessages.geschaeftsnameZuLang })
  .regex(/^[^<>]*$/, { error: gewerbeMessages.geschaeftsnameZeichen });

/** The Stadt rule (docs/product.md#addresses); the complete form uses it for the register court (field 2). */
export const stadtSchema = z
  .string()
  .trim()
  .min(2, { error: gewerbeMessages.stadtUngueltig })
  .max(50, { error: gewerbeMessages.stadtZuLang })
  .regex(/^[\p{L}\s-]+$/u, { error: gewerbeMessages.stadtZeichen });

const bundeslandCodes = BUNDESLAENDER.map((b) => b.kuerzel) as [BundeslandKuerzel, ...BundeslandKuerzel[]];
const landCodes = LAENDER.map((l) => l.kuerzel) as [LandKuerzel, ...LandKuerzel[]];

/** A code chosen from a list: `{label} ist erforderlich` when empty or unknown. The name is never trusted. */
function codeSchema<T extends string>(codes: [T, ...T[]], label: string) {
  const message = gewerbeMessages.erforderlich(label);
  return z.object({
    kuerzel: z.enum(codes, { error: message }),
    name: z.string().optional(),
  });
}

export const addressShape = {
  strasse: strasseSchema,
  hausnummer: hausnummerSchema,
  adresszusatz: adresszusatzSchema.optional(),
  postleitzahl: postleitzahlSchema,
  ort: ortSchema,
  bundesland: codeSchema(bundeslandCodes, "Bundesland"),
  land: codeSchema(landCodes, "Land"),
};

const addressTexts = [
  ["strasse", "Straße"],
  ["hausnummer", "Hausnummer"],
  ["adresszusatz", "Adresszusatz"],
  ["ort", "Ort"],
] as const;

/**
 * DIN SPEC 91379 characters only (what the authorities' systems accept, and never `<>` or control
 * characters), in the quick create as in the complete form: a document the quick create stored
 * must be a valid draft of the complete form.
 */
export function checkAddressCharacters(address: Partial<Record<string, unknown>>, ctx: z.RefinementCtx) {
  for (const [key, label] of addressTexts) {
    const value = address[key];
    if (typeof value !== "string" || !value) continue;
    const bad = disallowedCharacters(value.normalize("NFC"), "business");
    if (bad.length)
      ctx.addIssue({
        code: "custom",
        message: gewerbeMessages.zeichen(label, bad.map(describeCharacter).join(", ")),
        path: [key],
      });
  }
}

export const addressSchema = z.object(addressShape).superRefine(checkAddressCharacters);
export type AddressInput = z.input<typeof addressSchema>;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/**
 * A section that is not required may be left empty (docs/product.md#addresses). An optional section with every text
 * field blank is accepted as empty (undefined); once anything is filled in, all rules apply.
 */
export function optionalAddressSchema() {
  return z.preprocess((value) => {
    if (!value || typeof value !== "object") return undefined;
    const v = value as Record<string, unknown>;
    const textBlank = ["strasse", "hausnummer", "adresszusatz", "postleitzahl", "ort"].every((k) => isBlank(v[k]));
    return textBlank ? undefined : value;
  }, addressSchema.optional());
}

export const createGewerbeanmeldungSchema = z.object({
  wohnanschrift_11: addressSchema,
  betriebsstaette_15: addressSchema,
});
export type CreateGewerbeanmeldungInput = z.input<typeof createGewerbeanmeldungSchema>;

/** A stored address: codes resolved to their official names by the server. */
export const storedAddressSchema = z.object({
  strasse: z.string(),
  hausnummer: z.string(),
  adresszusatz: z.string().optional(),
  postleitzahl: z.string(),
  ort: z.string(),
  bundesland: z.object({ kuerzel: z.string(), name: z.string() }),
  land: z.object({ kuerzel: z.string(), name: z.string() }),
});
export type StoredAddress = z.infer<typeof storedAddressSchema>;

/** Resolves codes to the official names from our own tables (the client's names are ignored). */
export function resolveAddress(address: z.output<typeof addressSchema>): StoredAddress {
  const bundesland = BUNDESLAENDER.find((b) => b.kuerzel === address.bundesland.kuerzel)!;
  const land = LAENDER.find((l) => l.kuerzel === address.land.kuerzel)!;
  return {
    strasse: address.strasse,
    hausnummer: address.hausnummer,
    ...(address.adresszusatz ? { adresszusatz: address.adresszusatz } : {}),
    postleitzahl: address.postleitzahl,
    ort: address.ort,
    bundesland: { kuerzel: bundesland.kuerzel, name: bundesland.name },
    land: { kuerzel: land.kuerzel, name: land.name },
  };
}

const comparable = (address: StoredAddress) =>
  [address.strasse, address.hausnummer, address.adresszusatz ?? "", address.postleitzahl, address.ort]
    .map((part) => part.normalize("NFC").trim().toLocaleLowerCase("de-DE").replace(/\s+/g, " "))
    .join("|");

/** The same place (street, number, addition, postal code, town; case and spacing aside). */
export function sameAddress(a: StoredAddress | undefined, b: StoredAddress | undefined): boolean {
  return a !== undefined && b !== undefined && comparable(a) === comparable(b);
}
