import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { OrganizationGeneralSettings } from "@/features/organizations/settings-sections";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/organizations_/$organizationId/settings/")({
  head: () => titled(m.settings_general()),
  component: function SettingsSection() {
    const { organizationId } = Route.useParams();
    return <OrganizationGeneralSettings key={organizationId} organizationId={organizationId} />;
  },
});
