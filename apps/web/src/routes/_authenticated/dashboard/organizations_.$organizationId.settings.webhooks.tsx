import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { WebhooksSettings } from "@/features/webhooks/webhooks-settings";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/organizations_/$organizationId/settings/webhooks")({
  head: () => titled(m.webhooks_title()),
  component: function WebhooksPage() {
    const { organizationId } = Route.useParams();
    return <WebhooksSettings key={organizationId} organizationId={organizationId} />;
  },
});
