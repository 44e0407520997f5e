import { z } from "zod";
import { addressShape, checkAddressCharacters, geschaeftsnameSchema, resolveAddress, stadtSchema } from "./address";
import { addYears, isCalendarDate, todayInGermany } from "./dates";
import { type CharacterProfile, describeCharacter, disallowedCharacters } from "./din91379";
import { gewerbeMessages } from "./messages";
import { codes } from "./options";

/**
 * Building blocks of the complete form. Every leaf is optional in a draft: blank means "not given",
 * anything given must be valid. Which fields must be given is decided by the requirements
 * (requirements.ts), so a draft can be saved at any point.
 */

type Ctx = z.core.$RefinementCtx;

function blankToUndefined(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const normalized = value.normalize("NFC").replace(/\r\n?/g, "\n").trim();
  return normalized === "" ? undefined : normalized;
}

export function checkCharacters(value: string, label: string, profile: CharacterProfile, ctx: Ctx, path?: string[]) {
  const bad = disallowedCharacters(value, profile);
  if (bad.length) {
    ctx.addIssue({
      code: "custom",
      message: gewerbeMessages.zeichen(label, bad.map(describeCharacter).join(", ")),
      path,
    });
  }
}

/** An optional string: trimmed, NFC-normalised, blank becomes undefined, then `inner`'s rules. */
function optionalString<T extends z.ZodType<unknown, string>>(label: string, inner: T) {
  return z
    .string({ error: gewerbeMessages.zeichen(label, "kein Text") })
    .optional()
    .transform(blankToUndefined)
    .pipe(inner.optional());
}

export function optionalText(
  label: string,
  profile: CharacterProfile,
  { min = 1, max }: { min?: number; max: number },
) {
  return optionalString(
    label,
    z
      .string()
      .min(min, { error: gewerbeMessages.zuKurz(label, min) })
      .max(max, { error: gewerbeMessages.zuLang(label, max) })
      .superRefine((value, ctx) => checkCharacters(value, label, profile, ctx)),
  );
}

/** The Geschäftsname rule (3–100 characters, no < or >), with the DIN 91379 characters of businesses. */
export function optionalBusinessName(label: string) {
  return optionalString(
    label,
    geschaeftsnameSchema.superRefine((value, ctx) => checkCharacters(value, label, "business", ctx)),
  );
}

/** The Stadt rule (2–50 letters, spaces, hyphens), with DIN 91379 letters only. */
export function optionalStadt(label: string) {
  return optionalString(
    label,
    stadtSchema.superRefine((value, ctx) => checkCharacters(value, label, "business", ctx)),
  );
}

export function optionalPattern(label: string, pattern: RegExp, message: string, max: number) {
  return optionalString(
    label,
    z
      .string()
      .max(max, { error: gewerbeMessages.zuLang(label, max) })
      .regex(pattern, { error: message }),
  );
}

/** A date (YYYY-MM-DD); `check` gets the date and today's date in Germany and may return a message. */
export function optionalDate(check?: (date: string, today: string) => string | undefined) {
  return optionalString(
    "Datum",
    z
      .string()
      .refine(isCalendarDate, { error: gewerbeMessages.datumUngueltig, abort: true })
      .superRefine((date, ctx) => {
        const message = check?.(date, todayInGermany());
        if (message) ctx.addIssue({ code: "custom", message });
      }),
  );
}

/** A date of a document already issued: not in the future, not absurdly old. */
export const pastDocumentDate = (maxYearsBack: number) =>
  optionalDate((date, today) => {
    if (date > today) return gewerbeMessages.datumZukunft;
    if (date < addYears(today, -maxYearsBack)) return gewerbeMessages.datumZuAlt;
    return undefined;
  });

export function optionalChoice<T extends readonly { code: string }[]>(label: string, options: T) {
  return optionalString(label, z.enum(codes(options), { error: gewerbeMessages.auswahl(label) }));
}

/** A code from a list given as a set (states). */
export function optionalCode(label: string, allowed: ReadonlySet<string>, message: string) {
  return optionalString(
    label,
    z.string().refine((code) => allowed.has(code), { error: message }),
  );
}

export function optionalYesNo(label: string) {
  return z.boolean({ error: gewerbeMessages.jaNein(label) }).optional();
}

export function optionalCount(min: number, max: number) {
  const message = gewerbeMessages.ganzeZahl(min, max);
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** An object of optional parts; with every part blank it counts as not given. */
export function optionalGroup<S extends z.core.$ZodLooseShape>(shape: S) {
  return z
    .object(shape)
    .optional()
    .transform((value) => {
      if (!value) return undefined;
      const given = Object.entries(value).filter(([, v]) => v !== undefined);
      return given.length ? (Object.fromEntries(given) as typeof value) : undefined;
    });
}

/**
 * An address as the quick create checks it (docs/product.md#addresses), plus DIN 91379 characters (what the authorities'
 * systems accept), with Bundesland and Land names from our own tables.
 */
export function addressField(label: string) {
  return z
    .object(addressShape, { error: gewerbeMessages.erforderlich(label) })
    .superRefine(checkAddressCharacters)
    .transform((address) =>
      resolveAddress({
        ...address,
        strasse: address.strasse.normalize("NFC"),
        hausnummer: address.hausnummer.normalize("NFC"),
        ort: address.ort.normalize("NFC"),
        adresszusatz: address.adresszusatz ? address.adresszusatz.normalize("NFC") : undefined,
      }),
    );
}

const blankAddress = (value: unknown) => {
  if (!value || typeof value !== "object") return value;
  const v = value as Record<string, unknown>;
  const texts = ["strasse", "hausnummer", "adresszusatz", "postleitzahl", "ort"];
  return texts.every((k) => v[k] === undefined || v[k] === null || String(v[k]).trim() === "") ? undefined : value;
};

/** An address that may be left out; with every text part blank it counts as not given. */
export function optionalAddress(label: string) {
  const schema = addressField(label).optional();
  // The preprocess only maps a blank address to undefined; the input type stays the address's.
  return z.preprocess(blankAddress, schema) as unknown as typeof schema;
}

const PHONE = /^\+?[\d ()/-]*\d[\d ()/-]*\d[\d ()/-]*\d[\d ()/-]*$/;
const WEBSITE =
  /^(https?:\/\/)?[\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?(\.[\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?)+(:\d{1,5})?(\/[^\s<>"]*)?$/u;

export const optionalPhone = (label: string) => optionalPattern(label, PHONE, gewerbeMessages.telefon, 30);

export const optionalEmail = (label: string) =>
  optionalString(label, z.email({ error: gewerbeMessages.email }).max(254, { error: gewerbeMessages.email }));

export const optionalWebsite = (label: string) => optionalPattern(label, WEBSITE, gewerbeMessages.website, 200);
