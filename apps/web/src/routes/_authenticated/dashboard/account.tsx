import { m } from "@app/i18n/messages";
import { createFileRoute, useRouter } from "@tanstack/react-router";
import { EmailSection } from "@/features/account/email-section";
import { LanguageSection } from "@/features/account/language-section";
import { PasswordSection } from "@/features/account/password-section";
import { ProfileForm } from "@/features/account/profile-form";
import { ApiKeysSection } from "@/features/api-keys/api-keys-section";
import { DangerZoneSection } from "@/features/danger-zone/danger-zone-section";
import { PasskeysSection } from "@/features/passkeys/passkeys-section";
import { SessionsSection } from "@/features/sessions/sessions-section";
import { TwoFactorSection } from "@/features/two-factor/two-factor-section";
import { titled } from "@/lib/page-title";
import { useSession } from "@/lib/session";
import { useSignInMethods } from "@/lib/sign-in-methods";

export const Route = createFileRoute("/_authenticated/dashboard/account")({
  head: () => titled(m.account_page_title()),
  component: AccountPage,
});

function AccountPage() {
  const { data: session } = useSession();
  // The layout has loaded the session; it is only missing for a moment while it is being refetched.
  if (!session) return null;
  const { user } = session;
  return (
    <div className="grid gap-6">
      {/* A new form for another user (after impersonation starts or stops), so no stale values carry over. */}
      <ProfileForm key={user.id} user={user} />
      {/*
        The language is stored on the account and chooses the user's mails too (issue 24): an admin acting
        as someone does not change it for them.
      */}
      {session.session.impersonatedBy ? null : <LanguageSection key={user.id} storedLanguage={user.language} />}
      {/* An admin acting as someone may not take the account over or destroy it (the server refuses too). */}
      {session.session.impersonatedBy ? (
        <p className="text-muted-foreground max-w-2xl text-sm">
          {m.account_impersonation_hidden({ email: user.email })}
        </p>
      ) : (
        <SecuritySections
          key={user.id}
          email={user.email}
          sessionId={session.session.id}
          twoFactor={Boolean(user.twoFactorEnabled)}
        />
      )}
    </div>
  );
}

function SecuritySections({ email, sessionId, twoFactor }: { email: string; sessionId: string; twoFactor: boolean }) {
  const methods = useSignInMethods();
  const router = useRouter();
  // Until the methods are known, ask for the password: most accounts have one.
  const hasPassword = methods.data ? methods.data.includes("credential") : true;
  // The deletion has already emptied the cache; the home page is for signed-out visitors too.
  const onDeleted = async () => {
    await router.navigate({ to: "/" });
  };
  return (
    <>
      <PasswordSection email={email} />
      <EmailSection email={email} />
      <SessionsSection currentSessionId={sessionId} />
      {hasPassword ? <TwoFactorSection enabled={twoFactor} /> : null}
      <PasskeysSection />
      <ApiKeysSection />
      <DangerZoneSection email={email} hasPassword={hasPassword} onDeleted={onDeleted} />
    </>
  );
}
