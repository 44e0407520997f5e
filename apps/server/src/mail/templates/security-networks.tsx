import type { Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { MailContent } from "../render";
import { MailLayout, Paragraph } from "./layout";

export interface SecurityNetworksMailProps {
  organizationName: string;
  /** The allowed networks as the owner entered them. */
  networks: string[];
  link: string;
  locale: Locale;
}

/** To each other member, when the organization starts allowing only some networks (decision 043). */
export function securityNetworksMail({
  organizationName,
  networks,
  link,
  locale,
}: SecurityNetworksMailProps): MailContent {
  const subject = m.mail_security_networks_subject({ organizationName }, { locale });
  return {
    subject,
    element: (
      <MailLayout
        locale={locale}
        preview={subject}
        heading={subject}
        action={{ label: m.mail_security_networks_open({}, { locale }), href: link }}
        footnote={m.mail_security_networks_footnote({}, { locale })}
      >
        <Paragraph>
          {m.mail_security_networks_body({ organizationName, networks: networks.join(", ") }, { locale })}
        </Paragraph>
      </MailLayout>
    ),
  };
}
