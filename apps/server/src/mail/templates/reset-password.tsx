import type { Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

export function resetPasswordMail({
  name,
  link,
  validMinutes,
  locale,
}: {
  name: string;
  link: string;
  validMinutes: number;
  locale: Locale;
}): MailContent {
  return {
    subject: m.mail_reset_password_subject({}, { locale }),
    element: (
      <MailLayout
        locale={locale}
        preview={m.mail_reset_password_preview({}, { locale })}
        heading={m.mail_reset_password_subject({}, { locale })}
        action={{ label: m.mail_reset_password_action({}, { locale }), href: link }}
        footnote={m.mail_reset_password_footnote({ minutes: validMinutes }, { locale })}
      >
        <Paragraph>{m.mail_greeting({ name }, { locale })}</Paragraph>
        <Paragraph>{m.mail_reset_password_body({}, { locale })}</Paragraph>
      </MailLayout>
    ),
  };
}
