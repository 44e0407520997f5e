import { PRODUCT_NAME } from "@app/domain";
import type { Locale } from "@app/i18n";
// The single components, not the @react-email/components umbrella: that one also loads the code
// block (prismjs), markdown and tailwind, at every start of the server (decision 023).
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";

/**
 * The product's look in mail: the shadcn/ui neutral palette of the web app, one card, one primary
 * button. Mail clients ignore stylesheets, so every style is inline. No link comes before the main
 * action: the plain-text part then starts with it (the e2e tests take the first URL of the text).
 */
const colors = {
  page: "#f4f4f5",
  card: "#ffffff",
  border: "#e4e4e7",
  text: "#09090b",
  muted: "#71717a",
  primary: "#18181b",
  primaryText: "#fafafa",
};
const font = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export interface MailLayoutProps {
  /** The reader's language (recipient-locale.ts): the document's lang, and the language of every text. */
  locale: Locale;
  /** The line mail clients show next to the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
  action?: { label: string; href: string };
  /** Small print under the button: validity, "if this wasn't you". */
  footnote?: ReactNode;
}

export function MailLayout({ locale, preview, heading, children, action, footnote }: MailLayoutProps) {
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: font, margin: 0, padding: "32px 0" }}>
        <Container
          style={{
            backgroundColor: colors.card,
            border: `1px solid ${colors.border}`,
            borderRadius: "12px",
            maxWidth: "480px",
            padding: "32px",
          }}
        >
          <Text style={{ color: colors.muted, fontSize: "14px", fontWeight: 600, margin: "0 0 24px" }}>
            {PRODUCT_NAME}
          </Text>
          <Heading as="h1" style={{ color: colors.text, fontSize: "20px", fontWeight: 600, margin: "0 0 16px" }}>
            {heading}
          </Heading>
          <Section style={{ color: colors.text, fontSize: "14px", lineHeight: "24px" }}>{children}</Section>
          {action ? (
            <Section style={{ margin: "24px 0" }}>
              <Button
                href={action.href}
                style={{
                  backgroundColor: colors.primary,
                  borderRadius: "6px",
                  color: colors.primaryText,
                  fontSize: "14px",
                  fontWeight: 500,
                  padding: "10px 16px",
                }}
              >
                {action.label}
              </Button>
            </Section>
          ) : null}
          {footnote ? (
            <>
              <Hr style={{ borderColor: colors.border, margin: "24px 0 16px" }} />
              <Text style={{ color: colors.muted, fontSize: "12px", lineHeight: "20px", margin: 0 }}>{footnote}</Text>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: "14px", lineHeight: "24px", margin: "0 0 12px" }}>{children}</Text>;
}
