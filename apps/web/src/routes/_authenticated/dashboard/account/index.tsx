import { createFileRoute } from "@tanstack/react-router";
import { EmailSection } from "@/features/account/email-section";
import { ProfileForm } from "@/features/account/profile-form";
import { useSession } from "@/lib/session";
import { AccountSectionPage } from "./-account-page";

export const Route = createFileRoute("/_authenticated/dashboard/account/")({
  component: ProfilePage,
});

/** The Profile (docs/product.md#profile): name and avatar, and the address (which an admin acting as someone cannot change). */
function ProfilePage() {
  const { data: session } = useSession();
  if (!session) return null;
  return (
    <div className="grid gap-6">
      {/* A new form for another user (after impersonation starts or stops), so no stale values carry over. */}
      <ProfileForm key={session.user.id} user={session.user} />
      <AccountSectionPage>{({ user }) => <EmailSection key={user.id} email={user.email} />}</AccountSectionPage>
    </div>
  );
}
