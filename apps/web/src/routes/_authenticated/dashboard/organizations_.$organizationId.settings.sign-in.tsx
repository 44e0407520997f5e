import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { SignInSettings } from "@/features/sso/sign-in-settings";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/organizations_/$organizationId/settings/sign-in")({
  head: () => titled(m.settings_sign_in()),
  component: function SignInPage() {
    const { organizationId } = Route.useParams();
    return <SignInSettings key={organizationId} organizationId={organizationId} />;
  },
});
