import type { Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

/** Sent when the account signs in on a device it never used before: the owner can act if it was not them. */
export function newSignInMail({
  name,
  device,
  address,
  time,
  link,
  locale,
}: {
  name: string;
  /** The browser's user agent; undefined when it sent none. */
  device: string | undefined;
  /** The client's IP address; undefined when unknown. */
  address: string | undefined;
  /** Already formatted in the mail's language (recipient-locale.ts, formatMailTime). */
  time: string;
  link: string;
  locale: Locale;
}): MailContent {
  const shownDevice = device || m.mail_unknown_browser({}, { locale });
  const shownAddress = address || m.mail_unknown_address({}, { locale });
  return {
    subject: m.mail_new_sign_in_subject({}, { locale }),
    element: (
      <MailLayout
        locale={locale}
        preview={m.mail_new_sign_in_preview({ time }, { locale })}
        heading={m.mail_new_sign_in_subject({}, { locale })}
        action={{ label: m.mail_new_sign_in_action({}, { locale }), href: link }}
        footnote={m.mail_new_sign_in_footnote({}, { locale })}
      >
        <Paragraph>{m.mail_greeting({ name }, { locale })}</Paragraph>
        <Paragraph>
          {m.mail_new_sign_in_body({ time, address: shownAddress, device: shownDevice }, { locale })}
        </Paragraph>
        <Paragraph>{m.mail_new_sign_in_warning({}, { locale })}</Paragraph>
      </MailLayout>
    ),
  };
}
