import { m } from "@app/i18n/messages";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/dates";
import { type OrganizationInvitation, useCancelInvitationMutation } from "./api";

interface PendingInvitationsProps {
  invitations: OrganizationInvitation[];
  canCancel: boolean;
  /** The role an invitation grants, as people read it (an organization's own role by its label). */
  labelOf: (roleField: string) => string;
}

/** Invitations still waiting for an answer, from the full organization data (no extra request). */
export function PendingInvitations({ invitations, canCancel, labelOf }: PendingInvitationsProps) {
  const pending = invitations.filter((invitation) => invitation.status === "pending");
  if (pending.length === 0) return <p className="text-muted-foreground text-sm">{m.org_no_pending_invitations()}</p>;
  return (
    <ul className="divide-y" aria-label={m.org_pending_invitations()}>
      {pending.map((invitation) => (
        <PendingInvitationRow key={invitation.id} invitation={invitation} canCancel={canCancel} labelOf={labelOf} />
      ))}
    </ul>
  );
}

function PendingInvitationRow({
  invitation,
  canCancel,
  labelOf,
}: { invitation: OrganizationInvitation } & Omit<PendingInvitationsProps, "invitations">) {
  const expired = new Date(invitation.expiresAt).getTime() < Date.now();
  const cancel = useCancelInvitationMutation({
    onSuccess: () => toast.success(m.org_invitation_canceled({ email: invitation.email })),
    onError: (error) => toast.error(error.message),
  });

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5" data-testid="invitation-row">
      <div className="min-w-0 flex-1 basis-48">
        <div className="truncate text-sm font-medium">{invitation.email}</div>
        <div className="text-muted-foreground text-xs">
          {expired ? m.org_invitation_expired() : m.org_invitation_expires({ date: formatDate(invitation.expiresAt) })}{" "}
          · {labelOf(invitation.role)}
        </div>
      </div>
      {canCancel ? (
        <Button variant="ghost" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate(invitation.id)}>
          {m.org_invitation_cancel()}
        </Button>
      ) : null}
    </li>
  );
}
