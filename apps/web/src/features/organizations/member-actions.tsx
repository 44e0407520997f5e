import { CREATOR_ROLE, roleGrants } from "@app/access";
import { m } from "@app/i18n/messages";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { builtInRolesOnly } from "@/lib/organization-roles";
import { cn } from "@/lib/utils";
import { type OrganizationMember, useRemoveMemberMutation, useUpdateMemberRoleMutation } from "./api";
import { useOrganizationRoles } from "./custom-roles";
import { hasOrganizationRole, memberPermissions } from "./permissions";

interface MemberActionsProps {
  organizationId: string;
  member: OrganizationMember;
  isSelf: boolean;
  currentRole: string | undefined;
}

/**
 * Role select and 'Remove' for those who may change members; everyone else sees the role as text.
 * The select offers the built-in roles and the organization's own, by their names.
 */
export function MemberActions({ organizationId, member, isSelf, currentRole }: MemberActionsProps) {
  const { customRoles, labelOf, memberChoices } = useOrganizationRoles(organizationId, currentRole);
  const { canUpdateMembers, canRemoveMembers } = memberPermissions(currentRole, customRoles);
  const canManageOwnership = roleGrants(currentRole, { ownership: ["manage"] }, customRoles);
  // Only a role that manages ownership touches an owner or makes someone owner (better-auth lets
  // only its creator role do it; packages/access ties the two).
  const touchable = !isSelf && (canManageOwnership || !hasOrganizationRole(member.role, CREATOR_ROLE));
  // The member's present role stays in the list even when the caller could not give it.
  const roles = memberChoices.some((choice) => choice.value === member.role)
    ? memberChoices
    : [{ value: member.role, label: labelOf(member.role) }, ...memberChoices];

  const showError = (error: Error) => toast.error(error.message);
  const updateRole = useUpdateMemberRoleMutation({
    onSuccess: (_, { role }) => toast.success(m.org_role_changed({ name: member.user.name, role: labelOf(role) })),
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
          <SelectTrigger
            size="sm"
            className="w-auto max-w-52 min-w-28"
            aria-label={m.org_role_of({ email: member.user.email })}
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {roles.map((role) => (
              <SelectItem
                key={role.value}
                value={role.value}
                className={builtInRolesOnly(role.value) ? "capitalize" : undefined}
              >
                {role.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : (
        <span
          className={cn("text-muted-foreground text-sm", builtInRolesOnly(member.role) && "capitalize")}
          data-testid="member-role"
        >
          {labelOf(member.role)}
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
