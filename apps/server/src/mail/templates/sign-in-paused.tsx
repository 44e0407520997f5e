import type { Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

/** Sent when too many wrong two-factor codes paused sign-in: the owner learns someone has their password. */
export function signInPausedMail({
  name,
  until,
  locale,
}: {
  name: string;
  until: string;
  locale: Locale;
}): MailContent {
  return {
    subject: m.mail_sign_in_paused_subject({}, { locale }),
    element: (
      <MailLayout
        locale={locale}
        preview={m.mail_sign_in_paused_preview({ until }, { locale })}
        heading={m.mail_sign_in_paused_subject({}, { locale })}
        footnote={m.mail_sign_in_paused_footnote({}, { locale })}
      >
        <Paragraph>{m.mail_greeting({ name }, { locale })}</Paragraph>
        <Paragraph>{m.mail_sign_in_paused_body({ until }, { locale })}</Paragraph>
        <Paragraph>{m.mail_sign_in_paused_warning({}, { locale })}</Paragraph>
      </MailLayout>
    ),
  };
}
