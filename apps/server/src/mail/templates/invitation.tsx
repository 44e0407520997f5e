import type { Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

export interface InvitationMailProps {
  inviterName: string;
  inviterEmail: string;
  organizationName: string;
  link: string;
  validDays: number;
  locale: Locale;
}

export function invitationMail(props: InvitationMailProps): MailContent {
  const { inviterName, inviterEmail, organizationName, link, validDays, locale } = props;
  return {
    subject: m.mail_invitation_subject({ inviterName, organizationName }, { locale }),
    element: (
      <MailLayout
        locale={locale}
        preview={m.mail_invitation_heading({ organizationName }, { locale })}
        heading={m.mail_invitation_heading({ organizationName }, { locale })}
        action={{ label: m.mail_invitation_action({}, { locale }), href: link }}
        footnote={m.mail_invitation_footnote({ days: validDays }, { locale })}
      >
        <Paragraph>{m.mail_invitation_body({ inviterName, inviterEmail, organizationName }, { locale })}</Paragraph>
      </MailLayout>
    ),
  };
}
