import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { PasswordSection } from "@/features/account/password-section";
import { PasskeysSection } from "@/features/passkeys/passkeys-section";
import { TwoFactorSection } from "@/features/two-factor/two-factor-section";
import { titled } from "@/lib/page-title";
import { useSignInMethods } from "@/lib/sign-in-methods";
import { AccountSectionPage } from "./-account-page";

export const Route = createFileRoute("/_authenticated/dashboard/account/security")({
  head: () => titled(m.settings_security()),
  component: SecurityPage,
});

function SecurityPage() {
  const methods = useSignInMethods();
  // Until the methods are known, assume a password: most accounts have one.
  const hasPassword = methods.data ? methods.data.includes("credential") : true;
  return (
    <AccountSectionPage title={m.settings_security()}>
      {({ user }) => (
        <>
          <PasswordSection key={user.id} email={user.email} />
          {hasPassword ? <TwoFactorSection enabled={Boolean(user.twoFactorEnabled)} /> : null}
          <PasskeysSection />
        </>
      )}
    </AccountSectionPage>
  );
}
