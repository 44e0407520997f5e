import type { Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

export interface SecurityTwoFactorMailProps {
  organizationName: string;
  /** The account security page, where TOTP and passkeys are set up. */
  link: string;
  locale: Locale;
}

/**
 * To each member without two-factor, when the organization starts requiring it (decision 043):
 * what stops working and what to do.
 */
export function securityTwoFactorMail({ organizationName, link, locale }: SecurityTwoFactorMailProps): MailContent {
  const subject = m.mail_security_two_factor_subject({ organizationName }, { locale });
  return {
    subject,
    element: (
      <MailLayout
        locale={locale}
        preview={subject}
        heading={subject}
        action={{ label: m.mail_security_two_factor_open({}, { locale }), href: link }}
        footnote={m.mail_security_networks_footnote({}, { locale })}
      >
        <Paragraph>{m.mail_security_two_factor_body({ organizationName }, { locale })}</Paragraph>
      </MailLayout>
    ),
  };
}
