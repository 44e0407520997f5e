import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { useOrganizationSettingsAccess } from "@/features/organizations/settings-sections";
import { RolesSettings } from "@/features/roles/roles-settings";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/organizations_/$organizationId/settings/roles")({
  head: () => titled(m.settings_roles()),
  component: function RolesPage() {
    const { organizationId } = Route.useParams();
    // The caller's statements come from the organization's access (roles.mine), composed here.
    const { roles } = useOrganizationSettingsAccess(organizationId);
    return <RolesSettings key={organizationId} organizationId={organizationId} access={roles} />;
  },
});
