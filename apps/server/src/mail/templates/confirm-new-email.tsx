import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

/** Sent to the new address: the change takes effect when this link is opened. */
export function confirmNewEmailMail(props: {
  name: string;
  newEmail: string;
  link: string;
  validHours: number;
}): MailContent {
  const { name, newEmail, link, validHours } = props;
  return {
    subject: "Confirm your new email address",
    element: (
      <MailLayout
        preview="Confirm the change of your email address"
        heading="Confirm your new email address"
        action={{ label: "Confirm new email", href: link }}
        footnote={`The link is valid for ${validHours} hours. If you did not ask for this change, you can ignore this email.`}
      >
        <Paragraph>Hi {name},</Paragraph>
        <Paragraph>
          Your account's email address will change to {newEmail} once you confirm it. Until then you keep signing in
          with your current address.
        </Paragraph>
      </MailLayout>
    ),
  };
}
