import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ActivityLog } from "@/features/organization-activity/activity-log";
import { parseActivitySearch } from "@/features/organization-activity/search";
import { organizationsQueryOptions } from "@/lib/organizations";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/organizations_/$organizationId/settings/activity")({
  head: () => titled(m.settings_activity()),
  validateSearch: parseActivitySearch,
  component: ActivityPage,
});

function ActivityPage() {
  const { organizationId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const organizations = useQuery(organizationsQueryOptions);
  const organization = organizations.data?.find((o) => o.id === organizationId);
  return (
    <ActivityLog
      key={organizationId}
      filter={{ ...search, organizationId }}
      organizationName={organization?.name}
      onFilterChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
