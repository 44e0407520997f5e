import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { OrganizationDangerZone } from "@/features/organizations/settings-sections";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/organizations_/$organizationId/settings/danger-zone")({
  head: () => titled(m.settings_danger_zone()),
  component: function SettingsSection() {
    const { organizationId } = Route.useParams();
    return <OrganizationDangerZone key={organizationId} organizationId={organizationId} />;
  },
});
