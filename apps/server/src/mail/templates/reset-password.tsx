import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

export function resetPasswordMail({
  name,
  link,
  validMinutes,
}: {
  name: string;
  link: string;
  validMinutes: number;
}): MailContent {
  return {
    subject: "Reset your password",
    element: (
      <MailLayout
        preview="Choose a new password"
        heading="Reset your password"
        action={{ label: "Choose a new password", href: link }}
        footnote={`The link is valid for ${validMinutes} minutes and works once. If you did not ask for it, you can ignore this email: your password stays as it is.`}
      >
        <Paragraph>Hi {name},</Paragraph>
        <Paragraph>
          Someone (hopefully you) asked to reset the password of your account. Choosing a new password signs out every
          other session.
        </Paragraph>
      </MailLayout>
    ),
  };
}
