import { m } from "@app/i18n/messages";
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { PageSpinner } from "@/components/page-spinner";
import { sessionQueryOptions } from "@/lib/session";

/** Every route below needs a session; without one the user signs in and comes back here. */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions);
    if (!session) throw redirect({ to: "/login", search: { redirectTo: location.href } });
    return { session };
  },
  pendingComponent: () => <PageSpinner label={m.route_loading_session()} />,
  component: Outlet,
});
