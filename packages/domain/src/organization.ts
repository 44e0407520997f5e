import { m } from "@app/i18n/messages";
import { z } from "zod";
import { hasControlCharacters } from "./names";

/** Up to 5 attempts (docs/product.md#creating-an-organization); suffixes of 4 characters for the first two retries, then 6. */
export const SLUG_MAX_ATTEMPTS = 5;
export const ORGANIZATION_NAME_MAX_LENGTH = 100;

const SUFFIX_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

export function randomSlugPart(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => SUFFIX_ALPHABET[b % SUFFIX_ALPHABET.length]).join("");
}

/** German letters are spelled out as Germans do when a name must be plain ASCII (ä → ae, ß → ss). */
const GERMAN_LETTERS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", ẞ: "ss" };

/** Latin letters that Unicode does not decompose into a base letter plus marks. */
const OTHER_LATIN_LETTERS: Record<string, string> = {
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ħ: "h",
  ı: "i",
  ł: "l",
  ŧ: "t",
  þ: "th",
};

/**
 * Latin text in ASCII: German letters spelled out, other accented letters reduced to their base letter
 * ('Müller & Söhne' → 'mueller & soehne', 'Crème brûlée' → 'creme brulee'). Lowercased. Letters of
 * other scripts stay as they are (the slug rule then drops them).
 */
export function transliterate(text: string): string {
  return (
    text
      // Composed first, so a 'u' followed by a combining diaeresis is an 'ü' too.
      .normalize("NFC")
      .toLowerCase()
      .replace(/[äöüßẞ]/g, (letter) => GERMAN_LETTERS[letter] ?? letter)
      .replace(/[æœøđðħıłŧþ]/g, (letter) => OTHER_LATIN_LETTERS[letter] ?? letter)
      // Decomposed, accents (combining marks) dropped: é → e, å → a; compatibility forms too: ﬁ → fi.
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
  );
}

/**
 * The slug rule (docs/product.md#creating-an-organization), after transliteration: lowercased, runs of non-alphanumerics become '-', dashes trimmed;
 * random when nothing is left.
 */
export function slugify(name: string): string {
  const slug = transliterate(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || randomSlugPart(8);
}

/** The slug to try on attempt `attempt` (0-based): the plain slug, then with a random suffix. */
export function slugForAttempt(base: string, attempt: number): string {
  if (attempt === 0) return base;
  return `${base}-${randomSlugPart(attempt <= 2 ? 4 : 6)}`;
}

/** The organization rules' messages, checked in the form and again on the server. */
/** Read when shown (getters), in the reader's language. */
export const organizationMessages = {
  get nameRequired() {
    return m.rule_org_name_required();
  },
  get nameTooLong() {
    return m.rule_org_name_too_long({ max: ORGANIZATION_NAME_MAX_LENGTH });
  },
  get nameControlCharacters() {
    return m.rule_org_name_control_characters();
  },
  get logoInvalid() {
    return m.rule_logo_invalid();
  },
  get slugInvalid() {
    return m.rule_slug_invalid();
  },
  get inviteeRoleOnly() {
    return m.rule_invitee_role_only();
  },
};

export const httpUrlSchema = z.url({ protocol: /^https?$/, error: () => organizationMessages.logoInvalid });

export const organizationNameSchema = z
  .string()
  .trim()
  .min(1, { error: () => organizationMessages.nameRequired })
  .max(ORGANIZATION_NAME_MAX_LENGTH, { error: () => organizationMessages.nameTooLong })
  .refine((name) => !hasControlCharacters(name), { error: () => organizationMessages.nameControlCharacters });

export const organizationSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: () => organizationMessages.slugInvalid })
  .max(120, { error: () => organizationMessages.slugInvalid });

/** The /neworg form; an empty logo means none. */
export const createOrganizationFormSchema = z.object({
  name: organizationNameSchema,
  logo: z.union([z.literal(""), httpUrlSchema]).optional(),
});
export type CreateOrganizationForm = z.infer<typeof createOrganizationFormSchema>;

/** Invitation emails are checked loosely (docs/product.md#invitations) ({something}@{something}). */
export const LOOSE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
