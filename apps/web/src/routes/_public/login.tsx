import { safeRedirectPath } from "@app/domain";
import { m } from "@app/i18n/messages";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { LoginCard } from "@/features/auth/login-card";
import { titled } from "@/lib/page-title";
import { sessionQueryOptions } from "@/lib/session";

interface LoginSearch {
  redirectTo?: string;
  /** Absent means true: the sign-in form (SPEC §2). */
  showSignIn?: boolean;
}

export const Route = createFileRoute("/_public/login")({
  head: ({ match }) => titled(match.search.showSignIn === false ? m.common_sign_up() : m.common_sign_in()),
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirectTo: typeof search.redirectTo === "string" ? search.redirectTo : undefined,
    showSignIn: search.showSignIn === false || search.showSignIn === "false" ? false : undefined,
  }),
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions);
    if (session) throw redirect({ href: safeRedirectPath(search.redirectTo) });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirectTo, showSignIn } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LoginCard
      showSignIn={showSignIn !== false}
      redirectTo={safeRedirectPath(redirectTo)}
      onSwitch={(next) =>
        navigate({ search: (prev) => ({ ...prev, showSignIn: next ? undefined : false }), replace: true })
      }
    />
  );
}
