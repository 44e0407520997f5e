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
  tooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  controlCharacters: "Name must not contain control characters",
} as const;

/**
 * A person's name: trimmed, `min` to 100 characters, no control characters. `min` is 2 at sign-up
 * and 1 in the profile and the admin's create-user (SPEC §5, §9); each keeps its own message.
 */
export function personNameSchema(min: number, tooShort: string) {
  return z
    .string()
    .trim()
    .min(min, { error: tooShort })
    .max(NAME_MAX_LENGTH, { error: nameMessages.tooLong })
    .refine((name) => !hasControlCharacters(name), { error: nameMessages.controlCharacters });
}
