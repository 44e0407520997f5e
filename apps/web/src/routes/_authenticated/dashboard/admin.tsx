import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { adminAccessQueryOptions } from "@/lib/admin-access";

/** The admin area (docs/product.md#platform-roles) is for platform admins only; everyone else goes back to /dashboard. */
export const Route = createFileRoute("/_authenticated/dashboard/admin")({
  beforeLoad: async ({ context }) => {
    const allowed = await context.queryClient.ensureQueryData(adminAccessQueryOptions(context.session.user));
    if (!allowed) throw redirect({ to: "/dashboard" });
  },
  component: Outlet,
});
