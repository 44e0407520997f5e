import { createFileRoute, redirect } from "@tanstack/react-router";

// The admin area has one page so far.
export const Route = createFileRoute("/_authenticated/dashboard/admin/")({
  beforeLoad: () => {
    throw redirect({ to: "/dashboard/admin/users", replace: true });
  },
});
