import type { OrgActivityKind } from "@app/domain";
import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ActivityLog } from "@/features/organization-activity/activity-log";
import { organizationsQueryOptions } from "@/lib/organizations";
import { titled } from "@/lib/page-title";
import { useSession } from "@/lib/session";

interface ActivitySearch {
  /** The organization; the active one when not given. */
  organizationId?: string;
  actorUserId?: string;
  kind?: OrgActivityKind;
  from?: string;
  to?: string;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
const day = (value: unknown) => (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export const Route = createFileRoute("/_authenticated/dashboard/activity")({
  head: () => titled(m.activity_title()),
  validateSearch: (search: Record<string, unknown>): ActivitySearch => ({
    organizationId: text(search.organizationId),
    actorUserId: text(search.actorUserId),
    // Checked by the server (an unknown kind is a 400 the page shows): the route's own code is on the
    // first page, and the domain's schemas must not be (decision 022).
    kind: text(search.kind) as OrgActivityKind | undefined,
    from: day(search.from),
    to: day(search.to),
  }),
  component: ActivityPage,
});

function ActivityPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: session } = useSession();
  const organizations = useQuery(organizationsQueryOptions);
  const organizationId = search.organizationId ?? session?.session.activeOrganizationId ?? undefined;
  if (!organizationId) return <h1 className="text-2xl font-semibold tracking-tight">{m.activity_title()}</h1>;
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
