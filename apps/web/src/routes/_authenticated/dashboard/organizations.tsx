import { m } from "@app/i18n/messages";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";
import { ManageOrganization } from "@/features/organizations/manage-organization";
import { OrganizationList } from "@/features/organizations/organization-list";
import { titled } from "@/lib/page-title";

interface OrganizationsSearch {
  /** The organization whose manage view is open. */
  manage?: string;
  /** Opens the 'New organization' dialog (the sidebar's 'Create organization' links here). */
  create?: boolean;
}

export const Route = createFileRoute("/_authenticated/dashboard/organizations")({
  head: () => titled(m.org_list_title()),
  validateSearch: (search: Record<string, unknown>): OrganizationsSearch => ({
    manage: typeof search.manage === "string" && search.manage ? search.manage : undefined,
    create: search.create === true || search.create === "true" ? true : undefined,
  }),
  component: OrganizationsPage,
});

function OrganizationsPage() {
  const { manage, create } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (manage) {
    return (
      <div className="grid gap-4">
        <div>
          <Button variant="outline" size="sm" asChild>
            <Link to="/dashboard/organizations/$organizationId/settings" params={{ organizationId: manage }}>
              {m.settings_open()}
            </Link>
          </Button>
        </div>
        <ManageOrganization key={manage} organizationId={manage} />
      </div>
    );
  }
  return (
    <OrganizationList
      createOpen={create ?? false}
      onCreateOpenChange={(open) =>
        navigate({ search: (prev) => ({ ...prev, create: open || undefined }), replace: true })
      }
    />
  );
}
