import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

/** Sent when too many wrong two-factor codes paused sign-in: the owner learns someone has their password. */
export function signInPausedMail({ name, until }: { name: string; until: string }): MailContent {
  return {
    subject: "Sign-in to your account is paused",
    element: (
      <MailLayout
        preview={`Too many wrong codes: sign-in is paused until ${until}`}
        heading="Sign-in to your account is paused"
        footnote="You can sign in again after that time with your password and a code from your authenticator app."
      >
        <Paragraph>Hi {name},</Paragraph>
        <Paragraph>
          Someone entered your password correctly and then too many wrong two-factor codes, so sign-in to your account
          is paused until {until}.
        </Paragraph>
        <Paragraph>
          If this was not you, someone knows your password: change it as soon as you can sign in again.
        </Paragraph>
      </MailLayout>
    ),
  };
}
