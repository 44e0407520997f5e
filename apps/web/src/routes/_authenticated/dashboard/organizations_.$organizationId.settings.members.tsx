import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { OrganizationMembersSettings } from "@/features/organizations/settings-sections";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/organizations_/$organizationId/settings/members")({
  head: () => titled(m.settings_members()),
  component: function SettingsSection() {
    const { organizationId } = Route.useParams();
    return <OrganizationMembersSettings key={organizationId} organizationId={organizationId} />;
  },
});
