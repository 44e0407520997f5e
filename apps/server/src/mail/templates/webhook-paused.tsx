import type { Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

export interface WebhookPausedMailProps {
  organizationName: string;
  /** The endpoint's URL. */
  url: string;
  /** Since when every delivery failed, as the reader reads times (formatMailTime). */
  failingSince: string;
  /** The organization's settings, where its webhooks are managed. */
  link: string;
  locale: Locale;
}

/** To each owner, when an endpoint that failed for days was paused (decision 036). */
export function webhookPausedMail(props: WebhookPausedMailProps): MailContent {
  const { organizationName, url, failingSince, link, locale } = props;
  const subject = m.mail_webhook_paused_subject({ organizationName }, { locale });
  return {
    subject,
    element: (
      <MailLayout
        locale={locale}
        preview={subject}
        heading={subject}
        action={{ label: m.mail_webhook_paused_open({}, { locale }), href: link }}
        footnote={m.mail_webhook_paused_footnote({}, { locale })}
      >
        <Paragraph>{m.mail_webhook_paused_body({ url, failingSince }, { locale })}</Paragraph>
      </MailLayout>
    ),
  };
}
