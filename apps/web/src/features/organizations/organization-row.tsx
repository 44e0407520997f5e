import { m } from "@app/i18n/messages";
import { Link } from "@tanstack/react-router";
import { toast } from "sonner";
import { OrganizationLogo } from "@/components/organization-logo";
import { Button } from "@/components/ui/button";
import { type OrganizationSummary, useSetActiveOrganizationMutation } from "@/lib/organizations";
import { ActiveBadge } from "./active-badge";
import { MemberCount } from "./member-count";

interface OrganizationRowProps {
  organization: OrganizationSummary;
  isActive: boolean;
  memberCount: { count?: number; isPending: boolean; isError: boolean };
}

export function OrganizationRow({ organization, isActive, memberCount }: OrganizationRowProps) {
  const activate = useSetActiveOrganizationMutation({
    onSuccess: () => toast.success(m.org_now_active({ name: organization.name })),
    onError: (error) => toast.error(error.message),
  });

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="organization-row">
      <div className="flex min-w-0 flex-1 basis-48 items-center gap-3">
        <OrganizationLogo name={organization.name} logo={organization.logo} />
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <span className="truncate font-medium">{organization.name}</span>
            {isActive ? <ActiveBadge /> : null}
          </div>
          <div className="text-muted-foreground flex min-w-0 gap-1.5 text-sm">
            <MemberCount {...memberCount} />
            {/* The slug tells apart organizations that share a name. */}
            <span aria-hidden="true">·</span>
            <span className="truncate">{organization.slug}</span>
          </div>
        </div>
      </div>
      <div className="ml-auto flex shrink-0 gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/organizations" search={{ manage: organization.id }}>
            {m.org_manage()}
          </Link>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={isActive || activate.isPending}
          onClick={() => activate.mutate(organization.id)}
        >
          {m.org_set_active()}
        </Button>
      </div>
    </li>
  );
}
