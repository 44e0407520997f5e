import { m } from "@app/i18n/messages";
import { createFileRoute, useRouter } from "@tanstack/react-router";
import { DangerZoneSection } from "@/features/danger-zone/danger-zone-section";
import { titled } from "@/lib/page-title";
import { useSignInMethods } from "@/lib/sign-in-methods";
import { AccountSectionPage } from "./-account-page";

export const Route = createFileRoute("/_authenticated/dashboard/account/danger-zone")({
  head: () => titled(m.settings_danger_zone()),
  component: DangerZonePage,
});

function DangerZonePage() {
  const methods = useSignInMethods();
  const router = useRouter();
  const hasPassword = methods.data ? methods.data.includes("credential") : true;
  return (
    <AccountSectionPage title={m.settings_danger_zone()}>
      {({ user }) => (
        <DangerZoneSection
          key={user.id}
          email={user.email}
          hasPassword={hasPassword}
          // The deletion has already emptied the cache; the home page is for signed-out visitors too.
          onDeleted={async () => {
            await router.navigate({ to: "/" });
          }}
        />
      )}
    </AccountSectionPage>
  );
}
