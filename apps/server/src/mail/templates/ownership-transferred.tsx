import type { Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

export interface OwnershipTransferredMailProps {
  organizationName: string;
  previousOwnerName: string;
  newOwnerName: string;
  /** The organization's page, where roles and settings are managed. */
  link: string;
  /** The reader's language (each of the two mails has its own reader). */
  locale: Locale;
}

/** To the member who became an owner. */
export function ownershipReceivedMail(props: OwnershipTransferredMailProps): MailContent {
  const { organizationName, previousOwnerName, link, locale } = props;
  return {
    subject: m.mail_ownership_received_subject({ organizationName }, { locale }),
    element: (
      <MailLayout
        locale={locale}
        preview={m.mail_ownership_received_subject({ organizationName }, { locale })}
        heading={m.mail_ownership_received_subject({ organizationName }, { locale })}
        action={{ label: m.mail_ownership_open({}, { locale }), href: link }}
        footnote={m.mail_ownership_received_footnote({}, { locale })}
      >
        <Paragraph>{m.mail_ownership_received_body({ previousOwnerName, organizationName }, { locale })}</Paragraph>
      </MailLayout>
    ),
  };
}

/** To the owner who handed it over (now an admin). */
export function ownershipHandedOverMail(props: OwnershipTransferredMailProps): MailContent {
  const { organizationName, newOwnerName, link, locale } = props;
  return {
    subject: m.mail_ownership_handed_over_subject({ organizationName, newOwnerName }, { locale }),
    element: (
      <MailLayout
        locale={locale}
        preview={m.mail_ownership_handed_over_heading({ organizationName, newOwnerName }, { locale })}
        heading={m.mail_ownership_handed_over_heading({ organizationName, newOwnerName }, { locale })}
        action={{ label: m.mail_ownership_open({}, { locale }), href: link }}
        footnote={m.mail_ownership_handed_over_footnote({}, { locale })}
      >
        <Paragraph>{m.mail_ownership_handed_over_body({ organizationName, newOwnerName }, { locale })}</Paragraph>
      </MailLayout>
    ),
  };
}
