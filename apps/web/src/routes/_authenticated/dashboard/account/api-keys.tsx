import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { ApiKeysSection } from "@/features/api-keys/api-keys-section";
import { titled } from "@/lib/page-title";
import { AccountSectionPage } from "./-account-page";

export const Route = createFileRoute("/_authenticated/dashboard/account/api-keys")({
  head: () => titled(m.settings_api_keys()),
  component: () => <AccountSectionPage title={m.settings_api_keys()}>{() => <ApiKeysSection />}</AccountSectionPage>,
});
