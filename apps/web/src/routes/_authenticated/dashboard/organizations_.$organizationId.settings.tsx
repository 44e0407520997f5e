import { m } from "@app/i18n/messages";
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PageHeader } from "@/components/page-header";
import { SettingsNav, type SettingsSection } from "@/components/settings-nav";
import { useCanManageWebhooks } from "@/features/webhooks/api";

/**
 * An organization's settings area (issue 35, point 7): one list of sections, so a new section is one
 * entry here and one route file beside this one. API keys and the activity log keep their own pages.
 */
function organizationSections(organizationId: string, canManageWebhooks: boolean): SettingsSection[] {
  const section = (to: string) => ({ to, params: { organizationId } }) as SettingsSection["link"];
  const base = "/dashboard/organizations/$organizationId/settings";
  return [
    { label: m.settings_general(), link: { ...section(`${base}/`), activeOptions: { exact: true } } },
    { label: m.settings_members(), link: section(`${base}/members`) },
    { label: m.settings_sign_in(), link: section(`${base}/sign-in`) },
    { label: m.settings_provisioning(), link: section(`${base}/provisioning`) },
    // Keys are made by each member on their account page; owners and admins see and revoke them there.
    { label: m.settings_api_keys(), link: { to: "/dashboard/account/api-keys" } },
    { label: m.settings_activity(), link: { to: "/dashboard/activity", search: { organizationId } } },
    { label: m.settings_danger_zone(), link: section(`${base}/danger-zone`) },
    // Owners and admins (webhook:manage); the server refuses the others too.
    ...(canManageWebhooks ? [{ label: m.webhooks_title(), link: section(`${base}/webhooks`) }] : []),
  ];
}

export const Route = createFileRoute("/_authenticated/dashboard/organizations_/$organizationId/settings")({
  component: OrganizationSettingsLayout,
});

function OrganizationSettingsLayout() {
  const { organizationId } = Route.useParams();
  const canManageWebhooks = useCanManageWebhooks(organizationId);
  return (
    // minmax(0, 1fr): the section row scrolls on a phone instead of widening the page.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title={m.settings_organization_title()} />
      <div className="flex min-w-0 flex-col gap-6 md:flex-row">
        <SettingsNav
          label={m.settings_organization_nav()}
          sections={organizationSections(organizationId, canManageWebhooks)}
        />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
