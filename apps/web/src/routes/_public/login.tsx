import { safeRedirectPath } from "@app/domain";
import { m } from "@app/i18n/messages";
import { createFileRoute, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { LoginCard } from "@/features/auth/login-card";
import { titled } from "@/lib/page-title";
import { useSession } from "@/lib/session";

interface LoginSearch {
  redirectTo?: string;
  /** Absent means true: the sign-in form (docs/product.md#sign-in-and-sign-up). */
  showSignIn?: boolean;
}

export const Route = createFileRoute("/_public/login")({
  head: ({ match }) => titled(match.search.showSignIn === false ? m.common_sign_up() : m.common_sign_in()),
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirectTo: typeof search.redirectTo === "string" ? search.redirectTo : undefined,
    showSignIn: search.showSignIn === false || search.showSignIn === "false" ? false : undefined,
  }),
  component: LoginPage,
});

/**
 * A signed-in visitor goes on to `redirectTo`: one who arrives signed in, as soon as the session is
 * known, and one who has just signed in here, once the form has loaded the new session. A check in the
 * component, not a guard before loading: the page is rendered at build time, without a visitor, and
 * paints before the browser knows the session. The card stays until the next page replaces it (its
 * form disabled once it has signed in, so nothing typed into it is lost).
 */
function LoginPage() {
  const { redirectTo, showSignIn } = Route.useSearch();
  const router = useRouter();
  const { data: session } = useSession();
  const target = session ? safeRedirectPath(redirectTo) : undefined;
  useEffect(() => {
    if (target) router.history.replace(target);
  }, [router, target]);
  return <LoginCard showSignIn={showSignIn !== false} redirectTo={safeRedirectPath(redirectTo)} />;
}
