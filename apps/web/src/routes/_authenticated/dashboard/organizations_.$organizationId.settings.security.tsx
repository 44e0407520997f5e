import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { SecuritySettings } from "@/features/security-policy/security-settings";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/organizations_/$organizationId/settings/security")({
  head: () => titled(m.settings_security()),
  component: function SecurityPage() {
    const { organizationId } = Route.useParams();
    return <SecuritySettings key={organizationId} organizationId={organizationId} />;
  },
});
