import { safeRedirectPath } from "@app/domain";
import { m } from "@app/i18n/messages";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { SsoSignInCard } from "@/features/sso/sso-sign-in-card";
import { titled } from "@/lib/page-title";
import { sessionQueryOptions } from "@/lib/session";

interface SsoSearch {
  redirectTo?: string;
  /** What a failed SSO sign-in came back with (the server's error code). */
  error?: string;
}

export const Route = createFileRoute("/_public/login_/sso")({
  head: () => titled(m.sso_sign_in_title()),
  validateSearch: (search: Record<string, unknown>): SsoSearch => ({
    redirectTo: typeof search.redirectTo === "string" ? search.redirectTo : undefined,
    error: typeof search.error === "string" ? search.error.slice(0, 100) : undefined,
  }),
  // Like /login: someone signed in goes on.
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions);
    if (session) throw redirect({ href: safeRedirectPath(search.redirectTo) });
  },
  component: SsoPage,
});

function SsoPage() {
  const { redirectTo, error } = Route.useSearch();
  return <SsoSignInCard redirectTo={safeRedirectPath(redirectTo)} error={error} />;
}
