import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

export function verifyEmailMail({
  name,
  link,
  validHours,
}: {
  name: string;
  link: string;
  validHours: number;
}): MailContent {
  return {
    subject: "Verify your email address",
    element: (
      <MailLayout
        preview="Confirm that this address is yours"
        heading="Verify your email address"
        action={{ label: "Verify email", href: link }}
        footnote={`The link is valid for ${validHours} hours. If you did not create an account, you can ignore this email.`}
      >
        <Paragraph>Hi {name},</Paragraph>
        <Paragraph>Please confirm that this is your email address.</Paragraph>
      </MailLayout>
    ),
  };
}
