import { z } from "zod";

/** SPEC §9: up to 5 attempts; suffixes of 4 characters for the first two retries, then 6. */
export const SLUG_MAX_ATTEMPTS = 5;
export const ORGANIZATION_NAME_MAX_LENGTH = 100;

const SUFFIX_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

export function randomSlugPart(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => SUFFIX_ALPHABET[b % SUFFIX_ALPHABET.length]).join("");
}

/** Lowercased, runs of non-alphanumerics become '-', dashes trimmed; random when nothing is left. */
export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
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
export const organizationMessages = {
  nameRequired: "Organization name is required",
  nameTooLong: `Organization name must be at most ${ORGANIZATION_NAME_MAX_LENGTH} characters`,
  logoInvalid: "Logo must be a valid http(s) URL",
  slugInvalid: "Slug may contain only lowercase letters, digits and dashes",
  inviteeRoleOnly: "Invitations always grant the role member",
} as const;

export const httpUrlSchema = z.url({ protocol: /^https?$/, error: organizationMessages.logoInvalid });

export const organizationNameSchema = z
  .string()
  .trim()
  .min(1, { error: organizationMessages.nameRequired })
  .max(ORGANIZATION_NAME_MAX_LENGTH, { error: organizationMessages.nameTooLong });

export const organizationSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: organizationMessages.slugInvalid })
  .max(120, { error: organizationMessages.slugInvalid });

/** The /neworg form; an empty logo means none. */
export const createOrganizationFormSchema = z.object({
  name: organizationNameSchema,
  logo: z.union([z.literal(""), httpUrlSchema]).optional(),
});
export type CreateOrganizationForm = z.infer<typeof createOrganizationFormSchema>;

/** SPEC §4: invitation emails are checked loosely ({something}@{something}). */
export const LOOSE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
