import { createFileRoute } from "@tanstack/react-router";
import { ProfileForm } from "@/features/account/profile-form";
import { titled } from "@/lib/page-title";
import { useSession } from "@/lib/session";

export const Route = createFileRoute("/_authenticated/dashboard/account")({
  head: () => titled("Account"),
  component: AccountPage,
});

function AccountPage() {
  const { data: session } = useSession();
  // The layout has loaded the session; it is only missing for a moment while it is being refetched.
  if (!session) return null;
  // A new form for another user (after impersonation starts or stops), so no stale values carry over.
  return <ProfileForm key={session.user.id} user={session.user} />;
}
