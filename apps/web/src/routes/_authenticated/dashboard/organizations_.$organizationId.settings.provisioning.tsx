import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { ProvisioningSettings } from "@/features/scim/provisioning-settings";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/organizations_/$organizationId/settings/provisioning")({
  head: () => titled(m.settings_provisioning()),
  component: function ProvisioningPage() {
    const { organizationId } = Route.useParams();
    return <ProvisioningSettings key={organizationId} organizationId={organizationId} />;
  },
});
