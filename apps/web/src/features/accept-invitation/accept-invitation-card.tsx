import type { InvitationPreview } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ParaglideMessage } from "@inlang/paraglide-js-react";
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
  expired: [m.invite_expired_title, m.invite_expired_text],
  canceled: [m.invite_canceled_title, m.invite_canceled_text],
  accepted: [m.invite_accepted_title, m.invite_accepted_text],
  rejected: [m.invite_declined_title, m.invite_declined_text],
} as const;

/** Every state of an invitation link, for visitors signed in or not (docs/product.md#invitation-links). */
export function AcceptInvitationCard({ invitationId }: { invitationId: string }) {
  const preview = useQuery(invitationPreviewQueryOptions(invitationId));
  const session = useSession();

  if (preview.isPending || session.isPending) {
    return (
      <Frame title={m.invite_title()}>
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
      </Frame>
    );
  }
  if (preview.isError) {
    return isNotFound(preview.error) ? (
      <Frame title={m.invite_not_found_title()} icon={<MailX />}>
        <p>{m.invite_not_found_text()}</p>
      </Frame>
    ) : (
      <Frame
        title={m.invite_load_failed()}
        icon={<MailX />}
        footer={<Button onClick={() => preview.refetch()}>{m.common_retry()}</Button>}
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
        title={title()}
        icon={invitation.state === "accepted" ? <MailCheck /> : <MailX />}
        footer={
          session.data ? (
            <Button asChild variant="outline">
              <Link to="/dashboard">{m.common_go_to_dashboard()}</Link>
            </Button>
          ) : null
        }
      >
        <p>{text()}</p>
      </Frame>
    );
  }

  if (!session.data) return <SignedOut invitation={invitation} />;
  if (session.data.user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return <WrongAccount invitation={invitation} signedInAs={session.data.user.email} />;
  }
  return <Answer invitation={invitation} />;
}

/** The names and addresses in the invitation's sentences. */
const Strong = ({ children }: { children?: ReactNode }) => <strong className="text-foreground">{children}</strong>;

function Invited({ invitation }: { invitation: InvitationPreview }) {
  return (
    <p>
      <ParaglideMessage
        message={m.invite_invited}
        inputs={{ inviter: invitation.inviterName, organization: invitation.organizationName }}
        markup={{ inviter: Strong, organization: Strong }}
      />
    </p>
  );
}

function SignedOut({ invitation }: { invitation: InvitationPreview }) {
  const redirectTo = `/accept-invitation/${invitation.id}`;
  return (
    <Frame
      title={m.invite_join_title({ organization: invitation.organizationName })}
      icon={<MailCheck />}
      footer={
        <>
          <Button asChild className="flex-1">
            <Link to="/login" search={{ redirectTo }}>
              {m.invite_sign_in()}
            </Link>
          </Button>
          <Button asChild variant="outline" className="flex-1">
            <Link to="/login" search={{ redirectTo, showSignIn: false }}>
              {m.invite_create_account()}
            </Link>
          </Button>
        </>
      }
    >
      <Invited invitation={invitation} />
      <p>
        <ParaglideMessage
          message={m.invite_signed_out_text}
          inputs={{ email: invitation.email }}
          markup={{ email: Strong }}
        />
      </p>
    </Frame>
  );
}

function WrongAccount({ invitation, signedInAs }: { invitation: InvitationPreview; signedInAs: string }) {
  const signOut = useSignOutMutation();
  return (
    <Frame
      title={m.invite_wrong_account_title()}
      icon={<MailX />}
      footer={
        <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          {m.invite_sign_out()}
        </Button>
      }
    >
      <p>
        <ParaglideMessage
          message={m.invite_wrong_account_text}
          inputs={{ email: invitation.email, signedInAs }}
          markup={{ email: Strong, signedInAs: Strong }}
        />
      </p>
    </Frame>
  );
}

function Answer({ invitation }: { invitation: InvitationPreview }) {
  const navigate = useNavigate();
  const showError = (error: Error) => toast.error(error.message);
  const accept = useAcceptInvitationMutation({
    onSuccess: async () => {
      toast.success(m.invite_joined({ organization: invitation.organizationName }));
      await navigate({ to: "/dashboard" });
    },
    onError: showError,
  });
  const reject = useRejectInvitationMutation({ onError: showError });
  const busy = accept.isPending || accept.isSuccess || reject.isPending;

  if (reject.isSuccess) {
    return (
      <Frame
        title={m.invite_declined_title()}
        icon={<MailX />}
        footer={
          <Button asChild variant="outline">
            <Link to="/dashboard">{m.common_go_to_dashboard()}</Link>
          </Button>
        }
      >
        <p>{m.invite_you_declined({ organization: invitation.organizationName })}</p>
      </Frame>
    );
  }

  return (
    <Frame
      title={m.invite_join_title({ organization: invitation.organizationName })}
      icon={<MailCheck />}
      footer={
        <>
          <Button className="flex-1" disabled={busy} onClick={() => accept.mutate(invitation.id)}>
            {accept.isPending || accept.isSuccess ? m.invite_accepting() : m.invite_accept()}
          </Button>
          <Button variant="outline" className="flex-1" disabled={busy} onClick={() => reject.mutate(invitation.id)}>
            {reject.isPending ? m.invite_declining() : m.invite_reject()}
          </Button>
        </>
      }
    >
      <Invited invitation={invitation} />
      <p>{m.invite_as_member()}</p>
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
