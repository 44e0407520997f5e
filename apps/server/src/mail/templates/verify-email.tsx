import type { Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

export function verifyEmailMail({
  name,
  link,
  validHours,
  locale,
}: {
  name: string;
  link: string;
  validHours: number;
  locale: Locale;
}): MailContent {
  return {
    subject: m.mail_verify_email_subject({}, { locale }),
    element: (
      <MailLayout
        locale={locale}
        preview={m.mail_verify_email_preview({}, { locale })}
        heading={m.mail_verify_email_subject({}, { locale })}
        action={{ label: m.mail_verify_email_action({}, { locale }), href: link }}
        footnote={m.mail_verify_email_footnote({ hours: validHours }, { locale })}
      >
        <Paragraph>{m.mail_greeting({ name }, { locale })}</Paragraph>
        <Paragraph>{m.mail_verify_email_body({}, { locale })}</Paragraph>
      </MailLayout>
    ),
  };
}
