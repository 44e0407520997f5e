import type { Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

/** Sent to the new address: the change takes effect when this link is opened. */
export function confirmNewEmailMail(props: {
  name: string;
  newEmail: string;
  link: string;
  validHours: number;
  locale: Locale;
}): MailContent {
  const { name, newEmail, link, validHours, locale } = props;
  return {
    subject: m.mail_confirm_new_email_subject({}, { locale }),
    element: (
      <MailLayout
        locale={locale}
        preview={m.mail_confirm_new_email_preview({}, { locale })}
        heading={m.mail_confirm_new_email_subject({}, { locale })}
        action={{ label: m.mail_confirm_new_email_action({}, { locale }), href: link }}
        footnote={m.mail_confirm_new_email_footnote({ hours: validHours }, { locale })}
      >
        <Paragraph>{m.mail_greeting({ name }, { locale })}</Paragraph>
        <Paragraph>{m.mail_confirm_new_email_body({ newEmail }, { locale })}</Paragraph>
      </MailLayout>
    ),
  };
}
