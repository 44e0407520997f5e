import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { LanguageSection } from "@/features/account/language-section";
import { titled } from "@/lib/page-title";
import { AccountSectionPage } from "./-account-page";

// The language is stored on the account and chooses the user's mails too (docs/product.md#language): an admin acting
// as someone does not change it for them.
export const Route = createFileRoute("/_authenticated/dashboard/account/language")({
  head: () => titled(m.settings_language()),
  component: () => (
    <AccountSectionPage title={m.settings_language()}>
      {({ user }) => <LanguageSection key={user.id} storedLanguage={user.language} />}
    </AccountSectionPage>
  ),
});
