import { safeRedirectPath } from "@app/domain";
import { m } from "@app/i18n/messages";
import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useRouter } from "@tanstack/react-router";
import { CenteredCard } from "@/components/centered-card";
import { TwoFactorStep } from "@/features/auth/two-factor-step";
import { titled } from "@/lib/page-title";
import { sessionQueryOptions } from "@/lib/session";

/**
 * The second step after a single sign-on of a two-factor account (decision 035): the server took
 * the session back and waits for the code, as after a password.
 */
export const Route = createFileRoute("/_public/login_/second-step")({
  head: () => titled(m.auth_two_factor_title()),
  validateSearch: (search: Record<string, unknown>): { redirectTo?: string } => ({
    redirectTo: typeof search.redirectTo === "string" ? search.redirectTo : undefined,
  }),
  component: SecondStepPage,
});

function SecondStepPage() {
  const { redirectTo } = Route.useSearch();
  const queryClient = useQueryClient();
  const router = useRouter();
  const onSuccess = async () => {
    await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    router.history.push(safeRedirectPath(redirectTo));
  };
  return (
    <CenteredCard title={m.auth_two_factor_title()} description={m.auth_two_factor_description()}>
      <TwoFactorStep onSuccess={onSuccess} onCancel={() => router.navigate({ to: "/login" })} />
    </CenteredCard>
  );
}
