import { ORGANIZATION_ROLES } from "@app/access";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { authClient } from "@/lib/auth-client";
import { hasOrganizationRole, memberPermissions } from "./permissions";
import { type OrganizationMember, refreshOrganizations } from "./queries";

interface MemberActionsProps {
  organizationId: string;
  member: OrganizationMember;
  isSelf: boolean;
  currentRole: string | undefined;
}

/** Role select and 'Remove' for owners and admins; everyone else sees the role as text. */
export function MemberActions({ organizationId, member, isSelf, currentRole }: MemberActionsProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { canUpdateMembers, canRemoveMembers } = memberPermissions(currentRole);
  // Only an owner may touch an owner or make someone owner (better-auth enforces the same).
  const isOwner = hasOrganizationRole(currentRole, "owner");
  const touchable = !isSelf && (isOwner || !hasOrganizationRole(member.role, "owner"));
  const roles = ORGANIZATION_ROLES.filter((role) => isOwner || role !== "owner");

  const run = async (call: () => Promise<{ error: { message?: string } | null }>, success: string) => {
    setBusy(true);
    const { error } = await call();
    if (error) toast.error(error.message || "Request failed");
    else toast.success(success);
    await refreshOrganizations(queryClient);
    setBusy(false);
  };

  const onRoleChange = (role: string) =>
    run(
      () => authClient.organization.updateMemberRole({ memberId: member.id, role, organizationId }),
      `${member.user.name} is now ${role}`,
    );
  const onRemove = () =>
    run(
      () => authClient.organization.removeMember({ memberIdOrEmail: member.id, organizationId }),
      `${member.user.name} was removed`,
    );

  return (
    <div className="ml-auto flex shrink-0 items-center gap-2">
      {canUpdateMembers && touchable ? (
        <Select value={member.role} onValueChange={onRoleChange} disabled={busy}>
          <SelectTrigger size="sm" className="w-28" aria-label={`Role of ${member.user.email}`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {roles.map((role) => (
              <SelectItem key={role} value={role} className="capitalize">
                {role}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : (
        <span className="text-muted-foreground text-sm capitalize" data-testid="member-role">
          {member.role}
        </span>
      )}
      {canRemoveMembers && touchable ? (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" disabled={busy}>
              Remove
            </Button>
          }
          title={`Remove ${member.user.name}?`}
          question={`${member.user.email} loses access to this organization. You can invite them again later.`}
          confirmLabel="Remove"
          onConfirm={onRemove}
        />
      ) : null}
    </div>
  );
}
