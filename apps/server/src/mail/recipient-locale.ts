import type { Database } from "@app/db";
import { schema } from "@app/db";
import { getLocale, intlTag, isLocale, type Locale } from "@app/i18n";
import { eq } from "drizzle-orm";

/**
 * The one rule for the language of a mail (decision 032): the recipient's own choice when they have
 * an account with a language, else the language of the request that causes the mail (getLocale()
 * follows it; for an invitation that is the inviter's). The mail is rendered, and so its language
 * fixed, before it is written to the outbox (mail/render.ts, mail/outbox.ts).
 */
export function chooseMailLocale(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : getLocale();
}

/** The language of a mail to an account (by user id) or an address (an account with it, if any). */
export async function recipientLocale(db: Database, who: { userId: string } | { email: string }): Promise<Locale> {
  const [row] = await db
    .select({ language: schema.user.language })
    .from(schema.user)
    .where("userId" in who ? eq(schema.user.id, who.userId) : eq(schema.user.email, who.email.toLowerCase()))
    .limit(1);
  return chooseMailLocale(row?.language);
}

const germanTimes = new Intl.DateTimeFormat(intlTag("de"), {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/**
 * A moment as a mail (and an answer that speaks of the same moment) shows it, in UTC: German through
 * Intl ('27.11.2026, 14:05 UTC'); English as the product's texts write it ('2026-11-27 14:05 UTC').
 */
export function formatMailTime(date: Date, locale: Locale): string {
  if (locale === "de") return `${germanTimes.format(date)} UTC`;
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
