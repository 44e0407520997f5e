import { m } from "@app/i18n/messages";
import { z } from "zod";
import { hasControlCharacters } from "./control-characters";

/**
 * Rules for the names people give themselves, their accounts and their organizations: shown in
 * lists, headers and e-mail subjects, so they are stored trimmed, bounded and free of control
 * characters (a name like "a\r\nSet-Cookie: x=1" must never reach a header or a log line).
 */
export const NAME_MAX_LENGTH = 100;

export { hasControlCharacters };

export const nameMessages = {
  get tooLong() {
    return m.rule_name_too_long({ max: NAME_MAX_LENGTH });
  },
  get controlCharacters() {
    return m.rule_name_control_characters();
  },
};

/**
 * A person's name: trimmed, `min` to 100 characters, no control characters. `min` is 2 at sign-up
 * and 1 in the profile and the admin's create-user (docs/product.md#validation-rules); each keeps its own message,
 * read when it is shown (`tooShort` is called then, in the reader's language).
 */
export function personNameSchema(min: number, tooShort: () => string) {
  return z
    .string()
    .trim()
    .min(min, { error: tooShort })
    .max(NAME_MAX_LENGTH, { error: () => nameMessages.tooLong })
    .refine((name) => !hasControlCharacters(name), { error: () => nameMessages.controlCharacters });
}
