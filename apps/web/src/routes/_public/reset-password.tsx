import { m } from "@app/i18n/messages";
import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordCard } from "@/features/password-reset/reset-password-card";
import { titled } from "@/lib/page-title";
import { refreshSession } from "@/lib/session";

/** The page the reset mail links to (RESET_PASSWORD_PATH in packages/domain). */
export const Route = createFileRoute("/_public/reset-password")({
  head: () => titled(m.route_reset_password()),
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === "string" && search.token ? search.token : undefined,
  }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  // The reset ended every session of the account, this browser's too: sign in with the new password.
  const onDone = async () => {
    await refreshSession(queryClient);
    await navigate({ to: "/login" });
  };
  return <ResetPasswordCard token={token} onDone={onDone} />;
}
