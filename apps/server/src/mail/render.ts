import type { ReactElement } from "react";
import type { Mail } from "./mailer";

/** A message before it is addressed: every template returns one. */
export interface MailContent {
  subject: string;
  element: ReactElement;
}

// Loaded on the first mail: the renderer brings prettier along, which a server that sends no mail
// should not pay for at start-up.
let renderer: Promise<typeof import("@react-email/render")> | undefined;

/** One rendering for both parts, so the HTML and the plain text always say the same. */
export async function renderMail(to: string, content: MailContent): Promise<Mail> {
  renderer ??= import("@react-email/render");
  const { render } = await renderer;
  const [html, text] = await Promise.all([
    render(content.element),
    render(content.element, {
      plainText: true,
      htmlToTextOptions: { selectors: [{ selector: "h1", options: { uppercase: false } }] },
    }),
  ]);
  return { to, subject: content.subject, text, html };
}
