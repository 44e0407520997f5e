import { m } from "@app/i18n/messages";
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PageHeader } from "@/components/page-header";
import { SettingsNav, type SettingsSection } from "@/components/settings-nav";

/**
 * An organization's settings area: one list of sections, so a new section is one entry here and
 * one route file beside this one. Sections not yet split out of the organization's manage view
 * lead to where they are today.
 */
function organizationSections(organizationId: string): SettingsSection[] {
  const manage = { to: "/dashboard/organizations", search: { manage: organizationId } } as const;
  return [
    { label: m.settings_general(), link: manage },
    { label: m.settings_members(), link: manage },
    {
      label: m.settings_sign_in(),
      link: { to: "/dashboard/organizations/$organizationId/settings/sign-in", params: { organizationId } },
    },
    {
      label: m.settings_provisioning(),
      link: { to: "/dashboard/organizations/$organizationId/settings/provisioning", params: { organizationId } },
    },
    { label: m.settings_api_keys(), link: { to: "/dashboard/account" } },
    { label: m.settings_activity(), link: { to: "/dashboard/activity" } },
    { label: m.settings_danger_zone(), link: manage },
    // TODO(lead): Webhooks — add { label: m.settings_webhooks(), link: { to: "/dashboard/organizations/$organizationId/settings/webhooks", params: { organizationId } } } with a route rendering WebhooksSettings from "@/features/webhooks/webhooks-settings" once features/webhooks is merged (issue 35, point 7).
  ];
}

export const Route = createFileRoute("/_authenticated/dashboard/organizations_/$organizationId/settings")({
  component: OrganizationSettingsLayout,
});

function OrganizationSettingsLayout() {
  const { organizationId } = Route.useParams();
  return (
    <div className="grid gap-6">
      <PageHeader title={m.settings_organization_title()} />
      <div className="flex flex-col gap-6 md:flex-row">
        <SettingsNav label={m.settings_organization_nav()} sections={organizationSections(organizationId)} />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
