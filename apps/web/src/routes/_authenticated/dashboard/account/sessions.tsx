import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { SessionsSection } from "@/features/sessions/sessions-section";
import { titled } from "@/lib/page-title";
import { AccountSectionPage } from "./-account-page";

export const Route = createFileRoute("/_authenticated/dashboard/account/sessions")({
  head: () => titled(m.settings_sessions()),
  component: () => (
    <AccountSectionPage title={m.settings_sessions()}>
      {({ session }) => <SessionsSection currentSessionId={session.id} />}
    </AccountSectionPage>
  ),
});
