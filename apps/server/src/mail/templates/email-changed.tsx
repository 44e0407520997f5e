import type { Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

/** Sent to the old address after the change: the owner learns of it even if someone else made it. */
export function emailChangedMail({
  name,
  newEmail,
  locale,
}: {
  name: string;
  newEmail: string;
  locale: Locale;
}): MailContent {
  return {
    subject: m.mail_email_changed_subject({}, { locale }),
    element: (
      <MailLayout
        locale={locale}
        preview={m.mail_email_changed_preview({ newEmail }, { locale })}
        heading={m.mail_email_changed_subject({}, { locale })}
        footnote={m.mail_email_changed_footnote({}, { locale })}
      >
        <Paragraph>{m.mail_greeting({ name }, { locale })}</Paragraph>
        <Paragraph>{m.mail_email_changed_body({ newEmail }, { locale })}</Paragraph>
        <Paragraph>{m.mail_email_changed_warning({}, { locale })}</Paragraph>
      </MailLayout>
    ),
  };
}
