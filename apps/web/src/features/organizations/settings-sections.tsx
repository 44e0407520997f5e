import { roleGrants, statementsOf } from "@app/access";
import { hasPlatformRole } from "@app/domain";
import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { OrganizationLogo } from "@/components/organization-logo";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { builtInRolesOnly } from "@/lib/organization-roles";
import { organizationsQueryOptions } from "@/lib/organizations";
import { useSession } from "@/lib/session";
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

/**
 * The sections of an organization's settings area (docs/product.md#organization-settings), built from the same pieces
 * as the manage view (manage-organization.tsx): what the caller's role allows, the same checks.
 */
function useOrganizationAccess(organizationId: string) {
  const organizations = useQuery(organizationsQueryOptions);
  const full = useQuery(fullOrganizationQueryOptions(organizationId));
  const { data: session } = useSession();
  const organization = organizations.data?.find((o) => o.id === organizationId);
  const userId = session?.user.id ?? "";
  const currentRole = full.data?.members.find((member) => member.userId === userId)?.role;
  const { customRoles, labelOf, invitationChoices } = useOrganizationRoles(organizationId, currentRole);
  return { organizations, organization, full, userId, currentRole, customRoles, labelOf, invitationChoices };
}

/**
 * Which of the area's sections the caller's role opens, by the statements the server checks
 * (packages/access): the activity log ("activity:read"), the organization's API keys
 * ("apiKey:manage"), sign-in ("sso:manage"), provisioning ("scim:manage"), webhooks
 * ("webhook:manage"), security ("security:manage"), roles ("ac:read"; creating, changing and
 * deleting them by "ac:create|update|delete"). Nothing while the role loads.
 */
export function useOrganizationSettingsAccess(organizationId: string) {
  const { currentRole, customRoles } = useOrganizationAccess(organizationId);
  const { data: session } = useSession();
  const platformAdmin = Boolean(session?.session.impersonatedBy) || hasPlatformRole(session?.user.role, "admin");
  return {
    canReadActivity: roleGrants(currentRole, { activity: ["read"] }, customRoles),
    canManageApiKeys: roleGrants(currentRole, { apiKey: ["manage"] }, customRoles),
    canConfigureSignIn: roleGrants(currentRole, { sso: ["manage"] }, customRoles),
    canManageProvisioning: roleGrants(currentRole, { scim: ["manage"] }, customRoles),
    canManageWebhooks: roleGrants(currentRole, { webhook: ["manage"] }, customRoles),
    // A platform admin (also acting as a member) may always open it, to undo a list that locks people out.
    canManageSecurity: roleGrants(currentRole, { security: ["manage"] }, customRoles) || platformAdmin,
    canReadRoles: roleGrants(currentRole, { ac: ["read"] }, customRoles),
    roles: {
      canCreate: roleGrants(currentRole, { ac: ["create"] }, customRoles),
      canUpdate: roleGrants(currentRole, { ac: ["update"] }, customRoles),
      canDelete: roleGrants(currentRole, { ac: ["delete"] }, customRoles),
      held: statementsOf(currentRole, customRoles),
    },
  };
}

function NotFound() {
  return <p className="text-muted-foreground text-sm">{m.org_not_found_description()}</p>;
}

/** General: the name, slug and logo (owners and admins change them). */
export function OrganizationGeneralSettings({ organizationId }: { organizationId: string }) {
  const { organizations, organization, currentRole, customRoles } = useOrganizationAccess(organizationId);
  if (organizations.isPending) return <Skeleton className="h-40 w-full max-w-2xl" />;
  if (!organization) return <NotFound />;
  return (
    <div className="grid gap-6">
      <div className="flex min-w-0 items-center gap-3">
        <OrganizationLogo name={organization.name} logo={organization.logo} className="size-12" />
        <div className="grid min-w-0 gap-1">
          <h2 className="truncate text-xl font-semibold">{organization.name}</h2>
          <p className="text-muted-foreground truncate text-sm">{organization.slug}</p>
        </div>
      </div>
      {roleGrants(currentRole, { organization: ["update"] }, customRoles) ? (
        <OrganizationSettings organization={organization} />
      ) : null}
    </div>
  );
}

/** Members: the list with its role actions, invitations. */
export function OrganizationMembersSettings({ organizationId }: { organizationId: string }) {
  const { organization, full, userId, currentRole, customRoles, labelOf, invitationChoices } =
    useOrganizationAccess(organizationId);
  const { canInvite, canCancelInvitations } = memberPermissions(currentRole, customRoles);
  return (
    <div className="grid gap-6">
      <SectionCard
        title={m.org_members_title()}
        description={
          currentRole ? (
            <>
              {m.org_your_role()}{" "}
              <span className={builtInRolesOnly(currentRole) ? "capitalize" : undefined}>{labelOf(currentRole)}</span>
            </>
          ) : undefined
        }
      >
        <MemberList
          organizationId={organizationId}
          members={full.data?.members}
          isPending={full.isPending}
          isError={full.isError}
          onRetry={() => full.refetch()}
          currentUserId={userId}
          currentRole={currentRole}
        />
      </SectionCard>
      {organization && (canInvite || canCancelInvitations) ? (
        <SectionCard title={m.org_invitations_title()} description={m.org_invitations_description()}>
          {canInvite ? <InviteMembersForm organizationId={organizationId} choices={invitationChoices} /> : null}
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">{m.org_pending_invitations()}</h3>
            <PendingInvitations
              invitations={full.data?.invitations ?? []}
              canCancel={canCancelInvitations}
              labelOf={labelOf}
            />
          </div>
        </SectionCard>
      ) : null}
    </div>
  );
}

/** Danger zone: leave, hand the ownership over (owners), delete the organization. */
export function OrganizationDangerZone({ organizationId }: { organizationId: string }) {
  const { organizations, organization, full, userId, currentRole, customRoles } = useOrganizationAccess(organizationId);
  if (organizations.isPending) return <Skeleton className="h-40 w-full max-w-2xl" />;
  if (!organization) return <NotFound />;
  return (
    <div className="grid gap-6">
      {roleGrants(currentRole, { ownership: ["manage"] }, customRoles) && full.data ? (
        <TransferOwnership organization={organization} members={full.data.members} currentUserId={userId} />
      ) : null}
      <SectionCard title={m.settings_danger_zone_title()} destructive>
        <div className="flex flex-wrap gap-2">
          <LeaveOrganizationButton organizationId={organization.id} name={organization.name} />
          <DeleteOrganizationButton organizationId={organization.id} name={organization.name} />
        </div>
      </SectionCard>
    </div>
  );
}
