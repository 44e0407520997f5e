import { locales } from "@app/i18n";
import { m } from "@app/i18n/messages";
import { z } from "zod";

/** A user's language preference (decision 032), as update-user and sign-up accept it. */
export const languageSchema = z.enum(locales, { error: () => m.language_invalid() });
