import type { Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

export interface ObligationReminderMailProps {
  name: string;
  /** The document's title ("Gewerbeanmeldung #1a2b3c4d"). */
  title: string;
  /** What is due, each with its title and day already in the reader's language. */
  items: { obligation: string; date: string }[];
  /** The document's page, where its next steps are. */
  link: string;
  locale: Locale;
}

/** To a document's owner, a week and a day before deadlines of steps not marked done (decision 040). */
export function obligationReminderMail({ name, title, items, link, locale }: ObligationReminderMailProps): MailContent {
  const subject = m.mail_obligation_reminder_subject({ title }, { locale });
  return {
    subject,
    element: (
      <MailLayout
        locale={locale}
        preview={subject}
        heading={subject}
        action={{ label: m.mail_obligation_reminder_open({}, { locale }), href: link }}
        footnote={m.mail_obligation_reminder_footnote({}, { locale })}
      >
        <Paragraph>{m.mail_greeting({ name }, { locale })}</Paragraph>
        <Paragraph>{m.mail_obligation_reminder_body({ title }, { locale })}</Paragraph>
        {items.map((item) => (
          <Paragraph key={item.obligation}>• {m.mail_obligation_reminder_item(item, { locale })}</Paragraph>
        ))}
      </MailLayout>
    ),
  };
}
