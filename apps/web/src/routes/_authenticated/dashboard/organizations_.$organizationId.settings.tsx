import { m } from "@app/i18n/messages";
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PageHeader } from "@/components/page-header";
import { SettingsNav, type SettingsSection } from "@/components/settings-nav";
import { useOrganizationSettingsAccess } from "@/features/organizations/settings-sections";

/**
 * An organization's settings area (docs/product.md#organization-settings): one list of sections, so a new section is one
 * entry here and one route file beside this one. Sign-in, Provisioning, API keys, Webhooks, Security, Roles and Activity show
 * to the roles that may open them (the server refuses the others too).
 */
function organizationSections(
  organizationId: string,
  access: ReturnType<typeof useOrganizationSettingsAccess>,
): SettingsSection[] {
  const section = (to: string) => ({ to, params: { organizationId } }) as SettingsSection["link"];
  const base = "/dashboard/organizations/$organizationId/settings";
  const sections: (SettingsSection | false)[] = [
    { label: m.settings_general(), link: { ...section(`${base}/`), activeOptions: { exact: true } } },
    { label: m.settings_members(), link: section(`${base}/members`) },
    access.canConfigureSignIn && { label: m.settings_sign_in(), link: section(`${base}/sign-in`) },
    access.canManageProvisioning && { label: m.settings_provisioning(), link: section(`${base}/provisioning`) },
    access.canManageApiKeys && { label: m.settings_api_keys(), link: section(`${base}/api-keys`) },
    access.canManageWebhooks && { label: m.settings_webhooks(), link: section(`${base}/webhooks`) },
    access.canManageSecurity && { label: m.settings_security(), link: section(`${base}/security`) },
    access.canReadRoles && { label: m.settings_roles(), link: section(`${base}/roles`) },
    access.canReadActivity && { label: m.settings_activity(), link: section(`${base}/activity`) },
    { label: m.settings_danger_zone(), link: section(`${base}/danger-zone`) },
  ];
  return sections.filter((entry) => entry !== false);
}

export const Route = createFileRoute("/_authenticated/dashboard/organizations_/$organizationId/settings")({
  component: OrganizationSettingsLayout,
});

function OrganizationSettingsLayout() {
  const { organizationId } = Route.useParams();
  const access = useOrganizationSettingsAccess(organizationId);
  return (
    // minmax(0, 1fr): the section row scrolls on a phone instead of widening the page.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title={m.settings_organization_title()} />
      <div className="flex min-w-0 flex-col gap-6 md:flex-row">
        <SettingsNav label={m.settings_organization_nav()} sections={organizationSections(organizationId, access)} />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
