import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordCard } from "@/features/password-reset/forgot-password-card";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_public/forgot-password")({
  head: () => titled(m.route_forgot_password()),
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({
    email: typeof search.email === "string" ? search.email : undefined,
  }),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { email } = Route.useSearch();
  return <ForgotPasswordCard email={email} />;
}
