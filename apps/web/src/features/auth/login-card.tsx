import { m } from "@app/i18n/messages";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { fetchCurrentSession } from "@/lib/session";
import { CredentialsForm } from "./credentials-form";
import { GoogleSignInButton } from "./google-sign-in-button";
import { PasskeySignInButton } from "./passkey-sign-in-button";
import { TwoFactorStep } from "./two-factor-step";

/**
 * Centred in the page, but from the top on a phone: the browser may paint the prerendered page before it
 * has read all of it, and a centred card that grows as the rest arrives moves up (Lighthouse measured a
 * layout shift of 0.18 on a busy machine). On a phone the card fills the screen either way.
 */
const FRAME = "flex flex-1 items-start justify-center px-4 py-12 sm:items-center";

interface LoginCardProps {
  showSignIn: boolean;
  /** Already checked to be a same-origin path. */
  redirectTo: string;
}

export function LoginCard({ showSignIn, redirectTo }: LoginCardProps) {
  const queryClient = useQueryClient();
  // After a right password on an account with two-factor authentication: the second step.
  const [secondStep, setSecondStep] = useState(false);

  // With the new session in the cache the page goes on to `redirectTo` (routes/_public/login.tsx), where
  // the guarded route sees it at once.
  const onSuccess = async () => {
    await fetchCurrentSession(queryClient);
  };

  if (secondStep) {
    return (
      <div className={FRAME}>
        <Card className="w-full max-w-sm">
          <CardHeader>
            <CardTitle className="text-2xl">
              <h1>{m.auth_two_factor_title()}</h1>
            </CardTitle>
            <CardDescription>{m.auth_two_factor_description()}</CardDescription>
          </CardHeader>
          <CardContent>
            <TwoFactorStep onSuccess={onSuccess} onCancel={() => setSecondStep(false)} />
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className={FRAME}>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle className="text-2xl">
            <h1>{showSignIn ? m.auth_welcome_back() : m.auth_create_account_title()}</h1>
          </CardTitle>
          <CardDescription>{showSignIn ? m.auth_sign_in_description() : m.auth_sign_up_description()}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {/* Keyed so switching modes starts with a fresh form and no stale errors. */}
          <CredentialsForm
            key={showSignIn ? "in" : "up"}
            mode={showSignIn ? "sign-in" : "sign-up"}
            onSuccess={onSuccess}
            onTwoFactor={() => setSecondStep(true)}
          />
          <div className="text-muted-foreground flex items-center gap-3 text-xs uppercase">
            <span className="bg-border h-px flex-1" />
            {m.auth_or()}
            <span className="bg-border h-px flex-1" />
          </div>
          <GoogleSignInButton redirectTo={redirectTo} />
          {showSignIn ? <PasskeySignInButton onSuccess={onSuccess} /> : null}
          {showSignIn ? (
            <Button variant="outline" asChild>
              <Link to="/login/sso" search={{ redirectTo }}>
                {m.auth_sign_in_with_sso()}
              </Link>
            </Button>
          ) : null}
        </CardContent>
        <CardFooter className="justify-center text-sm">
          <span className="text-muted-foreground">{showSignIn ? m.auth_no_account() : m.auth_have_account()}</span>
          {/* A link, so it works from the first paint, before any script has run: both forms are
              prerendered pages (scripts/prerender.mjs). */}
          <Button variant="link" className="px-1.5" asChild>
            <Link to="/login" search={(prev) => ({ ...prev, showSignIn: showSignIn ? false : undefined })} replace>
              {showSignIn ? m.common_sign_up() : m.common_sign_in()}
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
