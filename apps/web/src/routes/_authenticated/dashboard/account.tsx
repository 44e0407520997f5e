import { m } from "@app/i18n/messages";
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { SettingsNav, type SettingsSection } from "@/components/settings-nav";
import { titled } from "@/lib/page-title";

/**
 * The account's settings area (docs/product.md#account): one list of sections, a route file each in
 * account/. /dashboard/account itself is the Profile.
 */
const sections = (): SettingsSection[] => [
  { label: m.account_profile_title(), link: { to: "/dashboard/account", activeOptions: { exact: true } } },
  { label: m.settings_security(), link: { to: "/dashboard/account/security" } },
  { label: m.settings_sessions(), link: { to: "/dashboard/account/sessions" } },
  { label: m.settings_api_keys(), link: { to: "/dashboard/account/api-keys" } },
  { label: m.settings_language(), link: { to: "/dashboard/account/language" } },
  { label: m.settings_danger_zone(), link: { to: "/dashboard/account/danger-zone" } },
];

export const Route = createFileRoute("/_authenticated/dashboard/account")({
  head: () => titled(m.account_page_title()),
  component: AccountLayout,
});

function AccountLayout() {
  return (
    // minmax(0, 1fr): the section row scrolls on a phone instead of widening the page.
    <div className="grid grid-cols-[minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-6 md:flex-row">
        <SettingsNav label={m.settings_account_nav()} sections={sections()} />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
