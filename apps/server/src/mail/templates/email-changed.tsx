import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

/** Sent to the old address after the change: the owner learns of it even if someone else made it. */
export function emailChangedMail({ name, newEmail }: { name: string; newEmail: string }): MailContent {
  return {
    subject: "Your email address was changed",
    element: (
      <MailLayout
        preview={`Your account now uses ${newEmail}`}
        heading="Your email address was changed"
        footnote="This address no longer signs in to the account and receives no further mail about it."
      >
        <Paragraph>Hi {name},</Paragraph>
        <Paragraph>The email address of your account was changed to {newEmail}.</Paragraph>
        <Paragraph>
          If you did not make this change, reply to this email or contact your administrator at once: someone else may
          have access to your account.
        </Paragraph>
      </MailLayout>
    ),
  };
}
