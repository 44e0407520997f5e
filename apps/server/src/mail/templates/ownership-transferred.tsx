import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

export interface OwnershipTransferredMailProps {
  organizationName: string;
  previousOwnerName: string;
  newOwnerName: string;
  /** The organization's page, where roles and settings are managed. */
  link: string;
}

/** To the member who became an owner. */
export function ownershipReceivedMail(props: OwnershipTransferredMailProps): MailContent {
  const { organizationName, previousOwnerName, link } = props;
  return {
    subject: `You are now an owner of ${organizationName}`,
    element: (
      <MailLayout
        preview={`You are now an owner of ${organizationName}`}
        heading={`You are now an owner of ${organizationName}`}
        action={{ label: "Open the organization", href: link }}
        footnote="If you did not expect this, contact the previous owner."
      >
        <Paragraph>
          {previousOwnerName} transferred the ownership of {organizationName} to you. You can now change its settings,
          manage its members and delete it.
        </Paragraph>
      </MailLayout>
    ),
  };
}

/** To the owner who handed it over (now an admin). */
export function ownershipHandedOverMail(props: OwnershipTransferredMailProps): MailContent {
  const { organizationName, newOwnerName, link } = props;
  return {
    subject: `You transferred ${organizationName} to ${newOwnerName}`,
    element: (
      <MailLayout
        preview={`${newOwnerName} is now an owner of ${organizationName}`}
        heading={`${newOwnerName} is now an owner of ${organizationName}`}
        action={{ label: "Open the organization", href: link }}
        footnote="If you did not do this, change your password and contact the new owner."
      >
        <Paragraph>
          You transferred the ownership of {organizationName} to {newOwnerName}. You stay in the organization as an
          admin.
        </Paragraph>
      </MailLayout>
    ),
  };
}
