import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

export interface InvitationMailProps {
  inviterName: string;
  inviterEmail: string;
  organizationName: string;
  link: string;
  validDays: number;
}

export function invitationMail(props: InvitationMailProps): MailContent {
  const { inviterName, inviterEmail, organizationName, link, validDays } = props;
  return {
    subject: `${inviterName} invited you to ${organizationName}`,
    element: (
      <MailLayout
        preview={`Join ${organizationName}`}
        heading={`Join ${organizationName}`}
        action={{ label: "Accept the invitation", href: link }}
        footnote={`The link is valid for ${validDays} days. If you did not expect this invitation, you can ignore this email.`}
      >
        <Paragraph>
          {inviterName} ({inviterEmail}) invited you to join {organizationName}.
        </Paragraph>
      </MailLayout>
    ),
  };
}
