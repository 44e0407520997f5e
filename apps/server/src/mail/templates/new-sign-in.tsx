import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

/** Sent when the account signs in on a device it never used before: the owner can act if it was not them. */
export function newSignInMail({
  name,
  device,
  address,
  time,
  link,
}: {
  name: string;
  device: string;
  address: string;
  time: string;
  link: string;
}): MailContent {
  return {
    subject: "New sign-in to your account",
    element: (
      <MailLayout
        preview={`Your account was signed in on a new device at ${time}`}
        heading="New sign-in to your account"
        action={{ label: "Review your sessions", href: link }}
        footnote="You get this email once per device. If it was you, there is nothing to do."
      >
        <Paragraph>Hi {name},</Paragraph>
        <Paragraph>
          Your account was signed in on a device it had not used before, at {time}, from {address}: {device}.
        </Paragraph>
        <Paragraph>
          If this was not you, change your password and sign out the sessions you do not know on your account page.
        </Paragraph>
      </MailLayout>
    ),
  };
}
