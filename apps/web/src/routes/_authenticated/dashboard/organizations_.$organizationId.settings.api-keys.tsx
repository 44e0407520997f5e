import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { OrganizationApiKeys } from "@/features/api-keys/organization-api-keys";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/organizations_/$organizationId/settings/api-keys")({
  head: () => titled(m.settings_api_keys()),
  component: function ApiKeysPage() {
    const { organizationId } = Route.useParams();
    return <OrganizationApiKeys key={organizationId} organizationId={organizationId} />;
  },
});
