import { m } from "@app/i18n/messages";
import { z } from "zod";
import { transliterate } from "./organization";

/**
 * The rules of a role an organization defines itself (decision 042), for the Roles settings form and
 * the server's checks of better-auth's role endpoints alike. The key is what members and invitations
 * carry in their role field and never changes; the label is the name a person reads and renames.
 */
export const CUSTOM_ROLE_KEY_MAX = 40;
export const CUSTOM_ROLE_LABEL_MAX = 60;
export const CUSTOM_ROLE_KEY_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

export const customRoleKeySchema = z.string().regex(CUSTOM_ROLE_KEY_PATTERN, { error: () => m.role_key_invalid() });

export const customRoleLabelSchema = z
  .string()
  .trim()
  .min(1, { error: () => m.role_label_invalid() })
  .max(CUSTOM_ROLE_LABEL_MAX, { error: () => m.role_label_invalid() });

/**
 * A key proposed from a label ('Sachbearbeitung Süd' → 'sachbearbeitung-sued'): transliterated,
 * runs of other characters a hyphen, starting with a letter, at most 40 characters. Empty when the
 * label has no Latin letter, and the person then enters a key.
 */
export function customRoleKeyFrom(label: string): string {
  return transliterate(label)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^[^a-z]+/, "")
    .slice(0, CUSTOM_ROLE_KEY_MAX)
    .replace(/-+$/, "");
}
