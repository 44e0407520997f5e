import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { AcceptInvitationCard } from "@/features/accept-invitation/accept-invitation-card";
import { titled } from "@/lib/page-title";

/** Public: the link in an invitation email works before the invitee has an account. */
export const Route = createFileRoute("/_public/accept-invitation/$invitationId")({
  head: () => titled(m.invite_title()),
  component: AcceptInvitationPage,
});

function AcceptInvitationPage() {
  const { invitationId } = Route.useParams();
  return <AcceptInvitationCard key={invitationId} invitationId={invitationId} />;
}
