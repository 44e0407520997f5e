import { CREATOR_ROLE, ORGANIZATION_ROLES, roleGrants } from "@app/access";
import { m } from "@app/i18n/messages";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { type OrganizationMember, useRemoveMemberMutation, useUpdateMemberRoleMutation } from "./api";
import { useCustomRoles } from "./custom-roles";
import { hasOrganizationRole, memberPermissions } from "./permissions";
import { roleLabel } from "./role-label";

interface MemberActionsProps {
  organizationId: string;
  member: OrganizationMember;
  isSelf: boolean;
  currentRole: string | undefined;
}

/** Role select and 'Remove' for owners and admins; everyone else sees the role as text. */
export function MemberActions({ organizationId, member, isSelf, currentRole }: MemberActionsProps) {
  const customRoles = useCustomRoles(organizationId);
  const { canUpdateMembers, canRemoveMembers } = memberPermissions(currentRole, customRoles);
  const canManageOwnership = roleGrants(currentRole, { ownership: ["manage"] }, customRoles);
  // Only a role that manages ownership touches an owner or makes someone owner (better-auth lets
  // only its creator role do it; packages/access ties the two).
  const touchable = !isSelf && (canManageOwnership || !hasOrganizationRole(member.role, CREATOR_ROLE));
  const roles = ORGANIZATION_ROLES.filter((role) => canManageOwnership || role !== CREATOR_ROLE);

  const showError = (error: Error) => toast.error(error.message);
  const updateRole = useUpdateMemberRoleMutation({
    onSuccess: (_, { role }) => toast.success(m.org_role_changed({ name: member.user.name, role: roleLabel(role) })),
    onError: showError,
  });
  const remove = useRemoveMemberMutation({
    onSuccess: () => toast.success(m.org_member_removed({ name: member.user.name })),
    onError: showError,
  });
  const busy = updateRole.isPending || remove.isPending;

  const onRoleChange = (role: string) => updateRole.mutate({ organizationId, memberId: member.id, role });
  const onRemove = () => remove.mutate({ organizationId, memberId: member.id });

  return (
    <div className="ml-auto flex shrink-0 items-center gap-2">
      {canUpdateMembers && touchable ? (
        <Select value={member.role} onValueChange={onRoleChange} disabled={busy}>
          <SelectTrigger size="sm" className="w-28" aria-label={m.org_role_of({ email: member.user.email })}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {roles.map((role) => (
              <SelectItem key={role} value={role} className="capitalize">
                {roleLabel(role)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : (
        <span className="text-muted-foreground text-sm capitalize" data-testid="member-role">
          {roleLabel(member.role)}
        </span>
      )}
      {canRemoveMembers && touchable ? (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" disabled={busy}>
              {m.org_remove()}
            </Button>
          }
          title={m.org_remove_title({ name: member.user.name })}
          question={m.org_remove_question({ email: member.user.email })}
          confirmLabel={m.org_remove()}
          onConfirm={onRemove}
        />
      ) : null}
    </div>
  );
}
