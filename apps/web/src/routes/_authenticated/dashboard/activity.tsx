import { createFileRoute, redirect } from "@tanstack/react-router";
import { parseActivitySearch } from "@/features/organization-activity/search";
import { organizationsQueryOptions } from "@/lib/organizations";
import { sessionQueryOptions } from "@/lib/session";

/**
 * The activity log's old address: it is a section of the organization's settings area now
 * (docs/product.md#activity-log). The organization is the one named, else the active one; the filters come along.
 */
export const Route = createFileRoute("/_authenticated/dashboard/activity")({
  validateSearch: (search: Record<string, unknown>) => ({
    organizationId:
      typeof search.organizationId === "string" && search.organizationId ? search.organizationId : undefined,
    ...parseActivitySearch(search),
  }),
  beforeLoad: async ({ context, search: { organizationId, ...filters } }) => {
    // The dashboard's guard has made sure there is an organization and an active one.
    const [session, organizations] = await Promise.all([
      context.queryClient.ensureQueryData(sessionQueryOptions),
      context.queryClient.ensureQueryData(organizationsQueryOptions),
    ]);
    const active = session?.session.activeOrganizationId;
    const target =
      organizationId ?? (organizations.some((o) => o.id === active) ? active : organizations[0]?.id) ?? undefined;
    if (!target) throw redirect({ to: "/dashboard", replace: true });
    throw redirect({
      to: "/dashboard/organizations/$organizationId/settings/activity",
      params: { organizationId: target },
      search: filters,
      replace: true,
    });
  },
});
