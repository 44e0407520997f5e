import { m } from "@app/i18n/messages";
import { InitialsAvatar } from "@/components/initials-avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { OrganizationMember } from "./api";
import { MemberActions } from "./member-actions";

interface MemberListProps {
  organizationId: string;
  members: OrganizationMember[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  currentUserId: string;
  /** The current user's role here; decides which controls each row shows. */
  currentRole: string | undefined;
}

export function MemberList({
  organizationId,
  members,
  isPending,
  isError,
  onRetry,
  currentUserId,
  currentRole,
}: MemberListProps) {
  if (isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label={m.org_members_loading()}>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-destructive text-sm">
          {m.org_members_failed()}
        </p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {m.org_retry()}
        </Button>
      </div>
    );
  }
  if (!members?.length) return <p className="text-muted-foreground text-sm">{m.org_no_members()}</p>;

  return (
    <ul className="divide-y" aria-label={m.org_members_title()}>
      {members.map((member) => (
        <li
          key={member.id}
          className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3"
          data-testid="member-row"
          data-email={member.user.email}
        >
          <div className="flex min-w-0 flex-1 basis-48 items-center gap-3">
            <InitialsAvatar name={member.user.name || member.user.email} image={member.user.image} className="size-9" />
            <div className="min-w-0">
              <div className="truncate font-medium">
                {member.user.name}
                {member.userId === currentUserId ? (
                  <span className="text-muted-foreground font-normal"> {m.org_you()}</span>
                ) : null}
              </div>
              <div className="text-muted-foreground truncate text-sm">{member.user.email}</div>
            </div>
          </div>
          <MemberActions
            organizationId={organizationId}
            member={member}
            isSelf={member.userId === currentUserId}
            currentRole={currentRole}
          />
        </li>
      ))}
    </ul>
  );
}
