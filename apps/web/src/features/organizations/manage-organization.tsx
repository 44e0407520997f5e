import { roleGrants } from "@app/access";
import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { OrganizationLogo } from "@/components/organization-logo";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { builtInRolesOnly } from "@/lib/organization-roles";
import { organizationsQueryOptions } from "@/lib/organizations";
import { useSession } from "@/lib/session";
import { ActiveBadge } from "./active-badge";
import { fullOrganizationQueryOptions } from "./api";
import { useOrganizationRoles } from "./custom-roles";
import { DeleteOrganizationButton } from "./delete-organization-button";
import { InviteMembersForm } from "./invite-members-form";
import { LeaveOrganizationButton } from "./leave-organization-button";
import { MemberList } from "./member-list";
import { OrganizationSettings } from "./organization-settings";
import { PendingInvitations } from "./pending-invitations";
import { memberPermissions } from "./permissions";
import { TransferOwnership } from "./transfer-ownership";

/** The manage view (?manage=<id>): members, invitations, leave and delete, in place of the list. */
export function ManageOrganization({ organizationId }: { organizationId: string }) {
  const organizations = useQuery(organizationsQueryOptions);
  const full = useQuery(fullOrganizationQueryOptions(organizationId));
  const { data: session } = useSession();
  const organization = organizations.data?.find((o) => o.id === organizationId);

  const userId = session?.user.id ?? "";
  const currentRole = full.data?.members.find((member) => member.userId === userId)?.role;
  const { customRoles, labelOf, invitationChoices } = useOrganizationRoles(organizationId, currentRole);
  const { canInvite, canCancelInvitations } = memberPermissions(currentRole, customRoles);
  const canEditSettings = roleGrants(currentRole, { organization: ["update"] }, customRoles);
  const canSeeActivity = roleGrants(currentRole, { activity: ["read"] }, customRoles);
  const canManageOwnership = roleGrants(currentRole, { ownership: ["manage"] }, customRoles);

  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
      <Link to="/dashboard/organizations" search={{}}>
        <ArrowLeft />
        {m.org_list_title()}
      </Link>
    </Button>
  );

  if (organizations.isPending) return <Skeleton className="h-40 w-full" />;
  if (!organization) {
    return (
      <div className="grid gap-4">
        {back}
        <Card>
          <CardHeader>
            <CardTitle>
              <h1>{m.org_not_found()}</h1>
            </CardTitle>
            <CardDescription>{m.org_not_found_description()}</CardDescription>
          </CardHeader>
        </Card>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      {back}
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <OrganizationLogo name={organization.name} logo={organization.logo} className="size-12" />
            <div className="grid min-w-0 gap-1.5">
              <div className="flex min-w-0 items-center gap-2">
                <CardTitle className="min-w-0 py-0.5 text-xl">
                  <h1 className="truncate">{organization.name}</h1>
                </CardTitle>
                {session?.session.activeOrganizationId === organization.id ? <ActiveBadge /> : null}
              </div>
              <CardDescription className="truncate">{organization.slug}</CardDescription>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {canSeeActivity ? (
              <Button asChild variant="outline">
                <Link
                  to="/dashboard/organizations/$organizationId/settings/activity"
                  params={{ organizationId: organization.id }}
                >
                  {m.activity_title()}
                </Link>
              </Button>
            ) : null}
            <LeaveOrganizationButton organizationId={organization.id} name={organization.name} />
            <DeleteOrganizationButton organizationId={organization.id} name={organization.name} />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{m.org_members_title()}</h2>
          </CardTitle>
          {currentRole ? (
            <CardDescription>
              {m.org_your_role()}{" "}
              <span className={builtInRolesOnly(currentRole) ? "capitalize" : undefined}>{labelOf(currentRole)}</span>
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>
          <MemberList
            organizationId={organization.id}
            members={full.data?.members}
            isPending={full.isPending}
            isError={full.isError}
            onRetry={() => full.refetch()}
            currentUserId={userId}
            currentRole={currentRole}
          />
        </CardContent>
      </Card>

      {canInvite || canCancelInvitations ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{m.org_invitations_title()}</h2>
            </CardTitle>
            <CardDescription>{m.org_invitations_description()}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {canInvite ? <InviteMembersForm organizationId={organization.id} choices={invitationChoices} /> : null}
            <div className="grid gap-2">
              <h3 className="text-sm font-medium">{m.org_pending_invitations()}</h3>
              <PendingInvitations
                invitations={full.data?.invitations ?? []}
                canCancel={canCancelInvitations}
                labelOf={labelOf}
              />
            </div>
          </CardContent>
        </Card>
      ) : null}

      {canEditSettings ? <OrganizationSettings organization={organization} /> : null}
      {canManageOwnership && full.data ? (
        <TransferOwnership organization={organization} members={full.data.members} currentUserId={userId} />
      ) : null}
    </div>
  );
}
