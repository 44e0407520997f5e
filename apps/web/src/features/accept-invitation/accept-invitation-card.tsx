import type { InvitationPreview } from "@app/domain";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { MailCheck, MailX } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { isNotFound } from "@/lib/errors";
import { useSession, useSignOutMutation } from "@/lib/session";
import { invitationPreviewQueryOptions, useAcceptInvitationMutation, useRejectInvitationMutation } from "./api";

const closedStates = {
  expired: ["Invitation expired", "This invitation has expired. Ask the person who invited you to send a new one."],
  canceled: ["Invitation canceled", "This invitation was canceled by the organization."],
  accepted: ["Invitation already accepted", "This invitation has already been accepted."],
  rejected: ["Invitation declined", "This invitation has been declined."],
} as const;

/** Every state of an invitation link, for visitors signed in or not (SPEC §2, §4). */
export function AcceptInvitationCard({ invitationId }: { invitationId: string }) {
  const preview = useQuery(invitationPreviewQueryOptions(invitationId));
  const session = useSession();

  if (preview.isPending || session.isPending) {
    return (
      <Frame title="Invitation">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
      </Frame>
    );
  }
  if (preview.isError) {
    return isNotFound(preview.error) ? (
      <Frame title="Invitation not found" icon={<MailX />}>
        <p>This invitation link is not valid. Check that you opened the complete link from the email.</p>
      </Frame>
    ) : (
      <Frame
        title="Could not load the invitation"
        icon={<MailX />}
        footer={<Button onClick={() => preview.refetch()}>Retry</Button>}
      >
        <p>{preview.error.message}</p>
      </Frame>
    );
  }

  const invitation = preview.data;
  if (invitation.state !== "pending") {
    const [title, text] = closedStates[invitation.state];
    return (
      <Frame
        title={title}
        icon={invitation.state === "accepted" ? <MailCheck /> : <MailX />}
        footer={
          session.data ? (
            <Button asChild variant="outline">
              <Link to="/dashboard">Go to dashboard</Link>
            </Button>
          ) : null
        }
      >
        <p>{text}</p>
      </Frame>
    );
  }

  if (!session.data) return <SignedOut invitation={invitation} />;
  if (session.data.user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return <WrongAccount invitation={invitation} signedInAs={session.data.user.email} />;
  }
  return <Answer invitation={invitation} />;
}

function Invited({ invitation }: { invitation: InvitationPreview }) {
  return (
    <p>
      <strong className="text-foreground">{invitation.inviterName}</strong> invited you to join{" "}
      <strong className="text-foreground">{invitation.organizationName}</strong>.
    </p>
  );
}

function SignedOut({ invitation }: { invitation: InvitationPreview }) {
  const redirectTo = `/accept-invitation/${invitation.id}`;
  return (
    <Frame
      title={`Join ${invitation.organizationName}`}
      icon={<MailCheck />}
      footer={
        <>
          <Button asChild className="flex-1">
            <Link to="/login" search={{ redirectTo }}>
              Sign in
            </Link>
          </Button>
          <Button asChild variant="outline" className="flex-1">
            <Link to="/login" search={{ redirectTo, showSignIn: false }}>
              Create account
            </Link>
          </Button>
        </>
      }
    >
      <Invited invitation={invitation} />
      <p>
        Sign in or create an account with <strong className="text-foreground">{invitation.email}</strong> to accept the
        invitation. You will come back here afterwards.
      </p>
    </Frame>
  );
}

function WrongAccount({ invitation, signedInAs }: { invitation: InvitationPreview; signedInAs: string }) {
  const signOut = useSignOutMutation();
  return (
    <Frame
      title="This invitation is for another account"
      icon={<MailX />}
      footer={
        <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign out
        </Button>
      }
    >
      <p>
        The invitation was sent to <strong className="text-foreground">{invitation.email}</strong>, but you are signed
        in as <strong className="text-foreground">{signedInAs}</strong>. Sign out and sign in with the invited address
        to accept it.
      </p>
    </Frame>
  );
}

function Answer({ invitation }: { invitation: InvitationPreview }) {
  const navigate = useNavigate();
  const showError = (error: Error) => toast.error(error.message);
  const accept = useAcceptInvitationMutation({
    onSuccess: async () => {
      toast.success(`You joined ${invitation.organizationName}`);
      await navigate({ to: "/dashboard" });
    },
    onError: showError,
  });
  const reject = useRejectInvitationMutation({ onError: showError });
  const busy = accept.isPending || accept.isSuccess || reject.isPending;

  if (reject.isSuccess) {
    return (
      <Frame
        title="Invitation declined"
        icon={<MailX />}
        footer={
          <Button asChild variant="outline">
            <Link to="/dashboard">Go to dashboard</Link>
          </Button>
        }
      >
        <p>You declined the invitation to join {invitation.organizationName}.</p>
      </Frame>
    );
  }

  return (
    <Frame
      title={`Join ${invitation.organizationName}`}
      icon={<MailCheck />}
      footer={
        <>
          <Button className="flex-1" disabled={busy} onClick={() => accept.mutate(invitation.id)}>
            {accept.isPending || accept.isSuccess ? "Accepting..." : "Accept"}
          </Button>
          <Button variant="outline" className="flex-1" disabled={busy} onClick={() => reject.mutate(invitation.id)}>
            {reject.isPending ? "Declining..." : "Reject"}
          </Button>
        </>
      }
    >
      <Invited invitation={invitation} />
      <p>You will join as a member.</p>
    </Frame>
  );
}

function Frame({
  title,
  icon,
  children,
  footer,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          {icon ? <div className="text-muted-foreground mb-2 [&_svg]:size-8">{icon}</div> : null}
          <CardTitle className="text-2xl">
            <h1>{title}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="text-muted-foreground grid gap-3 text-sm leading-6">{children}</CardContent>
        {footer ? <CardFooter className="flex-wrap gap-2">{footer}</CardFooter> : null}
      </Card>
    </div>
  );
}
