import { createFileRoute, Outlet, redirect, useLocation } from "@tanstack/react-router";
import { PageSpinner } from "@/components/page-spinner";
import { DashboardSkeleton } from "@/features/dashboard-shell/dashboard-skeleton";
import { sessionQueryOptions } from "@/lib/session";

/** Every route below needs a session; without one the user signs in and comes back here. */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions);
    if (!session) throw redirect({ to: "/login", search: { redirectTo: location.href } });
    return { session };
  },
  // Nothing below is rendered at build time (there is no session there): the prerendered shell of
  // /dashboard is this route's pending view.
  ssr: false,
  pendingComponent: AuthenticatedPending,
  component: Outlet,
});

/** The dashboard's skeleton below /dashboard; elsewhere (/neworg) the spinner. */
function AuthenticatedPending() {
  const inDashboard = useLocation({ select: (location) => location.pathname.startsWith("/dashboard") });
  return inDashboard ? <DashboardSkeleton /> : <PageSpinner />;
}
