import { m } from "@app/i18n/messages";
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { NotFound } from "@/components/not-found";
import { DashboardShell } from "@/features/dashboard-shell/dashboard-shell";
import { VerifyEmailBanner } from "@/features/email-verification/verify-email-banner";
import { OrganizationPolicyGate } from "@/features/security-policy/policy-gate";
import { organizationsQueryOptions, setActiveOrganization } from "@/lib/organizations";
import { titled } from "@/lib/page-title";

/**
 * docs/product.md#dashboard-layout: before loading, list the user's organizations; none → /neworg; no active one → the first.
 * (The server already sets an active organization on new sessions; this covers older sessions.)
 */
export const Route = createFileRoute("/_authenticated/dashboard")({
  beforeLoad: async ({ context }) => {
    const organizations = await context.queryClient.ensureQueryData(organizationsQueryOptions);
    if (organizations.length === 0) throw redirect({ to: "/neworg" });
    const active = context.session.session.activeOrganizationId;
    if (!active || !organizations.some((o) => o.id === active)) {
      await setActiveOrganization(context.queryClient, organizations[0].id);
    }
  },
  head: () => titled(m.common_dashboard()),
  component: DashboardLayout,
  // A missing page below /dashboard shows inside the shell, with the way back.
  notFoundComponent: () => <NotFound back={{ to: "/dashboard", label: m.route_back_to_dashboard() }} />,
});

function DashboardLayout() {
  return (
    <DashboardShell notices={<VerifyEmailBanner />}>
      {/* An organization's security policy may stand in front of its pages (decision 043). */}
      <OrganizationPolicyGate>
        <Outlet />
      </OrganizationPolicyGate>
    </DashboardShell>
  );
}
