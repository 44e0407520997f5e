import type { Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

export interface SsoRequiredMailProps {
  name: string;
  organizationName: string;
  domain: string;
  /** The sign-in page for single sign-on. */
  link: string;
  locale: Locale;
}

/** To each person whose sessions ended because an owner required single sign-on for their domain. */
export function ssoRequiredMail({ name, organizationName, domain, link, locale }: SsoRequiredMailProps): MailContent {
  const subject = m.mail_sso_required_subject({}, { locale });
  return {
    subject,
    element: (
      <MailLayout
        locale={locale}
        preview={m.mail_sso_required_preview({ domain }, { locale })}
        heading={subject}
        action={{ label: m.mail_sso_required_action({}, { locale }), href: link }}
        footnote={m.mail_sso_required_footnote({ organizationName }, { locale })}
      >
        <Paragraph>{m.mail_greeting({ name }, { locale })}</Paragraph>
        <Paragraph>{m.mail_sso_required_body({ organizationName, domain }, { locale })}</Paragraph>
      </MailLayout>
    ),
  };
}
